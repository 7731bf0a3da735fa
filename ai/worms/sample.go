package worms

import (
	"math/rand/v2"

	"arena/sim"
	"arena/sim/worms"
)

// Sample plays a uniformly random valid command for its active worm: a move
// to a free adjacent air cell, a dig of an adjacent dirt cell, or a shot in
// any of the eight directions.
type Sample struct {
	rng  rand.PCG
	opts []worms.Command
}

// NewSample returns a Sample bot seeded with seed.
func NewSample(seed uint64) *Sample { return &Sample{rng: sim.NewPCG(seed, 0x73616d706c65)} }

// Act picks the command.
func (b *Sample) Act(st sim.State, p sim.PlayerID) sim.Action {
	s := state(st)
	if s == nil {
		return worms.DoNothing()
	}
	wi := s.ActiveWorm(int(p))
	if wi < 0 {
		return worms.DoNothing()
	}
	w := s.Worms[wi]
	b.opts = b.opts[:0]
	for d := worms.N; d <= worms.NW; d++ {
		dx, dy := d.Delta()
		x, y := w.X+dx, w.Y+dy
		switch s.At(x, y) {
		case worms.Air:
			if s.WormAt(x, y) < 0 {
				b.opts = append(b.opts, worms.MoveTo(x, y))
			}
		case worms.Dirt:
			b.opts = append(b.opts, worms.DigAt(x, y))
		}
		b.opts = append(b.opts, worms.ShootAt(d))
	}
	return b.opts[rand.New(&b.rng).IntN(len(b.opts))]
}
