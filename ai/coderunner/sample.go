package coderunner

import (
	"arena/sim"
	cr "arena/sim/coderunner"
)

// Sample walks to the nearest gold, like the official sample player.
type Sample struct {
	g  graph
	sr search
}

// NewSample returns a sample bot.
func NewSample() *Sample { return &Sample{} }

// Act returns the first move of a shortest route to the nearest gold, or
// NONE when no gold is reachable or the runner is dead.
func (b *Sample) Act(st sim.State, p sim.PlayerID) sim.Action {
	s := state(st)
	if s == nil || !s.Runners[p].Alive {
		return cr.None
	}
	b.g.update(s)
	me := &s.Runners[p]
	// Breadth-first order reaches the nearest gold first.
	best := b.sr.run(&b.g, me.Row*cols+me.Col, nil, func(n int) bool { return s.Cells[n] == cr.Gold })
	if best < 0 {
		return cr.None
	}
	return b.sr.first[best]
}
