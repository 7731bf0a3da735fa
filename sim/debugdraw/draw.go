package debugdraw

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Prefix starts every debug drawing line on a bot's stderr.
const Prefix = "#arena "

// Bounds on one shape: coordinates beyond MaxCoord are refused (no board is
// that large, and it keeps the renderer's arithmetic finite), texts are cut
// to MaxText runes.
const (
	MaxCoord = 1e6
	MaxText  = 80
)

// Kind is a shape's kind, named as in the syntax.
type Kind uint8

// The shape kinds.
const (
	Line Kind = iota + 1
	Circle
	Text
	Mark
)

var kindNames = map[string]Kind{"line": Line, "circle": Circle, "text": Text, "mark": Mark}

func (k Kind) String() string {
	for n, v := range kindNames {
		if v == k {
			return n
		}
	}
	return "kind" + strconv.Itoa(int(k))
}

// Shape is one drawing command in world coordinates. Line uses X1..Y2;
// Circle X1, Y1 and R; Text and Mark X1 and Y1. Color is the canonical
// color text (a name from Colors or #rrggbbaa); Text has no color.
type Shape struct {
	Kind   Kind
	X1, Y1 float64
	X2, Y2 float64
	R      float64
	Color  string
	Text   string
}

// Colors are the color names COLOR may use.
var Colors = map[string]color.RGBA{
	"red":     {0xe6, 0x39, 0x46, 0xff},
	"green":   {0x2a, 0x9d, 0x4f, 0xff},
	"blue":    {0x3a, 0x86, 0xff, 0xff},
	"yellow":  {0xff, 0xd1, 0x66, 0xff},
	"orange":  {0xf7, 0x7f, 0x00, 0xff},
	"purple":  {0x9b, 0x5d, 0xe5, 0xff},
	"magenta": {0xf1, 0x5b, 0xb5, 0xff},
	"cyan":    {0x00, 0xbb, 0xf9, 0xff},
	"white":   {0xff, 0xff, 0xff, 0xff},
	"black":   {0x00, 0x00, 0x00, 0xff},
	"gray":    {0x8d, 0x99, 0xae, 0xff},
	"grey":    {0x8d, 0x99, 0xae, 0xff},
}

// RGBA is the shape's color; text is drawn white.
func (s Shape) RGBA() color.RGBA {
	if c, ok := Colors[s.Color]; ok {
		return c
	}
	if c, err := parseHex(s.Color); err == nil {
		return c
	}
	return Colors["white"]
}

// String is the canonical text of the shape, without Prefix: what replays
// store and Parse reads back.
func (s Shape) String() string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	switch s.Kind {
	case Line:
		return "line " + f(s.X1) + " " + f(s.Y1) + " " + f(s.X2) + " " + f(s.Y2) + " " + s.Color
	case Circle:
		return "circle " + f(s.X1) + " " + f(s.Y1) + " " + f(s.R) + " " + s.Color
	case Text:
		return "text " + f(s.X1) + " " + f(s.Y1) + " " + s.Text
	case Mark:
		return "mark " + f(s.X1) + " " + f(s.Y1) + " " + s.Color
	}
	return s.Kind.String()
}

// Parse reads one drawing command, with or without Prefix ("line 0 0 3 4
// red" or "#arena line 0 0 3 4 red"). The error says what is wrong in one
// line.
func Parse(cmd string) (Shape, error) {
	cmd = strings.TrimPrefix(cmd, Prefix)
	cmd = strings.TrimRight(cmd, "\r\n")
	name, rest, _ := strings.Cut(strings.TrimLeft(cmd, " \t"), " ")
	k, ok := kindNames[name]
	if !ok {
		return Shape{}, fmt.Errorf("unknown drawing %q (want line, circle, text or mark)", clip(name, 16))
	}
	s := Shape{Kind: k}
	nums := map[Kind]int{Line: 4, Circle: 3, Text: 2, Mark: 2}[k]
	fields := strings.Fields(rest)
	if k == Text {
		// The message is the rest of the line after two numbers.
		if len(fields) < 2 {
			return Shape{}, fmt.Errorf("text needs X Y MESSAGE")
		}
	} else if len(fields) != nums+1 {
		return Shape{}, fmt.Errorf("%s needs %d numbers and a color, got %d field(s)", name, nums, len(fields))
	}
	vals := make([]float64, nums)
	for i := range vals {
		v, err := strconv.ParseFloat(fields[i], 64)
		if err != nil || math.IsNaN(v) || math.Abs(v) > MaxCoord {
			return Shape{}, fmt.Errorf("%s: %q is not a number within ±%g", name, clip(fields[i], 16), float64(MaxCoord))
		}
		vals[i] = v
	}
	switch k {
	case Line:
		s.X1, s.Y1, s.X2, s.Y2 = vals[0], vals[1], vals[2], vals[3]
	case Circle:
		s.X1, s.Y1, s.R = vals[0], vals[1], vals[2]
		if s.R < 0 {
			return Shape{}, fmt.Errorf("circle: negative radius %g", s.R)
		}
	default:
		s.X1, s.Y1 = vals[0], vals[1]
	}
	if k == Text {
		s.Text = message(rest, 2)
		if s.Text == "" {
			return Shape{}, fmt.Errorf("text needs X Y MESSAGE")
		}
		return s, nil
	}
	c, err := canonColor(fields[nums])
	if err != nil {
		return Shape{}, fmt.Errorf("%s: %v", name, err)
	}
	s.Color = c
	return s, nil
}

// message is what follows the first n fields of rest, cleaned: control
// characters and invalid UTF-8 become spaces or U+FFFD, at most MaxText
// runes, surrounding blanks trimmed.
func message(rest string, n int) string {
	rest = strings.TrimLeft(rest, " \t")
	for range n {
		i := strings.IndexAny(rest, " \t")
		if i < 0 {
			return ""
		}
		rest = strings.TrimLeft(rest[i:], " \t")
	}
	return cleanText(rest)
}

// cleanText is message's cleaning of a text already cut from its line.
func cleanText(rest string) string {
	var b strings.Builder
	count := 0
	for _, r := range strings.ToValidUTF8(rest, "\uFFFD") {
		if count == MaxText {
			break
		}
		if !unicode.IsPrint(r) {
			r = ' '
		}
		b.WriteRune(r)
		count++
	}
	return strings.TrimSpace(b.String())
}

func canonColor(s string) (string, error) {
	l := strings.ToLower(s)
	if _, ok := Colors[l]; ok {
		return l, nil
	}
	c, err := parseHex(l)
	if err != nil {
		return "", err
	}
	// "#%02x%02x%02x%02x", without fmt: bots draw in hex colours every
	// tick.
	const digits = "0123456789abcdef"
	b := []byte{'#', 0, 0, 0, 0, 0, 0, 0, 0}
	for i, v := range [4]uint8{c.R, c.G, c.B, c.A} {
		b[1+2*i], b[2+2*i] = digits[v>>4], digits[v&15]
	}
	return string(b), nil
}

func parseHex(s string) (color.RGBA, error) {
	bad := func() error {
		return fmt.Errorf("unknown color %q (a name such as red, or #rgb, #rrggbb, #rrggbbaa)", clip(s, 16))
	}
	if !strings.HasPrefix(s, "#") {
		return color.RGBA{}, bad()
	}
	h := s[1:]
	if len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	if len(h) == 6 {
		h += "ff"
	}
	if len(h) != 8 {
		return color.RGBA{}, bad()
	}
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		return color.RGBA{}, bad()
	}
	return color.RGBA{uint8(v >> 24), uint8(v >> 16), uint8(v >> 8), uint8(v)}, nil
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// Scan finds the drawing lines in a bot's stderr output and parses them,
// keeping at most max shapes. Lines without Prefix are the bot's own log and
// are skipped; a line with it that does not parse gives an error text
// ("line 3: …", counting stderr lines from 1), at most max of them.
// dropped counts the valid shapes beyond max.
func Scan(stderr []byte, max int) (shapes []Shape, errs []string, dropped int) {
	n := 0
	for len(stderr) > 0 {
		var ln []byte
		ln, stderr, _ = bytes.Cut(stderr, []byte("\n"))
		n++
		if !bytes.HasPrefix(ln, []byte(Prefix)) {
			continue
		}
		s, err := Parse(string(ln))
		switch {
		case err != nil:
			if len(errs) < max {
				errs = append(errs, fmt.Sprintf("line %d: %v", n, err))
			}
		case len(shapes) < max:
			shapes = append(shapes, s)
		default:
			dropped++
		}
	}
	return shapes, errs, dropped
}

// Canvas collects the shapes a built-in bot draws for one tick: the Go side
// of the "#arena" lines, producing the same Shape values. The zero Canvas
// is ready; a nil *Canvas ignores every call, so a bot can draw
// unconditionally.
type Canvas struct {
	Shapes []Shape
}

// Line draws a segment from (x1, y1) to (x2, y2).
func (c *Canvas) Line(x1, y1, x2, y2 float64, col string) {
	c.add(Shape{Kind: Line, X1: x1, Y1: y1, X2: x2, Y2: y2, Color: col})
}

// Circle draws a circle of radius r around (x, y).
func (c *Canvas) Circle(x, y, r float64, col string) {
	c.add(Shape{Kind: Circle, X1: x, Y1: y, R: r, Color: col})
}

// Text writes msg at (x, y).
func (c *Canvas) Text(x, y float64, msg string) {
	c.add(Shape{Kind: Text, X1: x, Y1: y, Text: msg})
}

// Mark highlights the cell or point (x, y).
func (c *Canvas) Mark(x, y float64, col string) {
	c.add(Shape{Kind: Mark, X1: x, Y1: y, Color: col})
}

// add keeps the shape Parse would read from its canonical text, so that a
// built-in's shape is exactly what a process bot writing the same command
// gets; an invalid shape (a bug in the bot) is dropped.
func (c *Canvas) add(s Shape) {
	if c == nil {
		return
	}
	if p, ok := canon(s); ok {
		c.Shapes = append(c.Shapes, p)
	}
}

// canon is Parse(s.String()) without the text: the window records every
// built-in's drawing every tick, and formatting then parsing each number
// was most of that cost. Numbers come back unchanged (String writes the
// shortest text that parses to the same float64) unless Parse refuses
// them; the color is the one field left when the text is split at blanks;
// a text is cleaned as Parse cleans what follows its two numbers.
// TestCanonIsParse holds it to Parse.
func canon(s Shape) (Shape, bool) {
	ok := func(v float64) bool { return !math.IsNaN(v) && math.Abs(v) <= MaxCoord }
	p := Shape{Kind: s.Kind, X1: s.X1, Y1: s.Y1}
	if !ok(s.X1) || !ok(s.Y1) {
		return Shape{}, false
	}
	switch s.Kind {
	case Line:
		if !ok(s.X2) || !ok(s.Y2) {
			return Shape{}, false
		}
		p.X2, p.Y2 = s.X2, s.Y2
	case Circle:
		if !ok(s.R) || s.R < 0 {
			return Shape{}, false
		}
		p.R = s.R
	case Text:
		p.Text = cleanText(strings.TrimLeft(strings.TrimRight(s.Text, "\r\n"), " \t"))
		return p, p.Text != ""
	case Mark:
	default:
		return Shape{}, false
	}
	col := s.Color
	if _, named := Colors[col]; !named {
		f := strings.Fields(col)
		if len(f) != 1 {
			return Shape{}, false
		}
		var err error
		if col, err = canonColor(f[0]); err != nil {
			return Shape{}, false
		}
	}
	p.Color = col
	return p, true
}
