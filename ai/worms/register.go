package worms

import (
	"arena/ai"
	"arena/sim"
	"arena/sim/worms"
)

// Register adds the Worms built-ins to the ai registry. cmd/* call it once.
func Register() {
	ai.Register(worms.ID, "sample", "random valid command each round (seeded)", func(seed uint64) ai.Bot { return NewSample(seed) })
	ai.Register(worms.ID, "hunter", "digs toward enemies, lines up shots, avoids friendly fire, takes health packs, dodges", func(seed uint64) ai.Bot { return NewHunter(seed) })
	ai.Register(worms.ID, "greedy", "sparring: shoots the weakest enemy in line, else digs toward the nearest enemy", func(seed uint64) ai.Bot { return NewGreedy(seed) })
	ai.Register(worms.ID, "focus", "sparring: every worm fires at and walks toward the weakest enemy", func(seed uint64) ai.Bot { return NewFocus(seed) })
	ai.Register(worms.ID, "kiter", "sparring: shoots in line, backs off from close enemies, else seeks a firing cell", func(seed uint64) ai.Bot { return NewKiter(seed) })
}

// state extracts the Worms state, or nil for anything else.
func state(s sim.State) *worms.State {
	ws, _ := s.(*worms.State)
	return ws
}

// ReadsOnly marks Hunter as an ai.ReadOnly bot: it plans on the state and
// plays its look-ahead on its own copy (sandbox), keeping no reference to
// the state it is asked on (TestReadOnly checks it), so the runner spares
// it a clone per turn.
func (*Hunter) ReadsOnly() {}

// ReadsOnly marks Sample as an ai.ReadOnly bot: it draws from its own
// generator and only reads the state (TestReadOnly checks it).
func (*Sample) ReadsOnly() {}
