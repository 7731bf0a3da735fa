package coderunner

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReferenceMaps loads every original map (reference §4.2) and checks
// the enemy counts of the table there.
func TestReferenceMaps(t *testing.T) {
	dir := refData(t)
	want := map[string]int{
		"defaultmap.txt": 8, "map01.txt": 6, "map02.txt": 16, "map03.txt": 10, "map04.txt": 8,
		"map05.txt": 14, "map06.txt": 10, "map07.txt": 8, "mapOfficial1.txt": 8,
		"map08.txt": 16, "map09.txt": 0, "map09-ga.txt": 12, "map10.txt": 16,
	}
	for name, n := range want {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		m, err := ParseMap(name, data)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if len(m.Enemies) != n {
			t.Errorf("%s: %d enemies, want %d", name, len(m.Enemies), n)
		}
		back, err := ParseMap(name, m.Format())
		if err != nil || back.Cells != m.Cells || len(back.Enemies) != n {
			t.Errorf("%s: Format does not round-trip: %v", name, err)
		}
	}
}

const goodMap = `.........................
..R...................B..
=========================
.........................
.........................
.........................
.........................
.........................
.........................
.........................
.........................
.........................
.........................
.........................
....*...............*....
=========================
1
14 2 RRLL
`

// TestParseMapErrors checks that bad files are refused with the file, the
// line and the problem (reference §4.1 lists the original's checks).
func TestParseMapErrors(t *testing.T) {
	if _, err := ParseMap("good", []byte(goodMap)); err != nil {
		t.Fatalf("good map: %v", err)
	}
	if _, err := ParseMap("crlf", []byte(strings.ReplaceAll(goodMap, "\n", "\r\n"))); err != nil {
		t.Fatalf("CRLF map: %v", err)
	}
	lines := strings.Split(goodMap, "\n")
	edit := func(i int, s string) string {
		l := append([]string(nil), lines...)
		l[i] = s
		return strings.Join(l, "\n")
	}
	for _, tc := range []struct{ name, data, want string }{
		{"short row", edit(3, "...."), "bad:4: row 3 has 4 characters"},
		{"unknown cell", edit(3, ".....x..................."), "bad:4: column 5: unknown cell"},
		{"asymmetric", edit(3, "=........................"), "bad:4: row 3 is not symmetric"},
		{"spawns not mirrored", edit(1, "..R..................B..."), "spawns R at (1,2) and B at (1,21) are not mirror images"},
		{"two reds", edit(1, "..R..................RB.."), "a second R spawn"},
		{"no blue", edit(1, "..R......................"), "no B spawn"},
		{"missing count", strings.Join(lines[:16], "\n"), "missing enemy count"},
		{"bad count", edit(16, "x"), "bad:17: bad enemy count"},
		{"missing enemy", edit(16, "2"), "missing enemy 2 of 2"},
		{"bad letter", edit(17, "14 2 RRXL"), "bad:18: program \"RRXL\": letter 'X'"},
		{"off map", edit(17, "14 40 RL"), "not a cell"},
		{"in brick", edit(17, "15 2 RL"), "starts in Brick"},
		{"middle column", edit(17, "14 12 RL"), "middle column"},
		{"on spawn", edit(17, "1 2 RL"), "on a runner's spawn"},
		{"not closed", edit(17, "14 2 RRL"), "program ends at (14,3)"},
		{"blocked step", edit(17, "14 2 TB"), "program step 1 (T)"},
		{"missing fall", edit(17, "3 5 RL"), "program step 1 (R) from (3,5)"},
		{"trailing text", goodMap + "junk\n", "unexpected text"},
	} {
		_, err := ParseMap("bad", []byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}

// FuzzParseMap: the loader never panics, and whatever it accepts
// round-trips through Format.
func FuzzParseMap(f *testing.F) {
	f.Add([]byte(goodMap))
	f.Add([]byte(""))
	f.Add([]byte(strings.Repeat(".........................\n", 16) + "0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParseMap("fuzz", data)
		if err != nil {
			return
		}
		back, err := ParseMap("fuzz", m.Format())
		if err != nil {
			t.Fatalf("accepted map does not round-trip: %v", err)
		}
		if back.Cells != m.Cells || len(back.Enemies) != len(m.Enemies) || back.Spawn != m.Spawn {
			t.Fatalf("round-trip changed the map")
		}
	})
}
