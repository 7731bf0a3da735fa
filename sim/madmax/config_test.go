package madmax

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// cnf builds a small valid .cnf text (15×60, window 30) with the given
// settings overrides and map rows.
func cnf(over map[string]string) string {
	vals := map[string]string{"nb_players": "4", "nb_rnds": "300", "nb_rows": "15", "nb_uni_cols": "60", "nb_win_cols": "30",
		"nb_cars_x_player": "2", "nb_rnds_regen": "30", "nb_miss_bonuses": "5", "nb_gas_bonuses": "5", "nb_water_bonuses": "20",
		"bonus_miss": "5", "bonus_gas": "30", "water_pnts": "10", "kill_pnts": "30", "init_gas": "60"}
	for k, v := range over {
		vals[k] = v
	}
	var b strings.Builder
	b.WriteString("mad_max_2020 v1\nsecgame ?\nseed ?\n")
	for _, k := range []string{"nb_players", "nb_rnds", "nb_rows", "nb_uni_cols", "nb_win_cols", "nb_cars_x_player", "nb_rnds_regen",
		"nb_miss_bonuses", "nb_gas_bonuses", "nb_water_bonuses", "bonus_miss", "bonus_gas", "water_pnts", "kill_pnts", "init_gas"} {
		fmt.Fprintf(&b, "%s %s\n", k, vals[k])
	}
	b.WriteString("names ? ? ? ?\n\nrnd 0\n\n   " + strings.Repeat("0", 60) + "\n   " + strings.Repeat("0", 60) + "\n\n")
	for i := range 15 {
		row := strings.Repeat(".", 60)
		if i == 7 {
			row = "X" + strings.Repeat(".", 58) + "W"
		}
		fmt.Fprintf(&b, "%02d %s\n", i, row)
	}
	b.WriteString("\ncars\ncid row column nb_miss gas alive time\n")
	for c := range 8 {
		fmt.Fprintf(&b, "%d %d 0 5 60 y 0\n", c, c*2%15)
	}
	b.WriteString("\nmissiles\n0\nmid cid row column\n\nplayers\npid score status\n0 0 0\n1 0 0\n2 0 0\n3 0 0\n")
	return b.String()
}

func TestParseConfigOK(t *testing.T) {
	s, err := ParseConfig("t.cnf", []byte(cnf(nil)))
	if err != nil {
		t.Fatal(err)
	}
	if s.Params.Rows != 15 || s.At(7, 0).Kind != Tyre || s.At(7, 59).Kind != WaterBonus || !s.Cars[7].Alive || s.Cars[7].Row != 14 {
		t.Fatalf("parsed state wrong:\n%#v", s)
	}
}

// TestParseConfigErrors covers the original's checks (Rules §1.4 ranges
// and fixed values, reference §4.1): each error names file, line and
// problem.
func TestParseConfigErrors(t *testing.T) {
	base := cnf(nil)
	for _, tc := range []struct {
		name, data, want string
	}{
		{"magic", "mad_max_2019 v1", "t.cnf:1: expected \"mad_max_2020\", found \"mad_max_2019\""},
		{"players", cnf(map[string]string{"nb_players": "5"}), "t.cnf:4: nb_players is 5, must be 4"},
		{"rows", cnf(map[string]string{"nb_rows": "14"}), "t.cnf:6: nb_rows is 14, must be in [15, 20]"},
		{"window", cnf(map[string]string{"nb_uni_cols": "60", "nb_win_cols": "41"}), "t.cnf:8: nb_win_cols is 41, must be in [30, 40]"},
		{"gas bonuses", cnf(map[string]string{"nb_gas_bonuses": "16"}), "t.cnf:12: nb_gas_bonuses is 16"},
		{"kill points", cnf(map[string]string{"kill_pnts": "31"}), "t.cnf:17: kill_pnts is 31, must be 30"},
		{"not a number", cnf(map[string]string{"nb_rnds": "lots"}), "t.cnf:5: nb_rnds: \"lots\" is not an integer"},
		{"cell", strings.Replace(base, "X....", "Q....", 1), "t.cnf:33: map row 7 column 0: unknown cell 'Q'"},
		{"car on tyre", strings.Replace(base, "3 6 0 5 60 y 0", "3 7 0 5 60 y 0", 1), "t.cnf:47: car 3: cell (7,0) is not empty"},
		{"car order", strings.Replace(base, "3 6 0 5 60 y 0", "4 6 0 5 60 y 0", 1), "t.cnf:47: car id is 4, expected 3"},
		{"alive", strings.Replace(base, "3 6 0 5 60 y 0", "3 6 0 5 60 q 0", 1), "t.cnf:47: car 3: alive is 'q'"},
		{"too many water", strings.Replace(base, "nb_water_bonuses 20", "nb_water_bonuses 20", 1), ""},
		{"truncated", base[:len(base)/2], "t.cnf:"},
		{"header", strings.Replace(base, "nb_miss gas", "nb_missiles gas", 1), "expected \"nb_miss\", found \"nb_missiles\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseConfig("t.cnf", []byte(tc.data))
			if tc.want == "" {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// TestReferenceMaps loads every .cnf of the original and every map we ship.
func TestReferenceMaps(t *testing.T) {
	dir := refDir(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*.cnf"))
	ours, _ := filepath.Glob(filepath.Join("..", "..", "maps", "madmax", "*.cnf"))
	for _, f := range append(files, ours...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ParseConfig(filepath.Base(f), data); err != nil {
			t.Errorf("%v", err)
		}
	}
}

func FuzzParseConfig(f *testing.F) {
	f.Add([]byte(cnf(nil)))
	f.Add([]byte("mad_max_2020 v1 secgame ? seed ? nb_players 4"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseConfig("f.cnf", data)
		if err != nil {
			return
		}
		if err := s.validate(); err != nil {
			t.Fatalf("parsed state inconsistent: %v", err)
		}
		s.RNG.Seed(1)
		s.Advance([4][]Instr{{Shoot(0)}, {Move(2, FastDown)}})
	})
}

func FuzzReadRes(f *testing.F) {
	var out bytes.Buffer
	s, _ := ParseConfig("f.cnf", []byte(cnf(nil)))
	st := []*State{s.Copy()}
	s.Advance([4][]Instr{{Shoot(0)}})
	st = append(st, s)
	if err := WriteRes(&out, st); err != nil {
		f.Fatal(err)
	}
	f.Add(out.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		states, err := ReadRes("f.res", data)
		if err != nil {
			return
		}
		for _, s := range states {
			if err := s.validate(); err != nil {
				t.Fatalf("state inconsistent: %v", err)
			}
		}
	})
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"", "0 m 1 2; 3 s", "1 s 0 1", "x", "0 m -1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := Game{}.ParseAction(0, text)
		if err != nil {
			return
		}
		b, err := Game{}.ParseAction(0, a.String())
		if err != nil || b.String() != a.String() {
			t.Fatalf("%q → %q does not round-trip (%v)", text, a.String(), err)
		}
		if _, err := (Codec{}).Decode(0, []byte(text)); err != nil && !strings.Contains(text, "\n") && !strings.Contains(text, ";") {
			t.Logf("decode: %v", err)
		}
	})
}
