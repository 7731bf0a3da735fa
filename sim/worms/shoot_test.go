package worms

import "testing"

// Rule text "Shoot": eight directions; range is floor(Euclidean distance)
// <= 4, so 4 cells straight and 3 diagonally; dirt and deep space block; the
// first worm in the path loses 8 health, friend or foe. Scoring: enemy hit
// 20, own worm -20, miss (or block) 2.
func TestShoot(t *testing.T) {
	const mapText = "" +
		"B.......C\n" +
		".........\n" +
		"......#..\n" +
		".........\n" +
		"..X.a...A\n" +
		".........\n" +
		".........\n" +
		".b.......\n" +
		"....c...."
	tests := []struct {
		name   string
		dir    string
		victim WormRef // {-1,0}: none
		points int
		result string
	}{
		{"E: enemy 4 cells away is in range", "E", WormRef{1, 1}, 20, ShotHit},
		{"W: deep space blocks", "W", WormRef{-1, 0}, 2, ShotBlocked},
		{"S: own worm 4 cells away, friendly fire", "S", WormRef{0, 3}, -20, ShotHit},
		{"NW: enemy at diagonal distance 4 is out of range", "NW", WormRef{-1, 0}, 2, ShotMissed},
		{"NE: dirt at diagonal 2 blocks", "NE", WormRef{-1, 0}, 2, ShotBlocked},
		{"SW: own worm at diagonal 3 is in range", "SW", WormRef{0, 2}, -20, ShotHit},
		{"N: nothing within 4 cells", "N", WormRef{-1, 0}, 2, ShotMissed},
		{"SE: nothing", "SE", WormRef{-1, 0}, 2, ShotMissed},
	}
	for _, pr := range presets {
		for _, tc := range tests {
			t.Run(pr.name+"/"+tc.name, func(t *testing.T) {
				s := mk(t, pr.rules, mapText)
				evs := s.Apply(cmds(t, "shoot "+tc.dir, "nothing"))
				var sd *ShotDetail
				for _, e := range evs {
					if d, ok := e.Detail.(ShotDetail); ok {
						sd = &d
					}
				}
				if sd == nil || sd.Result != tc.result {
					t.Fatalf("shot detail %+v, want result %s", sd, tc.result)
				}
				if s.Scores[0] != tc.points {
					t.Fatalf("points %d, want %d", s.Scores[0], tc.points)
				}
				for _, w := range s.Worms {
					want := 150
					if w.Ref() == tc.victim {
						want = 142
					}
					if w.HP != want {
						t.Fatalf("worm %s hp %d, want %d\n%#v", w.Ref(), w.HP, want, s)
					}
				}
			})
		}
	}
}

// Rule text "Shoot": the first worm in range is hit, not the ones behind it.
func TestShootHitsFirstWorm(t *testing.T) {
	s := mk(t, DefaultRules(), "a.bA.", ".....", ".....", ".....", ".....")
	s.Apply(cmds(t, "shoot E", "nothing"))
	if wormOf(t, s, 0, 2).HP != 142 || wormOf(t, s, 1, 1).HP != 150 {
		t.Fatalf("wrong worm hit\n%#v", s)
	}
}

// Rule text "Shoot": at 0 health or lower a worm falls unconscious and is
// removed from the map; shooting any worm unconscious gives 40 points
// ("Scoring"), even your own (reference §1.4).
func TestShootKill(t *testing.T) {
	for _, pr := range presets {
		for _, own := range []bool{false, true} {
			s := mk(t, pr.rules, "a.A.", "....", "b...", "....")
			target := WormRef{1, 1}
			dir := "E"
			if own {
				target, dir = WormRef{0, 2}, "S"
			}
			s.Worms[s.Find(target)].HP = 8
			evs := s.Apply(cmds(t, "shoot "+dir, "nothing"))
			if s.Find(target) >= 0 || s.Scores[0] != 40 || !has(evs, KindDeath) {
				t.Fatalf("%s own=%v: points %d events %v\n%#v", pr.name, own, s.Scores[0], kinds(evs), s)
			}
		}
	}
}

// Rule text "Game mechanics": shots resolve after moves and digs, and both
// players' shots in a round are simultaneous: two worms shooting each other
// both hit even when one of them falls.
func TestShootSimultaneous(t *testing.T) {
	for _, pr := range presets {
		s := mk(t, pr.rules, "a.A", "...", "...")
		s.Worms[s.Find(WormRef{1, 1})].HP = 8
		s.Apply(cmds(t, "shoot E", "shoot W"))
		if wormOf(t, s, 0, 1).HP != 142 || s.Find(WormRef{1, 1}) >= 0 {
			t.Fatalf("%s: want both hit\n%#v", pr.name, s)
		}
		if s.Scores != [2]int{40, 20} {
			t.Fatalf("%s: scores %v, want [40 20]", pr.name, s.Scores)
		}
	}
}

// Trace's range is the floor of the Euclidean distance: straight cells up
// to 4, diagonal cells up to 3 (floor(4.24) = 4, floor(5.66) = 5).
func TestTraceRange(t *testing.T) {
	s := mk(t, DefaultRules(), "a........", ".........", ".........", ".........", ".........", ".........", ".........", ".........", "........A")
	for _, tc := range []struct {
		d      Direction
		ex, ey int
	}{{E, 4, 0}, {S, 0, 4}, {SE, 3, 3}} {
		_, res, ex, ey := s.Trace(0, 0, tc.d, 4)
		if res != ShotMissed || ex != tc.ex || ey != tc.ey {
			t.Errorf("%s: ended at %d %d (%s), want %d %d", tc.d, ex, ey, res, tc.ex, tc.ey)
		}
	}
}
