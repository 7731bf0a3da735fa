package madmax

import (
	"arena/ai"
	"arena/sim"
	"arena/sim/madmax"
)

// ID is the game's registry id.
const ID = "madmax"

// Register adds the Madmax built-ins to the ai registry. cmd/* call it once.
func Register() {
	ai.Register(ID, "demo", "the original Demo player: takes an adjacent bonus, shoots an enemy right ahead, else a random direction (original generator)", func(seed uint64) ai.Bot { return &Demo{} })
	ai.Register(ID, "raider", "plans bonus routes over a short horizon, dodges tyres, cars and missiles, watches its gas, shoots lined-up enemies", func(seed uint64) ai.Bot { return NewRaider() })
	ai.Register(ID, "collector", "sparring: each car takes the move sweeping the most valuable bonuses, never a deadly one", func(seed uint64) ai.Bot { return Collector{} })
	ai.Register(ID, "shooter", "sparring: fires at any enemy car ahead in its row, else collects bonuses drifting toward enemy rows", func(seed uint64) ai.Bot { return Shooter{} })
}

// Demo adapts madmax.Demo to ai.Bot. It seeds its stream from the state
// (game seed plus player index), so the factory's seed is not used.
type Demo struct{ d madmax.Demo }

// Act plays one round.
func (b *Demo) Act(st sim.State, p sim.PlayerID) sim.Action {
	s, ok := st.(*madmax.State)
	if !ok {
		return &madmax.Orders{}
	}
	return b.d.Play(s, int(p))
}

// ReadsOnly marks Demo as an ai.ReadOnly bot: it draws from its own
// generator and only reads the state (TestDemoReadOnly checks it), so the
// runner asks it on the live state instead of a copy of the universe.
func (*Demo) ReadsOnly() {}

// ReadsOnly marks Raider as an ai.ReadOnly bot: it only reads the state,
// into its own tables, and drops its reference when Act returns
// (TestRaiderReadOnly checks the reading), so the runner spares it a copy
// of the universe per round.
func (*Raider) ReadsOnly() {}
