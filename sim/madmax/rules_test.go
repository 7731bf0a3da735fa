package madmax

import (
	"slices"
	"strings"
	"testing"

	"arena/sim"
)

// TestRules plays one round on tiny boards (5 wide windows on 10-column
// universes) and checks the universe, scores and events after it. Boards
// are whole universes, column 0 first; the window of round 0 is columns
// 0…4 and the next round's 1…5.
func TestRules(t *testing.T) {
	tests := []struct {
		name   string
		setup  func(s *State)
		before []string
		asked  []string // per player
		after  []string
		scores [4]int
		kinds  []sim.EventKind
		check  func(t *testing.T, s *State)
	}{
		{name: "Rules §1.1: with no instruction a car moves one column forward",
			before: []string{"0.........", ".........."},
			after:  []string{".0........", ".........."}},
		{name: "Rules §1.1: a move out of the next window is ignored and the car moves by default (SLOW at column 0)",
			before: []string{"0.........", ".........."},
			asked:  []string{"0 m 0 0"},
			after:  []string{".0........", ".........."},
			check:  func(t *testing.T, s *State) { expectDone(t, s, 0, "") }},
		{name: "Rules §1.1: FAST moves two columns; the move is recorded as done",
			before: []string{".0........", ".........."},
			asked:  []string{"0 m 0 2"},
			after:  []string{"...0......", ".........."},
			check:  func(t *testing.T, s *State) { expectDone(t, s, 0, "0 m 0 2") }},
		{name: "Rules §1.1: a move off the board (row −1) is ignored",
			before: []string{".0........", ".........."},
			asked:  []string{"0 m -1 1"},
			after:  []string{"..0.......", ".........."}},
		{name: "Rules §1.1: a direction outside the nine is ignored",
			before: []string{".0........", ".........."},
			asked:  []string{"0 m 0 3"},
			after:  []string{"..0.......", ".........."}},
		{name: "Rules §1.3: an instruction for another player's car is ignored",
			before: []string{".0........", ".2........"},
			asked:  []string{"2 m 0 2"},
			after:  []string{"..0.......", "..2......."}},
		{name: "Rules §1.2: DOWN passes (i,j+1) and (i+1,j) and collects both bonuses",
			before: []string{"0W........", "W.........", ".........."},
			asked:  []string{"0 m 1 1"},
			after:  []string{"..........", ".0........", ".........."},
			scores: [4]int{20}, kinds: []sim.EventKind{KindWater, KindWater}},
		{name: "Rules §1.2: FAST_DOWN dies on a tyre at (i+1,j+1), keeping the bonus taken before",
			before: []string{".0G.......", "..X.......", ".........."},
			asked:  []string{"0 m 1 2"},
			after:  []string{"..........", "..........", ".........."},
			kinds:  []sim.EventKind{KindGas, KindKill},
			check: func(t *testing.T, s *State) {
				c := s.Cars[0]
				if c.Alive || c.Row != 1 || c.Col != 2 || c.Gas != 90 || c.Time != 29 {
					t.Errorf("car 0 = %+v, want dead at (1,2) with 90 gas and time 29", c)
				}
			}},
		{name: "Rules §1.2: two cars in one cell both die and nobody scores",
			before: []string{".0........", "..2.......", ".........."},
			asked:  []string{"0 m 1 1", "2 m 0 0"},
			after:  []string{"..........", "..........", ".........."},
			kinds:  []sim.EventKind{KindKill, KindKill}},
		{name: "Rules §1.1: missiles move two columns a round",
			before: []string{"a.........", ".........."},
			after:  []string{"..a.......", ".........."}},
		{name: "Rules §1.2: a missile hitting another player's car scores kill points",
			before: []string{"a.2.......", ".........."},
			asked:  []string{"", "2 m 0 0"},
			after:  []string{"..........", ".........."},
			scores: [4]int{30},
			kinds:  []sim.EventKind{KindExplosion, KindKill}},
		{name: "Rules §1.2: a missile hitting a teammate scores nothing",
			before: []string{"a1........", ".........."},
			after:  []string{"..........", ".........."},
			kinds:  []sim.EventKind{KindExplosion, KindKill}},
		{name: "Rules §1.2: a missile and a tyre destroy each other",
			before: []string{"a.X.......", ".........."},
			after:  []string{"..........", ".........."},
			kinds:  []sim.EventKind{KindExplosion}},
		{name: "Rules §1.2: a missile destroys a bonus without collecting it",
			before: []string{"aW........", ".........."},
			after:  []string{"..........", ".........."},
			kinds:  []sim.EventKind{KindExplosion}},
		{name: "reference §1.3: a missile right behind another waits for it, so both fly",
			before: []string{"ab........", ".........."},
			after:  []string{"..ab......", ".........."}},
		{name: "Rules §1.1: a shot missile flies two columns, then the car moves by default",
			before: []string{"0.........", ".........."},
			asked:  []string{"0 s"},
			after:  []string{".0a.......", ".........."},
			kinds:  []sim.EventKind{KindLaunch},
			check: func(t *testing.T, s *State) {
				expectDone(t, s, 0, "0 s")
				if s.Cars[0].Missiles != 4 || s.NextMID != 1 {
					t.Errorf("missiles %d, next id %d; want 4 and 1", s.Cars[0].Missiles, s.NextMID)
				}
			}},
		{name: "Rules §1.2: a shot at point-blank range kills the car ahead and the shooter moves into its cell",
			before: []string{"02........", ".........."},
			asked:  []string{"0 s", "2 m 0 0"},
			after:  []string{".0........", ".........."},
			scores: [4]int{30},
			kinds:  []sim.EventKind{KindLaunch, KindExplosion, KindKill}},
		{name: "Rules §1.1: a car with no missiles cannot shoot and moves by default",
			before: []string{"0.........", ".........."},
			setup:  func(s *State) { s.Cars[0].Missiles = 0 },
			asked:  []string{"0 s"},
			after:  []string{".0........", ".........."},
			check: func(t *testing.T, s *State) {
				expectDone(t, s, 0, "")
				if len(s.Miss) != 0 {
					t.Errorf("missiles in flight: %v", s.Miss)
				}
			}},
		{name: "reference §1.3: driving into another player's missile scores for the missile's owner",
			before: []string{"a.........", ".2........"},
			asked:  []string{"", "2 m -1 1"},
			after:  []string{"..........", ".........."},
			scores: [4]int{30},
			kinds:  []sim.EventKind{KindExplosion, KindKill}},
		{name: "Rules §1.2: gas and missile bonuses add 30 gas and 5 missiles",
			before: []string{"0G........", "1M........"},
			after:  []string{".0........", ".1........"},
			kinds:  []sim.EventKind{KindGas, KindMissile},
			check: func(t *testing.T, s *State) {
				if s.Cars[0].Gas != 89 || s.Cars[1].Missiles != 10 {
					t.Errorf("car 0 gas %d (want 89), car 1 missiles %d (want 10)", s.Cars[0].Gas, s.Cars[1].Missiles)
				}
			}},
		{name: "Rules §1.3: only a car's first instruction counts",
			before: []string{".0........", ".........."},
			asked:  []string{"0 m 0 2; 0 m 1 1"},
			after:  []string{"...0......", ".........."}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := board(t, 5, tc.before...)
			if tc.setup != nil {
				tc.setup(s)
			}
			evs := s.Advance(orders(t, tc.asked...))
			if got, want := ascii(s), strings.Join(tc.after, "\n"); got != want {
				t.Errorf("after the round:\n%s\nwant\n%s", got, want)
			}
			if s.Score != tc.scores {
				t.Errorf("scores %v, want %v", s.Score, tc.scores)
			}
			var kinds []sim.EventKind
			for _, e := range evs {
				kinds = append(kinds, e.Kind)
			}
			if !slices.Equal(kinds, tc.kinds) {
				t.Errorf("events %v, want %v", kinds, tc.kinds)
			}
			if err := s.validate(); err != nil {
				t.Errorf("state inconsistent after the round: %v\n%#v", err, s)
			}
			if tc.check != nil {
				tc.check(t, s)
			}
		})
	}
}

func expectDone(t *testing.T, s *State, p int, want string) {
	t.Helper()
	if got := (&Orders{Instrs: s.Done[p]}).String(); got != want {
		t.Errorf("player %d done %q, want %q", p, got, want)
	}
}

// TestGas covers Rules §1.3: each round every live car loses one unit of
// gas, and a car left with none is killed.
func TestGas(t *testing.T) {
	s := board(t, 5, "0.........", "1.........")
	s.Cars[1].Gas = 1
	evs := s.Advance([4][]Instr{})
	if s.Cars[0].Gas != 59 || s.Cars[1].Alive {
		t.Fatalf("car 0 gas %d (want 59), car 1 alive %v (want dead)", s.Cars[0].Gas, s.Cars[1].Alive)
	}
	if len(evs) != 2 || evs[0].Kind != KindOutOfGas || evs[1].Detail.(KillDetail).Cause != CauseGas {
		t.Fatalf("events %+v", evs)
	}
}

// TestRegeneration covers Rules §1.2 and reference §1.3 step 7: a killed
// car waits 30 rounds, then comes back inside the window on a cell whose
// 5×5 square is free of cars, missiles and tyres, with 60 gas and the
// missiles it had.
func TestRegeneration(t *testing.T) {
	s := board(t, 5, "..........", "..........", "..........", "..........", "..........")
	s.Cars[3].Time = 1
	s.Cars[3].Missiles = 7
	s.Advance([4][]Instr{})
	if c := s.Cars[3]; c.Alive || c.Time != 0 {
		t.Fatalf("after one round car 3 = %+v, want dead with time 0", c)
	}
	evs := s.Advance([4][]Instr{})
	c := s.Cars[3]
	if !c.Alive || c.Gas != 60 || c.Missiles != 7 || !s.InWindow(c.Row, c.Col, s.Round) {
		t.Fatalf("car 3 = %+v, want alive in the window of round %d with 60 gas and 7 missiles", c, s.Round)
	}
	if len(evs) != 1 || evs[0].Kind != KindRegen {
		t.Fatalf("events %+v", evs)
	}
	if s.Cars[0].Time != 97 {
		t.Errorf("a waiting car's time goes down by one a round: got %d, want 97", s.Cars[0].Time)
	}
}

// TestBonusReplacement covers Rules §1.2: a consumed bonus reappears outside
// the window, on a cell whose 5×5 square holds no car or missile.
func TestBonusReplacement(t *testing.T) {
	s := board(t, 5, "0W..........", "............", "............", "............", "............")
	s.Params.WaterBonuses = 1
	s.Advance([4][]Instr{})
	if s.Score[0] != 10 {
		t.Fatalf("score %d, want 10", s.Score[0])
	}
	n := 0
	for i, c := range s.Cells {
		if c.Kind == WaterBonus {
			n++
			if s.InWindow(i/s.Params.Cols, i%s.Params.Cols, s.Round) {
				t.Errorf("new water bonus at column %d is inside the window", i%s.Params.Cols)
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d water bonuses, want 1:\n%s", n, ascii(s))
	}
}

// TestCylinder covers Rules §1: columns wrap, so a car at the last column
// moves to column 0, and the window wraps with it.
func TestCylinder(t *testing.T) {
	s := board(t, 5, "........0.", "..........")
	s.Round = 7 // window 7…11, i.e. 7, 8, 9, 0, 1
	s.Advance(orders(t, "0 m 0 2"))
	if c := s.Cars[0]; c.Col != 0 || !c.Alive {
		t.Fatalf("car 0 = %+v, want at column 0", c)
	}
}

// TestRNG checks the Park–Miller generator (multiplier 48271) against its
// known sequence from seed 1, and the original's seeding of negative seeds.
func TestRNG(t *testing.T) {
	g := NewRNG(0) // 1 + 0 mod (M−1) = 1
	for _, want := range []int{48271, 182605794, 1291394886, 1914720637, 2078669041} {
		if got := g.Next(); got != want-1 {
			t.Fatalf("Next() = %d, want %d", got, want-1)
		}
	}
	a, b := NewRNG(-42), NewRNG(42)
	if a != b {
		t.Errorf("seed −42 gives %v, seed 42 gives %v; the original negates negative seeds", a, b)
	}
	g5 := NewRNG(5)
	p := g5.Perm4()
	seen := map[int]bool{}
	for _, v := range p {
		seen[v] = true
	}
	if len(seen) != 4 {
		t.Errorf("Perm4 = %v is not a permutation", p)
	}
}
