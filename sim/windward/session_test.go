package windward

import (
	"strings"
	"testing"

	"arena/sim"
)

// Rule text: a session is ten rounds on randomly selected maps; reference
// §1.3: maps are drawn without replacement.
func TestSessionOnSeveralMaps(t *testing.T) {
	a, _ := ParseASCII("downtown", DefaultCity)
	pack := append(a.MarshalXMLFile(), a.MarshalXMLFile()...)
	st, err := Game{}.New(sim.Config{Map: "pack", MapData: pack, Seed: 9, Players: []string{"x"},
		Params: map[string]string{"rounds": "3"}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if len(s.Maps) != 2 {
		t.Fatalf("%d maps in the pack", len(s.Maps))
	}
	var rounds []RoundResult
	for k := 0; k < 1_000_000; k++ {
		evs, err := s.Step(nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if e.Kind == KindRoundEnd {
				rounds = append(rounds, e.Detail.(RoundResult))
				// Reference §3.2: every new round opens with a new <setup>.
				if b := (Codec{}).Observe(s, 0, evs); !s.Over && !strings.Contains(string(b), "<setup ") {
					t.Errorf("round %d: no new setup for the bot", len(rounds)+1)
				}
			}
		}
		if _, ok := s.Outcome(); ok {
			break
		}
	}
	out, ok := s.Outcome()
	if !ok || len(rounds) != 3 || len(s.Results()) != 3 {
		t.Fatalf("over %v, %d rounds", ok, len(rounds))
	}
	if rounds[0].Map == rounds[1].Map {
		t.Errorf("the first two rounds reused map %s before the other was played", rounds[0].Map)
	}
	var sum int64
	for _, r := range s.Results() {
		sum += r[0]
	}
	if out.Scores[0] != sum {
		t.Fatalf("total %d, rounds sum to %d", out.Scores[0], sum)
	}
}

// Bad map files get an error naming the file, the line and the problem.
func TestMapErrors(t *testing.T) {
	for _, tc := range []struct{ name, xml, want string }{
		{"not xml", "hello", "bad.xml:1: no <map>"},
		{"bad size", `<map width="0" height="3"></map>`, "bad.xml:1: map size"},
		{"unknown type", "<map width=\"1\" height=\"1\">\n<square x=\"0\" y=\"0\" type=\"LAVA\"/></map>", "bad.xml:2: square 0,0: unknown type"},
		{"outside", "<map width=\"1\" height=\"1\">\n\n<square x=\"4\" y=\"0\" type=\"PARK\"/></map>", "bad.xml:3: square 4,0 is outside"},
		{"missing", `<map width="2" height="1"><square x="0" y="0" type="PARK"/></map>`, "square 1,0 is missing"},
		{"dangling road", `<map width="2" height="1"><square x="0" y="0" type="ROAD" direction="EAST_WEST"/><square x="1" y="0" type="PARK"/></map>`,
			"does not connect back"},
	} {
		_, err := LoadMaps("bad.xml", []byte(tc.xml))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestPackNames checks that maps in a pack take their names from a
// "map:" comment before them, and fall back to "name#N" without one.
func TestPackNames(t *testing.T) {
	a, _ := ParseASCII("downtown", DefaultCity)
	x := a.MarshalXMLFile()
	tests := []struct {
		name string
		data []byte
		want []string
	}{
		{"one map", x, []string{"pack"}},
		{"unnamed", append(append([]byte{}, x...), x...), []string{"pack", "pack#2"}},
		{"named", append(append([]byte("<!-- map: east -->\n"), x...), append([]byte("<!--map:west-->"), x...)...), []string{"east", "west"}},
		{"other comments", append([]byte("<!-- drawn by hand -->\n"), x...), []string{"pack"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ms, err := LoadMaps("pack", tc.data)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range ms {
				got = append(got, m.Name)
			}
			if strings.Join(got, ",") != strings.Join(tc.want, ",") {
				t.Errorf("names %v, want %v", got, tc.want)
			}
		})
	}
}
