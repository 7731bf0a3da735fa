package paintball

import (
	"testing"

	"arena/sim"
)

func hitDetail(t *testing.T, evs []sim.Event) HitDetail {
	t.Helper()
	e, ok := find(evs, KindHit)
	if !ok {
		t.Fatalf("no hit event in %s", kinds(evs))
	}
	return e.Detail.(HitDetail)
}

// Rules §5.3.4 and §5.4.2: launches, the height profile, hits, bursts and
// splatter.
func TestLaunch(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "§5.2 direct hit in the first half bursts: 30", rows: []string{"0...4"}, cmds: map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantScore(t, s, 30, 0)
				if d := hitDetail(t, evs); !d.Burst || d.Points != 30 || d.Dropped != 5 {
					t.Errorf("hit %+v", d)
				}
				if s.Kids[0].Balls != 49 || s.Kids[4].Balls != 45 {
					t.Errorf("balls %d %d, want 49 45", s.Kids[0].Balls, s.Kids[4].Balls)
				}
			}},
		{name: "§5.2 direct hit at the end of the flight does not burst: 20", rows: []string{"0...4"}, cmds: map[int]string{0: "launch 14 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 20, 0) }},
		{name: "§5.3.4 five dropped paintballs land next to the child hit", rows: []string{"0...4"}, cmds: map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				d := hitDetail(t, evs)
				if !Adjacent(at(4, 0), d.DropAt) || s.At(d.DropAt.X, d.DropAt.Y) != (Cell{Kind: Balls, N: 5}) {
					t.Errorf("dropped at %v: %v", d.DropAt, s.At(d.DropAt.X, d.DropAt.Y))
				}
			}},
		{name: "§5.4.2 a ball at height 9 flies over a crouched child", rows: []string{"0...e...."}, cmds: map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantScore(t, s, 0, 0)
				if has(evs, KindHit) {
					t.Error("hit")
				}
			}},
		{name: "§5.4.2 a dropping ball hits a crouched child", rows: []string{"0...e"}, cmds: map[int]string{0: "launch 14 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 20, 0) }},
		{name: "§5.4.2 a ball at height 9 flies over a high wall", rows: []string{"0.W.4...."}, cmds: map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 30, 0) }},
		{name: "§5.4.2 a tree stops the ball; a standing child behind it is safe", rows: []string{"0.T4"}, cmds: map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantScore(t, s, 0, 0)
				if s.Flights[0].End != EndObstacle || !has(evs, KindSplat) {
					t.Errorf("flight %+v", s.Flights[0])
				}
			}},
		{name: "§5.4.2 splatter beside a tree: 16", rows: []string{"..4.", "0.T."}, cmds: map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 16, 0) }},
		{name: "§5.4.2 splatter in front of a tree, even crouched: 16", rows: []string{".T.", ".e.", "...", ".0."}, cmds: map[int]string{0: "launch 11 20"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 16, 0) }},
		{name: "§5.4.2 crouched on the far side of a tree is safe", rows: []string{".e.", ".T.", "...", ".0."}, cmds: map[int]string{0: "launch 11 20"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 0, 0) }},
		{name: "§5.4.2 the safe zone of a diagonal ball is the far corner", rows: []string{".e.f", "..T.", "....", "0..."}, cmds: map[int]string{0: "launch 14 14"},
			// The tree at (2,2) is hit from the southwest: (3,3) is behind
			// it (Figure 8), (1,3) beside it.
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 16, 0) }},
		{name: "§5.4.2 splatter never hits the launcher's team", rows: []string{"..1.", "0.T."}, cmds: map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 0, 0) }},
		{name: "§5.4.2 a dropping ball hits a high wall and bursts; standing behind a wall is not safe", rows: []string{"0..W4"}, cmds: map[int]string{0: "launch 14 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 16, 0) }},
		{name: "§5.4.2 crouched behind a wall is safe", rows: []string{"0..We"}, cmds: map[int]string{0: "launch 14 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 0, 0) }},
		{name: "§5.3.4 a ball landing next to an opponent splatters it", rows: []string{".....4", "0....."}, cmds: map[int]string{0: "launch 14 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 16, 0) }},
		{name: "§5.3.4 ... unless it defends", rows: []string{".....4", "0....."}, setup: func(s *State) { s.Kids[4].Shield, s.Kids[4].Defending = true, true },
			cmds:  map[int]string{0: "launch 14 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 0, 0) }},
		{name: "§5.3.5 a shield deflects: 17 for the defence", rows: []string{"0...4"}, setup: func(s *State) { s.Kids[4].Shield, s.Kids[4].Defending = true, true },
			cmds: map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantScore(t, s, 0, 17)
				if !has(evs, KindShieldBlock) || s.Kids[4].Balls != 50 {
					t.Errorf("events %s, balls %d", kinds(evs), s.Kids[4].Balls)
				}
			}},
		{name: "§5.2 friendly fire: −11, even on a defending teammate", rows: []string{"0...1"}, setup: func(s *State) { s.Kids[1].Shield, s.Kids[1].Defending = true, true },
			cmds:  map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, -11, 0) }},
		{name: "§5.3.4 a ball leaving the field is lost", rows: []string{"0"}, cmds: map[int]string{0: "launch -5 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if s.Flights[0].End != EndOut || len(s.Flights[0].Steps) != 11 {
					t.Errorf("flight %+v", s.Flights[0])
				}
			}},
		{name: "§5.3.4 at most 24 spaces", rows: []string{"0"}, cmds: map[int]string{0: "launch 27 27"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				wantCanceled(t, s, 0, true)
				if s.Kids[0].Balls != 50 {
					t.Error("ball spent")
				}
			}},
		{name: "§5.3.4 exactly 24 spaces is allowed", rows: []string{"0"}, cmds: map[int]string{0: "launch 34 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, false) }},
		{name: "§5.3.8 no launching crouched", rows: []string{"a"}, cmds: map[int]string{0: "launch 14 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.5 no launching while defending", rows: []string{"0"}, setup: func(s *State) { s.Kids[0].Shield, s.Kids[0].Defending = true, true },
			cmds:  map[int]string{0: "launch 14 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.4 no launching without a launcher", rows: []string{"0"}, setup: func(s *State) { s.Kids[0].Launcher = NoLauncher },
			cmds:  map[int]string{0: "launch 14 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.4 no launching without paintballs", rows: []string{"0"}, setup: func(s *State) { s.Kids[0].Balls = 0 },
			cmds:  map[int]string{0: "launch 14 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantCanceled(t, s, 0, true) }},
		{name: "§5.3.4 a basic launcher ignores the second target", rows: []string{"0"}, cmds: map[int]string{0: "launch 14 10 14 14"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if len(s.Flights) != 1 || s.Kids[0].Balls != 49 || !has(evs, KindLaunch) {
					t.Errorf("%d flights", len(s.Flights))
				}
			}},
		{name: "§5.3.4 a rapid-fire spread: first, last and the bisecting point", rows: []string{"0"}, setup: func(s *State) { s.Kids[0].Launcher = Rapid },
			cmds: map[int]string{0: "launch 20 10 20 14"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if len(s.Flights) != 3 || s.Flights[2].To != (Point{20, 12}) || s.Kids[0].Balls != 47 || !has(evs, KindRapidFire) {
					t.Errorf("flights %+v", s.Flights)
				}
			}},
		{name: "§5.3.4 rapid fire at one target sends three balls there", rows: []string{"0...4"}, setup: func(s *State) { s.Kids[0].Launcher = Rapid },
			cmds:  map[int]string{0: "launch 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 90, 0) }},
		{name: "rapid fire with two paintballs fires two", rows: []string{"0"}, setup: func(s *State) { s.Kids[0].Launcher, s.Kids[0].Balls = Rapid, 2 },
			cmds: map[int]string{0: "launch 18 10 18 14"},
			check: func(t *testing.T, s *State, evs []sim.Event) {
				if len(s.Flights) != 2 || s.Kids[0].Balls != 0 {
					t.Errorf("%d flights", len(s.Flights))
				}
			}},
		{name: "§5.4 a child stepping away at the instant the ball arrives is missed", rows: []string{"0...4"},
			cmds:  map[int]string{0: "launch 22 10", 4: "move 14 13"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 0, 0) }},
		{name: "§5.4 a child stepping in at the instant the ball arrives is hit", rows: []string{"........5", "........", "........", "0......."},
			cmds:  map[int]string{0: "launch 18 10", 5: "move 18 10"},
			check: func(t *testing.T, s *State, evs []sim.Event) { wantScore(t, s, 20, 0); wantPos(t, s, 5, at(8, 0)) }},
	})
}
