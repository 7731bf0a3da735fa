package windward

import (
	"bytes"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arena/sim"
)

func newGame(t testing.TB, ruleset string, players int, seed uint64) *State {
	t.Helper()
	names := []string{}
	for i := 0; i < players; i++ {
		names = append(names, "Bot"+string(rune('A'+i)))
	}
	st, err := Game{}.New(sim.Config{Ruleset: ruleset, Seed: seed, Players: names, Params: map[string]string{"rounds": "1"}})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// The setup message has the shape of the original capture: same element
// and attribute names in the same order, 6 + 7 cards under classic.
func TestSetupMatchesCapture(t *testing.T) {
	capture, err := os.ReadFile(filepath.Join(refDir(t), "setup-capture-map6.xml"))
	if err != nil {
		t.Fatal(err)
	}
	m := loadRef(t, "map6.xml")
	s, err := NewSession([]*Map{m}, ClassicRules(), "classic", 1, []string{"Bloop", "FooBar"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	ours := SetupXML(s, 1)
	shape := func(b []byte) []string {
		var out []string
		dec := xml.NewDecoder(bytes.NewReader(b))
		seen := map[string]bool{}
		for {
			tok, err := dec.Token()
			if err != nil {
				break
			}
			if se, ok := tok.(xml.StartElement); ok {
				var names []string
				for _, a := range se.Attr {
					names = append(names, a.Name.Local)
				}
				key := se.Name.Local + "(" + strings.Join(names, ",") + ")"
				if !seen[key] {
					seen[key] = true
					out = append(out, key)
				}
			}
		}
		return out
	}
	want, got := shape(capture), shape(ours)
	for _, k := range want {
		if !containsString(got, k) && !strings.HasPrefix(k, "powerup(") {
			t.Errorf("our setup lacks %s", k)
		}
	}
	for _, k := range got {
		if !containsString(want, k) {
			t.Errorf("our setup has %s, not in the capture", k)
		}
	}
	if n := strings.Count(string(ours), "<powerup "); n != 13 {
		t.Errorf("%d cards in the deck, want 6 + 7", n)
	}
	if !bytes.Equal(ours[:40], capture[:40]) && !strings.HasPrefix(string(ours), "<setup game-start=\"true\" my-guid=") {
		t.Errorf("prefix %q", ours[:40])
	}
	if capture[len(capture)-1] == '\n' {
		capture = capture[:len(capture)-1]
	}
	// The map section is byte-identical: the same map gives the same tiles.
	mapPart := func(b []byte) string {
		s := string(b)
		return s[strings.Index(s, "<map"):strings.Index(s, "</map>")]
	}
	if mapPart(ours) != mapPart(capture) {
		t.Error("the <map> section differs from the capture")
	}
}

func containsString(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

func TestDecode(t *testing.T) {
	cases := []struct {
		name, in, want string
		bad            bool
	}{
		{"move", `<move><path>12,40;13,40;14,40;</path><pick-up>Larry Page;Tim Cook;</pick-up></move>`,
			"path 12,40 13,40 14,40; pickup Larry_Page Tim_Cook", false},
		{"bad pair stops the path", `<move><path>1,2;x,3;4,5</path></move>`, "path 1,2", false},
		{"unknown names skipped", `<move><pick-up>Nobody;Tim Cook</pick-up></move>`, "pickup Tim_Cook", false},
		{"ready", `<ready><path>1,1;1,2</path></ready>`, "path 1,1 1,2", false},
		{"order", `<order action="PLAY"><powerup card="STOP_CAR" player="Penny"/></order>`, "play STOP_CAR player=@Penny", false},
		{"player with spaces", `<order action="PLAY"><powerup card="STOP_CAR" player="Team A"/></order>`, "play STOP_CAR player=@Team_A", false},
		// Names the canonical text would split on are quoted (a fuzzed
		// team name of one carriage return once wrote "player=@").
		{"player named with a line break", `<order action="PLAY"><powerup card="STOP_CAR" player="&#xD;"/></order>`, `play STOP_CAR player=@"\r"`, false},
		{"player named with a semicolon", `<order action="PLAY"><powerup card="STOP_CAR" player="A;B"/></order>`, `play STOP_CAR player=@"A\x3bB"`, false},
		{"company card", `<order action="DRAW"><powerup card="MULT_DELIVER_AT_COMPANY" company="Oracle"/></order>`,
			"draw MULT_DELIVER_AT_COMPANY company=Oracle", false},
		{"two frames", string(Frame([]byte(`<move><path>1,1</path></move>`))) + string(Frame([]byte(`<order action="DISCARD"><powerup card="RELOCATE_ALL_CARS"/></order>`))),
			"path 1,1; discard RELOCATE_ALL_CARS", false},
		{"join", `<join name="x" school="y" language="z"/>`, `join "x" school="y" language="z"`, false},
		{"join with spaces and semicolons", `<join name="Team A;B" school="Windward University" language="C#"/>`,
			`join "Team\x20A\x3bB" school="Windward\x20Un" language="C#"`, false},
		// Reference §3.3: a card that takes no target must match every
		// attribute given, else the order is ignored (nothing decoded).
		{"untargeted card with a player", `<order action="PLAY"><powerup card="RELOCATE_ALL_CARS" player="Penny"/></order>`, "", false},
		{"untargeted card with a company", `<order action="PLAY"><powerup card="ALL_OTHER_CARS_QUARTER_SPEED" company="Oracle"/></order>`, "", false},
		{"company card with an empty company", `<order action="PLAY"><powerup card="MULT_DELIVER_AT_COMPANY" company=""/></order>`, "", false},
		{"company card with an unknown company", `<order action="PLAY"><powerup card="MULT_DELIVER_AT_COMPANY" company="Enron"/></order>`, "", false},
		{"passenger card with a company", `<order action="PLAY"><powerup card="MULT_DELIVERING_PASSENGER" passenger="Tim Cook" company="Apple"/></order>`, "", false},
		{"company card without a company", `<order action="PLAY"><powerup card="MULT_DELIVER_AT_COMPANY"/></order>`, "play MULT_DELIVER_AT_COMPANY", false},
		{"targeted card ignores unknown names", `<order action="PLAY"><powerup card="MOVE_PASSENGER" passenger="Nobody" company=""/></order>`, "play MOVE_PASSENGER", false},
		{"garbage", `<move><path>`, "", true},
		{"unknown card", `<order action="PLAY"><powerup card="NUKE"/></order>`, "", true},
		{"unknown element", `<hello/>`, "", true},
		{"huge length", "\xff\xff\xff\x7f<move/>", "", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a, err := Codec{}.Decode(0, []byte(tc.in))
			if tc.bad {
				if err == nil {
					t.Fatalf("accepted %q", tc.in)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := a.String(); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
			back, err := ParseOrders(a.String())
			if err != nil || back.String() != a.String() {
				t.Fatalf("round trip %q: %v %q", a.String(), err, back)
			}
		})
	}
}

// Status messages are due every StatusEvery ticks and parse as XML.
func TestStatusCadence(t *testing.T) {
	for _, rs := range []string{"", "classic"} {
		s := newGame(t, rs, 1, 5)
		n := 0
		for k := 0; k < 400; k++ {
			if _, err := s.Step(nil); err != nil {
				t.Fatal(err)
			}
			for _, m := range s.MessagesFor(0) {
				if m.Status == "UPDATE" || (m.Status == "NO_PATH" && m.About == 0 && len(s.Msgs) >= NumPlayers) {
					n++
				}
			}
			if b := (Codec{}).Observe(s, 0, nil); b != nil {
				docs, err := SplitFrames(b)
				if err != nil {
					t.Fatal(err)
				}
				for _, d := range docs {
					if err := xml.Unmarshal(d, new(struct{})); err != nil {
						t.Fatalf("bad XML: %v\n%s", err, d)
					}
				}
			}
		}
		if n == 0 {
			t.Fatalf("ruleset %q: no periodic status", rs)
		}
	}
}

func TestEdits(t *testing.T) {
	s := newGame(t, "", 1, 3)
	for _, e := range []string{"car 0 at 7 4", "car 0 dest Oracle", "car 1 passenger Tim_Cook", "card 2 PLAY STOP_CAR 3",
		"card 0 PLAY RELOCATE_ALL_PASSENGERS", "card 4 PLAY MULT_DELIVER_AT_COMPANY Oracle", "car 5 at 1 7 SOUTH"} {
		if err := s.ApplyEdit(e); err != nil {
			t.Errorf("%s: %v", e, err)
		}
	}
	for _, e := range []string{"car 11 at 1 1", "car 0 at 0 0", "car 0 dest Nowhere", "card 0 PLAY NUKE", "car 0 passenger", "fly"} {
		if err := s.ApplyEdit(e); err == nil {
			t.Errorf("%s: accepted", e)
		}
	}
	if len(s.EditsAt(7.8, 4.5)) == 0 {
		t.Error("no edits on a road")
	}
	stepN(t, s, 500)
}
