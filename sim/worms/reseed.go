package worms

// Reseed reseeds the play RNG (scenario.Reseeder), so matches played on
// from one scenario differ in their coin flips (rules "Move": which worm
// of a collision is pushed back) and nothing else.
func (s *State) Reseed(seed uint64) { s.Seed(seed) }
