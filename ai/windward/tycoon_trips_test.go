package windward

import (
	"testing"

	"arena/sim/windward"
)

// firstTrip is the CEO and store of the best trip an empty car 0 sees.
func firstTrip(t *testing.T, s *windward.State) trip {
	t.Helper()
	ts := newWorld(s, 0).trips(unreachable)
	if len(ts) == 0 {
		t.Fatal("no trip")
	}
	return ts[0]
}

func TestTripsChoice(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(s *windward.State, comps []int)
		want  int // CEO of the best trip
	}{
		{"the nearer of two equal trips", func(s *windward.State, comps []int) {
			wait(s, 0, comps[0], comps[1])
			wait(s, 1, comps[9], comps[10])
		}, 0},
		{"more points for the same ride", func(s *windward.State, comps []int) {
			wait(s, 0, comps[0], comps[1]) // Steve Ballmer: 1 point
			wait(s, 6, comps[0], comps[1]) // Shirley Clawson: 3 points
		}, 6},
		{"not where an enemy waits", func(s *windward.State, comps []int) {
			wait(s, 0, comps[0], comps[1])
			wait(s, 1, comps[0], comps[2])
			s.CEOs[0].Enemies = []int{2}
			wait(s, 2, comps[1], comps[11])
		}, 1},
		{"not where an enemy is being carried", func(s *windward.State, comps []int) {
			wait(s, 0, comps[0], comps[1])
			wait(s, 1, comps[0], comps[2])
			s.CEOs[0].Enemies = []int{2}
			approach(s, 1, s.Companies[comps[1]].At)
			ride(s, 2, 1, comps[11], comps[1])
		}, 1},
		{"the first of two equal trips", func(s *windward.State, comps []int) {
			wait(s, 0, comps[0], comps[1])
			wait(s, 3, comps[0], comps[1])
		}, 0},
		{"not the one whose pick-up frees the rival's drop-off", func(s *windward.State, comps []int) {
			wait(s, 0, comps[0], comps[1])
			wait(s, 3, comps[0], comps[1])
			park(s, 1, windward.Pt{X: 25, Y: 10}, windward.North)
			ride(s, 5, 1, comps[9], comps[0])
			s.CEOs[5].Enemies = []int{0}
		}, 3},
		{"not the one a closer car is about to take", func(s *windward.State, comps []int) {
			wait(s, 0, comps[1], comps[2])
			wait(s, 1, comps[2], comps[3])
			approach(s, 1, s.Companies[comps[1]].At)
		}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := scene(t)
			park(s, 0, road, windward.East)
			comps := byDistance(s, road)
			tc.setup(s, comps)
			if got := firstTrip(t, s); got.k != tc.want {
				t.Errorf("best trip takes %s, want %s", windward.CEONames[got.k], windward.CEONames[tc.want])
			}
		})
	}
}

func TestTripsCoffee(t *testing.T) {
	s := scene(t)
	park(s, 0, road, windward.East)
	comps := byDistance(s, road)
	wait(s, 0, comps[0], comps[1])
	s.Cars[0].Coffee = 0
	ts := newWorld(s, 0).trips(unreachable)
	if len(ts) == 0 {
		t.Fatal("no trip with an empty coffee pot")
	}
	for _, tr := range ts {
		if tr.store < 0 {
			t.Fatalf("trip %+v skips the coffee store with no serving aboard", tr)
		}
	}
	// With a full pot there is nothing to buy, so no store.
	s.Cars[0].Coffee = 3
	for _, tr := range newWorld(s, 0).trips(unreachable) {
		if tr.store >= 0 {
			t.Fatalf("trip %+v visits a store with a full pot", tr)
		}
	}
}

func TestChainAt(t *testing.T) {
	s := scene(t)
	park(s, 0, road, windward.East)
	comps := byDistance(s, road)
	dest := comps[0]
	ride(s, 0, 0, comps[5], dest)
	wait(s, 1, dest, comps[1]) // a short trip from the drop-off
	wait(s, 2, comps[11], comps[10])
	w := newWorld(s, 0)
	base := w.dropPlan(dest, unreachable)
	if got := w.chainAt(base, dest, unreachable); len(got) != 1 || got[0] != 1 {
		t.Errorf("chain at the drop-off = %v, want [1]", got)
	}
	// With the last serving drunk at the drop-off nobody can get in.
	s.Cars[0].Coffee = 1
	w = newWorld(s, 0)
	if got := w.chainAt(w.dropPlan(dest, unreachable), dest, unreachable); got != nil {
		t.Errorf("chain with no coffee left = %v, want none", got)
	}
}

func TestDeliverHorizon(t *testing.T) {
	s := scene(t)
	park(s, 0, road, windward.East)
	comps := byDistance(s, road)
	wait(s, 0, comps[0], comps[3])
	w := newWorld(s, 0)
	full := w.start()
	if !w.deliver(&full, 0, tilesFrom(s, 0, s.Companies[comps[0]].At), false, unreachable) {
		t.Fatal("no trip")
	}
	pick := w.start()
	pick.ck.drive(tilesFrom(s, 0, s.Companies[comps[0]].At))
	pick.ck.stop(false)
	mid := (pick.ck.t + full.ck.t) / 2
	for _, tc := range []struct {
		name    string
		horizon int
		want    float64
	}{
		{"no end in sight: points and the race value", unreachable, 1 + raceValue},
		{"ends after the drop-off: the points", full.ck.t + 1, 1},
		{"ends half way: half the partial credit", mid, partialCredit / 2},
		{"ends before the pick-up: nothing", pick.ck.t - 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := w.start()
			w.deliver(&l, 0, tilesFrom(s, 0, s.Companies[comps[0]].At), false, tc.horizon)
			got := l.gain / w.survival(0, pick.ck.t)
			if d := got - tc.want; d > 0.02 || d < -0.02 {
				t.Errorf("gain = %.3f, want %.3f", got, tc.want)
			}
		})
	}
	// The eighth delivery earns the winner's bonus.
	s.Cars[0].Delivered = []int{1, 2, 3, 4, 5, 7, 8}
	l := w.start()
	w.deliver(&l, 0, tilesFrom(s, 0, s.Companies[comps[0]].At), false, unreachable)
	if got := l.gain / w.survival(0, pick.ck.t); got < 1+winnerBonus+raceValue-0.01 {
		t.Errorf("eighth delivery gain = %.3f, want %.3f", got, 1+winnerBonus+raceValue)
	}
}

func TestHorizon(t *testing.T) {
	s := scene(t)
	comps := byDistance(s, road)
	park(s, 1, road, windward.East)
	ride(s, 0, 1, comps[5], comps[0])
	if h := newWorld(s, 0).horizon(); h != unreachable {
		t.Errorf("horizon with nobody at seven = %d", h)
	}
	s.Cars[1].Delivered = []int{1, 2, 3, 4, 5, 6, 7}
	w := newWorld(s, 0)
	if h := w.horizon(); h != w.arrive[1] || h >= unreachable {
		t.Errorf("horizon = %d, want car 1's arrival %d", h, w.arrive[1])
	}
	// An enemy at its destination holds the end back.
	s.CEOs[0].Enemies = []int{8}
	wait(s, 8, comps[0], comps[1])
	if h := newWorld(s, 0).horizon(); h != unreachable {
		t.Errorf("horizon with the drop-off blocked = %d", h)
	}
}

func TestCarryBlocked(t *testing.T) {
	s := scene(t)
	park(s, 0, road, windward.East)
	comps := byDistance(s, road)
	dest := comps[3]
	ride(s, 0, 0, comps[8], dest)
	wait(s, 1, comps[0], comps[1]) // work to do near by
	b := NewTycoon(1)
	b.round = s.Round
	to, _ := b.carry(newWorld(s, 0), unreachable)
	if to != s.Companies[dest].At {
		t.Fatalf("carry heads to %v, want the destination %v", to, s.Companies[dest].At)
	}
	// An enemy sits at the destination: the passenger is left elsewhere.
	s.CEOs[0].Enemies = []int{2}
	wait(s, 2, dest, comps[11])
	to, pick := b.carry(newWorld(s, 0), unreachable)
	if to == s.Companies[dest].At {
		t.Fatalf("carry still heads to the blocked destination")
	}
	if comp := companyAt(s, to); comp < 0 || len(enemiesAt(s, 0, comp)) > 0 {
		t.Fatalf("carry heads to %v, not a company where the passenger can get out", to)
	}
	if len(pick) == 0 {
		t.Fatal("empty pick-up list (it would keep a stale one)")
	}
}
