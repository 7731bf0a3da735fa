package paintball

import (
	"testing"

	"arena/sim"
)

func wantCell(t *testing.T, s *State, p Point, c Cell) {
	t.Helper()
	if got := s.At(p.X, p.Y); got != c {
		t.Errorf("cell %v holds %q, want %q", p, got.Token(), c.Token())
	}
}

// Rules §5.3.3: pickup.
func TestPickup(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "§5.3.3 a shield", rows: []string{"0S"}, cmds: map[int]string{0: "pickup 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if !s.Kids[0].Shield || s.Kids[0].Inventory() != 'd' || !has(evs, KindPickup) {
					t.Errorf("child %+v", s.Kids[0])
				}
				wantCell(t, s, at(1, 0), Cell{})
			}},
		{name: "§5.3.3 not a second shield", rows: []string{"0S"}, setup: func(s *State) { s.Kids[0].Shield = true }, cmds: map[int]string{0: "pickup 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCanceled(t, s, 0, true)
				wantCell(t, s, at(1, 0), Cell{Kind: Shield})
			}},
		{name: "§5.3.3 only adjacent spaces", rows: []string{"0.S"}, cmds: map[int]string{0: "pickup 12 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.3 an adapter turns a basic launcher rapid", rows: []string{"0", "A"}, cmds: map[int]string{0: "pickup 10 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if s.Kids[0].Launcher != Rapid || s.Kids[0].Inventory() != 'e' {
					t.Errorf("child %+v", s.Kids[0])
				}
			}},
		{name: "§5.3.3 an adapter needs a basic launcher", rows: []string{"0A"}, setup: func(s *State) { s.Kids[0].Launcher = NoLauncher },
			cmds:  map[int]string{0: "pickup 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.3 not a second launcher", rows: []string{"0F"}, cmds: map[int]string{0: "pickup 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.3 a launcher when empty-handed", rows: []string{"0F"}, setup: func(s *State) { s.Kids[0].Launcher = NoLauncher },
			cmds: map[int]string{0: "pickup 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if s.Kids[0].Launcher != Rapid {
					t.Error("no launcher")
				}
			}},
		{name: "§5.3.3 some paintballs", rows: []string{"0P"}, cmds: map[int]string{0: "pickup 11 10 4"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if s.Kids[0].Balls != 54 {
					t.Errorf("balls %d", s.Kids[0].Balls)
				}
				wantCell(t, s, at(1, 0), Cell{Kind: Balls, N: 6})
			}},
		{name: "§5.3.3 more than there are takes all", rows: []string{"0P"}, cmds: map[int]string{0: "pickup 11 10 40"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if s.Kids[0].Balls != 60 {
					t.Errorf("balls %d", s.Kids[0].Balls)
				}
				wantCell(t, s, at(1, 0), Cell{})
			}},
		{name: "§5.3.3 no more than 100 are held", rows: []string{"0P"}, setup: func(s *State) { s.Kids[0].Balls = 97 },
			cmds: map[int]string{0: "pickup 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if s.Kids[0].Balls != 100 {
					t.Errorf("balls %d", s.Kids[0].Balls)
				}
				wantCell(t, s, at(1, 0), Cell{Kind: Balls, N: 7})
			}},
		{name: "§5.3.3 none when holding 100", rows: []string{"0P"}, setup: func(s *State) { s.Kids[0].Balls = 100 },
			cmds:  map[int]string{0: "pickup 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.3 two children picking from one space both idle", rows: []string{"0S4"}, cmds: map[int]string{0: "pickup 11 10", 4: "pickup 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCanceled(t, s, 0, true)
				wantCanceled(t, s, 4, true)
				wantCell(t, s, at(1, 0), Cell{Kind: Shield})
			}},
		{name: "§5.3.3 an enemy's invalid pickup does not deny a valid one", rows: []string{"0S.4"}, cmds: map[int]string{0: "pickup 11 10", 4: "pickup 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCanceled(t, s, 4, true) // not adjacent
				wantCanceled(t, s, 0, false)
				if !s.Kids[0].Shield {
					t.Error("the valid pickup was denied")
				}
				wantCell(t, s, at(1, 0), Cell{})
			}},
		{name: "§5.3.3 nothing to pick up", rows: []string{"0."}, cmds: map[int]string{0: "pickup 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
	})
}

// Rules §5.3.7: drop.
func TestDrop(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "§5.3.7 a launcher", rows: []string{"0."}, cmds: map[int]string{0: "drop 11 10 basiclauncher"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCell(t, s, at(1, 0), Cell{Kind: BasicLauncher})
				if s.Kids[0].Inventory() != 'a' {
					t.Errorf("inventory %c", s.Kids[0].Inventory())
				}
			}},
		{name: "§5.3.7 a shield stops the defence", rows: []string{"0."}, setup: func(s *State) { s.Kids[0].Shield, s.Kids[0].Defending = true, true },
			cmds: map[int]string{0: "drop 11 10 shield"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCell(t, s, at(1, 0), Cell{Kind: Shield})
				if s.Kids[0].Shield || s.Kids[0].Defending {
					t.Errorf("child %+v", s.Kids[0])
				}
			}},
		{name: "§5.3.7 not what one does not carry", rows: []string{"0."}, cmds: map[int]string{0: "drop 11 10 rapidlauncher"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.7 paintballs onto paintballs add up", rows: []string{"0P"}, cmds: map[int]string{0: "drop 11 10 7"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCell(t, s, at(1, 0), Cell{Kind: Balls, N: 17}) }},
		{name: "§5.3.7 more than carried drops all", rows: []string{"0."}, cmds: map[int]string{0: "drop 11 10 70"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCell(t, s, at(1, 0), Cell{Kind: Balls, N: 50})
				if s.Kids[0].Balls != 0 {
					t.Error("kept balls")
				}
			}},
		{name: "§5.3.7 not onto another item", rows: []string{"0S"}, cmds: map[int]string{0: "drop 11 10 5"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.7 not onto an obstacle", rows: []string{"0V"}, cmds: map[int]string{0: "drop 11 10 5"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.7 an invalid drop does not cancel a valid one", rows: []string{"0.1"}, cmds: map[int]string{0: "drop 11 10 5", 1: "drop 11 10 rapidlauncher"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCanceled(t, s, 0, false)
				wantCanceled(t, s, 1, true) // carries no rapid-fire launcher
				wantCell(t, s, at(1, 0), Cell{Kind: Balls, N: 5})
			}},
		{name: "§5.3.7 two children dropping on one space both idle", rows: []string{"0.1"}, cmds: map[int]string{0: "drop 11 10 5", 1: "drop 11 10 5"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCanceled(t, s, 0, true)
				wantCanceled(t, s, 1, true)
				wantCell(t, s, at(1, 0), Cell{})
			}},
	})
}

// Rules §5.3.5, §5.3.6, §5.3.8, §5.3.9: defend, undefend, crouch, stand.
func TestPosture(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "§5.3.5 defend needs a shield", rows: []string{"0"}, cmds: map[int]string{0: "defend"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCanceled(t, s, 0, true)
				if s.Kids[0].Defending {
					t.Error("defending")
				}
			}},
		{name: "§5.3.5 defend", rows: []string{"0"}, setup: func(s *State) { s.Kids[0].Shield = true }, cmds: map[int]string{0: "defend"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if !s.Kids[0].Defending || !has(evs, KindPosture) {
					t.Error("not defending")
				}
			}},
		{name: "§5.3.6 undefend when not defending is idle", rows: []string{"0"}, cmds: map[int]string{0: "undefend"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.6 undefend", rows: []string{"0"}, setup: func(s *State) { s.Kids[0].Shield, s.Kids[0].Defending = true, true },
			cmds: map[int]string{0: "undefend"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if s.Kids[0].Defending {
					t.Error("defending")
				}
			}},
		{name: "§5.3.8 crouch", rows: []string{"0"}, cmds: map[int]string{0: "crouch"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if !s.Kids[0].Crouched || s.Kids[0].Height() != 3 {
					t.Error("standing")
				}
			}},
		{name: "§5.3.9 stand", rows: []string{"a"}, cmds: map[int]string{0: "stand"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if s.Kids[0].Crouched || s.Kids[0].Height() != 9 {
					t.Error("crouched")
				}
			}},
	})
}

// Rules §5.3.10: plant.
func TestPlant(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "§5.3.10 plant: 25 paintballs for 12 points", rows: []string{"0."}, cmds: map[int]string{0: "plant 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantScore(t, s, 12, 0)
				wantCell(t, s, at(1, 0), Cell{Kind: RedFlag})
				if s.Kids[0].Balls != 25 || !has(evs, KindFlag) {
					t.Errorf("balls %d", s.Kids[0].Balls)
				}
			}},
		{name: "§5.3.10 blue plants a blue flag", rows: []string{"4."}, cmds: map[int]string{4: "plant 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantScore(t, s, 0, 12)
				wantCell(t, s, at(1, 0), Cell{Kind: BlueFlag})
			}},
		{name: "§5.3.10 must stand", rows: []string{"a."}, cmds: map[int]string{0: "plant 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.10 needs 25 paintballs", rows: []string{"0."}, setup: func(s *State) { s.Kids[0].Balls = 24 }, cmds: map[int]string{0: "plant 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.10 adjacent only", rows: []string{"0.."}, cmds: map[int]string{0: "plant 12 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.10 an enemy's invalid plant does not deny a valid one", rows: []string{"0.4"}, setup: func(s *State) { s.Kids[4].Balls = 24 },
			cmds: map[int]string{0: "plant 11 10", 4: "plant 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCanceled(t, s, 0, false)
				wantCanceled(t, s, 4, true) // needs 25 paintballs
				wantCell(t, s, at(1, 0), Cell{Kind: RedFlag})
			}},
		{name: "§5.3.10 not on an item or a child", rows: []string{"0S", "1."}, cmds: map[int]string{0: "plant 11 11", 1: "plant 10 11"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCanceled(t, s, 0, true)
				wantCanceled(t, s, 1, true)
			}},
	})
}

// Rules §5.4: the phase order lets a drop feed a pickup in one turn, a
// posture change act before the flights, and a plant block a move.
func TestPhaseOrder(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "§5.4 drop before pickup: a transfer in one turn", rows: []string{"0.1"}, cmds: map[int]string{0: "drop 11 10 20", 1: "pickup 11 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if s.Kids[0].Balls != 30 || s.Kids[1].Balls != 70 {
					t.Errorf("balls %d %d", s.Kids[0].Balls, s.Kids[1].Balls)
				}
				wantCell(t, s, at(1, 0), Cell{})
			}},
		{name: "§5.4 crouch before launch: the ball flies over", rows: []string{"0...4...."}, cmds: map[int]string{0: "launch 18 10", 4: "crouch"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 0, 0) }},
		{name: "§5.4 defend before launch: the shield blocks", rows: []string{"0...4"}, setup: func(s *State) { s.Kids[4].Shield = true },
			cmds:  map[int]string{0: "launch 18 10", 4: "defend"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 0, 17) }},
		{name: "§5.4 plant before move: the flag blocks", rows: []string{"0..", ".1."}, cmds: map[int]string{0: "move 12 11", 1: "plant 11 11"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantPos(t, s, 0, at(0, 1)) }},
	})
}
