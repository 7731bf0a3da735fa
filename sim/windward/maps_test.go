package windward

import (
	"fmt"
	"testing"
)

// TestOriginalMapsLoadAndDrive: all seven official maps load, validate as
// playable (reference §4.2) and a round with ten cars finishes on each.
func TestOriginalMapsLoadAndDrive(t *testing.T) {
	for k := 1; k <= 7; k++ {
		name := fmt.Sprintf("map%d.xml", k)
		t.Run(name, func(t *testing.T) {
			m := loadRef(t, name)
			if err := m.Validate(true); err != nil {
				t.Fatal(err)
			}
			for _, rs := range []struct {
				name  string
				rules Rules
			}{{"rule text", DefaultRules()}, {"classic", ClassicRules()}} {
				s := runRound(t, m, rs.rules, uint64(k), 200000)
				if !s.Over || s.Winner < 0 {
					t.Fatalf("%s: round not won within 200000 ticks:\n%#v", rs.name, s)
				}
				t.Logf("%s %s: %dx%d, %d ticks, scores %v", name, rs.name, m.W, m.H, s.T, s.Results()[0])
			}
		})
	}
}

func TestDefaultCity(t *testing.T) {
	m, err := ParseASCII("downtown", DefaultCity)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Validate(true); err != nil {
		t.Fatal(err)
	}
	s := runRound(t, m, DefaultRules(), 7, 200000)
	if !s.Over || s.Winner < 0 {
		t.Fatalf("round did not finish with a winner:\n%#v", s)
	}
	t.Logf("downtown: %d ticks, winner %d", s.T, s.Winner)
}
