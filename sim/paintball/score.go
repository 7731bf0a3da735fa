package paintball

import (
	"fmt"

	"arena/sim"
)

// finish adds the end-of-game bonuses of Table 3 (Rules §5.2) and ends the
// game: 1 point per 2 paintballs a child holds (rounded down per child), 6
// per shield and 10 per rapid-fire launcher. Flags earn nothing more at
// the end (package documentation).
func (s *State) finish(tc *turnCtx, reason string) {
	for t := 0; t < 2; t++ {
		pts := 0
		for _, k := range s.Kids[t*PerTeam : (t+1)*PerTeam] {
			pts += k.Balls / BallsPerPointEnd
			if k.Shield {
				pts += PointsShieldEnd
			}
			if k.Launcher == Rapid {
				pts += PointsRapidEnd
			}
		}
		s.Score[t] += int64(pts)
		s.emit(tc, KindBonus, t, Starts[t*PerTeam], BonusDetail{Team: t, Points: pts, Reason: "end-of-game possessions"})
	}
	s.Over, s.Reason = true, reason
	d := s.DomainSizes()
	if s.Score[0] == s.Score[1] {
		s.Reason += fmt.Sprintf("; tied %d:%d, field domain %d:%d", s.Score[0], s.Score[1], d[0], d[1])
	}
	s.emit(tc, KindEnd, -1, Point{Size / 2, Size / 2}, BonusDetail{Team: -1, Reason: s.Reason})
}

// Outcome is available once the game is over: the scores, ranked by score
// and a tie by the larger field domain (Rules §5.1); equal domains share
// the rank.
func (s *State) Outcome() (sim.Outcome, bool) {
	if !s.Over {
		return sim.Outcome{}, false
	}
	o := sim.Outcome{Scores: []int64{s.Score[0], s.Score[1]}, Reason: s.Reason}
	o.Ranks = sim.RanksFromScores(o.Scores)
	if s.Score[0] == s.Score[1] {
		d := s.DomainSizes()
		switch {
		case d[0] > d[1]:
			o.Ranks = []int{1, 2}
		case d[1] > d[0]:
			o.Ranks = []int{2, 1}
		}
	}
	return o, true
}

// Domain returns each space's owner by field domain, indexed [x][y]: 0 red,
// 1 blue, -1 nobody. Rules §5.5.1: a space belongs to a team when it is less
// than 8 Euclidean spaces from one of the team's planted flags and strictly
// closer to its nearest own flag than to any enemy flag (a space equally
// near both belongs to nobody).
func (s *State) Domain() [][]int {
	var flags [2][]Point
	for i, c := range s.Cells {
		switch c.Kind {
		case RedFlag:
			flags[0] = append(flags[0], Point{i % Size, i / Size})
		case BlueFlag:
			flags[1] = append(flags[1], Point{i % Size, i / Size})
		}
	}
	out := make([][]int, Size)
	for x := range out {
		out[x] = make([]int, Size)
		for y := range out[x] {
			out[x][y] = -1
			p := Point{x, y}
			var near [2]int
			for t := 0; t < 2; t++ {
				near[t] = 1 << 30
				for _, f := range flags[t] {
					near[t] = min(near[t], Dist2(p, f))
				}
			}
			for t := 0; t < 2; t++ {
				if near[t] < VisionRange*VisionRange && near[t] < near[1-t] {
					out[x][y] = t
				}
			}
		}
	}
	return out
}

// DomainSizes counts each team's field domain spaces, the tie-break of
// Rules §5.1.
func (s *State) DomainSizes() [2]int {
	var n [2]int
	for _, col := range s.Domain() {
		for _, o := range col {
			if o >= 0 {
				n[o]++
			}
		}
	}
	return n
}

// Visible returns what team sees, indexed [x][y] (Rules §5.5.1): its field
// domain plus every space less than 8 Euclidean spaces from one of its
// children, on the state after the turn.
func (s *State) Visible(team int) [][]bool {
	dom := s.Domain()
	out := make([][]bool, Size)
	for x := range out {
		out[x] = make([]bool, Size)
		for y := range out[x] {
			if dom[x][y] == team {
				out[x][y] = true
				continue
			}
			for _, k := range s.Kids[team*PerTeam : (team+1)*PerTeam] {
				if Dist2(k.Pos(), Point{x, y}) < VisionRange*VisionRange {
					out[x][y] = true
					break
				}
			}
		}
	}
	return out
}
