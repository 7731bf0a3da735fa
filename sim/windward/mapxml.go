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
func LoadMaps(name string, data []byte) ([]*Map, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.CharsetReader = func(label string, r io.Reader) (io.Reader, error) {
		if strings.EqualFold(label, "utf-8") || strings.EqualFold(label, "us-ascii") {
			return r, nil
		}
		return nil, fmt.Errorf("unsupported encoding %q", label)
	}
	line := func() int { l, _ := dec.InputPos(); return l }
	fail := func(l int, format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, l, fmt.Sprintf(format, args...))
	}
	var maps []*Map
	var cur *Map
	var have []bool
	var next string // name from a "map:" comment for the next <map>
	depth := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fail(line(), "%v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			switch {
			case depth == 1 && t.Name.Local == "map":
				w, err1 := atoiAttr(t, "width")
				h, err2 := atoiAttr(t, "height")
				if err1 != nil || err2 != nil {
					return nil, fail(line(), "<map> needs integer width and height")
				}
				if w < 1 || h < 1 || w > maxMapSide || h > maxMapSide {
					return nil, fail(line(), "map size %dx%d is out of range (1..%d)", w, h, maxMapSide)
				}
				cur = &Map{Name: name, W: w, H: h, Tiles: make([]Tile, w*h)}
				have = make([]bool, w*h)
				if next != "" {
					cur.Name, next = next, ""
				} else if len(maps) > 0 {
					cur.Name = fmt.Sprintf("%s#%d", name, len(maps)+1)
				}
			case depth == 2 && cur != nil && t.Name.Local == "square":
				x, ex := atoiAttr(t, "x")
				y, ey := atoiAttr(t, "y")
				if ex != nil || ey != nil {
					return nil, fail(line(), "<square> needs integer x and y")
				}
				p := Pt{x, y}
				if !cur.In(p) {
					return nil, fail(line(), "square %v is outside the %dx%d map", p, cur.W, cur.H)
				}
				if have[y*cur.W+x] {
					return nil, fail(line(), "square %v appears twice", p)
				}
				have[y*cur.W+x] = true
				tile, err := parseSquare(t)
				if err != nil {
					return nil, fail(line(), "square %v: %v", p, err)
				}
				cur.Tiles[y*cur.W+x] = tile
			case depth == 1:
				return nil, fail(line(), "expected <map>, found <%s>", t.Name.Local)
			case depth == 2:
				return nil, fail(line(), "unexpected <%s> inside <map>", t.Name.Local)
			}
		case xml.Comment:
			if n, ok := strings.CutPrefix(strings.TrimSpace(string(t)), "map:"); ok && depth == 0 {
				next = strings.TrimSpace(n)
			}
		case xml.EndElement:
			depth--
			if depth == 0 && cur != nil {
				for i, ok := range have {
					if !ok {
						return nil, fail(line(), "square %d,%d is missing", i%cur.W, i/cur.W)
					}
				}
				if err := cur.Validate(false); err != nil {
					return nil, fail(line(), "%v", err)
				}
				maps = append(maps, cur)
				cur = nil
			}
		}
	}
	if cur != nil {
		return nil, fail(line(), "unterminated <map>")
	}
	if len(maps) == 0 {
		return nil, fmt.Errorf("%s:1: no <map> element", name)
	}
	return maps, nil
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
