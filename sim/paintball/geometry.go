package paintball

// RoundAwayFromZero rounds num/den (den > 0) to the nearest integer, halves
// away from zero, exactly like the rule text's roundAwayFromZero over Java's
// Math.round (Rules §5.4.1), but in integers so no platform can differ.
func RoundAwayFromZero(num, den int) int {
	if num < 0 {
		return -((-2*num + den) / (2 * den))
	}
	return (2*num + den) / (2 * den)
}

// Steps is the number of steps of a linear path from a to b (Rules §5.4.1:
// n = max(|x2−x1|, |y2−y1|)).
func Steps(a, b Point) int { return max(abs(b.X-a.X), abs(b.Y-a.Y)) }

// PathPoint is where an entity moving from a to b in n steps is after step
// t (Rules §5.4.1: x1 + round(t(x2−x1)/n), y1 + round(t(y2−y1)/n)).
func PathPoint(a, b Point, t, n int) Point {
	return Point{a.X + RoundAwayFromZero(t*(b.X-a.X), n), a.Y + RoundAwayFromZero(t*(b.Y-a.Y), n)}
}

// Path lists the spaces of the linear path from a to b, step 1 to step n
// (a itself excluded).
func Path(a, b Point) []Point {
	n := Steps(a, b)
	out := make([]Point, n)
	for t := 1; t <= n; t++ {
		out[t-1] = PathPoint(a, b, t, n)
	}
	return out
}

// Dist2 is the squared Euclidean distance between a and b.
func Dist2(a, b Point) int {
	dx, dy := b.X-a.X, b.Y-a.Y
	return dx*dx + dy*dy
}

// InLaunchRange reports whether a ball launched at a may target b (Rules
// §5.3.4: at most 24 Euclidean spaces, and not the launcher's own space).
func InLaunchRange(a, b Point) bool {
	d := Dist2(a, b)
	return d > 0 && d <= MaxRange*MaxRange
}

// MoveLimit is a child's maximum move distance (Rules §5.3.2, Table 4):
// 3 standing, 2 standing and defending, 1 crouched.
func MoveLimit(c Child) int {
	switch {
	case c.Crouched:
		return 1
	case c.Defending:
		return 2
	}
	return 3
}

// CanMoveTo reports whether c may be ordered to b: a different space within
// its move limit in Euclidean distance (Rules §5.3.2). Off-field targets
// are allowed: the child stops at the edge.
func CanMoveTo(c Child, b Point) bool {
	d, r := Dist2(c.Pos(), b), MoveLimit(c)
	return d > 0 && d <= r*r
}

// BallHeight is a ball's height after step t of n (Rules §5.4.2, Figure 6):
// 9 for the first half of the flight, then a linear drop to 0 at the
// target. For drawing; rule decisions use ballReaches.
func BallHeight(t, n int) float64 {
	if 2*t <= n {
		return LaunchHeight
	}
	return float64(2*LaunchHeight*(n-t)) / float64(n)
}

// ballReaches reports whether a ball at step t of n is at or below height h,
// in exact integers: a ball hits anything at least as tall as it is.
func ballReaches(t, n, h int) bool {
	if 2*t <= n {
		return LaunchHeight <= h
	}
	return 2*LaunchHeight*(n-t) <= h*n
}

// Bursts reports whether a ball bursts when it hits a child directly at step
// t of n: only while it is still in the first half of its flight (see the
// package documentation).
func Bursts(t, n int) bool { return 2*t <= n }

// RapidTargets returns the three targets of a rapid-fire spread at a and b,
// in launch order: a, b and the point bisecting them, rounded away from zero
// (Rules §5.3.4).
func RapidTargets(a, b Point) [3]Point {
	return [3]Point{a, b, {RoundAwayFromZero(a.X+b.X, 2), RoundAwayFromZero(a.Y+b.Y, 2)}}
}

// Direction is the direction of travel from a to b rounded to one of eight
// (each component −1, 0 or 1): a travel within 22.5° of an axis counts as
// along that axis. It decides which side of an obstacle is safe from
// splatter.
func Direction(a, b Point) Point {
	dx, dy := b.X-a.X, b.Y-a.Y
	ax, ay := abs(dx), abs(dy)
	sx, sy := sign(dx), sign(dy)
	// |dy| < tan(22.5°)|dx| ⇔ (|dx|+|dy|)² < 2dx², exactly in integers.
	if (ax+ay)*(ax+ay) < 2*ax*ax {
		sy = 0
	} else if (ax+ay)*(ax+ay) < 2*ay*ay {
		sx = 0
	}
	return Point{sx, sy}
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// SplatterZone returns the eight spaces around an obstacle at o hit by a
// ball travelling in direction dir (see Direction), split into the spaces
// splattered and the safe zone behind the obstacle (Rules §5.4.2, Figures 7
// and 8): the safe zone is the three neighbours on the far side from the
// launcher, those one step further along dir (a row of three for a ball from
// the north, south, east or west; a corner of three for a diagonal ball).
// Off-field spaces are included; callers skip them.
func SplatterZone(o, dir Point) (splat, safe []Point) {
	for dy := 1; dy >= -1; dy-- {
		for dx := -1; dx <= 1; dx++ {
			if dx == 0 && dy == 0 {
				continue
			}
			p := Point{o.X + dx, o.Y + dy}
			if dx*dir.X+dy*dir.Y > 0 {
				safe = append(safe, p)
			} else {
				splat = append(splat, p)
			}
		}
	}
	return splat, safe
}

// Adjacent reports whether b is one of the eight spaces around a.
func Adjacent(a, b Point) bool { return a != b && abs(a.X-b.X) <= 1 && abs(a.Y-b.Y) <= 1 }

// SafeFromSplatter reports whether a child c next to an obstacle of kind k
// hit by a ball travelling in direction dir escapes the splatter (Rules
// §5.4.2): a defending child always does; in the safe zone a crouched child
// does behind any obstacle and a standing one only behind a tree.
func SafeFromSplatter(c Child, o Point, k Kind, dir Point) bool {
	if c.Defending {
		return true
	}
	dx, dy := c.X-o.X, c.Y-o.Y
	if dx*dir.X+dy*dir.Y <= 0 {
		return false
	}
	return c.Crouched || k == Tree
}

// TraceBall follows a ball launched from a at b over the current state, as
// if nothing moved during the turn, without changing anything: the flight a
// launch would have (overlays draw it; bots check their line of fire).
// Victim is whoever the ball meets; a defending child of the other team
// than the launcher's (if a child stands at a) ends it with EndShield.
func (s *State) TraceBall(a, b Point) Flight {
	f := Flight{From: a, To: b, Child: s.ChildAt(a)}
	if f.Child >= 0 {
		f.Team = s.Kids[f.Child].Team
	}
	var steps int
	f.End, f.Victim, steps = s.BallMeets(a, b)
	n := Steps(a, b)
	f.Steps = make([]BallStep, steps)
	for t := 1; t <= steps; t++ {
		p := PathPoint(a, b, t, n)
		f.Steps[t-1] = BallStep{X: p.X, Y: p.Y, Height: BallHeight(t, n), T: float64(t) / float64(n)}
	}
	return f
}

// BallMeets is TraceBall without the steps, for bots that try many
// launches: how the flight ends, the child it meets (-1 if none) and the
// number of steps it takes.
func (s *State) BallMeets(a, b Point) (end EndKind, victim, steps int) {
	team := -1
	if c := s.ChildAt(a); c >= 0 {
		team = s.Kids[c].Team
	}
	n := Steps(a, b)
	for t := 1; t <= n; t++ {
		p := PathPoint(a, b, t, n)
		if !p.OnField() {
			return EndOut, -1, t
		}
		if v := s.ChildAt(p); v >= 0 && ballReaches(t, n, s.Kids[v].Height()) {
			if s.Kids[v].Defending && team >= 0 && s.Kids[v].Team != team {
				return EndShield, v, t
			}
			return EndChild, v, t
		}
		if k := s.At(p.X, p.Y).Kind; k.Obstacle() && ballReaches(t, n, k.Height()) {
			return EndObstacle, -1, t
		}
	}
	return EndGround, -1, n
}

// MoveTargets lists the on-field spaces child i may be ordered to this
// round (Rules §5.3.2, Table 4), for overlays: within its move limit, not
// its own space and free of obstacles. Children in the way are not
// considered; they stop the child on its path instead.
func (s *State) MoveTargets(i int) []Point {
	k := s.Kids[i]
	r := MoveLimit(k)
	var out []Point
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			p := Point{k.X + dx, k.Y + dy}
			if p.OnField() && CanMoveTo(k, p) && !s.At(p.X, p.Y).Kind.Obstacle() {
				out = append(out, p)
			}
		}
	}
	return out
}
