package coderunner

import (
	"testing"

	"arena/sim"
)

// TestPlanModes covers each mode Plans reports, on tiny worlds (rule text
// "Enemy Behavior", reference §1.6).
func TestPlanModes(t *testing.T) {
	bothRulesets(t, func(t *testing.T, r Rules) {
		for _, tc := range []struct {
			name, pic string
			prep      func(s *State)
			mode      EnemyMode
			move      Move
			chasing   int
		}{
			{name: "patrol", pic: "E..\n===", mode: ModePatrol, move: Right, chasing: -1,
				prep: func(s *State) { s.Enemies[0].Program = []Move{Right, Left} }},
			{name: "chase", pic: "R..E\n====", mode: ModeChase, move: Left, chasing: 0},
			{name: "waiting", pic: "R..E\n====", mode: ModeWaiting, move: None, chasing: -1,
				prep: func(s *State) { s.Enemies[0].LastActed = s.Turn - 1 }},
			{name: "falling", pic: "E\n.\n=", mode: ModeFalling, move: Bottom, chasing: -1,
				prep: func(s *State) { s.Enemies[0].Program = []Move{Bottom, Top} }},
			{name: "returning", pic: "..E\n===", mode: ModeReturn, move: Left, chasing: -1,
				prep: func(s *State) { s.Enemies[0].Stack = []Move{Right} }},
			// A hole counts as brick for the planner, so no reversible step
			// leads out of it: a trapped enemy plans nothing.
			{name: "trapped", pic: "R.X\n===", mode: ModeTrapped, chasing: -1, move: None},
			{name: "dead", pic: "E..\n===", mode: ModeDead, chasing: -1,
				prep: func(s *State) {
					s.Enemies[0].Alive = false
					s.Timers = append(s.Timers, Timer{At: 1000, Kind: RespawnEnemy})
				}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				s := world(t, r, tc.pic)
				for i := range s.Enemies {
					s.Enemies[i].LastActed = -5
				}
				if tc.prep != nil {
					tc.prep(s)
				}
				before := s.Hash()
				e := s.Enemies[0]
				p := s.Plans()[0]
				if p.Mode != tc.mode || p.Move != tc.move || p.Chasing != tc.chasing {
					t.Errorf("plan %v %v chasing %d; want %v %v chasing %d\n%#v", p.Mode, p.Move, p.Chasing, tc.mode, tc.move, tc.chasing, s)
				}
				if s.Hash() != before || s.Enemies[0].PC != e.PC || len(s.Enemies[0].Stack) != len(e.Stack) {
					t.Error("Plans changed the state")
				}
				if tc.mode == ModeDead {
					if p.Dist[0] != -1 {
						t.Errorf("a dead enemy reaches its cell: %d", p.Dist[0])
					}
					return
				}
				if d := p.Dist[e.Row*Cols+e.Col]; d != 0 {
					t.Errorf("distance to its own cell %d", d)
				}
			})
		}
	})
}

// TestPlanDistances checks the reach grid and radii: holes count as brick
// and a master changes the radii (rule text "Pursuit Mode").
func TestPlanDistances(t *testing.T) {
	s := world(t, DefaultRules(), "R........E\n====-=====")
	p := s.Plans()[0]
	if p.Radius != [2]int{5, 5} {
		t.Errorf("radii %v, want 5 and 5", p.Radius)
	}
	for col, want := range []int8{-1, -1, -1, -1, 5, 4, 3, 2, 1, 0} {
		if got := p.Dist[col]; got != want {
			t.Errorf("distance to column %d: %d, want %d", col, got, want)
		}
	}
	s.Enemies[0].Master = 1
	p = s.Plans()[0]
	if p.Radius != [2]int{8, 4} {
		t.Errorf("radii with blue as master %v, want 8 and 4", p.Radius)
	}
	if p.Dist[1] != 8 || p.Dist[0] != -1 {
		t.Errorf("reach 8: distance to columns 0 and 1: %d %d", p.Dist[0], p.Dist[1])
	}
	if p.Chasing != -1 {
		t.Errorf("chased red at distance 9 with radius 8: %v", p.Path)
	}
	s.Runners[0].Col = 1
	if p = s.Plans()[0]; p.Mode != ModeChase || p.Chasing != 0 || len(p.Path) != 8 {
		t.Errorf("red at distance 8: mode %v chasing %d path %v; want a chase along 8 steps", p.Mode, p.Chasing, p.Path)
	}
}

// TestPlansPredictStep plays a shipped map with wandering runners and
// checks, every turn, that each enemy's planned move and target are the
// ones Step then takes.
func TestPlansPredictStep(t *testing.T) {
	for _, ruleset := range []string{"", "classic"} {
		st, err := Game{}.New(sim.Config{Map: "ladders", Ruleset: ruleset})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		seed := uint32(7)
		chases := 0
		for turn := 0; turn < 400; turn++ {
			plans := s.Plans()
			var moves [2]Move
			for p := range moves {
				seed = seed*1664525 + 1013904223
				moves[p] = Move(seed >> 24 % 7)
			}
			s.Apply(moves)
			for i, p := range plans {
				e := &s.Enemies[i]
				if p.Mode == ModeDead {
					continue
				}
				if e.LastMove != p.Move || e.Chasing != p.Chasing || pathText(e.Path) != pathText(p.Path) {
					t.Fatalf("%q turn %d enemy %d: planned %v chasing %d via %s, took %v chasing %d via %s",
						ruleset, turn, i, p.Move, p.Chasing, pathText(p.Path), e.LastMove, e.Chasing, pathText(e.Path))
				}
				if p.Mode == ModeChase {
					chases++
				}
			}
		}
		if chases == 0 {
			t.Errorf("%q: no chase in 400 turns; the test proves little", ruleset)
		}
	}
}

// TestCircuitAndReturnPath follows programs and stacks cell by cell.
func TestCircuitAndReturnPath(t *testing.T) {
	e := Enemy{SpawnRow: 4, SpawnCol: 3, Row: 5, Col: 6, Program: []Move{Right, Right, Bottom, Left, Left, Top}}
	got := e.Circuit()
	want := [][2]int{{4, 3}, {4, 4}, {4, 5}, {5, 5}, {5, 4}, {5, 3}, {4, 3}}
	if len(got) != len(want) {
		t.Fatalf("circuit %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("circuit %v, want %v", got, want)
		}
	}
	e.Stack = []Move{Right, Top}
	ret := e.ReturnPath()
	wantRet := [][2]int{{5, 6}, {6, 6}, {6, 5}}
	if len(ret) != 3 || ret[0] != wantRet[0] || ret[1] != wantRet[1] || ret[2] != wantRet[2] {
		t.Errorf("return path %v, want %v", ret, wantRet)
	}
	for _, name := range []string{"bunker", "ladders", "towers"} {
		st, err := Game{}.New(sim.Config{Map: name})
		if err != nil {
			t.Fatal(err)
		}
		for i, e := range st.(*State).Enemies {
			c := e.Circuit()
			if c[len(c)-1] != c[0] {
				t.Errorf("%s enemy %d: circuit ends at %v, not its spawn %v", name, i, c[len(c)-1], c[0])
			}
		}
	}
}
