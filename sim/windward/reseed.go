package windward

import "arena/sim"

// Reseed reseeds the play RNG (scenario.Reseeder): the passengers'
// generation and the other draws of the rules differ between matches
// played on from one scenario, seeded as setup seeds it.
func (s *State) Reseed(seed uint64) { s.RNG = sim.NewPCG(seed, sim.StreamPlay) }
