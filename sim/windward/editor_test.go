package windward

import (
	"slices"
	"strings"
	"testing"

	"arena/sim"
)

// The two-step edits of the right-click menu turn a clicked point into
// canonical edit text (reference §5: Move Car on a straight road by lane or
// on a crossing by the entry quarter; Set Destination on a bus stop).
func TestPointEdits(t *testing.T) {
	s := newGame(t, "", 1, 3) // downtown
	for _, tc := range []struct {
		name string
		dest bool
		x, y float64
		want string // "" = refused
	}{
		{"east-west road, lower half: eastbound lane", false, 2.5, 1.8, "car 4 at 2 1 EAST"},
		{"east-west road, upper half: westbound lane", false, 2.5, 1.2, "car 4 at 2 1 WEST"},
		{"north-south road, right half: northbound lane", false, 1.8, 2.5, "car 4 at 1 2 NORTH"},
		{"north-south road, left half: southbound lane", false, 1.2, 2.5, "car 4 at 1 2 SOUTH"},
		{"crossing, south-east quarter: enters heading north", false, 7.8, 7.8, "car 4 at 7 7 NORTH"},
		{"crossing, north-west quarter: enters heading south", false, 7.2, 7.2, "car 4 at 7 7 SOUTH"},
		{"crossing, north-east quarter: enters heading west", false, 7.8, 7.2, "car 4 at 7 7 WEST"},
		{"T crossing, closed side falls back to an open one", false, 7.2, 1.2, "car 4 at 7 1 NORTH"},
		{"a park is no road", false, 3.5, 3.5, ""},
		{"a bus stop is no place to drop a car", false, 2.5, 4.5, ""},
		{"outside the map", false, -1, 3, ""},
		{"destination: a coffee stop", true, 12.5, 4.5, "car 4 dest " + token(s.StopName(Pt{12, 4}))},
		{"destination: a company's bus stop", true, 2.5, 4.5, "car 4 dest " + token(s.StopName(Pt{2, 4}))},
		{"destination: the building beside a stop", true, 2.5, 3.5, "car 4 dest " + token(s.StopName(Pt{2, 4}))},
		{"destination: a road is no stop", true, 2.5, 1.5, ""},
		{"destination: a park is no stop", true, 4.5, 4.5, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got string
			var ok bool
			if tc.dest {
				got, ok = s.DestEditAt(4, tc.x, tc.y)
			} else {
				got, ok = s.MoveEditAt(4, tc.x, tc.y)
			}
			if tc.want == "" {
				if ok {
					t.Errorf("accepted as %q", got)
				}
				return
			}
			if !ok || got != tc.want {
				t.Fatalf("got %q %v, want %q", got, ok, tc.want)
			}
			c := s.Clone().(*State)
			if err := c.ApplyEdit(got); err != nil {
				t.Fatalf("%q does not apply: %v", got, err)
			}
		})
	}
}

// A moved car sits on its new tile and has a path to where it was going;
// a set destination gives it a path there; a set passenger rides in it
// with its destination kept; each keeps playing.
func TestEditEffects(t *testing.T) {
	s := newGame(t, "", 1, 3)
	stepN(t, s, 300)
	dest := s.Companies[5].At
	if err := s.ApplyEdit("car 2 dest " + token(CompanyNames[5])); err != nil {
		t.Fatal(err)
	}
	c := &s.Cars[2]
	if n := len(c.Path); n < 2 || c.Path[n-2] != dest {
		t.Errorf("path after dest edit ends %v, want %v then one step out", c.Path, dest)
	}
	if err := s.ApplyEdit("car 2 at 2 1 EAST"); err != nil {
		t.Fatal(err)
	}
	if c.Tile != (Pt{2, 1}) || c.In != East {
		t.Errorf("moved car at %v heading %v", c.Tile, c.In)
	}
	if n := len(c.Path); n < 2 || c.Path[n-2] != dest {
		t.Errorf("moved car's path %v does not lead to %v", c.Path, dest)
	}
	k := CEOIndex("Tim Cook")
	wantDest := s.CEOs[k].Destination
	if err := s.ApplyEdit("car 2 passenger Tim_Cook"); err != nil {
		t.Fatal(err)
	}
	if c.Passenger != k || s.CEOs[k].Car != 2 || s.CEOs[k].Destination != wantDest {
		t.Errorf("passenger %d, CEO in car %d, destination %d (want %d)", c.Passenger, s.CEOs[k].Car, s.CEOs[k].Destination, wantDest)
	}
	stepN(t, s, 60)
	if s.Cars[2].Tile == (Pt{2, 1}) {
		t.Error("the moved car did not drive on")
	}
}

// Right-click menus: a car offers Set passenger (delivered CEOs disabled)
// and Play card with targets in submenus; every entry applies.
func TestEditsAtGroups(t *testing.T) {
	s := newGame(t, "", 1, 3)
	stepN(t, s, 200)
	c := &s.Cars[1]
	delivered := CEOIndex("Jeff Bezos")
	c.Delivered = append(c.Delivered, delivered)
	x, y := float64(c.X)/UnitsPerTile, float64(c.Y)/UnitsPerTile
	if got := s.CarAt(x+0.1, y); got != 1 {
		t.Fatalf("CarAt beside car 1 = %d", got)
	}
	opts := s.EditsAt(x, y)
	groups := map[string]int{}
	for _, o := range opts {
		groups[o.Group]++
		if strings.HasPrefix(o.Label, "Jeff Bezos") && o.Group == "Set passenger" && !o.Disabled {
			t.Error("a CEO this car delivered is not disabled")
		}
		if o.Disabled {
			continue
		}
		if err := s.Clone().(*State).ApplyEdit(o.Text); err != nil {
			t.Errorf("%s / %s: %q: %v", o.Group, o.Label, o.Text, err)
		}
	}
	for g, n := range map[string]int{"Set passenger": NumCompanies, "Play card": 4, "Play card/STOP_CAR": NumPlayers,
		"Play card/MOVE_PASSENGER": NumCompanies, "Play card/MULT_DELIVER_AT_COMPANY": NumCompanies} {
		if groups[g] != n {
			t.Errorf("group %q has %d entries, want %d (groups %v)", g, groups[g], n, groups)
		}
	}
	stops := s.EditsAt(2.5, 4.5)
	if !slices.ContainsFunc(stops, func(o sim.EditOption) bool { return strings.HasPrefix(o.Group, "Send a car to ") }) {
		t.Errorf("no send-a-car entries on a bus stop: %v", stops)
	}
}
