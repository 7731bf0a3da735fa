package worms

import (
	"encoding/binary"
	"errors"
	"fmt"

	"arena/sim"
)

// snapshotVersion changes whenever the snapshot layout does. Version 2
// appends the fallen worms (State.Fallen) to version 1's layout; the hash
// (AppendHash) and replay format 1's hash (AppendSnapshotV1) are over
// version 1's bytes, which is what every state hash was before.
const snapshotVersion = 2

type enc struct{ b []byte }

func (e *enc) int(v int) { e.b = binary.AppendVarint(e.b, int64(v)) }
func (e *enc) bool(v bool) {
	if v {
		e.int(1)
	} else {
		e.int(0)
	}
}
func (e *enc) str(v string) { e.int(len(v)); e.b = append(e.b, v...) }

type dec struct {
	b   []byte
	err error
}

func (d *dec) int() int {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.err = errors.New("worms: truncated snapshot")
		return 0
	}
	d.b = d.b[n:]
	return int(v)
}

func (d *dec) bool() bool { return d.int() != 0 }

func (d *dec) str() string {
	n := d.int()
	if d.err != nil || n < 0 || n > len(d.b) {
		d.err = errors.New("worms: truncated snapshot")
		return ""
	}
	v := string(d.b[:n])
	d.b = d.b[n:]
	return v
}

func (d *dec) count(limit int) int {
	n := d.int()
	if d.err == nil && (n < 0 || n > limit) {
		d.err = fmt.Errorf("worms: snapshot count %d out of range", n)
		return 0
	}
	return n
}

// rulesFields lists the Rules fields in snapshot order.
func rulesFields(r *Rules) []*int {
	return []*int{&r.MaxRounds, &r.MaxIdle, &r.WormHP, &r.WeaponDamage, &r.WeaponRange, &r.MoveRange,
		&r.DigRange, &r.CollisionDamage, &r.PackHeal, &r.ScoreKill, &r.ScoreHit, &r.ScoreFriendly,
		&r.ScoreMiss, &r.ScoreMove, &r.ScoreDig, &r.ScoreNothing, &r.ScoreInvalid}
}

func rulesFlags(r *Rules) []*bool {
	return []*bool{&r.FaultLoses, &r.PackAtRoundEnd, &r.LingerDead, &r.SymmetricSeats, &r.OriginalRNG}
}

// MarshalBinary snapshots the whole state, RNG and fallen worms included,
// deterministically.
func (s *State) MarshalBinary() ([]byte, error) {
	b, err := s.appendBinary(make([]byte, 0, 64+len(s.Cells)+8*len(s.Fallen)), snapshotVersion)
	if err != nil {
		return nil, err
	}
	e := &enc{b: b}
	e.int(len(s.Fallen))
	for _, w := range s.Fallen {
		e.worm(w)
	}
	return e.b, nil
}

// AppendSnapshotV1 appends the snapshot as version 1 wrote it, without the
// fallen worms (sim.SnapshotV1er): replay format 1's hash.
func (s *State) AppendSnapshotV1(b []byte) []byte { return s.AppendHash(b) }

func (e *enc) worm(w Worm) {
	e.int(w.Player)
	e.int(w.ID)
	e.int(w.X)
	e.int(w.Y)
	e.int(w.HP)
}

// appendBinary appends the snapshot's version 1 layout under the version
// number v; Hash hashes it with v = 1.
func (s *State) appendBinary(b []byte, v int) ([]byte, error) {
	e := &enc{b: b}
	e.int(v)
	r := s.Rules
	for _, f := range rulesFields(&r) {
		e.int(*f)
	}
	for _, f := range rulesFlags(&r) {
		e.bool(*f)
	}
	e.int(s.Size)
	for _, c := range s.Cells {
		e.b = append(e.b, byte(c))
	}
	e.int(len(s.Worms))
	for _, w := range s.Worms {
		e.worm(w)
	}
	e.int(len(s.Packs))
	for _, p := range s.Packs {
		e.int(p.ID)
		e.int(p.X)
		e.int(p.Y)
	}
	for p := 0; p < Players; p++ {
		e.int(s.Active[p])
		e.int(s.Scores[p])
		e.str(string(s.Status[p]))
		e.str(s.Reason[p])
		e.int(s.Idle[p])
		e.bool(s.NoCommand[p])
	}
	e.int(s.Round)
	e.bool(s.Over)
	e.str(s.EndReason)
	e.int(s.EndRound)
	rb, err := s.rng.MarshalBinary()
	if err != nil {
		return nil, err
	}
	e.str(string(rb))
	for _, f := range s.xw.fields() {
		e.int(int(*f))
	}
	return e.b, nil
}

// UnmarshalBinary restores a snapshot made by MarshalBinary.
func (s *State) UnmarshalBinary(b []byte) error {
	d := &dec{b: b}
	v := d.int()
	if d.err == nil && (v < 1 || v > snapshotVersion) {
		return fmt.Errorf("worms: snapshot version %d, want 1 to %d", v, snapshotVersion)
	}
	var n State
	for _, f := range rulesFields(&n.Rules) {
		*f = d.int()
	}
	for _, f := range rulesFlags(&n.Rules) {
		*f = d.bool()
	}
	n.Size = d.count(MaxMapSize)
	if d.err == nil && len(d.b) < n.Size*n.Size {
		d.err = errors.New("worms: truncated snapshot")
	}
	if d.err != nil {
		return d.err
	}
	n.Cells = make([]Cell, n.Size*n.Size)
	for i := range n.Cells {
		c := Cell(d.b[i])
		if c > DeepSpace {
			return fmt.Errorf("worms: snapshot cell %d has type %d", i, c)
		}
		n.Cells[i] = c
	}
	d.b = d.b[len(n.Cells):]
	n.Worms = make([]Worm, d.count(Players*WormsPerPlayer))
	for i := range n.Worms {
		n.Worms[i] = d.worm(&n)
	}
	n.Packs = make([]Pack, d.count(n.Size*n.Size))
	for i := range n.Packs {
		n.Packs[i] = Pack{ID: d.int(), X: d.int(), Y: d.int()}
		if d.err == nil && !n.In(n.Packs[i].X, n.Packs[i].Y) {
			d.err = fmt.Errorf("worms: snapshot pack %d is off the map", n.Packs[i].ID)
		}
	}
	for p := 0; p < Players; p++ {
		n.Active[p] = d.int()
		if d.err == nil && (n.Active[p] < 0 || n.Active[p] > WormsPerPlayer) {
			d.err = fmt.Errorf("worms: snapshot active worm %d out of range", n.Active[p])
		}
		n.Scores[p] = d.int()
		n.Status[p] = sim.Status(d.str())
		n.Reason[p] = d.str()
		n.Idle[p] = d.int()
		n.NoCommand[p] = d.bool()
	}
	n.Round = d.int()
	n.Over = d.bool()
	n.EndReason = d.str()
	n.EndRound = d.int()
	rb := d.str()
	for _, f := range n.xw.fields() {
		*f = int32(d.int())
	}
	if d.err != nil {
		return d.err
	}
	if err := n.rng.UnmarshalBinary([]byte(rb)); err != nil {
		return fmt.Errorf("worms: snapshot RNG: %v", err)
	}
	if v >= 2 {
		if k := d.count(Players * WormsPerPlayer); k > 0 {
			n.Fallen = make([]Worm, k)
			for i := range n.Fallen {
				n.Fallen[i] = d.worm(&n)
			}
		}
		if d.err != nil {
			return d.err
		}
	}
	if len(d.b) != 0 {
		return fmt.Errorf("worms: %d stray bytes after the snapshot", len(d.b))
	}
	*s = n
	return nil
}

// worm reads one worm of the snapshot of n (its map size read already).
func (d *dec) worm(n *State) Worm {
	w := Worm{Player: d.int(), ID: d.int(), X: d.int(), Y: d.int(), HP: d.int()}
	if d.err == nil && (w.Player < 0 || w.Player >= Players || w.ID < 1 || w.ID > WormsPerPlayer) {
		d.err = fmt.Errorf("worms: snapshot worm %d.%d does not exist", w.Player, w.ID)
	}
	if d.err == nil && !n.In(w.X, w.Y) {
		d.err = fmt.Errorf("worms: snapshot worm %d.%d is off the map", w.Player, w.ID)
	}
	return w
}
