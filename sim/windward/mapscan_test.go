package windward

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// shippedPack is the four shipped cities back to back, as maps.Resolve
// builds the "all" pack (read from the files: sim/windward does not import
// arena/maps).
func shippedPack(t testing.TB) (files map[string][]byte, pack []byte) {
	t.Helper()
	names, err := filepath.Glob("../../maps/windward/*.xml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no shipped maps: %v", err)
	}
	files = map[string][]byte{}
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		base := strings.TrimSuffix(filepath.Base(n), ".xml")
		files[base] = b
		pack = append(pack, "<!-- map: "+base+" -->\n"...)
		pack = append(append(pack, strings.TrimPrefix(string(b), "\xef\xbb\xbf")...), '\n')
	}
	return files, pack
}

// TestScanMatchesDecoder: the direct scan reads every shipped map and the
// pack of them exactly as encoding/xml does.
func TestScanMatchesDecoder(t *testing.T) {
	files, pack := shippedPack(t)
	files["all"] = pack
	scanLikeDecoder(t, files)
}

// TestScanMatchesOriginals: the same for the original maps (skipped
// without the reference data).
func TestScanMatchesOriginals(t *testing.T) {
	dir := refDir(t)
	names, err := filepath.Glob(filepath.Join(dir, "map*.xml"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no original maps in %s (%v)", dir, err)
	}
	files := map[string][]byte{}
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		files[filepath.Base(n)] = b
	}
	scanLikeDecoder(t, files)
}

func scanLikeDecoder(t *testing.T, files map[string][]byte) {
	t.Helper()
	for name, b := range files {
		t.Run(name, func(t *testing.T) {
			data := []byte(strings.TrimPrefix(string(b), "\xef\xbb\xbf"))
			want, err := decodeMaps(name, data)
			if err != nil {
				t.Fatal(err)
			}
			got, ok := scanMaps(name, data)
			if !ok {
				t.Fatal("the scan gave up on a plain map file")
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatal("the scan and encoding/xml read different maps")
			}
		})
	}
}

// TestScanGivesUp: XML outside the plain subset, or a broken file, is left
// to encoding/xml, and LoadMaps answers as encoding/xml does.
func TestScanGivesUp(t *testing.T) {
	files, _ := shippedPack(t)
	plain := string(files["downtown"])
	sq := `<square x="0" y="0" type="PARK" direction="INTERSECTION" />`
	if !strings.Contains(plain, sq) {
		t.Fatalf("downtown.xml lacks %s", sq)
	}
	edit := func(old, new string) string { return strings.Replace(plain, old, new, 1) }
	tests := []struct {
		name, data string
		loads      bool // encoding/xml reads it
	}{
		{"an entity", edit(`type="PARK"`, `type="PA&#82;K"`), true},
		{"CDATA", edit(sq, sq+`<![CDATA[x]]>`), true},
		{"a DOCTYPE", edit(`<map `, `<!DOCTYPE map><map `), true},
		{"a namespace", edit(`<map `, `<map xmlns="urn:x" `), true},
		{"a prefixed attribute", edit(`type="PARK"`, `a:type="PARK"`), true},
		{"non-ASCII in a comment", edit(sq, sq+"<!-- café -->"), true},
		{"a line break in a value", edit(`type="PARK"`, "type=\"PARK\r\n\""), false},
		{"single quotes", edit(`type="PARK"`, `type='PARK'`), true},
		{"a tab before an attribute", edit(` type="PARK"`, "\ttype=\"PARK\""), true},
		{"no space between attributes", edit(` type="PARK"`, `type="PARK"`), true},
		{"an unquoted value", edit(`type="PARK"`, `type=PARK`), false},
		{"'<' in a value", edit(`type="PARK"`, `type="PA<RK"`), false},
		{"'--' in a comment", edit(sq, sq+"<!-- a -- b -->"), false},
		{"a mismatched end tag", edit("</map>", "</mab>"), false},
		{"unterminated", strings.TrimSuffix(strings.TrimSpace(plain), "</map>"), false},
		{"a latin-1 declaration", edit(`encoding="utf-8"`, `encoding="iso-8859-1"`), false},
		{"a space after <?", edit(`<?xml`, `<? xml`), false},
		{"a missing square", edit(sq, ""), false},
		{"a square twice", edit(sq, sq+sq), false},
		{"text between squares", edit(sq, sq+"hello"), true},
		{"]]> in text", edit(sq, sq+"a]]>b"), false},
		{"no map", "<?xml version=\"1.0\"?>\n<!-- nothing -->", false},
		{"another root element", edit(`<map `, `<town `), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := []byte(strings.TrimPrefix(tt.data, "\xef\xbb\xbf"))
			want, wantErr := decodeMaps("m", data)
			if (wantErr == nil) != tt.loads {
				t.Fatalf("encoding/xml: %v, want loads=%v", wantErr, tt.loads)
			}
			if got, ok := scanMaps("m", data); ok && (wantErr != nil || !reflect.DeepEqual(got, want)) {
				t.Fatalf("the scan accepted what encoding/xml reads otherwise (%v)", wantErr)
			}
			got, err := LoadMaps("m", data)
			if !reflect.DeepEqual(got, want) || (err == nil) != (wantErr == nil) || (err != nil && err.Error() != wantErr.Error()) {
				t.Fatalf("LoadMaps: %v, encoding/xml: %v", err, wantErr)
			}
		})
	}
}

// FuzzScanMaps: whatever the scan accepts, encoding/xml reads the same.
func FuzzScanMaps(f *testing.F) {
	f.Add([]byte(`<?xml version="1.0" encoding="utf-8"?><map width="1" height="1"><square x="0" y="0" type="PARK"/></map>`))
	f.Add([]byte("<!-- map: a -->\n<map width='2' height='1'>\n <square x=\"0\" y=\"0\" type=\"ROAD\" direction=\"EAST_WEST\" />\n</map>"))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, ok := scanMaps("f", data)
		if !ok {
			return
		}
		want, err := decodeMaps("f", data)
		if err != nil {
			t.Fatalf("the scan accepted what encoding/xml rejects: %v", err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatal("the scan and encoding/xml read different maps")
		}
	})
}

func BenchmarkLoadMaps(b *testing.B) {
	_, pack := shippedPack(b)
	for _, bc := range []struct {
		name string
		load func(string, []byte) ([]*Map, error)
	}{{"scan", LoadMaps}, {"encoding-xml", decodeMaps}} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := bc.load("all", pack); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
