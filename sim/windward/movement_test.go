package windward

import "testing"

// A long east-west road with a stop-sign crossing and a light crossing.
const strip = `
.......#........#......
#######s########L######
.......#........#......
`

// Rule text, movement 3: speed grows by 0.1 a turn (classic: 0.05 a tick,
// reference §2) up to 6 on straights.
func TestAcceleration(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules Rules
		ticks int
	}{
		{"rule text +0.1", DefaultRules(), 60},
		{"classic +0.05", ClassicRules(), 120},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, tc.rules, strip)
			put(s, 0, 1, 1, East, 0)
			stepN(t, s, tc.ticks-1)
			if got := s.Cars[0].Speed; got >= speedStraight {
				t.Fatalf("speed %d after %d ticks, want below max", got, tc.ticks-1)
			}
			stepN(t, s, 1)
			if got := s.Cars[0].Speed; got != speedStraight {
				t.Fatalf("speed %d after %d ticks, want %d", got, tc.ticks, speedStraight)
			}
		})
	}
}

// Rule text, movement 3: 3 map units/turn in curves; reference §1.8:
// entering a slower movement clips the speed at once.
func TestCurveSpeed(t *testing.T) {
	s := testCity(t, DefaultRules(), `
.....
####.
...#.
...#.
`)
	put(s, 0, 1, 1, East, 0)
	for k := 0; k < 200 && s.Cars[0].Tile != (Pt{3, 1}); k++ {
		stepN(t, s, 1)
	}
	if s.Cars[0].Tile != (Pt{3, 1}) {
		t.Fatalf("car never reached the curve:\n%#v", s)
	}
	if got := s.Cars[0].Speed; got > speedCurve {
		t.Fatalf("speed %d in a curve, want ≤ %d", got, speedCurve)
	}
}

// Rule text, movement 5: a car always stops at a stop sign, even when all is clear.
func TestStopSignFullStop(t *testing.T) {
	s := testCity(t, DefaultRules(), strip)
	put(s, 0, 1, 1, East, 0, Pt{2, 1}, Pt{3, 1}, Pt{4, 1}, Pt{5, 1}, Pt{6, 1}, Pt{7, 1}, Pt{8, 1}, Pt{9, 1})
	stopped := false
	for k := 0; k < 400 && s.Cars[0].Tile.X < 8; k++ {
		stepN(t, s, 1)
		if s.Cars[0].Speed == 0 && s.Cars[0].Tile.X == 6 {
			stopped = true
		}
	}
	if !stopped {
		t.Fatal("the car did not come to a full stop before the stop sign")
	}
	if s.Cars[0].Tile.X < 8 {
		t.Fatalf("the car never went on after stopping:\n%#v", s)
	}
}

// Rule text, movement 4: at a red light with nobody in the crossing the light
// turns green and the car goes on at full speed.
func TestLightTurnsGreenForLoneCar(t *testing.T) {
	s := testCity(t, DefaultRules(), strip)
	put(s, 0, 10, 1, East, 0)
	s.Cars[0].Speed = speedStraight
	if s.Lights[0] != NSGreen {
		t.Fatalf("light starts %v", s.Lights[0])
	}
	for k := 0; k < 200 && s.Cars[0].Tile.X <= 16; k++ {
		stepN(t, s, 1)
		if s.Cars[0].Speed == 0 {
			t.Fatalf("the car stopped at tick %d", k)
		}
	}
	if s.Lights[0] != EWGreen {
		t.Fatalf("light %v, want EAST_WEST_GREEN", s.Lights[0])
	}
}

// Rule text, movement 4: with a car in the crossing the arriving car stops
// and the other direction turns yellow.
func TestLightYellowWhenOccupied(t *testing.T) {
	s := testCity(t, DefaultRules(), strip)
	put(s, 1, 16, 0, South, 0)
	s.Cars[1].Speed = 0
	s.Cars[1].Tile = Pt{16, 1} // parked inside the crossing
	s.Cars[1].Flat = 0
	s.Cars[1].In, s.Cars[1].Out, s.Cars[1].Step = South, South, 2
	s.Rules.Accel = 0
	s.updatePos(1)
	put(s, 0, 15, 1, East, 17)
	s.Cars[0].Speed = speedStraight
	stepN(t, s, 3)
	if s.Cars[0].Tile.X != 15 || s.Cars[0].Speed != 0 {
		t.Fatalf("car 0 did not stop before the busy crossing:\n%#v", s)
	}
	if s.Lights[0] != NSYellow {
		t.Fatalf("light %v, want NORTH_SOUTH_YELLOW", s.Lights[0])
	}
}

// Rule text, movement 1: cars keep a car length between them; reference
// §1.8: the follower's 18-step future stops at the leader's 7-step tail,
// in quarter tiles, so the centres end 25 to 36 units apart.
func TestFollowingGap(t *testing.T) {
	s := testCity(t, DefaultRules(), strip)
	put(s, 1, 3, 1, East, 12)
	s.Cars[1].Flat = 0
	s.Rules.Accel = 0 // car 1 never moves: speed 0
	put(s, 0, 1, 1, East, 0)
	s.Cars[0].Speed = speedStraight
	stepN(t, s, 100)
	gap := s.Cars[1].X - s.Cars[0].X
	if gap < 25 || gap > 3*quarterUnits {
		t.Fatalf("gap %d units, want 25..36", gap)
	}
}

// Rule text, movement 9: a car at full speed passes a car stopped by a card.
func TestPassStoppedCar(t *testing.T) {
	s := testCity(t, DefaultRules(), strip)
	put(s, 1, 3, 1, East, 12)
	s.Cars[1].Flat = 500
	put(s, 0, 1, 1, East, 0)
	s.Cars[0].Speed = speedStraight
	stepN(t, s, 100)
	if s.Cars[0].X <= s.Cars[1].X {
		t.Fatalf("car 0 did not pass the stopped car:\n%#v", s)
	}
}

// Rule text, movement 8: cars that block each other are moved (default
// after 20 ticks in the cycle; classic after 20 blocked checks, reference
// §1.8). Four cars nose to tail round a 2×2 block each wait on the next.
func TestUnstick(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules Rules
		ticks int
	}{{"rule text", DefaultRules(), 60}, {"classic", ClassicRules(), 600}} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, tc.rules, `
##
##
`)
			put(s, 0, 0, 0, North, 6)
			put(s, 1, 1, 0, East, 6)
			put(s, 2, 1, 1, South, 6)
			put(s, 3, 0, 1, West, 6)
			evs := stepN(t, s, tc.ticks)
			if countKind(evs, KindUnstick) == 0 {
				t.Fatalf("no unstick after %d ticks of a closed cycle:\n%#v", tc.ticks, s)
			}
		})
	}
}

// Rule text, "Vehicle paths" 2: a U-turn happens on entering a straight tile.
func TestUTurnOnStraight(t *testing.T) {
	s := testCity(t, DefaultRules(), strip)
	put(s, 0, 2, 1, East, 0, Pt{3, 1}, Pt{2, 1}, Pt{1, 1})
	for k := 0; k < 300; k++ {
		stepN(t, s, 1)
		if c := &s.Cars[0]; c.Tile == (Pt{1, 1}) && c.In == West {
			if len(c.Path) > 0 {
				t.Fatalf("path left: %v", c.Path)
			}
			return
		}
		if s.Cars[0].Tile.X > 3 {
			break
		}
	}
	t.Fatalf("the car did not turn round on the straight:\n%#v", s)
}

// Rule text, "Vehicle paths" 3: with no path the car wanders and NO_PATH is due.
func TestNoPathWanders(t *testing.T) {
	s := testCity(t, DefaultRules(), strip)
	put(s, 0, 2, 1, East, 0)
	found := false
	for k := 0; k < 100; k++ {
		stepN(t, s, 1)
		for _, m := range s.Msgs {
			if m.To == 0 && m.Status == "NO_PATH" {
				found = true
			}
		}
	}
	if !found || s.Cars[0].Tile.X == 2 {
		t.Fatalf("the car did not wander on with NO_PATH (found %v):\n%#v", found, s)
	}
}

// Rule text, movement 7: a car turning left yields to an oncoming car.
func TestLeftTurnYields(t *testing.T) {
	s := testCity(t, DefaultRules(), `
.......#.......
.......#.......
#######*#######
.......#.......
.......#.......
`)
	// The crossing has stop signs on every side; car 0 heads east and turns
	// north (left); car 1 comes west along the same road.
	s.Map.Tiles[2*s.Map.W+7].StopSigns = 0
	put(s, 0, 5, 2, East, 0, Pt{6, 2}, Pt{7, 2}, Pt{7, 1}, Pt{7, 0})
	put(s, 1, 10, 2, West, 0, Pt{9, 2}, Pt{8, 2}, Pt{7, 2}, Pt{6, 2}, Pt{5, 2})
	s.Cars[0].Speed, s.Cars[1].Speed = speedStraight, speedStraight
	for k := 0; k < 300; k++ {
		stepN(t, s, 1)
		if s.Cars[0].Tile == (Pt{7, 2}) && s.Cars[1].Tile.X > 7 {
			t.Fatalf("car 0 turned left in front of oncoming car 1 (tick %d):\n%#v", k, s)
		}
		if s.Cars[1].Tile.X < 7 {
			stepN(t, s, 200)
			if s.Cars[0].Tile.Y > 1 {
				t.Fatalf("car 0 never made its left turn:\n%#v", s)
			}
			return
		}
	}
	t.Fatalf("the oncoming car never passed:\n%#v", s)
}
