package windward

import (
	"arena/ai"
	"arena/sim"
	"arena/sim/windward"
)

// ID is the game ID the bots register under.
const ID = "windward"

// Register adds the Windwardopolis built-ins to the ai registry. cmd/* call it once.
func Register() {
	ai.Register(ID, "sample", "nearest waiting passenger, shortest path, coffee when empty", func(seed uint64) ai.Bot { return NewSample(seed) })
	ai.Register(ID, "tycoon", "trips by points per tick, coffee on the way, enemy-aware, plays cards", func(seed uint64) ai.Bot { return NewTycoon(seed) })
}

// state extracts the Windwardopolis state, or nil for anything else.
func state(s sim.State) *windward.State {
	ws, _ := s.(*windward.State)
	return ws
}

// ReadsOnly marks Sample as an ai.ReadOnly bot: it only reads the state
// (TestReadOnly checks it), so the runner asks it on the live state
// instead of cloning the whole city for every turn.
func (*Sample) ReadsOnly() {}

// ReadsOnly marks Tycoon as an ai.ReadOnly bot, like Sample.
func (*Tycoon) ReadsOnly() {}
