package paintball

import (
	"testing"

	"arena/sim"
)

// Rules §5.2 and §5.3.4: a child hit directly drops 5 paintballs on a
// random adjacent space that is empty or holds paintballs; splatter drops
// nothing.
func TestDropOnHit(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "§5.3.4 fewer than five: drops what it has", rows: []string{"0...4"}, setup: func(s *State) { s.Kids[4].Balls = 3 },
			cmds: map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if d := hitDetail(t, evs); d.Dropped != 3 || s.Kids[4].Balls != 0 {
					t.Errorf("hit %+v, balls %d", d, s.Kids[4].Balls)
				}
			}},
		{name: "§5.3.4 no open space: the child keeps its paintballs", rows: []string{"...SSS", "0..V4S", "...SSS"},
			cmds: map[int]string{0: "launch 18 11"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if d := hitDetail(t, evs); d.Dropped != 0 || s.Kids[4].Balls != 50 {
					t.Errorf("hit %+v, balls %d", d, s.Kids[4].Balls)
				}
			}},
		{name: "§5.3.4 friendly fire drops too", rows: []string{"0...1"}, cmds: map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if d := hitDetail(t, evs); d.Dropped != 5 || !d.Friendly {
					t.Errorf("hit %+v", d)
				}
			}},
		{name: "§5.3.4 splatter drops nothing", rows: []string{".....4", "0....."}, cmds: map[int]string{0: "launch 14 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if s.Kids[4].Balls != 50 || !has(evs, KindSplat) {
					t.Errorf("balls %d", s.Kids[4].Balls)
				}
			}},
	})
	// The paintball space case, checked on its own: with every other
	// neighbour holding an item, the five land on the stack.
	s := tiny(t, "...SSS", "0..V4S", "...SPS")
	evs := s.Apply(orders(t, map[int]string{0: "launch 18 11"}))
	if d := hitDetail(t, evs); d.Dropped != 5 || d.DropAt != at(4, 0) || s.At(14, 10) != (Cell{Kind: Balls, N: 15}) {
		t.Errorf("hit %+v, cell %v", d, s.At(14, 10))
	}
}
