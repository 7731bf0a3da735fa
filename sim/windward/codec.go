package windward

import "arena/sim"

// Codec is the original TCP/XML protocol (reference §3).
type Codec struct{}

func (Codec) Hello(s sim.State, p sim.PlayerID) []byte                { return nil }
func (Codec) Observe(s sim.State, p sim.PlayerID, evs []sim.Event) []byte { return nil }
func (Codec) Framing() sim.Framing                                      { return sim.Framing{XML: true} }
func (Codec) Decode(p sim.PlayerID, reply []byte) (sim.Action, error)  { return &Orders{}, nil }
