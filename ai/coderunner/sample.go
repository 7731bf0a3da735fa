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
	b.sr.run(&b.g, me.Row*cols+me.Col, nil)
	best := -1
	for i, c := range s.Cells {
		if c == cr.Gold && b.sr.dist[i] > 0 && (best < 0 || b.sr.dist[i] < b.sr.dist[best]) {
			best = i
		}
	}
	if best < 0 {
		return cr.None
	}
	return b.sr.first[best]
}
