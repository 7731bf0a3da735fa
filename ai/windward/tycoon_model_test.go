package windward

import (
	"math"
	"testing"

	"arena/sim/windward"
)

func TestClock(t *testing.T) {
	for _, tc := range []struct {
		name string
		car  windward.Car
		run  func(k *clock)
		want int
	}{
		{"full speed", windward.Car{}, func(k *clock) { k.drive(2) }, 2 * tileTicks},
		{"a stop", windward.Car{}, func(k *clock) { k.drive(1); k.stop(false) }, tileTicks + stopTicks},
		{"flat tyre first", windward.Car{Flat: 100}, func(k *clock) { k.drive(1) }, 100 + tileTicks},
		{"quarter speed all the way", windward.Car{Quarter: true, QuarterT: 10000}, func(k *clock) { k.drive(3) }, 4 * 3 * tileTicks},
		// 1,000 quarter-speed ticks cover 250 ticks' worth of the 360 needed.
		{"quarter speed runs out", windward.Car{Quarter: true, QuarterT: 1000}, func(k *clock) { k.drive(10) }, 1000 + 360 - 250},
		// The quarter timer runs down while the tyre is flat.
		{"quarter time spent flat", windward.Car{Quarter: true, QuarterT: 500, Flat: 600}, func(k *clock) { k.drive(1) }, 600 + tileTicks},
		{"slow transit until the drop-off", windward.Car{Quarter: true, Transit: windward.CardInst{Kind: windward.MultDeliveryQuarterSpeed, Set: true}},
			func(k *clock) { k.drive(1); k.stop(true); k.drive(1) }, 4*tileTicks + 4*stopTicks + tileTicks},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := clockOf(&tc.car)
			tc.run(&k)
			if k.t != tc.want {
				t.Errorf("t = %d, want %d", k.t, tc.want)
			}
		})
	}
}

func TestSurvival(t *testing.T) {
	s := scene(t)
	park(s, 0, road, windward.East)
	comps := byDistance(s, road)
	lobby := comps[0]
	at := s.Companies[lobby].At
	wait(s, 0, lobby, comps[5])
	wait(s, 1, lobby, comps[6])
	// Car 1 drives to that lobby from close by.
	park(s, 1, road, windward.East)
	driveTo(s, 1, at)
	w := newWorld(s, 0)
	eta := etaOf(s, 1, at)
	for _, tc := range []struct {
		t    int
		want float64
	}{
		{eta - 1, math.Exp(-float64(eta-1) / unseenPickup)},
		// One car arriving first takes one of the two passengers.
		{eta + 1, 0.5 * math.Exp(-float64(eta+1)/unseenPickup)},
	} {
		if got := w.survival(0, tc.t); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("survival at %d = %.4f, want %.4f (car 1 arrives at %d)", tc.t, got, tc.want, eta)
		}
	}
	// Alone in the lobby, the passenger goes with the first car.
	s.CEOs[1] = windward.Passenger{Done: true, Lobby: -1, Car: -1}
	if got := newWorld(s, 0).survival(0, eta+1); got != 0 {
		t.Errorf("alone: survival = %.4f, want 0", got)
	}
	// A car out of coffee takes nobody.
	s.Cars[1].Coffee = 0
	if got := newWorld(s, 0).survival(0, eta+1); got == 0 {
		t.Error("a car with no coffee should not count as taking the passenger")
	}
}

func TestBlockedOdds(t *testing.T) {
	far := windward.Pt{X: 25, Y: 19}
	for _, tc := range []struct {
		name  string
		setup func(s *windward.State, comps []int)
		t     int
		want  float64 // -1: some chance strictly between 0 and 1
		enemy bool
	}{
		{"no enemy anywhere", func(s *windward.State, comps []int) {}, 500, 0, false},
		{"an enemy waits there", func(s *windward.State, comps []int) { wait(s, 1, comps[2], comps[3]) }, 500, math.Exp(-500.0 / unseenPickup), true},
		{"an enemy waits elsewhere", func(s *windward.State, comps []int) { wait(s, 1, comps[4], comps[3]) }, 500, 0, true},
		{"an enemy is carried there and arrives first", func(s *windward.State, comps []int) {
			park(s, 1, road, windward.East)
			ride(s, 1, 1, comps[4], comps[2])
		}, 1 << 16, -1, true},
		{"an enemy is carried there but arrives later", func(s *windward.State, comps []int) {
			park(s, 1, far, windward.West)
			ride(s, 1, 1, comps[4], comps[2])
		}, 10, 0, true},
		{"the one waiting there is not an enemy", func(s *windward.State, comps []int) { wait(s, 1, comps[2], comps[3]) }, 500, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := scene(t)
			park(s, 0, road, windward.East)
			comps := byDistance(s, road)
			ride(s, 0, 0, comps[0], comps[2])
			if tc.enemy {
				s.CEOs[0].Enemies = []int{1}
			}
			tc.setup(s, comps)
			got := newWorld(s, 0).blockedOdds(0, comps[2], tc.t)
			if tc.want < 0 {
				if got <= 0 || got >= 1 {
					t.Errorf("blockedOdds = %.4f, want strictly between 0 and 1", got)
				}
			} else if math.Abs(got-tc.want) > 1e-9 {
				t.Errorf("blockedOdds = %.4f, want %.4f", got, tc.want)
			}
		})
	}
}

func TestBoundFor(t *testing.T) {
	s := scene(t)
	park(s, 1, road, windward.East)
	if _, ok := boundFor(s, 1); ok {
		t.Error("a car with no path is bound nowhere")
	}
	at := s.Companies[3].At
	driveTo(s, 1, at)
	if to, ok := boundFor(s, 1); !ok || to != at {
		t.Errorf("boundFor = %v %v, want %v (the path ends one step back out of the stop)", to, ok, at)
	}
}
