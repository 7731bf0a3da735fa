//go:build gui

package paintball

import (
	"slices"
	"testing"

	"arena/render"
	pb "arena/sim/paintball"
)

// TestLookAgreesWithTheEngine plays turns with bursts, hits and shield
// blocks, and checks that what the renderer works out from the state
// alone (who a ball painted, what it scored) matches the engine's events,
// which the renderer only sees during play, not after a seek.
func TestLookAgreesWithTheEngine(t *testing.T) {
	idle := "idle; idle; idle; idle"
	for _, c := range []struct {
		name      string
		rows      []string
		red, blue string
		defend    []int
		rapid     bool
		painted   int // children painted in all
	}{
		{"ground burst beside two", []string{"0......4.", "........5"}, "launch 17 10; idle; idle; idle", idle, nil, false, 2},
		{"ground burst, one defends", []string{"0......4.", "........5"}, "launch 17 10; idle; idle; idle", idle, []int{5}, false, 1},
		{"tree: standing behind safe, crouched in front not", []string{".....f..", "0.....T4"}, "launch 16 10; idle; idle; idle", idle, nil, false, 1},
		{"wall: crouched behind safe, standing behind not", []string{"0......Wg", "........4"}, "launch 17 11; idle; idle; idle", idle, nil, false, 1},
		{"direct hit bursts", []string{"0...4"}, "launch 18 10; idle; idle; idle", idle, nil, false, 1},
		{"direct hit late, no burst", []string{"0......4"}, "launch 18 10; idle; idle; idle", idle, nil, false, 1},
		{"shield block", []string{"0...4"}, "launch 18 10; idle; idle; idle", idle, []int{4}, false, 0},
		{"friendly fire", []string{"0..1"}, "launch 14 10; idle; idle; idle", idle, nil, false, 1},
		{"rapid spread, a target steps away as it lands", []string{"0.......4", ".........", "........5"}, "launch 17 12 17 8; idle; idle; idle", "move 19 12; idle; idle; idle", nil, true, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := sketch(t, 10, 10, c.rows...)
			if c.rapid {
				s.Kids[0].Launcher = pb.Rapid
			}
			for _, i := range c.defend {
				s.Kids[i].Shield, s.Kids[i].Defending = true, true
			}
			var acts [2]pb.Action
			for p, text := range []string{c.red, c.blue} {
				a, err := pb.ParseAction(text)
				if err != nil {
					t.Fatal(err)
				}
				acts[p] = a
			}
			prev := s.Clone().(*pb.State)
			evs := s.Apply(acts)
			if len(s.Flights) == 0 {
				t.Fatalf("no flights; events %+v", evs)
			}
			l := newLook(render.View{Prev: prev, Cur: s, Alpha: 1}, s)
			total := 0
			for j := range s.Flights {
				total += len(l.painted(j))
			}
			if total != c.painted {
				t.Errorf("%d children painted, want %d", total, c.painted)
			}
			checked := 0
			for _, e := range evs {
				var child, pts, team int
				var want []int
				switch d := e.Detail.(type) {
				case pb.SplatDetail:
					child, pts, team, want = d.Child, d.Points, int(e.Player), d.Splattered
				case pb.HitDetail:
					child, pts, team = d.Child, d.Points, int(e.Player)
					if !d.Blocked {
						want = []int{d.Target}
					}
				default:
					continue
				}
				at := pb.Point{X: int(e.X), Y: int(e.Y)}
				j := -1
				for k, f := range s.Flights {
					if f.Child == child && l.flightStop(k) == at && j < 0 {
						j = k
					}
				}
				if j < 0 {
					t.Fatalf("no flight for %+v", e)
				}
				if got := l.painted(j); !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
					t.Errorf("%s: painted %v, engine %v", e.Kind, got, want)
				}
				gp, gt, ok := l.points(j)
				if pts != 0 && (!ok || gp != pts || gt != team) {
					t.Errorf("%s: points %d to %d (%v), engine %d to %d", e.Kind, gp, gt, ok, pts, team)
				}
				checked++
			}
			if checked == 0 {
				t.Errorf("no splat or hit events: %+v", evs)
			}
		})
	}
}
