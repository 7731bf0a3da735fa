package paintball

import (
	"arena/sim"
	pb "arena/sim/paintball"
)

// Greedy is a sparring team of the kind a contestant writes in an evening
// (issue 18): each child launches at a visible enemy when the ball meets
// that enemy first (aiming at twice the enemy's distance when in range, so
// the ball passes it in the first half of its flight, Rules §5.3.4), picks
// up a neighbouring item it can use, and otherwise steps toward the nearest
// enemy, or toward the nearest launcher while it has none.
type Greedy struct{}

// Act implements ai.Bot.
func (Greedy) Act(st sim.State, p sim.PlayerID) sim.Action {
	s := state(st)
	if s == nil {
		return idle
	}
	team := int(p)
	var a pb.Action
	for i := range a {
		k := s.Kids[team*pb.PerTeam+i]
		a[i] = greedyChild(s, team, k)
	}
	return a
}

func greedyChild(s *pb.State, team int, k pb.Child) pb.Command {
	me := k.Pos()
	goal, goalD := pb.Point{X: -1}, 1<<30
	for e := (1 - team) * pb.PerTeam; e < (2-team)*pb.PerTeam; e++ {
		ek := s.Kids[e]
		d2 := pb.Dist2(me, ek.Pos())
		if d2 < goalD {
			goal, goalD = ek.Pos(), d2
		}
		// Rules §5.5.1: only enemies within vision are seen.
		if d2 >= pb.VisionRange*pb.VisionRange || k.Crouched || k.Defending || k.Launcher == pb.NoLauncher || k.Balls == 0 {
			continue
		}
		for _, m := range []int{2, 1} {
			to := pb.Point{X: me.X + m*(ek.X-me.X), Y: me.Y + m*(ek.Y-me.Y)}
			if !pb.InLaunchRange(me, to) {
				continue
			}
			if end, victim, _ := s.BallMeets(me, to); end == pb.EndChild && victim == e {
				return pb.Command{Op: pb.OpLaunch, X: to.X, Y: to.Y}
			}
		}
	}
	for _, d := range moveOffsets[0] {
		q := pb.Point{X: me.X + d.X, Y: me.Y + d.Y}
		if q.OnField() && useful(k, s.At(q.X, q.Y)) {
			return pb.Command{Op: pb.OpPickup, X: q.X, Y: q.Y}
		}
	}
	if k.Launcher == pb.NoLauncher {
		goalD = 1 << 30
		for y := 0; y < pb.Size; y++ {
			for x := 0; x < pb.Size; x++ {
				c := s.At(x, y).Kind
				if d2 := pb.Dist2(me, pb.Point{X: x, Y: y}); (c == pb.BasicLauncher || c == pb.RapidLauncher) && d2 < goalD {
					goal, goalD = pb.Point{X: x, Y: y}, d2
				}
			}
		}
	}
	if goal.X < 0 {
		return pb.Command{}
	}
	best, bestD := me, pb.Dist2(me, goal)
	for _, d := range moveOffsets[pb.MoveLimit(k)] {
		q := pb.Point{X: me.X + d.X, Y: me.Y + d.Y}
		if q.OnField() && !s.At(q.X, q.Y).Kind.Obstacle() && s.ChildAt(q) < 0 && pb.Dist2(q, goal) < bestD {
			best, bestD = q, pb.Dist2(q, goal)
		}
	}
	if best == me {
		return pb.Command{}
	}
	return pb.Command{Op: pb.OpMove, X: best.X, Y: best.Y}
}
