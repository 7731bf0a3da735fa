package match

import (
	"arena/ai"
	"arena/sim"
	"arena/sim/replay"
)

// Resume prepares a match that continues a recorded timeline, for playing
// on from a fork (ai/session): the runner starts from start, the state at
// tl's last position with the ops recorded there applied, and records its
// ticks, faults and edits into tl rather than into a timeline of its own, so
// that one timeline holds the match before and after the fork. It asks its
// agents, built-ins included, exactly as a match from New does: the same
// deadlines, faults and penalties. opt.Start and opt.Timeline are set by
// Resume; on error the caller still owns the agents.
func Resume(g sim.Game, cfg sim.Config, agents []ai.Agent, opt Options, tl *replay.Timeline, start sim.State) (*Runner, error) {
	opt.Start, opt.Timeline = start, false
	r, err := New(g, cfg, agents, opt)
	if err != nil {
		return nil, err
	}
	r.tl = tl
	return r, nil
}
