package madmax

// Reseed reseeds the game stream G (scenario.Reseeder; reference §1.4),
// which draws the player order, regeneration places and bonuses, the way
// New seeds it from the match seed (PMSeed).
func (s *State) Reseed(seed uint64) { s.RNG.Seed(PMSeed(seed)) }
