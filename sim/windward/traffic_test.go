package windward

import "testing"

// An L-bend: a road from the west turns south.
const lBend = `
.....
####.
...#.
...#.
`

// Reference §1.8, Engine.cs MoveLimo: spacing is the overlap of a car's
// future with another car's tail in quarter tiles, and opposite lanes use
// different quarters, so two cars meeting at a bend never hold each other.
func TestOppositeLanesNeverHold(t *testing.T) {
	for _, rules := range []Rules{DefaultRules(), ClassicRules()} {
		s := testCity(t, rules, lBend)
		put(s, 0, 0, 1, East, 12, Pt{1, 1}, Pt{2, 1}, Pt{3, 1}, Pt{3, 2}, Pt{3, 3})
		put(s, 1, 3, 3, North, 0, Pt{3, 2}, Pt{3, 1}, Pt{2, 1}, Pt{1, 1}, Pt{0, 1})
		s.Cars[0].Speed, s.Cars[1].Speed = speedStraight, speedStraight
		for k := 0; k < 200; k++ {
			evs := stepN(t, s, 1)
			if countKind(evs, KindUnstick) > 0 {
				t.Fatalf("unstick at tick %d:\n%#v", k, s)
			}
			for i := 0; i < 2; i++ {
				if s.Cars[i].BlockedBy == 1-i {
					t.Fatalf("accel %d: car %d held by the oncoming car %d at tick %d:\n%#v", rules.Accel, i, 1-i, k, s)
				}
			}
		}
		if s.Cars[0].Tile.Y < 2 || s.Cars[1].Tile.X > 1 {
			t.Fatalf("accel %d: the cars did not get past each other:\n%#v", rules.Accel, s)
		}
	}
}

// Reference §1.4 step 7: a car held by a car that moves later in the same
// tick is retried in a later pass, so it does not stop dead.
func TestHeldCarRetriedInTick(t *testing.T) {
	s := testCity(t, DefaultRules(), strip)
	// Car 0's future (18 steps from x=30) reaches quarter tile 3 (x 36..47)
	// where car 1's tail (x 35..41) lies until car 1 moves on.
	put(s, 0, 1, 1, East, 6)
	put(s, 1, 2, 1, East, 18)
	s.Cars[0].Speed, s.Cars[1].Speed = speedStraight, speedStraight
	if s.blockedByCar(0) != 1 {
		t.Fatalf("set-up: car 0 should be held by car 1 before it moves")
	}
	x0 := s.Cars[0].X
	stepN(t, s, 1)
	if s.Cars[0].X == x0 || s.Cars[0].Speed == 0 {
		t.Fatalf("car 0 stopped although car 1 moved on in the same tick")
	}
}

// Reference §1.1, §1.8 (classic): a car held by another slows by 0.1 per
// blocked check; the rule text (movement 2) stops it dead.
func TestBlockedDeceleration(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules Rules
		want  int
	}{{"rule text stops", DefaultRules(), 0}, {"classic slows", ClassicRules(), speedStraight - 10}} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, tc.rules, strip)
			s.Rules.Accel = 0
			put(s, 1, 3, 1, East, 0)
			put(s, 0, 2, 1, East, 0)
			s.Cars[0].Speed = speedStraight
			stepN(t, s, 1)
			if got := s.Cars[0].Speed; got != tc.want {
				t.Fatalf("speed %d after a blocked check, want %d", got, tc.want)
			}
		})
	}
}

// Reference §1.8 (classic): a path that turns back is obeyed on the next
// tile whatever its shape; the rule text ("Vehicle paths" 2) turns round
// only on a straight tile, so the car carries on through the crossing.
func TestUTurnAtCrossing(t *testing.T) {
	for _, tc := range []struct {
		name     string
		rules    Rules
		wantPast bool
	}{{"rule text", DefaultRules(), true}, {"classic", ClassicRules(), false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, tc.rules, `
...#...
#######
...#...
`)
			put(s, 0, 1, 1, East, 0, Pt{2, 1}, Pt{3, 1}, Pt{2, 1}, Pt{1, 1})
			past := false
			for k := 0; k < 400 && !(s.Cars[0].Tile == (Pt{1, 1}) && s.Cars[0].In == West); k++ {
				stepN(t, s, 1)
				if s.Cars[0].Tile.X >= 4 {
					past = true
				}
			}
			if s.Cars[0].Tile != (Pt{1, 1}) || s.Cars[0].In != West {
				t.Fatalf("the car never came back:\n%#v", s)
			}
			if past != tc.wantPast {
				t.Fatalf("went past the crossing: %v, want %v", past, tc.wantPast)
			}
		})
	}
}

// Rule text, card 4 ("you generally will not be stuck behind these cars")
// passes a car slowed by its own MULT_DELIVERY_QUARTER_SPEED card; the
// original (Engine.cs MoveLimo) passes only when the slowed car's
// quarter-speed timer covers the pass, and that card sets no timer.
func TestPassTransitSlowedCar(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rules  Rules
		passes bool
	}{{"rule text", DefaultRules(), true}, {"classic", ClassicRules(), false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, tc.rules, strip)
			put(s, 1, 3, 1, East, 0)
			s.Cars[1].Quarter = true
			s.Cars[1].Transit = CardInst{Kind: MultDeliveryQuarterSpeed, Company: -1, Passenger: -1, Target: -1, Set: true}
			put(s, 0, 1, 1, East, 0)
			s.Cars[0].Speed = speedStraight
			stepN(t, s, 150)
			if passed := s.Cars[0].X > s.Cars[1].X; passed != tc.passes {
				t.Fatalf("passed %v, want %v:\n%#v", passed, tc.passes, s)
			}
		})
	}
}

// Engine.cs MoveLimo: a left turn ignores an oncoming car that has stopped
// with its front outside the crossing (here at a stop sign), so the two do
// not wait for each other until the unstick.
func TestLeftTurnIgnoresStoppedOncoming(t *testing.T) {
	s := testCity(t, DefaultRules(), `
.......#.......
.......#.......
#######*#######
.......#.......
.......#.......
`)
	s.Map.Tiles[2*s.Map.W+7].StopSigns = 1 << East // only the east side has a sign
	put(s, 1, 8, 2, West, 12, Pt{7, 2}, Pt{6, 2}, Pt{5, 2})
	s.Cars[1].SignStop = false
	stepN(t, s, 20) // car 1 pulls up to the sign and stops
	if s.Cars[1].Tile != (Pt{8, 2}) {
		t.Fatalf("set-up: car 1 should wait at the sign:\n%#v", s)
	}
	put(s, 0, 5, 2, East, 0, Pt{6, 2}, Pt{7, 2}, Pt{7, 1}, Pt{7, 0})
	for k := 0; k < 300; k++ {
		if evs := stepN(t, s, 1); countKind(evs, KindUnstick) > 0 {
			t.Fatalf("unstick at tick %d:\n%#v", k, s)
		}
		if s.Cars[0].Tile == (Pt{7, 0}) {
			return
		}
	}
	t.Fatalf("car 0 never turned left past the stopped car:\n%#v", s)
}
