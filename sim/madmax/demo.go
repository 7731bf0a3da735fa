package madmax

// Demo is the original framework's Demo player (reference §1.5), kept in
// the engine package because reproducing the original's recorded games
// needs it draw for draw. It keeps its own Park–Miller stream, seeded with
// the game seed plus its player index as the original seeds each player;
// the original draws one number from that stream before every round and
// re-seeds the player with it, which leaves the stream where it was, so a
// single continuous stream with one discarded draw per round is the same.
type Demo struct {
	RNG    RNG
	Seeded bool
}

// Play returns the Demo's instructions for player me in state s. Call it
// exactly once per round, in round order.
func (d *Demo) Play(s *State, me int) *Orders {
	if !d.Seeded {
		d.RNG.Seed(s.Seed + int32(me)) // C int addition: wraps like int32
		d.Seeded = true
	}
	d.RNG.Next()
	o := &Orders{}
	n := s.Params.CarsPerPlayer
	for cid := me * n; cid < (me+1)*n; cid++ {
		c := s.Cars[cid]
		if !c.Alive {
			continue
		}
		// An enemy straight ahead and missiles left: shoot; a teammate
		// ahead: do nothing with this car.
		if ahead := s.At(c.Row, c.Col+1); c.Missiles > 0 && ahead.Kind == CarCell {
			if s.PlayerOf(int(ahead.ID)) != me {
				o.Add(Shoot(cid))
			}
			continue
		}
		// The first direction whose destination holds a bonus and is in
		// the next round's window; the path is not looked at.
		moved := false
		for _, dir := range AllDirs {
			r, col := c.Row+dir.DR, c.Col+dir.DC
			if s.InWindow(r, col, s.Round+1) && s.At(r, col).Kind.IsBonus() {
				o.Add(Move(cid, dir))
				moved = true
				break
			}
		}
		// Otherwise a random direction, except on the first and last rows,
		// where nothing is drawn.
		if !moved && c.Row != 0 && c.Row != s.Params.Rows-1 {
			dir := AllDirs[d.RNG.Uniform(0, len(AllDirs)-1)]
			if s.InWindow(c.Row+dir.DR, c.Col+dir.DC, s.Round+1) {
				o.Add(Move(cid, dir))
			}
		}
	}
	return o
}
