package paintball

import (
	"arena/ai"
	"arena/sim"
	pb "arena/sim/paintball"
)

// Register adds the Paintball Panic built-ins to the ai registry.
func Register() {
	ai.Register(pb.ID, "sample", "random legal commands each round, like the original sample players (seeded)",
		func(seed uint64) ai.Bot { return NewSample(seed) })
	ai.Register(pb.ID, "captain", "collects paintballs, shields and adapters, shoots clear lines past standing targets, defends, plants flags",
		func(seed uint64) ai.Bot { return NewCaptain(seed) })
	ai.Register(pb.ID, "greedy", "sparring: launches at visible enemies the ball meets first (twice their distance), picks up items, walks at the nearest enemy",
		func(seed uint64) ai.Bot { return Greedy{} })
}

// state extracts the Paintball state, or nil for anything else.
func state(s sim.State) *pb.State {
	ps, _ := s.(*pb.State)
	return ps
}

// idle is the action of a bot that cannot read its state.
var idle pb.Action

// ReadsOnly marks Captain as an ai.ReadOnly bot: it keeps its own memory
// of the field (copies) and only reads the state (TestReadOnly checks it),
// so the runner asks it on the live state instead of a copy.
func (*Captain) ReadsOnly() {}

// ReadsOnly marks Sample as an ai.ReadOnly bot (TestReadOnly checks it).
func (*Sample) ReadsOnly() {}
