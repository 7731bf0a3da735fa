package windward

import (
	"arena/sim"
	"arena/sim/simtest"
	"os"
	"path/filepath"
	"testing"
)

// refDir finds ../shared/reference/data/windwardopolis2 beside the module
// root, or skips the test (simtest.RefDir).
func refDir(t testing.TB) string {
	t.Helper()
	return simtest.RefDir(t, "windwardopolis2")
}

func loadRef(t testing.TB, name string) *Map {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(refDir(t), name))
	if err != nil {
		t.Fatal(err)
	}
	m, err := LoadMap(name, b)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// runRound plays one round with ten seat fillers and returns the state.
func runRound(t testing.TB, m *Map, rules Rules, seed uint64, maxTicks int) *State {
	t.Helper()
	s, err := NewSession([]*Map{m}, rules, "", seed, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < maxTicks && !s.Over; k++ {
		if _, err := s.Step(nil); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// testCity builds a round on a tiny ASCII city without the playable checks:
// companies go to the bus stops in row order, every CEO starts done (tests
// place the ones they need), and every car is parked off the map with a
// flat tyre until placed with put.
func testCity(t testing.TB, rules Rules, city string) *State {
	t.Helper()
	m, err := ParseASCII("test", city)
	if err != nil {
		t.Fatal(err)
	}
	s := &State{Rules: rules, Maps: []*Map{m}, Map: m, Rounds: 1, Winner: -1, NextStatus: 1 << 30}
	stops := m.Find(BusStop)
	for i := range s.Companies {
		s.Companies[i] = Stop{Name: CompanyNames[i], At: Pt{-100, -100}}
		if i < len(stops) {
			s.Companies[i].At = stops[i]
		}
	}
	for i, p := range m.Find(CoffeeStop) {
		s.Stores = append(s.Stores, Stop{Name: StoreNames[i], At: p})
	}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			if tl := m.At(Pt{x, y}); tl.HasLight {
				s.Lights = append(s.Lights, tl.Light)
				s.LightAt = append(s.LightAt, Pt{x, y})
			}
		}
	}
	for i := range s.CEOs {
		s.CEOs[i] = Passenger{Lobby: -1, Car: -1, Done: true, DroppedBy: -1, DroppedAt: -1, Destination: i}
	}
	for i := range s.Cars {
		s.Cars[i] = Car{Name: PlayerAINames[i], Passenger: -1, Coffee: 3, Cleared: -1, WaitSince: -1, BlockedBy: -1,
			Flat: 1 << 30, X: -10000 * (i + 1), Y: -10000, Tile: Pt{-50, -50}}
	}
	s.topo = buildTopo(m, s.LightAt, s)
	s.Players = NumPlayers // no fillers: tests drive every car
	return s
}

// put places car i on tile (x, y) heading d at step, with a path.
func put(s *State, i, x, y int, d Dir, step int, path ...Pt) {
	c := &s.Cars[i]
	c.Flat = 0
	c.Path = path
	s.placeCar(i, Pt{x, y}, d, step)
	c.Path = path
	c.WaitSince = -1
	if len(path) > 0 && path[0] != c.NextTile() {
		s.enterTileKeepStep(i)
	}
}

// enterTileKeepStep re-chooses the exit of the current tile from the path.
func (s *State) enterTileKeepStep(i int) {
	st := s.Cars[i].Step
	s.enterTile(i)
	s.Cars[i].Step = st
	s.updatePos(i)
}

// waiting puts CEO k in the lobby of company c with destination dest.
func waiting(s *State, k, c, dest int) {
	s.CEOs[k] = Passenger{Lobby: c, Car: -1, Destination: dest, Route: []int{(dest + 1) % NumCompanies},
		TripStart: c, DroppedBy: -1, DroppedAt: -1}
}

// stepN steps n ticks with no orders and returns all events.
func stepN(t testing.TB, s *State, n int) []sim.Event {
	t.Helper()
	var all []sim.Event
	for k := 0; k < n; k++ {
		evs, err := s.Step(nil)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, evs...)
	}
	return all
}

func countKind(evs []sim.Event, k sim.EventKind) int {
	n := 0
	for _, e := range evs {
		if e.Kind == k {
			n++
		}
	}
	return n
}

type simAction = sim.Action

func toActions(a []simAction) []sim.Action { return a }
