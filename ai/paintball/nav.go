package paintball

import (
	pb "arena/sim/paintball"
)

const far = 1 << 20

// distMap holds, for every space of the padded field, the number of king
// steps to the nearest source around obstacles (far where unreachable).
type distMap [padded * padded]int32

// padded is the side of the field with a border of walls, so the search
// needs no bounds checks.
const padded = pb.Size + 2

// open is the obstacle-free mask of the padded field.
type open [padded * padded]bool

func openMask(s *pb.State, o *open) {
	for i, c := range s.Cells[:] {
		x, y := i%pb.Size, i/pb.Size
		o[(y+1)*padded+x+1] = !c.Kind.Obstacle()
	}
}

var kingSteps = [8]int{-padded - 1, -padded, -padded + 1, -1, 1, padded - 1, padded, padded + 1}

// bfs fills d with the distance of every space from the sources, moving in
// eight directions over the open spaces. q is its queue, passed in so it
// is not cleared for every search (every slot is written before it is
// read).
func bfs(o *open, d *distMap, sources []pb.Point, q *[padded * padded]int32) {
	for i := range d {
		d[i] = far
	}
	head, tail := 0, 0
	for _, p := range sources {
		i := (p.Y+1)*padded + p.X + 1
		if d[i] != 0 {
			d[i] = 0
			q[tail] = int32(i)
			tail++
		}
	}
	for head < tail {
		i := int(q[head])
		head++
		next := d[i] + 1
		for _, st := range kingSteps {
			j := i + st
			if d[j] != far || !o[j] {
				continue
			}
			d[j] = next
			q[tail] = int32(j)
			tail++
		}
	}
}

// at is d's value at p (far off the field).
func (d *distMap) at(p pb.Point) int32 {
	if !p.OnField() {
		return far
	}
	return d[(p.Y+1)*padded+p.X+1]
}

// pathClear reports whether child k can walk the linear path to `to` with
// nothing in the way: obstacles, other children, or spaces in blocked.
func pathClear(s *pb.State, k pb.Child, to pb.Point, blocked *[pb.Size * pb.Size]bool) bool {
	for _, p := range pb.Path(k.Pos(), to) {
		if !p.OnField() || s.At(p.X, p.Y).Kind.Obstacle() || blocked[pb.Index(p.X, p.Y)] {
			return false
		}
		if c := s.ChildAt(p); c >= 0 {
			return false
		}
	}
	return true
}
