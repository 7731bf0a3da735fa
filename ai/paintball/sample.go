package paintball

import (
	"math/rand/v2"

	"arena/sim"
	pb "arena/sim/paintball"
)

// Sample picks a random legal command for each child, as the original
// sample players did: move somewhere within reach, launch at a random
// space in range (at a visible enemy half the time), pick up a neighbouring
// item, crouch or stand.
type Sample struct {
	rng  rand.PCG
	opts []pb.Command // reused between children
}

// NewSample returns a sample bot seeded with seed.
func NewSample(seed uint64) *Sample { return &Sample{rng: sim.NewPCG(seed, 0x73616d70)} }

// Act implements ai.Bot.
func (b *Sample) Act(st sim.State, p sim.PlayerID) sim.Action {
	s := state(st)
	if s == nil {
		return idle
	}
	r := rand.New(&b.rng)
	team := int(p)
	// Rules §5.5.1: an enemy is seen within 8 of one of our children or in
	// our field domain.
	dom := s.DomainMask()
	var enemies []pb.Point
	for _, k := range s.Kids[(1-team)*pb.PerTeam : (2-team)*pb.PerTeam] {
		seen := int(dom[pb.Index(k.X, k.Y)]) == team
		for _, o := range s.Kids[team*pb.PerTeam : (team+1)*pb.PerTeam] {
			seen = seen || pb.Dist2(o.Pos(), k.Pos()) < pb.VisionRange*pb.VisionRange
		}
		if seen {
			enemies = append(enemies, k.Pos())
		}
	}
	var a pb.Action
	for i := range a {
		k := s.Kids[team*pb.PerTeam+i]
		me := k.Pos()
		opts := b.opts[:0]
		for _, d := range moveOffsets[pb.MoveLimit(k)] {
			to := pb.Point{X: me.X + d.X, Y: me.Y + d.Y}
			if to.OnField() && !s.At(to.X, to.Y).Kind.Obstacle() {
				opts = append(opts, pb.Command{Op: pb.OpMove, X: to.X, Y: to.Y})
			}
		}
		for _, d := range moveOffsets[0] {
			to := pb.Point{X: me.X + d.X, Y: me.Y + d.Y}
			if to.OnField() && s.At(to.X, to.Y).Kind.Item() {
				opts = append(opts, pb.Command{Op: pb.OpPickup, X: to.X, Y: to.Y})
			}
		}
		if !k.Crouched && !k.Defending && k.Launcher != pb.NoLauncher && k.Balls > 0 {
			for n := 0; n < 8; n++ {
				to := pb.Point{X: r.IntN(pb.Size), Y: r.IntN(pb.Size)}
				if len(enemies) > 0 && r.IntN(2) == 0 {
					to = enemies[r.IntN(len(enemies))]
				}
				if pb.InLaunchRange(me, to) {
					opts = append(opts, pb.Command{Op: pb.OpLaunch, X: to.X, Y: to.Y})
				}
			}
		}
		if k.Crouched {
			opts = append(opts, pb.Command{Op: pb.OpStand})
		} else {
			opts = append(opts, pb.Command{Op: pb.OpCrouch})
		}
		if k.Shield && !k.Defending {
			opts = append(opts, pb.Command{Op: pb.OpDefend})
		}
		opts = append(opts, pb.Command{Op: pb.OpIdle})
		a[i] = opts[r.IntN(len(opts))]
		b.opts = opts
	}
	return a
}

// moveOffsets[r] lists the offsets within Euclidean distance r (Table 4),
// r = 1, 2, 3; moveOffsets[0] lists the eight neighbours.
var moveOffsets = func() (o [4][]pb.Point) {
	for dy := -3; dy <= 3; dy++ {
		for dx := -3; dx <= 3; dx++ {
			d := dx*dx + dy*dy
			if d == 0 {
				continue
			}
			for r := 1; r <= 3; r++ {
				if d <= r*r {
					o[r] = append(o[r], pb.Point{X: dx, Y: dy})
				}
			}
			if max(dx, -dx, dy, -dy) == 1 {
				o[0] = append(o[0], pb.Point{X: dx, Y: dy})
			}
		}
	}
	return o
}()
