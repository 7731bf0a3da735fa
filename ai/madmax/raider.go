package madmax

import (
	"arena/sim"
	"arena/sim/madmax"
)

// Planning constants. The horizon is in rounds; death costs about what a
// car collects in the 30 rounds it then waits (Rules §1.4,
// number_rounds_to_regenerate).
const (
	horizon = 8
	death   = 300
	gamma   = 0.95
)

// Raider plans each car's next move by a backward search over the next
// rounds in window coordinates (Rules §1.1: a destination must lie in the
// next round's window, so a car's place is its row and its column within
// the window). Moves score the bonuses on every cell they sweep (Rules
// §1.2) and die on tyres, on missiles' predicted paths and near enemy cars;
// the two cars of the team reserve their cells for each other.
type Raider struct {
	s          *madmax.State
	me         int
	n, m, w    int
	pre, mid   []float32 // per step t and cell: penalty for sitting there when missiles fly / passing there when cars move
	val        []float32 // per cell: what a bonus there is worth to the car being planned
	prefix     []float32 // per row: prefix sums of val over 2m columns, for the terminal estimate
	v          []float32 // value table, (horizon+1) × n × w
	ahead      []float32 // per row and column of the terminal estimate: the bonuses' sum over the next eight columns
	loc        []float32 // per step, row and window column −0…w+1: what passing the cell is worth, ≤ −death if lethal
	sit        []float32 // per step, row and window column: penalty for standing there as missiles fly
	swept      [9][]int  // per direction of madmax.AllDirs: the swept cells as offsets in loc's rows (width w+2)
	sweptW     int       // the window width swept was built for
	acts       int       // Act calls so far
	valKey     [2]int    // the Act call and value class (valueClass) that val and prefix hold
	rowCols    []int     // per row: how many prefix sums are computed for valKey, -1 for none
	firstQ     [9]float32
	firstValid [9]bool
	plan       raiderPlan // this round's routes, for Plan (plan.go)
}

// NewRaider returns a raider; it keeps only scratch buffers between rounds.
func NewRaider() *Raider { return &Raider{} }

func (b *Raider) idx(r, c int) int { return r*b.m + b.s.Norm(c) }

// Act plans every live car of player p.
func (b *Raider) Act(st sim.State, p sim.PlayerID) sim.Action {
	s, ok := st.(*madmax.State)
	if !ok {
		return &madmax.Orders{}
	}
	b.setup(s, int(p))
	b.acts++
	defer func() { b.s = nil }() // keep nothing of the state (ai.ReadOnly)
	b.plan.reset()
	o := &madmax.Orders{}
	k := s.Params.CarsPerPlayer
	first := b.me * k
	for cid := first; cid < first+k; cid++ {
		car := s.Cars[cid]
		if !car.Alive {
			continue
		}
		// Teammates that have not moved yet still stand where they are.
		for o2 := cid + 1; o2 < first+k; o2++ {
			if t := s.Cars[o2]; t.Alive {
				b.mid[b.idx(t.Row, t.Col)] += death
			}
		}
		d, path := b.route(car)
		if b.shouldShoot(car) && b.firstValid[1] && b.firstQ[1] >= b.bestQ()-12 {
			o.Add(madmax.Shoot(cid))
			// The new missile flies two columns now and two a round after.
			b.addMissile(car.Row, car.Col, 0, death)
			path = []pos{{car.Row, car.Col + 1}}
		} else {
			o.Add(madmax.Move(cid, d))
		}
		for o2 := cid + 1; o2 < first+k; o2++ {
			if t := s.Cars[o2]; t.Alive {
				b.mid[b.idx(t.Row, t.Col)] -= death
			}
		}
		b.plan.add(cid, pos{car.Row, car.Col}, path)
		// Later teammates must not drive into this car's planned cells.
		for t, q := range path {
			b.mid[t*b.n*b.m+b.idx(q.r, q.c)] += death
		}
	}
	return o
}

type pos struct{ r, c int }

func (b *Raider) bestQ() float32 {
	best := float32(-1e9)
	for i, ok := range b.firstValid {
		if ok && b.firstQ[i] > best {
			best = b.firstQ[i]
		}
	}
	return best
}

// setup builds the danger layers shared by the team's cars.
func (b *Raider) setup(s *madmax.State, me int) {
	b.s, b.me = s, me
	b.n, b.m, b.w = s.Params.Rows, s.Params.Cols, s.Params.WinCols
	cells := b.n * b.m
	b.pre = resize(b.pre, horizon*cells)
	b.mid = resize(b.mid, horizon*cells)
	b.val = resize(b.val, cells)
	b.prefix = resize(b.prefix, b.n*(2*b.m+1))
	b.v = resize(b.v, (horizon+1)*b.n*b.w)
	b.loc = resize(b.loc, horizon*b.n*(b.w+2))
	b.sit = resize(b.sit, horizon*b.n*b.w)
	if b.sweptW != b.w || b.swept[0] == nil {
		b.sweptW = b.w
		for di, d := range madmax.AllDirs {
			b.swept[di] = b.swept[di][:0]
			for _, v := range madmax.Swept(d) {
				b.swept[di] = append(b.swept[di], v.DR*(b.w+2)+v.DC)
			}
		}
	}
	for _, ms := range s.Miss {
		b.addMissile(ms.Row, ms.Col, 0, death)
	}
	for _, e := range s.Cars {
		if !e.Alive || s.PlayerOf(e.ID) == me {
			continue
		}
		// Step 0: the enemy may stand still or sweep any cell of the 3×3
		// block ahead of it while we move.
		b.block(0, b.mid, e.Row-1, e.Row+1, e.Col, e.Col+2, death)
		// Step 1 and 2: where it may be, less and less likely.
		b.block(1, b.mid, e.Row-2, e.Row+2, e.Col+1, e.Col+4, 30)
		b.block(2, b.mid, e.Row-3, e.Row+3, e.Col+2, e.Col+6, 8)
		if e.Missiles > 0 {
			// A car right ahead of an enemy gets shot (the Demo does so).
			b.block(1, b.pre, e.Row-1, e.Row+1, e.Col+1, e.Col+3, 60)
			for _, c := range s.Cars {
				if c.Alive && s.PlayerOf(c.ID) == me && c.Row == e.Row && s.Norm(e.Col+1) == c.Col {
					b.addMissile(e.Row, e.Col, 0, death)
				}
			}
		}
	}
}

func resize(x []float32, n int) []float32 {
	if cap(x) < n {
		return make([]float32, n)
	}
	x = x[:n]
	clear(x)
	return x
}

// block adds pen to layer at step t over rows r0…r1 and columns c0…c1.
func (b *Raider) block(t int, layer []float32, r0, r1, c0, c1 int, pen float32) {
	if t >= horizon {
		return
	}
	base := t * b.n * b.m
	for r := max(r0, 0); r <= min(r1, b.n-1); r++ {
		for c := c0; c <= c1; c++ {
			layer[base+b.idx(r, c)] += pen
		}
	}
}

// addMissile marks the path of a missile at (r, c) from step t0 on: the
// cells it flies through before cars move (pre) and where it waits while
// they move (mid), until the first tyre or bonus in its row stops it.
func (b *Raider) addMissile(r, c, t0 int, pen float32) {
	for t := t0; t < horizon; t++ {
		base := t * b.n * b.m
		for j := 1; j <= 2; j++ {
			k := b.s.At(r, c+j).Kind
			if k == madmax.Tyre || k.IsBonus() {
				return
			}
			b.pre[base+b.idx(r, c+j)] += pen
		}
		c += 2
		b.mid[base+b.idx(r, c)] += pen
	}
}

// value is what a cell's bonus is worth to car: water points, gas by how
// badly the car needs it, a little for missiles.
func (b *Raider) value(k madmax.Kind, car madmax.Car) float32 {
	switch k {
	case madmax.WaterBonus:
		return float32(b.s.Params.WaterPoints)
	case madmax.GasBonus:
		switch g := car.Gas; {
		case g <= 15:
			return 150
		case g <= 30:
			return 60
		case g <= 45:
			return 20
		}
		return 6
	case madmax.MissileBonus:
		if car.Missiles == 0 {
			return 8
		}
		return 3
	}
	return 0
}

// valueClass sorts cars by what value gives them: two cars of one class
// value every cell alike.
func valueClass(car madmax.Car) int {
	g := 3
	switch {
	case car.Gas <= 15:
		g = 0
	case car.Gas <= 30:
		g = 1
	case car.Gas <= 45:
		g = 2
	}
	if car.Missiles == 0 {
		return 2*g + 1
	}
	return 2 * g
}

// route runs the backward search for one car and returns its best first
// move and the planned cells after each step.
//
// The search only ever reaches the cells within t moves of the car at step
// t (a move changes the row and the window column by at most one), so the
// tables are filled only there and on the rows the terminal estimate reads;
// every value computed is computed exactly as over the whole window.
func (b *Raider) route(car madmax.Car) (madmax.Dir, []pos) {
	s := b.s
	n, m, w := b.n, b.m, b.w
	b.firstValid = [9]bool{}
	R := s.Round
	lw := w + 2
	x0 := s.Norm(car.Col - R)
	if x0 >= w { // outside the window (only after edits): nothing to plan
		return madmax.Default, nil
	}
	r0 := car.Row
	// Rows the terminal estimate sums over (two around each of its rows)
	// and columns of the prefix sums it reads (up to column m+8); with
	// fewer than 9 columns it reads across rows, so all are computed.
	pr0, pr1, pcols := max(r0-horizon-2, 0), min(r0+horizon+2, n-1), min(2*m, m+8)
	if m < 9 {
		pr0, pr1, pcols = 0, n-1, 2*m
	} else {
		// The estimate reads prefix entries up to c+9 for the columns c
		// of its window; the prefix is computed from column 0 as ever, but
		// only as far as that.
		tx0, tx1 := max(x0-horizon, 0), min(x0+horizon, w-1)
		c0, c1 := s.Norm(R+horizon+tx0), s.Norm(R+horizon+tx1)
		if c0 <= c1 && c1-c0 == tx1-tx0 { // no wrap
			pcols = min(pcols, c1+9)
		}
	}
	// A teammate of the same value class planned this round already
	// filled the same rows with the same numbers: only what it lacks is
	// computed.
	if key := [2]int{b.acts, valueClass(car)}; b.valKey != key || len(b.rowCols) != n {
		b.valKey = key
		b.rowCols = b.rowCols[:0]
		for range n {
			b.rowCols = append(b.rowCols, -1)
		}
	}
	for r := pr0; r <= pr1; r++ {
		if b.rowCols[r] >= pcols {
			continue
		}
		if b.rowCols[r] < 0 {
			for i := r * m; i < (r+1)*m; i++ {
				b.val[i] = b.value(s.Cells[i].Kind, car)
			}
		}
		b.rowCols[r] = pcols
		pr := b.prefix[r*(2*m+1):]
		vr := b.val[r*m : (r+1)*m]
		pr[0] = 0
		for j := 0; j < pcols; j++ {
			jm := j
			if jm >= m {
				jm -= m // j % m, as j < 2m
			}
			pr[j+1] = pr[j] + vr[jm]
		}
	}
	for t := 0; t < horizon; t++ {
		base := t * n * m
		// Step t starts within t moves of the car and its sweep reaches
		// one row either side and two columns ahead.
		for r := max(r0-t-1, 0); r <= min(r0+t+1, n-1); r++ {
			for x := max(x0-t, 0); x <= min(x0+t+2, lw-1); x++ {
				i := r*m + s.Norm(R+t+x)
				q := b.val[i] - b.mid[base+i]
				if s.Cells[i].Kind == madmax.Tyre || b.mid[base+i] >= death {
					q = -2 * death
				}
				b.loc[(t*n+r)*lw+x] = q
				if x < w {
					b.sit[(t*n+r)*w+x] = b.pre[base+i]
				}
			}
		}
	}
	at := func(t, r, x int) int { return (t*n+r)*w + x }
	// Terminal estimate: a share of the bonuses a few rows around and up to
	// eight columns ahead, and a little for being forward in the window.
	// Each row's eight-column sums are taken once (ahead) and then added in
	// the same order as ever.
	tx0, tx1 := max(x0-horizon, 0), min(x0+horizon, w-1)
	ar0, ar1 := max(r0-horizon-2, 0), min(r0+horizon+2, n-1)
	tw := tx1 - tx0 + 1
	b.ahead = resize(b.ahead, (ar1-ar0+1)*tw)
	for rr := ar0; rr <= ar1; rr++ {
		pr := b.prefix[rr*(2*m+1):]
		for x := tx0; x <= tx1; x++ {
			c := s.Norm(R + horizon + x)
			b.ahead[(rr-ar0)*tw+x-tx0] = pr[c+9] - pr[c+1]
		}
	}
	for r := max(r0-horizon, 0); r <= min(r0+horizon, n-1); r++ {
		for x := tx0; x <= tx1; x++ {
			var sum float32
			for rr := max(r-2, 0); rr <= min(r+2, n-1); rr++ {
				sum += b.ahead[(rr-ar0)*tw+x-tx0]
			}
			b.v[at(horizon, r, x)] = 0.3*sum + 0.2*float32(x)
		}
	}
	for t := horizon - 1; t >= 0; t-- {
		loc := b.loc[t*n*lw : (t+1)*n*lw]
		sits := b.sit[t*n*w : (t+1)*n*w]
		vt, vn := b.v[t*n*w:(t+1)*n*w], b.v[(t+1)*n*w:(t+2)*n*w]
		for r := max(r0-t, 0); r <= min(r0+t, n-1); r++ {
			for x := max(x0-t, 0); x <= min(x0+t, w-1); x++ {
				best := float32(-1e9)
				sit := sits[r*w+x]
				cell := r*lw + x
				if r > 0 && r < n-1 && x > 0 && x < w-1 {
					// Every move stays on the board: the nine sweeps
					// share their first cells (sweep9).
					qs, deads := sweep9(loc, cell, lw)
					for di := range madmax.AllDirs {
						d := &madmax.AllDirs[di]
						q := qs[di] - sit
						if !deads[di] {
							q += gamma * vn[(r+d.DR)*w+x+d.DC-1]
						}
						if t == 0 {
							b.firstQ[di], b.firstValid[di] = q, true
						}
						if q > best {
							best = q
						}
					}
					vt[r*w+x] = best
					continue
				}
				for di := range madmax.AllDirs {
					d := &madmax.AllDirs[di]
					r2, x2 := r+d.DR, x+d.DC-1
					if r2 < 0 || r2 >= n || x2 < 0 || x2 >= w {
						continue
					}
					// sweep, inlined: the same sums in the same order.
					var q float32
					dead := false
					for _, o := range b.swept[di] {
						c := loc[cell+o]
						if c <= -death {
							q, dead = q-death, true
							break
						}
						q += c
					}
					q -= sit
					if !dead {
						q += gamma * vn[r2*w+x2]
					}
					if t == 0 {
						b.firstQ[di], b.firstValid[di] = q, true
					}
					if q > best {
						best = q
					}
				}
				vt[r*w+x] = best
			}
		}
	}
	// Follow the best moves to get the first direction and the plan.
	first := madmax.Default
	var path []pos
	r, x := r0, x0
	for t := 0; t < horizon; t++ {
		best, bd, found := float32(-1e9), madmax.Default, false
		for di, d := range madmax.AllDirs {
			r2, x2 := r+d.DR, x+d.DC-1
			if r2 < 0 || r2 >= n || x2 < 0 || x2 >= w {
				continue
			}
			q, dead := b.sweep(t, r, x, di)
			if !dead {
				q += gamma * b.v[at(t+1, r2, x2)]
			}
			if q > best {
				best, bd, found = q, d, true
			}
		}
		if !found {
			break
		}
		if t == 0 {
			first = bd
		}
		if best <= -death/2 {
			break
		}
		r, x = r+bd.DR, x+bd.DC-1
		path = append(path, pos{r, R + t + 1 + x})
	}
	return first, path
}

// sweep9 is sweep for the nine directions of madmax.AllDirs from the cell
// at index cell of one step's loc rows (width lw), off the board's edges.
// The swept lists (madmax.Swept) share prefixes: Default's cell ahead
// starts Up, Down, Fast and their fast variants, and FastUp continues Up
// (FastDown Down, Fast Default). A sweep adds its cells left to right and
// stops at the first lethal one, so continuing a shared prefix's sum adds
// the same numbers in the same order: the results are sweep's, bit for bit.
func sweep9(loc []float32, cell, lw int) (q [9]float32, dead [9]bool) {
	const (
		up, def, down, slowUp, slow, slowDown, fastUp, fast, fastDown = 0, 1, 2, 3, 4, 5, 6, 7, 8
	)
	// step extends a sum that is not dead yet by one cell.
	step := func(q float32, c float32) (float32, bool) {
		if c <= -death {
			return q - death, true
		}
		return q + c, false
	}
	ahead, ahead2 := loc[cell+1], loc[cell+2]
	var zero float32
	q[def], dead[def] = step(zero, ahead)
	q[slowUp], dead[slowUp] = step(zero, loc[cell-lw])
	q[slowDown], dead[slowDown] = step(zero, loc[cell+lw])
	q[slow] = zero
	q[fast], dead[fast] = q[def], dead[def]
	if !dead[fast] {
		q[fast], dead[fast] = step(q[fast], ahead2)
	}
	for _, side := range [2]struct{ diag, fastDiag, off int }{{up, fastUp, -lw}, {down, fastDown, lw}} {
		// Diagonal: ahead, beside, then the destination; fast diagonal:
		// those, then two ahead and its destination.
		v, d := q[def], dead[def]
		if !d {
			v, d = step(v, loc[cell+side.off])
		}
		if !d {
			v, d = step(v, loc[cell+side.off+1])
		}
		q[side.diag], dead[side.diag] = v, d
		if !d {
			v, d = step(v, ahead2)
		}
		if !d {
			v, d = step(v, loc[cell+side.off+2])
		}
		q[side.fastDiag], dead[side.fastDiag] = v, d
	}
	return q, dead
}

// sweep scores moving from row r, window column x in direction
// madmax.AllDirs[di] during step t: bonuses collected on the swept cells
// minus risks, and whether a tyre or a lethal danger ends the move.
func (b *Raider) sweep(t, r, x, di int) (float32, bool) {
	lw := b.w + 2
	at := (t*b.n+r)*lw + x
	var q float32
	for _, o := range b.swept[di] {
		c := b.loc[at+o]
		if c <= -death {
			return q - death, true
		}
		q += c
	}
	return q, false
}

// shouldShoot reports whether an enemy car stands one to four cells
// straight ahead with nothing in between, so a missile would likely hit it
// (Rules §1.2: kill points for another player's car).
func (b *Raider) shouldShoot(car madmax.Car) bool {
	if car.Missiles == 0 {
		return false
	}
	for k := 1; k <= 4; k++ {
		cell := b.s.At(car.Row, car.Col+k)
		switch cell.Kind {
		case madmax.Empty:
			continue
		case madmax.CarCell:
			return b.s.PlayerOf(int(cell.ID)) != b.me
		}
		return false
	}
	return false
}
