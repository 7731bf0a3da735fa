package windward

import (
	"bytes"
	"encoding/xml"
)

// scanMaps reads map files written in the plain subset of XML that every
// known map uses: ASCII, elements with quoted attributes, comments, an
// <?xml?> declaration, whitespace between elements. It reports false, and
// LoadMaps falls back to encoding/xml, on anything else (an entity, CDATA,
// a DOCTYPE, a namespace, a byte outside ASCII, a malformed tag) and on any
// error in the maps themselves, so that error messages come from one place
// and carry line numbers. It never accepts a file encoding/xml rejects.
func scanMaps(name string, data []byte) ([]*Map, bool) {
	for _, c := range data {
		if c >= 0x80 || c == '&' || (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
			return nil, false
		}
	}
	sc := mapScanner{data: data, intern: make(map[string]string, 128)}
	b := mapBuilder{name: name}
	var open []string // the names of the open elements
	for sc.i < len(data) {
		rest := data[sc.i:]
		if rest[0] != '<' {
			// Character data, which no map uses; encoding/xml rejects
			// "]]>" in it.
			j := bytes.IndexByte(rest, '<')
			if j < 0 {
				j = len(rest)
			}
			if bytes.Contains(rest[:j], []byte("]]>")) {
				return nil, false
			}
			sc.i += j
			continue
		}
		switch {
		case bytes.HasPrefix(rest, []byte("<?")):
			if !sc.decl() {
				return nil, false
			}
		case bytes.HasPrefix(rest, []byte("<!--")):
			j := bytes.Index(rest[4:], []byte("-->"))
			if j < 0 || bytes.Contains(rest[4:4+j], []byte("--")) {
				return nil, false
			}
			b.comment(rest[4 : 4+j])
			sc.i += 4 + j + 3
		case bytes.HasPrefix(rest, []byte("</")):
			sc.i += 2
			n, ok := sc.name()
			sc.space()
			if !ok || !sc.eat('>') || len(open) == 0 || open[len(open)-1] != n {
				return nil, false
			}
			open = open[:len(open)-1]
			if b.end(0) != nil {
				return nil, false
			}
		default:
			sc.i++
			t, closed, ok := sc.startTag()
			if !ok || b.start(t, 0) != nil {
				return nil, false
			}
			if closed {
				if b.end(0) != nil {
					return nil, false
				}
			} else {
				open = append(open, t.Name.Local)
			}
		}
	}
	if len(open) > 0 {
		return nil, false
	}
	maps, err := b.finish(0)
	return maps, err == nil
}

// mapScanner walks the bytes of a map file for scanMaps.
type mapScanner struct {
	data   []byte
	i      int
	attrs  []xml.Attr        // reused by every start tag
	intern map[string]string // attribute names and values, so that few strings are made
}

func (sc *mapScanner) eat(c byte) bool {
	if sc.i < len(sc.data) && sc.data[sc.i] == c {
		sc.i++
		return true
	}
	return false
}

// space skips white space and reports whether there was any.
func (sc *mapScanner) space() bool {
	start := sc.i
	for sc.i < len(sc.data) {
		switch sc.data[sc.i] {
		case ' ', '\t', '\n', '\r':
			sc.i++
			continue
		}
		break
	}
	return sc.i > start
}

// name reads an ASCII XML name without a namespace prefix.
func (sc *mapScanner) name() (string, bool) {
	start := sc.i
	for sc.i < len(sc.data) {
		c := sc.data[sc.i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
		if !letter && (sc.i == start || !(c >= '0' && c <= '9' || c == '.' || c == '-')) {
			break
		}
		sc.i++
	}
	if sc.i == start {
		return "", false
	}
	return sc.str(sc.data[start:sc.i]), true
}

func (sc *mapScanner) str(b []byte) string {
	if s, ok := sc.intern[string(b)]; ok {
		return s
	}
	s := string(b)
	sc.intern[s] = s
	return s
}

// startTag reads a start tag after its '<': the element, and whether it
// closed itself ("/>").
func (sc *mapScanner) startTag() (t xml.StartElement, closed, ok bool) {
	n, ok := sc.name()
	if !ok {
		return t, false, false
	}
	t.Name.Local = n
	sc.attrs = sc.attrs[:0]
	for {
		sp := sc.space()
		switch {
		case sc.eat('>'):
			t.Attr = sc.attrs
			return t, false, true
		case sc.eat('/'):
			t.Attr = sc.attrs
			return t, true, sc.eat('>')
		case !sp:
			return t, false, false
		}
		an, ok := sc.name()
		if !ok || an == "xmlns" {
			return t, false, false
		}
		sc.space()
		if !sc.eat('=') {
			return t, false, false
		}
		sc.space()
		if sc.i >= len(sc.data) {
			return t, false, false
		}
		q := sc.data[sc.i]
		if q != '"' && q != '\'' {
			return t, false, false
		}
		sc.i++
		j := bytes.IndexByte(sc.data[sc.i:], q)
		if j < 0 {
			return t, false, false
		}
		v := sc.data[sc.i : sc.i+j]
		// encoding/xml rejects '<' in a value and rewrites line breaks.
		for _, c := range v {
			if c == '<' || c == '\r' || c == '\n' || c == '\t' {
				return t, false, false
			}
		}
		sc.attrs = append(sc.attrs, xml.Attr{Name: xml.Name{Local: an}, Value: sc.str(v)})
		sc.i += j + 1
	}
}

// decl reads the one declaration map files carry, <?xml version="1.0"
// encoding="utf-8"?> (the encoding optional, utf-8 or us-ascii in upper or
// lower case, as LoadMaps accepts), also between the maps of a pack.
func (sc *mapScanner) decl() bool {
	rest := sc.data[sc.i:]
	// The end is looked for after "<?": in "<?>" the '?' is the opening's.
	end := bytes.Index(rest[2:], []byte("?>"))
	if end < 0 {
		return false
	}
	end += 2
	switch string(bytes.TrimRight(rest[2:end], " \t\r\n")) {
	case `xml version="1.0"`, `xml version="1.0" encoding="utf-8"`, `xml version="1.0" encoding="UTF-8"`,
		`xml version="1.0" encoding="us-ascii"`, `xml version="1.0" encoding="US-ASCII"`:
	default:
		return false
	}
	sc.i += end + 2
	return true
}
