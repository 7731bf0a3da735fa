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
	m := s.DomainMask()
	out := make([][]int, Size)
	for x := range out {
		out[x] = make([]int, Size)
		for y := range out[x] {
			out[x][y] = int(m[Index(x, y)])
		}
	}
	return out
}

// DomainMask is Domain as a flat array indexed by Index(x, y).
func (s *State) DomainMask() [Size * Size]int8 {
	var flags [2][]Point
	key := uint64(14695981039346656037)
	for i := range s.Cells {
		switch s.Cells[i].Kind {
		case RedFlag:
			flags[0] = append(flags[0], Point{i % Size, i / Size})
			key = (key ^ uint64(2*i)) * 1099511628211
		case BlueFlag:
			flags[1] = append(flags[1], Point{i % Size, i / Size})
			key = (key ^ uint64(2*i+1)) * 1099511628211
		}
	}
	// The domain only changes with the flags, so it is kept beside the
	// state; a cached mask is never written again, so clones may share it.
	if c := s.domain; c != nil && c.key == key {
		return c.mask
	}
	c := &domainCache{key: key, mask: domainMask(flags)}
	s.domain = c
	return c.mask
}

// domainCache is a computed domain and the key of the flags it came from.
type domainCache struct {
	key  uint64
	mask [Size * Size]int8
}

func domainMask(flags [2][]Point) (m [Size * Size]int8) {
	for i := range m {
		m[i] = -1
	}
	if len(flags[0])+len(flags[1]) == 0 {
		return m
	}
	// near[t][i] is the squared distance from space i to team t's nearest
	// flag when that is less than 8, else 64. A space can only be in a
	// domain within 7 of a flag in x and y, so the boxes cover them all.
	const r, far = VisionRange - 1, VisionRange * VisionRange
	var near [2][Size * Size]int8
	for t := range near {
		for i := range near[t] {
			near[t][i] = far
		}
	}
	for t, fs := range flags {
		for _, f := range fs {
			for y := max(0, f.Y-r); y <= min(Size-1, f.Y+r); y++ {
				for x := max(0, f.X-r); x <= min(Size-1, f.X+r); x++ {
					dx, dy := x-f.X, y-f.Y
					if d := dx*dx + dy*dy; d < int(near[t][Index(x, y)]) {
						near[t][Index(x, y)] = int8(d)
					}
				}
			}
		}
	}
	for i := range m {
		switch {
		case near[0][i] < near[1][i]:
			m[i] = 0
		case near[1][i] < near[0][i]:
			m[i] = 1
		}
	}
	return m
}

// DomainSizes counts each team's field domain spaces, the tie-break of
// Rules §5.1.
func (s *State) DomainSizes() [2]int {
	var n [2]int
	m := s.DomainMask()
	for _, o := range m {
		if o >= 0 {
			n[o]++
		}
	}
	return n
}

// Visible returns what team sees, indexed [x][y] (Rules §5.5.1): its field
// domain plus every space less than 8 Euclidean spaces from one of its
// children, on the state after the turn.
func (s *State) Visible(team int) [][]bool {
	m := s.VisibleMask(team)
	out := make([][]bool, Size)
	for x := range out {
		out[x] = make([]bool, Size)
		for y := range out[x] {
			out[x][y] = m[Index(x, y)]
		}
	}
	return out
}

// VisibleMask is Visible as a flat array indexed by Index(x, y).
func (s *State) VisibleMask(team int) (m [Size * Size]bool) {
	dom := s.DomainMask()
	for i, o := range dom {
		m[i] = int(o) == team
	}
	const r = VisionRange - 1
	for _, k := range s.Kids[team*PerTeam : (team+1)*PerTeam] {
		for y := max(0, k.Y-r); y <= min(Size-1, k.Y+r); y++ {
			// The spaces of this row with Dist2 < VisionRange² form one run.
			h := visionHalf[y-k.Y+r]
			row := m[Index(0, y):Index(0, y+1)]
			for x := max(0, k.X-h); x <= min(Size-1, k.X+h); x++ {
				row[x] = true
			}
		}
	}
	return m
}

// visionHalf[dy+VisionRange-1] is the largest dx with dx² + dy² below
// VisionRange² (Rules §5.5.1): a child sees the run of spaces within dx of
// its column on the row dy away.
var visionHalf = func() (h [2*VisionRange - 1]int) {
	for dy := -(VisionRange - 1); dy <= VisionRange-1; dy++ {
		for dx := 0; dx*dx+dy*dy < VisionRange*VisionRange; dx++ {
			h[dy+VisionRange-1] = dx
		}
	}
	return h
}()

// Sees reports whether team sees space p (Rules §5.5.1), like
// VisibleMask(team) but for one space.
func (s *State) Sees(team int, p Point) bool {
	for _, k := range s.Kids[team*PerTeam : (team+1)*PerTeam] {
		if Dist2(k.Pos(), p) < VisionRange*VisionRange {
			return true
		}
	}
	if !p.OnField() {
		return false
	}
	dom := s.DomainMask()
	return int(dom[Index(p.X, p.Y)]) == team
}
