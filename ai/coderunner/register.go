package coderunner

import (
	"arena/ai"
	"arena/sim"
	"arena/sim/coderunner"
)

// Register adds the CodeRunner built-ins to the ai registry. cmd/* call it
// once.
func Register() {
	ai.Register(coderunner.ID, "sample", "walks to the nearest gold (the official 2013 sample player)", func(seed uint64) ai.Bot { return NewSample() })
	ai.Register(coderunner.ID, "digger", "plans safe gold routes, traps enemies and the opponent in holes, explores", func(seed uint64) ai.Bot { return NewDigger() })
}

// state extracts the CodeRunner state, or nil for anything else.
func state(s sim.State) *coderunner.State {
	cs, _ := s.(*coderunner.State)
	return cs
}

// ReadsOnly marks Digger as an ai.ReadOnly bot: what it remembers between
// turns are copies (arrays), and it only reads the state (TestReadOnly
// checks it), so the runner asks it on the live state instead of a copy.
func (*Digger) ReadsOnly() {}

// ReadsOnly marks Sample as an ai.ReadOnly bot (TestReadOnly checks it).
func (*Sample) ReadsOnly() {}
