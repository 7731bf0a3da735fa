package paintball

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// snapshotMagic starts every snapshot; the digit is the format version.
const snapshotMagic = "PBP1"

// Bounds on the lists of a snapshot, far above what a turn produces, so a
// corrupt snapshot cannot ask for huge allocations.
const (
	maxFlights = 3 * Children * 2
	maxSteps   = 2 * MaxRange
	maxTrail   = 8
	maxSplats  = maxFlights
	maxText    = 1 << 10
)

// MarshalBinary is a compact, deterministic snapshot (varints and float
// bits in a fixed order, RNG included); the runner hashes it every tick.
func (s *State) MarshalBinary() ([]byte, error) {
	return s.appendBinary(make([]byte, 0, 2048))
}

// appendBinary appends MarshalBinary's encoding to b; Hash hashes it too.
func (s *State) appendBinary(b []byte) ([]byte, error) {
	var scratch [32]byte
	rb, err := s.rng.AppendBinary(scratch[:0])
	if err != nil {
		return nil, err
	}
	b = append(b, snapshotMagic...)
	b = binary.AppendVarint(b, int64(s.Round))
	b = appendBool(b, s.Over)
	b = appendText(b, s.Reason)
	b = binary.AppendUvarint(b, s.Seed)
	for t := 0; t < 2; t++ {
		b = binary.AppendVarint(b, s.Score[t])
		b = binary.AppendVarint(b, int64(s.Quiet[t]))
	}
	for _, c := range s.Cells[:] {
		b = append(b, byte(c.Kind))
		if c.Kind == Balls {
			b = binary.AppendUvarint(b, uint64(c.N))
		}
	}
	for _, k := range s.Kids[:] {
		b = binary.AppendVarint(b, int64(k.X))
		b = binary.AppendVarint(b, int64(k.Y))
		flags := byte(0)
		if k.Crouched {
			flags |= 1
		}
		if k.Defending {
			flags |= 2
		}
		if k.Shield {
			flags |= 4
		}
		b = append(b, flags, byte(k.Launcher))
		b = binary.AppendUvarint(b, uint64(k.Balls))
	}
	b = binary.AppendUvarint(b, uint64(len(s.Flights)))
	for _, f := range s.Flights {
		for _, v := range [...]int{f.Team, f.Child, f.From.X, f.From.Y, f.To.X, f.To.Y, int(f.End), f.Victim, len(f.Steps)} {
			b = binary.AppendVarint(b, int64(v))
		}
		for _, st := range f.Steps {
			b = binary.AppendVarint(b, int64(st.X))
			b = binary.AppendVarint(b, int64(st.Y))
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(st.Height))
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(st.T))
		}
	}
	for _, tr := range s.Trails[:] {
		b = binary.AppendUvarint(b, uint64(len(tr)))
		for _, st := range tr {
			b = binary.AppendVarint(b, int64(st.X))
			b = binary.AppendVarint(b, int64(st.Y))
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(st.T))
		}
	}
	b = binary.AppendUvarint(b, uint64(len(s.Splats)))
	for _, sp := range s.Splats {
		b = binary.AppendVarint(b, int64(sp.X))
		b = binary.AppendVarint(b, int64(sp.Y))
		b = binary.AppendVarint(b, int64(sp.Team))
	}
	for _, c := range s.Canceled[:] {
		b = appendText(b, c)
	}
	b = appendText(b, string(rb))
	return b, nil
}

func appendBool(b []byte, v bool) []byte {
	if v {
		return append(b, 1)
	}
	return append(b, 0)
}

func appendText(b []byte, t string) []byte {
	b = binary.AppendUvarint(b, uint64(len(t)))
	return append(b, t...)
}

// reader decodes a snapshot, remembering the first error.
type reader struct {
	b   []byte
	err error
}

var errShort = errors.New("truncated")

func (r *reader) fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

func (r *reader) int(lo, hi int) int {
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.fail(errShort)
		return 0
	}
	r.b = r.b[n:]
	if v < int64(lo) || v > int64(hi) {
		r.fail(fmt.Errorf("value %d outside %d…%d", v, lo, hi))
		return 0
	}
	return int(v)
}

func (r *reader) int64() int64 {
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.fail(errShort)
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) uint(hi uint64) uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.fail(errShort)
		return 0
	}
	r.b = r.b[n:]
	if v > hi {
		r.fail(fmt.Errorf("value %d above %d", v, hi))
		return 0
	}
	return v
}

func (r *reader) byte() byte {
	if len(r.b) == 0 {
		r.fail(errShort)
		return 0
	}
	v := r.b[0]
	r.b = r.b[1:]
	return v
}

func (r *reader) float() float64 {
	if len(r.b) < 8 {
		r.fail(errShort)
		return 0
	}
	v := math.Float64frombits(binary.LittleEndian.Uint64(r.b))
	r.b = r.b[8:]
	return v
}

func (r *reader) text() string {
	n := int(r.uint(maxText))
	if r.err != nil || len(r.b) < n {
		r.fail(errShort)
		return ""
	}
	t := string(r.b[:n])
	r.b = r.b[n:]
	return t
}

// UnmarshalBinary restores a snapshot, checking that it describes a
// possible state.
func (s *State) UnmarshalBinary(b []byte) error {
	if len(b) < len(snapshotMagic) || string(b[:len(snapshotMagic)]) != snapshotMagic {
		return fmt.Errorf("paintball: not a snapshot (want %q)", snapshotMagic)
	}
	r := &reader{b: b[len(snapshotMagic):]}
	var n State
	const coord = maxCoord + Size
	n.Round = r.int(0, Rounds)
	n.Over = r.byte() != 0
	n.Reason = r.text()
	n.Seed = r.uint(math.MaxUint64)
	for t := 0; t < 2; t++ {
		n.Score[t] = r.int64()
		n.Quiet[t] = r.int(0, QuietRounds)
	}
	for i := range n.Cells {
		k := Kind(r.byte())
		if k >= numKinds {
			r.fail(fmt.Errorf("cell %d: kind %d", i, k))
		}
		n.Cells[i].Kind = k
		if k == Balls {
			n.Cells[i].N = int(r.uint(math.MaxInt32))
			if n.Cells[i].N == 0 {
				r.fail(fmt.Errorf("cell %d: P0", i))
			}
		}
	}
	for i := range n.Kids {
		k := &n.Kids[i]
		k.Team = i / PerTeam
		k.X, k.Y = r.int(0, Size-1), r.int(0, Size-1)
		flags := r.byte()
		k.Crouched, k.Defending, k.Shield = flags&1 != 0, flags&2 != 0, flags&4 != 0
		k.Launcher = Launcher(r.byte())
		k.Balls = int(r.uint(MaxBallsHeld))
		if flags > 7 || k.Launcher > Rapid || (k.Defending && !k.Shield) {
			r.fail(fmt.Errorf("child %d: bad inventory", i))
		}
	}
	nf := int(r.uint(maxFlights))
	for i := 0; i < nf && r.err == nil; i++ {
		f := Flight{Team: r.int(0, 1), Child: r.int(-1, Children-1)}
		f.From = Point{r.int(-coord, coord), r.int(-coord, coord)}
		f.To = Point{r.int(-coord, coord), r.int(-coord, coord)}
		f.End, f.Victim = EndKind(r.int(0, int(EndObstacle))), r.int(-1, Children-1)
		ns := r.int(0, maxSteps)
		for j := 0; j < ns && r.err == nil; j++ {
			f.Steps = append(f.Steps, BallStep{X: r.int(-coord, coord), Y: r.int(-coord, coord), Height: r.float(), T: r.float()})
		}
		n.Flights = append(n.Flights, f)
	}
	for i := range n.Trails {
		nt := int(r.uint(maxTrail))
		for j := 0; j < nt && r.err == nil; j++ {
			n.Trails[i] = append(n.Trails[i], TrailStep{X: r.int(0, Size-1), Y: r.int(0, Size-1), T: r.float()})
		}
	}
	ns := int(r.uint(maxSplats))
	for i := 0; i < ns && r.err == nil; i++ {
		n.Splats = append(n.Splats, Splat{X: r.int(-coord, coord), Y: r.int(-coord, coord), Team: r.int(0, 1)})
	}
	for i := range n.Canceled {
		n.Canceled[i] = r.text()
	}
	rb := r.text()
	if r.err == nil {
		if err := n.rng.UnmarshalBinary([]byte(rb)); err != nil {
			r.fail(err)
		}
	}
	if r.err == nil && len(r.b) != 0 {
		r.fail(fmt.Errorf("%d bytes after the end", len(r.b)))
	}
	if r.err != nil {
		return fmt.Errorf("paintball: snapshot: %v", r.err)
	}
	*s = n
	return nil
}
