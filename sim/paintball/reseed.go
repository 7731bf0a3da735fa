package paintball

import "arena/sim"

// Reseed reseeds the play RNG (scenario.Reseeder): where a hit child's
// paintballs land (Rules §5.4) differs between matches played on from one
// scenario. The recorded match seed stays the one the field came from.
func (s *State) Reseed(seed uint64) { s.rng = sim.NewPCG(seed, sim.StreamPlay) }
