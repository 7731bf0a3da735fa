package worms

import (
	"testing"

	"arena/sim"
)

// Rule text "Move": worms move to any adjacent air cell (diagonals too), not
// into occupied cells, dirt or deep space. An illegal move costs 4 points
// (rule text "Scoring"); a legal one gives 5.
func TestMove(t *testing.T) {
	tests := []struct {
		name   string
		cmd    string
		wantX  int
		wantY  int
		points int
	}{
		{"east into air", "move 3 2", 3, 2, 5},
		{"diagonal NW into air", "move 1 1", 1, 1, 5},
		{"diagonal SE into air", "move 3 3", 3, 3, 5},
		{"into dirt is invalid", "move 2 1", 2, 2, -4},
		{"into deep space is invalid", "move 1 3", 2, 2, -4},
		{"into another worm is invalid", "move 1 2", 2, 2, -4},
		{"two cells away is invalid", "move 4 2", 2, 2, -4},
		{"onto itself is invalid", "move 2 2", 2, 2, -4},
		{"off the map is invalid", "move -1 2", 2, 2, -4},
	}
	for _, pr := range presets {
		for _, tc := range tests {
			t.Run(pr.name+"/"+tc.name, func(t *testing.T) {
				s := mk(t, pr.rules,
					".....",
					"..#..",
					".Ba..",
					".X...",
					"....A",
				)
				evs := s.Apply(cmds(t, tc.cmd, "nothing"))
				w := wormOf(t, s, 0, 1)
				if w.X != tc.wantX || w.Y != tc.wantY || s.Scores[0] != tc.points {
					t.Fatalf("worm at %d %d points %d, want %d %d points %d\n%#v", w.X, w.Y, s.Scores[0], tc.wantX, tc.wantY, tc.points, s)
				}
				if tc.points < 0 && !has(evs, KindInvalid) {
					t.Fatalf("no invalid event: %v", kinds(evs))
				}
				if tc.points > 0 && !has(evs, KindMove) {
					t.Fatalf("no move event: %v", kinds(evs))
				}
			})
		}
	}
}

// Rule text "Move": worms cannot move to cells occupied by another worm;
// validity is judged on the start-of-round map (reference §1.4), so a cell
// another worm leaves this round is still occupied.
func TestMoveIntoVacatedCellIsInvalid(t *testing.T) {
	for _, pr := range presets {
		t.Run(pr.name, func(t *testing.T) {
			s := mk(t, pr.rules,
				"....",
				".aA.",
				"....",
				"....",
			)
			s.Apply(cmds(t, "move 2 1", "move 3 1"))
			if w := wormOf(t, s, 0, 1); w.X != 1 || s.Scores[0] != -4 {
				t.Fatalf("worm 0.1 at %d %d points %d, want 1 1 and -4\n%#v", w.X, w.Y, s.Scores[0], s)
			}
			if w := wormOf(t, s, 1, 1); w.X != 3 || s.Scores[1] != 5 {
				t.Fatalf("worm 1.1 at %d points %d", w.X, s.Scores[1])
			}
		})
	}
}

// Rule text "Move": if two worms move to the same cell in the same turn,
// both take damage (20, reference §1.4) and they swap places or stay, with
// equal probability. Both still score the move.
func TestMoveCollision(t *testing.T) {
	for _, pr := range presets {
		t.Run(pr.name, func(t *testing.T) {
			swaps := 0
			const n = 400
			for seed := uint64(1); seed <= n; seed++ {
				s := mk(t, pr.rules,
					".....",
					".a.A.",
					".....",
					".....",
					".....",
				)
				s.Seed(seed)
				evs := s.Apply(cmds(t, "move 2 1", "move 2 1"))
				a, b := wormOf(t, s, 0, 1), wormOf(t, s, 1, 1)
				if a.HP != 130 || b.HP != 130 {
					t.Fatalf("hp %d %d, want 130 130", a.HP, b.HP)
				}
				if s.Scores != [2]int{5, 5} {
					t.Fatalf("scores %v, want [5 5]", s.Scores)
				}
				if !has(evs, KindCollision) {
					t.Fatalf("no collision event: %v", kinds(evs))
				}
				switch {
				case a.X == 3 && b.X == 1:
					swaps++
				case a.X == 1 && b.X == 3:
				default:
					t.Fatalf("worms at %d and %d: neither swapped nor stayed", a.X, b.X)
				}
			}
			if swaps < n*4/10 || swaps > n*6/10 {
				t.Fatalf("%d swaps in %d collisions, want about half", swaps, n)
			}
		})
	}
}

// Rule text "Move" and "Shoot": a worm knocked to 0 HP by a collision falls
// unconscious. Under the rule text it leaves the map at once, so it does not
// stop a shot in the same round; the original keeps it until the end of the
// round (reference §2), where it still absorbs the shot.
func TestCollisionKillAndShots(t *testing.T) {
	for _, pr := range presets {
		t.Run(pr.name, func(t *testing.T) {
			s := mk(t, pr.rules,
				"....",
				".a.A",
				"....",
				"..b.",
			)
			s.Worms[s.Find(WormRef{0, 1})].HP = 10
			// Player 1's only command moves its worm; player 0 collides with
			// it. Then nothing shoots, so check removal only.
			evs := s.Apply(cmds(t, "move 2 1", "move 2 1"))
			if s.Find(WormRef{0, 1}) >= 0 {
				t.Fatalf("worm 0.1 at -10 HP still on the map\n%#v", s)
			}
			found := false
			for _, e := range evs {
				if d, ok := e.Detail.(DeathDetail); ok && d.Worm == (WormRef{0, 1}) && d.Cause == "collision" {
					found = true
				}
			}
			if !found {
				t.Fatalf("no collision death event: %+v", evs)
			}
		})
	}
	// The blocking difference: a worm killed by collision and a shot through
	// its cell are in different players' commands of one round, which needs
	// three commands, so the rule is checked on the state directly.
	s := mk(t, DefaultRules(), ".a.b.", ".....", ".....", ".....", "....A")
	s.Worms[0].HP = -1
	s.Worms = s.Worms[:1]
	if hi, _, _, _ := s.Trace(1, 0, E, 4); hi != -1 {
		t.Fatalf("removed worm still absorbs shots")
	}
}

// Rule text "The Map": a health pack is picked up when a worm moves onto
// its cell and restores 10 health. The original applies it at the end of
// the round (reference §1.3 step 5), with no cap either way.
func TestMovePickupHealthPack(t *testing.T) {
	for _, pr := range presets {
		t.Run(pr.name, func(t *testing.T) {
			s := mk(t, pr.rules,
				".....",
				".a+..",
				".....",
				".....",
				"....A",
			)
			evs := s.Apply(cmds(t, "move 2 1", "nothing"))
			if w := wormOf(t, s, 0, 1); w.HP != 160 {
				t.Fatalf("hp %d, want 160 (no cap)", w.HP)
			}
			if len(s.Packs) != 0 || !has(evs, KindPickup) {
				t.Fatalf("pack not consumed: %v %v", s.Packs, kinds(evs))
			}
		})
	}
}

// Rule text "The Map" (default): only moving onto a pack picks it up; under
// classic a worm placed on a pack (here by an edit) takes it at the round's
// end.
func TestPackUnderStandingWorm(t *testing.T) {
	for _, pr := range presets {
		t.Run(pr.name, func(t *testing.T) {
			s := mk(t, pr.rules, ".a+", "...", "..A")
			if err := s.ApplyEdit("worm 0.1 at 2 0"); err != nil {
				t.Fatal(err)
			}
			s.Apply(cmds(t, "nothing", "nothing"))
			want := 150
			if pr.rules.PackAtRoundEnd {
				want = 160
			}
			if w := wormOf(t, s, 0, 1); w.HP != want {
				t.Fatalf("hp %d, want %d", w.HP, want)
			}
		})
	}
}

var _ = sim.Active
