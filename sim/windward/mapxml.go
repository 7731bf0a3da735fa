package windward

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// maxMapSide bounds a map side so a hostile file cannot ask for gigabytes.
const maxMapSide = 500

// LoadMaps reads one or more maps in the original XML format (reference
// §4.1) from data: a single map file, or several <map> documents one after
// another (a session pack, one map drawn per round). name labels errors,
// which read "name:line: problem", and names the maps ("name", "name#2",
// ...) unless a comment "<!-- map: NAME -->" before a <map> names it, as
// in the packs maps.Resolve builds.
//
// The shipped maps and the originals are plain XML (no entities, no
// namespaces, ASCII), which a direct scan reads several times faster than
// encoding/xml (mapscan.go); anything else, and every error, goes through
// encoding/xml, so the maps and the messages are the same either way.
func LoadMaps(name string, data []byte) ([]*Map, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if maps, ok := scanMaps(name, data); ok {
		return maps, nil
	}
	return decodeMaps(name, data)
}

// decodeMaps is LoadMaps through encoding/xml.
func decodeMaps(name string, data []byte) ([]*Map, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.CharsetReader = func(label string, r io.Reader) (io.Reader, error) {
		if strings.EqualFold(label, "utf-8") || strings.EqualFold(label, "us-ascii") {
			return r, nil
		}
		return nil, fmt.Errorf("unsupported encoding %q", label)
	}
	b := mapBuilder{name: name}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		line, _ := dec.InputPos()
		if err != nil {
			return nil, b.fail(line, "%v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			err = b.start(t, line)
		case xml.Comment:
			b.comment(t)
		case xml.EndElement:
			err = b.end(line)
		}
		if err != nil {
			return nil, err
		}
	}
	line, _ := dec.InputPos()
	return b.finish(line)
}

// mapBuilder turns the elements of a map file into maps, whichever reader
// finds them (encoding/xml or scanMaps).
type mapBuilder struct {
	name  string
	maps  []*Map
	cur   *Map
	have  []bool
	next  string // name from a "map:" comment for the next <map>
	depth int
}

func (b *mapBuilder) fail(l int, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", b.name, l, fmt.Sprintf(format, args...))
}

func (b *mapBuilder) start(t xml.StartElement, line int) error {
	b.depth++
	switch {
	case b.depth == 1 && t.Name.Local == "map":
		w, err1 := atoiAttr(t, "width")
		h, err2 := atoiAttr(t, "height")
		if err1 != nil || err2 != nil {
			return b.fail(line, "<map> needs integer width and height")
		}
		if w < 1 || h < 1 || w > maxMapSide || h > maxMapSide {
			return b.fail(line, "map size %dx%d is out of range (1..%d)", w, h, maxMapSide)
		}
		b.cur = &Map{Name: b.name, W: w, H: h, Tiles: make([]Tile, w*h)}
		b.have = make([]bool, w*h)
		if b.next != "" {
			b.cur.Name, b.next = b.next, ""
		} else if len(b.maps) > 0 {
			b.cur.Name = fmt.Sprintf("%s#%d", b.name, len(b.maps)+1)
		}
	case b.depth == 2 && b.cur != nil && t.Name.Local == "square":
		cur := b.cur
		x, ex := atoiAttr(t, "x")
		y, ey := atoiAttr(t, "y")
		if ex != nil || ey != nil {
			return b.fail(line, "<square> needs integer x and y")
		}
		p := Pt{x, y}
		if !cur.In(p) {
			return b.fail(line, "square %v is outside the %dx%d map", p, cur.W, cur.H)
		}
		if b.have[y*cur.W+x] {
			return b.fail(line, "square %v appears twice", p)
		}
		b.have[y*cur.W+x] = true
		tile, err := parseSquare(t)
		if err != nil {
			return b.fail(line, "square %v: %v", p, err)
		}
		cur.Tiles[y*cur.W+x] = tile
	case b.depth == 1:
		return b.fail(line, "expected <map>, found <%s>", t.Name.Local)
	case b.depth == 2:
		return b.fail(line, "unexpected <%s> inside <map>", t.Name.Local)
	}
	return nil
}

func (b *mapBuilder) comment(text []byte) {
	if n, ok := strings.CutPrefix(strings.TrimSpace(string(text)), "map:"); ok && b.depth == 0 {
		b.next = strings.TrimSpace(n)
	}
}

func (b *mapBuilder) end(line int) error {
	b.depth--
	if b.depth == 0 && b.cur != nil {
		for i, ok := range b.have {
			if !ok {
				return b.fail(line, "square %d,%d is missing", i%b.cur.W, i/b.cur.W)
			}
		}
		if err := b.cur.Validate(false); err != nil {
			return b.fail(line, "%v", err)
		}
		b.maps = append(b.maps, b.cur)
		b.cur = nil
	}
	return nil
}

func (b *mapBuilder) finish(line int) ([]*Map, error) {
	if b.cur != nil {
		return nil, b.fail(line, "unterminated <map>")
	}
	if len(b.maps) == 0 {
		return nil, fmt.Errorf("%s:1: no <map> element", b.name)
	}
	return b.maps, nil
}

// LoadMap reads exactly one map.
func LoadMap(name string, data []byte) (*Map, error) {
	ms, err := LoadMaps(name, data)
	if err != nil {
		return nil, err
	}
	if len(ms) != 1 {
		return nil, fmt.Errorf("%s: holds %d maps, want one", name, len(ms))
	}
	return ms[0], nil
}

func attr(t xml.StartElement, name string) (string, bool) {
	for _, a := range t.Attr {
		if a.Name.Local == name {
			return a.Value, true
		}
	}
	return "", false
}

func atoiAttr(t xml.StartElement, name string) (int, error) {
	v, ok := attr(t, name)
	if !ok {
		return 0, fmt.Errorf("missing %s", name)
	}
	return strconv.Atoi(strings.TrimSpace(v))
}

func parseSquare(t xml.StartElement) (Tile, error) {
	var tile Tile
	typ, _ := attr(t, "type")
	switch typ {
	case "LIQUOR_STOP":
		typ = "COFFEE_STOP" // older maps used LIQUOR_* names (reference §4.1)
	case "LIQUOR_BUILDING":
		typ = "COFFEE_BUILDING"
	}
	found := false
	for i, n := range tileTypeNames {
		if n == typ {
			tile.Type, found = TileType(i), true
		}
	}
	if !found {
		return tile, fmt.Errorf("unknown type %q", typ)
	}
	dir, ok := attr(t, "direction")
	if !ok {
		dir = "INTERSECTION"
	}
	found = false
	for i, n := range roadDirNames {
		if n == dir {
			tile.Dir, found = RoadDir(i), true
		}
	}
	if !found {
		return tile, fmt.Errorf("unknown direction %q", dir)
	}
	if v, ok := attr(t, "signals"); ok && strings.TrimSpace(v) != "" {
		for _, f := range strings.Split(v, ",") {
			d, ok := parseStop(strings.TrimSpace(f))
			if !ok {
				return tile, fmt.Errorf("unknown stop sign %q", f)
			}
			tile.StopSigns |= 1 << d
		}
	}
	if v, ok := attr(t, "signal-direction"); ok && v != "" && v != "NONE" {
		found = false
		for i, n := range lightNames {
			if n == v {
				tile.HasLight, tile.Light, found = true, Light(i), true
			}
		}
		if !found {
			return tile, fmt.Errorf("unknown signal-direction %q", v)
		}
	}
	if v, ok := attr(t, "start-position"); ok && v != "" && v != "NONE" {
		found = false
		for i, n := range dirNames {
			if n == v {
				tile.Start, found = uint8(i+1), true
			}
		}
		if !found {
			return tile, fmt.Errorf("unknown start-position %q", v)
		}
	}
	return tile, nil
}

func parseStop(s string) (Dir, bool) {
	for i, n := range dirNames {
		if s == "STOP_"+n {
			return Dir(i), true
		}
	}
	return 0, false
}

// stopSignText is the comma+space joined flag list (reference §4.1).
func stopSignText(bits uint8) string {
	var parts []string
	for d := North; d <= West; d++ {
		if bits&(1<<d) != 0 {
			parts = append(parts, "STOP_"+d.String())
		}
	}
	return strings.Join(parts, ", ")
}

// MarshalXMLFile writes m in the original map file format (with BOM and
// declaration, one square per cell, column by column).
func (m *Map) MarshalXMLFile() []byte {
	var b bytes.Buffer
	b.WriteString("\xef\xbb\xbf<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n")
	fmt.Fprintf(&b, "<map width=\"%d\" height=\"%d\">\r\n", m.W, m.H)
	for x := 0; x < m.W; x++ {
		for y := 0; y < m.H; y++ {
			t := m.At(Pt{x, y})
			dir := t.Dir
			if !t.Type.Driveable() {
				dir = Intersection
			}
			fmt.Fprintf(&b, "  <square x=\"%d\" y=\"%d\" type=\"%s\" direction=\"%s\"", x, y, t.Type, dir)
			if t.StopSigns != 0 {
				fmt.Fprintf(&b, " signals=\"%s\"", stopSignText(t.StopSigns))
			}
			if t.HasLight {
				fmt.Fprintf(&b, " signal-direction=\"%s\"", t.Light)
			}
			if t.Start != 0 {
				fmt.Fprintf(&b, " start-position=\"%s\"", Dir(t.Start-1))
			}
			b.WriteString(" />\r\n")
		}
	}
	b.WriteString("</map>")
	return b.Bytes()
}
