package coderunner

import (
	"strings"
	"testing"

	"arena/ai"
	"arena/sim"
	cr "arena/sim/coderunner"
)

// digWorld builds a state whose top rows are given (the rest empty above
// a Brick bottom row), runner 0 at the R, with no enemies. Maps must be
// symmetric (rule text "Map"), so the cells are set after the state is made.
func digWorld(t *testing.T, top ...string) *cr.State {
	t.Helper()
	blank := make([]string, rows)
	for i := range blank {
		blank[i] = strings.Repeat(".", cols)
	}
	blank[0] = "R" + strings.Repeat(".", cols-2) + "B"
	blank[rows-1] = strings.Repeat("=", cols)
	m, err := cr.ParseMap("dig", []byte(strings.Join(blank, "\n")+"\n0\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := cr.NewState(m, cr.ClassicRules())
	for r, line := range top {
		for c, ch := range line {
			cell := cr.Cell(ch)
			if ch == 'R' {
				s.Runners[0].Row, s.Runners[0].Col = r, c
				cell = cr.Empty
			}
			s.Cells[r*cols+c] = cell
		}
	}
	return s
}

// anyMove in a test case accepts any first move.
const anyMove cr.Move = 255

// TestDigSearch checks dig routes on tiny maps: digging through a floor
// and dropping (rule text "Destroying Brick Cells", "Falling"), waiting
// out the cooldown, and a hole with Brick on every side being no way.
func TestDigSearch(t *testing.T) {
	const floor = "========================="
	for _, tc := range []struct {
		name  string
		top   []string
		cd    int
		goal  [2]int // row, column
		dist  int
		first cr.Move
		// trapped, when set, is the row and column of an enemy in a hole.
		trapped []int
	}{
		{
			// Dig right (1), step onto the hole (2), fall into it (3) and
			// on to the gold below (4), rather than walk to the ladder.
			name: "dig and drop",
			top: []string{
				".R......................H",
				"========================H",
				"..*.....................H",
				floor[:24] + "H",
			},
			goal: [2]int{2, 2}, dist: 4, first: cr.DigRight,
		},
		{
			name: "cooldown first",
			top: []string{
				".R......................H",
				"========================H",
				"..*.....................H",
				floor[:24] + "H",
			},
			// Three turns of cooldown, then the same dig from here or its
			// mirror from two cells right.
			cd: 3, goal: [2]int{2, 2}, dist: 7, first: anyMove,
		},
		{
			// Under the floor is a second Brick row: a hole there is a pit
			// (Brick below and both sides), so the ladder it is.
			name: "pit is no way",
			top: []string{
				"R......H",
				"=======H",
				"=======H",
				"*......H",
				floor,
			},
			goal: [2]int{3, 0}, dist: 7 + 3 + 7, first: cr.Right,
		},
		{
			// Standing on an enemy trapped in a hole is no support for a
			// dig (reference §1.5): step right first, dig there, drop and
			// step back left to the gold.
			name: "no dig off a trapped enemy",
			top: []string{
				".R......................H",
				"=-======================H",
				"..*.....................H",
				floor[:24] + "H",
			},
			trapped: []int{1, 1},
			goal:    [2]int{2, 2}, dist: 6, first: cr.Right,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for i, r := range tc.top {
				if len(r) < cols {
					tc.top[i] = r + strings.Repeat(map[bool]string{true: "=", false: "."}[r[0] == '='], cols-len(r))
				}
			}
			s := digWorld(t, tc.top...)
			if tc.trapped != nil {
				s.Enemies = append(s.Enemies, cr.Enemy{Row: tc.trapped[0], Col: tc.trapped[1], Alive: true, Master: -1, Chasing: -1})
			}
			var g graph
			g.update(s)
			var ds digSearch
			me := s.Runners[0]
			ds.run(&g, &s.Cells, me.Row*cols+me.Col, tc.cd, nil, nil)
			goal := tc.goal[0]*cols + tc.goal[1]
			if d, m := int(ds.cdist[goal]), ds.cfirst[goal]; d != tc.dist || (m != tc.first && tc.first != anyMove) {
				t.Errorf("to %v: %d turns, first %v; want %d, %v", tc.goal, d, m, tc.dist, tc.first)
			}
		})
	}
}

// TestTourPick checks that a tour weighs golds by the golds beyond them:
// on a floor with golds at columns 0, 3 and 6 and the runner at 4, the
// first gold is the one at 6 (2 turns away, then 3 and 3), not the nearest
// at 3 (1 turn, then 3 and 6 back).
func TestTourPick(t *testing.T) {
	s := digWorld(t, "*..*R.*..................", "=========================")
	b := NewDigger()
	b.t.build(s)
	b.here = 4
	b.meNode = 4
	b.oppNode = -1
	b.updateTour(s)
	var cands []tourCand
	for gi := range b.tour.golds {
		cands = append(cands, tourCand{gi, b.tour.mine[gi]})
	}
	got := b.pick(cands)
	if got < 0 || b.tour.golds[cands[got].gold] != 6 {
		t.Errorf("picked candidate %d, want the gold at column 6 (golds %v, turns %v)", got, b.tour.golds, b.tour.mine)
	}
	if got := b.pick(nil); got != -1 {
		t.Errorf("no candidates: picked %d, want -1", got)
	}
}

// TestReachesCoversDigSearch: the cell search that rules out a dig route
// before the dig search runs finds every cell the dig search finds, from
// every runner position of digger against digger on the shipped maps, with
// holes marked never to be entered, on both sides of it.
func TestReachesCoversDigSearch(t *testing.T) {
	for _, m := range shippedMaps(t) {
		s := cr.NewState(m, cr.DefaultRules())
		bots := [2]ai.Bot{NewDigger(), NewDigger()}
		acts := make([]sim.Action, 2)
		var g graph
		var ds digSearch
		var limit [cells]int16
		for s.Turn < 300 {
			g.update(s)
			for i, c := range s.Cells {
				limit[i] = 1 << 14
				if c == cr.Removed && (i+s.Turn)%2 == 0 {
					limit[i] = -1
				}
			}
			for p := range s.Runners {
				me := &s.Runners[p]
				if !me.Alive {
					continue
				}
				start := me.Row*cols + me.Col
				ds.stop = 0
				ds.run(&g, &s.Cells, start, me.Cooldown, &limit, nil)
				if ds.reaches(&g, &s.Cells, start, -1, &limit) {
					t.Fatal("reached cell -1")
				}
				for goal := range cells {
					if ds.cdist[goal] >= 0 && ds.seen[goal] == 0 {
						t.Fatalf("%s turn %d: the dig search reaches cell %d from %d, the cell search does not", m.Name, s.Turn, goal, start)
					}
				}
			}
			for p := range bots {
				acts[p] = bots[p].Act(s, sim.PlayerID(p))
			}
			if _, err := s.Step(acts); err != nil {
				t.Fatal(err)
			}
		}
	}
}
