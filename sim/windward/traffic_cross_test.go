package windward

import "testing"

// A plain crossing (no light, no signs) with roads on all four sides.
const plainCross = `
...#...
...#...
...#...
#######
...#...
...#...
...#...
`

// Rule text, movement 7: of two opposing left turns the one at the crossing
// first turns and the other waits; a car queued behind one of them does not
// hold the other (Engine.cs MoveLimo ignores stopped cars whose front is not
// in the crossing). The three used to wait on each other until the unstick.
// Classic counts every blocked check as the server does
// (Rules.CountEveryBlock), so its waiting cars may be pushed on the way.
func TestOpposingLeftTurnsWithQueue(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rules  Rules
		pushOK bool
	}{{"rule text", DefaultRules(), false}, {"classic", ClassicRules(), true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, tc.rules, plainCross)
			// Car 0 southbound turns left (east), car 2 queues behind it;
			// car 1 northbound turns left (west).
			put(s, 0, 3, 2, South, 14, Pt{3, 3}, Pt{4, 3}, Pt{5, 3}, Pt{6, 3})
			put(s, 2, 3, 1, South, 6, Pt{3, 2}, Pt{3, 3}, Pt{3, 4}, Pt{3, 5}, Pt{3, 6})
			put(s, 1, 3, 4, North, 14, Pt{3, 3}, Pt{2, 3}, Pt{1, 3}, Pt{0, 3})
			done := [3]bool{}
			for k := 0; k < 1500 && !(done[0] && done[1] && done[2]); k++ {
				if evs := stepN(t, s, 1); countKind(evs, KindUnstick) > 0 && !tc.pushOK {
					t.Fatalf("unstick at tick %d:\n%#v", k, s.Cars[:3])
				}
				done[0] = done[0] || s.Cars[0].Tile == (Pt{6, 3})
				done[1] = done[1] || s.Cars[1].Tile == (Pt{0, 3})
				done[2] = done[2] || s.Cars[2].Tile == (Pt{3, 6})
			}
			if !(done[0] && done[1] && done[2]) {
				t.Fatalf("cars did not all get through (%v):\n%#v", done, s.Cars[:3])
			}
		})
	}
}

// A left turn waits for a car whose centre is in the crossing, but not for
// one that has driven on with only its tail still in it, nor for side
// traffic (reference §1.8: "Side traffic is ignored"; Engine.cs MoveLimo
// checks the centre tile and oncoming futures).
func TestLeftTurnOnlyCentreInCrossingHolds(t *testing.T) {
	for _, tc := range []struct {
		name string
		// other car: tile, heading, step
		x, y, step int
		d          Dir
		holds      bool
	}{
		{"centre in the crossing", 3, 3, 12, North, true},
		{"tail only, driven on north", 3, 2, 3, North, false},
		{"side traffic approaching from the north", 3, 1, 12, South, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, DefaultRules(), plainCross)
			put(s, 0, 2, 3, East, 20, Pt{3, 3}, Pt{3, 2}, Pt{3, 1})
			put(s, 1, tc.x, tc.y, tc.d, tc.step, Pt{tc.x, tc.y}.Add(tc.d))
			s.Cars[1].Speed = speedStraight
			s.Cars[1].Prev = Pt{tc.x, tc.y}.Add(tc.d.Reverse())
			ok, by := s.mayEnter(0, Pt{3, 3})
			if ok == tc.holds {
				t.Fatalf("mayEnter = %v (by %d), want held %v", ok, by, tc.holds)
			}
		})
	}
}

// A bus stop off a T: a car must not follow another into the stop, or it
// stands in the crossing across the lane the first leaves by (rule text,
// movement 8 names the jam). It waits outside the crossing in both rulesets
// (Rules.WaitForStop: the original server lets it in and the two jam until
// the unstick; the traffic target holds for classic too). Without
// the rule it enters.
func TestWaitForStop(t *testing.T) {
	noWait := ClassicRules()
	noWait.WaitForStop = false
	const city = `
.......
...B...
#######
.......
`
	for _, tc := range []struct {
		name    string
		rules   Rules
		entered bool // car 1 enters the crossing while car 0 is in the stop
		pushOK  bool // the wait counts toward the unstick (Rules.CountEveryBlock)
	}{{"rule text", DefaultRules(), false, false}, {"classic", ClassicRules(), false, true}, {"server", noWait, true, true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, tc.rules, city)
			put(s, 0, 3, 1, North, 8, Pt{3, 2}, Pt{4, 2}, Pt{5, 2}, Pt{6, 2})
			put(s, 1, 1, 2, East, 0, Pt{2, 2}, Pt{3, 2}, Pt{3, 1}, Pt{3, 2}, Pt{2, 2}, Pt{1, 2}, Pt{0, 2})
			entered, unstuck, visited := false, false, false
			for k := 0; k < 3000 && !(visited && s.Cars[1].Tile == (Pt{0, 2})); k++ {
				evs := stepN(t, s, 1)
				unstuck = unstuck || countKind(evs, KindUnstick) > 0
				if s.Cars[0].Tile == (Pt{3, 1}) && s.Cars[1].Tile == (Pt{3, 2}) {
					entered = true
				}
				visited = visited || s.Cars[1].Tile == (Pt{3, 1})
			}
			if entered != tc.entered {
				t.Fatalf("car 1 entered the crossing while the stop was taken: %v, want %v", entered, tc.entered)
			}
			if !tc.entered && ((unstuck && !tc.pushOK) || !visited || s.Cars[1].Tile != (Pt{0, 2})) {
				t.Fatalf("car 1 did not get through the stop cleanly (unstick %v, visited %v):\n%#v", unstuck, visited, s.Cars[:2])
			}
		})
	}
}

// The road before a stop, with no crossing: the second car queues in its
// lane instead of following the first into the stop (Rules.WaitForStop).
func TestWaitForStopOnStraight(t *testing.T) {
	const city = `
.......
...B...
...#...
...#...
...#...
`
	s := testCity(t, ClassicRules(), city)
	put(s, 0, 3, 1, North, 8, Pt{3, 2}, Pt{3, 3}, Pt{3, 4})
	put(s, 1, 3, 4, North, 0, Pt{3, 3}, Pt{3, 2}, Pt{3, 1}, Pt{3, 2}, Pt{3, 3})
	followed, unstuck, visited := false, false, false
	for k := 0; k < 3000 && !visited; k++ {
		evs := stepN(t, s, 1)
		unstuck = unstuck || countKind(evs, KindUnstick) > 0
		followed = followed || (s.Cars[0].Tile == (Pt{3, 1}) && s.Cars[1].Tile == (Pt{3, 2}))
		visited = s.Cars[1].Tile == (Pt{3, 1})
	}
	if followed || unstuck || !visited {
		t.Fatalf("followed into the taken stop %v, unstick %v, reached the stop %v:\n%#v", followed, unstuck, visited, s.Cars[:2])
	}
}

// waitsFor follows the cars a waiting car waits for: one that waits,
// through others, for car i will not come in before i has gone.
func TestWaitsForChain(t *testing.T) {
	s := testCity(t, DefaultRules(), plainCross)
	s.Cars[0].WaitSince, s.Cars[0].BlockedBy = 5, 1
	s.Cars[1].BlockedBy = 2
	s.Cars[3].BlockedBy = 2 // blocked but not waiting at a crossing
	for _, tc := range []struct {
		j, i int
		want bool
	}{{0, 1, true}, {0, 2, true}, {0, 4, false}, {3, 2, false}, {1, 2, false}} {
		if got := s.waitsFor(tc.j, tc.i); got != tc.want {
			t.Errorf("waitsFor(%d, %d) = %v, want %v", tc.j, tc.i, got, tc.want)
		}
	}
}

// A car that has left a stop and turns back into it stands in the lane
// the stop's next car leaves by: it does not wait for that car, else it,
// the car queued behind it and the one in the stop hold each other until
// the unstick (seen on map7 classic), in both rulesets (Rules.WaitForStop).
func TestWaitForStopNotInExitLane(t *testing.T) {
	const city = `
.......
B######
.......
`
	for name, rules := range map[string]Rules{"rule text": DefaultRules(), "classic": ClassicRules()} {
		s := testCity(t, rules, city)
		put(s, 0, 0, 1, West, 30, Pt{1, 1}, Pt{2, 1}, Pt{3, 1}, Pt{4, 1}, Pt{5, 1}, Pt{6, 1})
		put(s, 1, 2, 1, East, 16, Pt{3, 1}, Pt{2, 1}, Pt{1, 1}, Pt{0, 1}, Pt{1, 1})
		put(s, 2, 1, 1, East, 6, Pt{2, 1}, Pt{3, 1}, Pt{4, 1}, Pt{5, 1}, Pt{6, 1})
		unstuck, visited := false, false
		for k := 0; k < 600 && !visited; k++ {
			evs := stepN(t, s, 1)
			unstuck = unstuck || countKind(evs, KindUnstick) > 0
			visited = s.Cars[1].Tile == (Pt{0, 1})
		}
		if unstuck || !visited {
			t.Fatalf("%s: unstick %v, car 1 back in the stop %v:\n%#v", name, unstuck, visited, s.Cars[:3])
		}
	}
}

// A car queued behind one that waits its turn for a taken stop (here a
// slow one, at quarter speed) queues too: neither is pushed by the unstick
// (rule text, movement 8 is for cars blocking each other). Classic counts
// every blocked check, as the server did (Rules.CountEveryBlock): its
// queue is pushed, and still gets to the stop.
func TestQueueBehindWaitingCar(t *testing.T) {
	const city = `
...B...
...#...
...#...
...#...
...#...
`
	for name, rules := range map[string]Rules{"rule text": DefaultRules(), "classic": ClassicRules()} {
		s := testCity(t, rules, city)
		put(s, 0, 3, 0, North, 6, Pt{3, 1}, Pt{3, 2}, Pt{3, 3}, Pt{3, 4})
		s.Cars[0].Quarter, s.Cars[0].QuarterT = true, 5000
		put(s, 1, 3, 2, North, 8, Pt{3, 1}, Pt{3, 0}, Pt{3, 1}, Pt{3, 2})
		put(s, 2, 3, 3, North, 8, Pt{3, 2}, Pt{3, 1}, Pt{3, 2}, Pt{3, 3})
		unstuck, visited := false, false
		for k := 0; k < 3000 && !visited; k++ {
			evs := stepN(t, s, 1)
			unstuck = unstuck || countKind(evs, KindUnstick) > 0
			visited = s.Cars[1].Tile == (Pt{3, 0})
		}
		if (unstuck && !rules.CountEveryBlock) || !visited {
			t.Fatalf("%s: unstick %v, car 1 reached the stop %v:\n%#v", name, unstuck, visited, s.Cars[:3])
		}
	}
}
