package windward

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// The snapshot is a hand-written, versioned binary encoding: the runner
// hashes the state after every tick, and a reflective encoder spent most
// of its time describing types. Every field is written in declaration
// order; TestSnapshotCoversEveryField fails when a field is added to a
// struct without being added here.

const snapMagic = "WWS1"

type wbuf struct{ b []byte }

func (w *wbuf) i(v int)     { w.b = binary.AppendVarint(w.b, int64(v)) }
func (w *wbuf) i64(v int64) { w.b = binary.AppendVarint(w.b, v) }
func (w *wbuf) bl(v bool)   { w.b = append(w.b, boolByte(v)) }
func (w *wbuf) s(v string)  { w.i(len(v)); w.b = append(w.b, v...) }
func (w *wbuf) bs(v []byte) { w.i(len(v)); w.b = append(w.b, v...) }
func (w *wbuf) pt(p Pt)     { w.i(p.X); w.i(p.Y) }
func (w *wbuf) ints(v []int) {
	w.i(len(v))
	for _, x := range v {
		w.i(x)
	}
}
func (w *wbuf) pts(v []Pt) {
	w.i(len(v))
	for _, x := range v {
		w.pt(x)
	}
}
func (w *wbuf) card(c CardInst) {
	w.i(int(c.Kind))
	w.i(int(c.Company))
	w.i(int(c.Passenger))
	w.i(int(c.Target))
	w.bl(c.OK)
	w.bl(c.Set)
}
func (w *wbuf) cards(v []CardInst) {
	w.i(len(v))
	for _, c := range v {
		w.card(c)
	}
}

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}

var errShort = errors.New("truncated snapshot")

type rbuf struct {
	b   []byte
	err error
}

func (r *rbuf) i() int {
	if r.err != nil {
		return 0
	}
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.err = errShort
		return 0
	}
	r.b = r.b[n:]
	return int(v)
}

func (r *rbuf) i64() int64 { return int64(r.i()) }

// n reads a count; every element takes at least one byte, so a count
// beyond the bytes left is corrupt.
func (r *rbuf) n(limit int) int {
	v := r.i()
	if v < 0 || v > limit || v > len(r.b) {
		if r.err == nil {
			r.err = fmt.Errorf("bad length %d", v)
		}
		return 0
	}
	return v
}

func (r *rbuf) bl() bool {
	if r.err != nil || len(r.b) == 0 {
		r.err = errShort
		return false
	}
	v := r.b[0] != 0
	r.b = r.b[1:]
	return v
}

func (r *rbuf) bs() []byte {
	n := r.n(len(r.b))
	if r.err != nil {
		return nil
	}
	v := append([]byte(nil), r.b[:n]...)
	r.b = r.b[n:]
	return v
}

func (r *rbuf) s() string { return string(r.bs()) }
func (r *rbuf) pt() Pt    { return Pt{r.i(), r.i()} }
func (r *rbuf) ints() []int {
	n := r.n(len(r.b))
	if n == 0 {
		return nil
	}
	v := make([]int, n)
	for k := range v {
		v[k] = r.i()
	}
	return v
}
func (r *rbuf) pts() []Pt {
	n := r.n(len(r.b))
	if n == 0 {
		return nil
	}
	v := make([]Pt, n)
	for k := range v {
		v[k] = r.pt()
	}
	return v
}
func (r *rbuf) card() CardInst {
	return CardInst{Kind: Card(r.i()), Company: int8(r.i()), Passenger: int8(r.i()), Target: int8(r.i()), OK: r.bl(), Set: r.bl()}
}
func (r *rbuf) cards() []CardInst {
	n := r.n(len(r.b))
	if n == 0 {
		return nil
	}
	v := make([]CardInst, n)
	for k := range v {
		v[k] = r.card()
	}
	return v
}

// rulesExt opens the rules' extension: the flags added after the format
// was fixed (Rules.CountEveryBlock, Rules.DrawDuplicates), written only
// when one is set, so that a rule-text state encodes (and hashes) exactly
// as before they existed. StatusEvery, which it stands in front of, is
// never negative.
const rulesExt = -1

func (w *wbuf) rules(x Rules) {
	if x.CountEveryBlock || x.DrawDuplicates {
		w.i(rulesExt)
		w.bl(x.CountEveryBlock)
		w.bl(x.DrawDuplicates)
	}
	for _, v := range []int{x.StatusEvery, x.Accel, x.MultCardsDealt, x.UnstickAfter, x.JamTicks,
		x.EffectTicks, x.Rounds, x.BlockDecel} {
		w.i(v)
	}
	for _, v := range []bool{x.StopCarStacks, x.MismatchDoublesCoffee, x.HandLimitAnytime, x.CarryOver,
		x.UTurnAnywhere, x.PassTransitSlowed, x.LeaveWhenRouteEmpties, x.WaitForStop} {
		w.bl(v)
	}
}

func (r *rbuf) rules() Rules {
	var x Rules
	if v, n := binary.Varint(r.b); n > 0 && v == rulesExt {
		r.i()
		x.CountEveryBlock, x.DrawDuplicates = r.bl(), r.bl()
	}
	for _, p := range []*int{&x.StatusEvery, &x.Accel, &x.MultCardsDealt, &x.UnstickAfter, &x.JamTicks,
		&x.EffectTicks, &x.Rounds, &x.BlockDecel} {
		*p = r.i()
	}
	for _, p := range []*bool{&x.StopCarStacks, &x.MismatchDoublesCoffee, &x.HandLimitAnytime, &x.CarryOver,
		&x.UTurnAnywhere, &x.PassTransitSlowed, &x.LeaveWhenRouteEmpties, &x.WaitForStop} {
		*p = r.bl()
	}
	return x
}

func (w *wbuf) car(c *Car) {
	w.s(c.Name)
	w.bl(c.Filler)
	w.pt(c.Tile)
	w.pt(c.Prev)
	w.i(int(c.In))
	w.i(int(c.Out))
	for _, v := range []int{c.Step, c.Speed, c.Accrued, c.X, c.Y, c.Angle} {
		w.i(v)
	}
	w.pts(c.Path)
	w.ints(c.PickUp)
	w.i(c.Passenger)
	w.i(c.Coffee)
	w.ints(c.Delivered)
	for _, v := range []int{c.Points, c.Blocked, c.BlockedBy, c.Jam, c.Held} {
		w.i(v)
	}
	w.bl(c.Quarter)
	w.i(c.QuarterT)
	w.i(c.Flat)
	w.i(c.Cleared)
	w.bl(c.SignStop)
	w.i(c.WaitSince)
	w.cards(c.Deck)
	w.cards(c.Hand)
	w.card(c.NextStop)
	w.card(c.Transit)
	w.card(c.Immediate)
	w.i(len(c.Session))
	for _, v := range c.Session {
		w.i64(v)
	}
}

func (r *rbuf) car() Car {
	var c Car
	c.Name = r.s()
	c.Filler = r.bl()
	c.Tile, c.Prev = r.pt(), r.pt()
	c.In, c.Out = Dir(r.i()&3), Dir(r.i()&3)
	for _, p := range []*int{&c.Step, &c.Speed, &c.Accrued, &c.X, &c.Y, &c.Angle} {
		*p = r.i()
	}
	c.Path = r.pts()
	c.PickUp = r.ints()
	c.Passenger = r.i()
	c.Coffee = r.i()
	c.Delivered = r.ints()
	for _, p := range []*int{&c.Points, &c.Blocked, &c.BlockedBy, &c.Jam, &c.Held} {
		*p = r.i()
	}
	c.Quarter = r.bl()
	c.QuarterT = r.i()
	c.Flat = r.i()
	c.Cleared = r.i()
	c.SignStop = r.bl()
	c.WaitSince = r.i()
	c.Deck = r.cards()
	c.Hand = r.cards()
	c.NextStop, c.Transit, c.Immediate = r.card(), r.card(), r.card()
	if n := r.n(len(r.b)); n > 0 {
		c.Session = make([]int64, n)
		for k := range c.Session {
			c.Session[k] = r.i64()
		}
	}
	return c
}

func (w *wbuf) passenger(p *Passenger) {
	for _, v := range []int{p.Lobby, p.Car, p.Destination} {
		w.i(v)
	}
	w.ints(p.Route)
	w.ints(p.Enemies)
	w.bl(p.Done)
	for _, v := range []int{p.Deliveries, p.TripStart, p.DroppedBy, p.DroppedAt} {
		w.i(v)
	}
}

func (r *rbuf) passenger() Passenger {
	var p Passenger
	for _, q := range []*int{&p.Lobby, &p.Car, &p.Destination} {
		*q = r.i()
	}
	p.Route = r.ints()
	p.Enemies = r.ints()
	p.Done = r.bl()
	for _, q := range []*int{&p.Deliveries, &p.TripStart, &p.DroppedBy, &p.DroppedAt} {
		*q = r.i()
	}
	return p
}

// encode writes the whole state.
func (s *State) encode() []byte {
	return s.appendState(make([]byte, 0, 4096), false)
}

// appendState appends the snapshot to b. For hashing, each (immutable) map
// is written as its cached hash instead of its tiles.
func (s *State) appendState(b []byte, hashing bool) []byte {
	w := &wbuf{b: b}
	w.b = append(w.b, snapMagic...)
	w.rules(s.Rules)
	w.s(s.Ruleset)
	w.i(len(s.Maps))
	mapIdx := -1
	for k, m := range s.Maps {
		w.s(m.Name)
		if hashing {
			w.b = binary.LittleEndian.AppendUint64(w.b, mapHash(m))
		} else {
			w.bs(mapBlob(m))
		}
		if m == s.Map {
			mapIdx = k
		}
	}
	w.i(mapIdx)
	w.ints(s.MapOrder)
	for _, v := range []int{s.Round, s.Rounds, s.T, s.RoundTick} {
		w.i(v)
	}
	for _, c := range s.Companies {
		w.s(c.Name)
		w.pt(c.At)
	}
	w.i(len(s.Stores))
	for _, c := range s.Stores {
		w.s(c.Name)
		w.pt(c.At)
	}
	w.i(len(s.Lights))
	for _, l := range s.Lights {
		w.i(int(l))
	}
	w.pts(s.LightAt)
	for k := range s.Cars {
		w.car(&s.Cars[k])
	}
	for k := range s.CEOs {
		w.passenger(&s.CEOs[k])
	}
	w.i(s.Players)
	var scratch [32]byte
	rng, _ := s.RNG.AppendBinary(scratch[:0])
	w.bs(rng)
	w.i(len(s.Msgs))
	for _, m := range s.Msgs {
		w.i(m.To)
		w.i(m.About)
		w.s(m.Status)
		w.bl(m.Power)
		w.card(m.Card)
		w.bl(m.Setup)
	}
	w.i(s.NextStatus)
	w.i(len(s.History))
	for _, h := range s.History {
		w.i(h.Round)
		w.s(h.Map)
		w.i(h.Ticks)
		w.i(len(h.Scores))
		for _, v := range h.Scores {
			w.i64(v)
		}
		w.i(h.Winner)
		w.i(h.Unsticks)
		w.i(h.LongestHold)
		w.i(h.Deliveries)
	}
	w.bl(s.Over)
	w.i(s.Winner)
	w.i(s.Traffic.Unsticks)
	w.i(s.Traffic.LongestHold)
	// Clients close the snapshot only when a client has joined, so states
	// without one keep the encoding (and hash) they had before the field.
	if s.Clients != ([NumPlayers]JoinInfo{}) {
		for _, c := range s.Clients {
			w.s(c.Name)
			w.s(c.School)
			w.s(c.Language)
		}
	}
	return w.b
}

// decode reads a state written by encode.
func decodeState(b []byte) (*State, error) {
	if len(b) < len(snapMagic) || string(b[:len(snapMagic)]) != snapMagic {
		return nil, fmt.Errorf("not a windward snapshot")
	}
	r := &rbuf{b: b[len(snapMagic):]}
	s := &State{}
	s.Rules = r.rules()
	s.Ruleset = r.s()
	nm := r.n(64)
	for k := 0; k < nm && r.err == nil; k++ {
		name := r.s()
		m, err := mapFromBlob(name, r.bs())
		if err != nil && r.err == nil {
			return nil, fmt.Errorf("map %d: %v", k, err)
		}
		s.Maps = append(s.Maps, m)
	}
	mapIdx := r.i()
	s.MapOrder = r.ints()
	for _, p := range []*int{&s.Round, &s.Rounds, &s.T, &s.RoundTick} {
		*p = r.i()
	}
	for k := range s.Companies {
		s.Companies[k] = Stop{Name: r.s(), At: r.pt()}
	}
	if n := r.n(len(r.b)); n > 0 {
		s.Stores = make([]Stop, n)
		for k := range s.Stores {
			s.Stores[k] = Stop{Name: r.s(), At: r.pt()}
		}
	}
	if n := r.n(len(r.b)); n > 0 {
		s.Lights = make([]Light, n)
		for k := range s.Lights {
			s.Lights[k] = Light(r.i() & 3)
		}
	}
	s.LightAt = r.pts()
	for k := range s.Cars {
		s.Cars[k] = r.car()
	}
	for k := range s.CEOs {
		s.CEOs[k] = r.passenger()
	}
	s.Players = r.i()
	if rng := r.bs(); r.err == nil {
		if err := s.RNG.UnmarshalBinary(rng); err != nil {
			return nil, err
		}
	}
	if n := r.n(len(r.b)); n > 0 {
		s.Msgs = make([]Msg, n)
		for k := range s.Msgs {
			s.Msgs[k] = Msg{To: r.i(), About: r.i(), Status: r.s(), Power: r.bl(), Card: r.card(), Setup: r.bl()}
		}
	}
	s.NextStatus = r.i()
	if n := r.n(len(r.b)); n > 0 {
		s.History = make([]RoundResult, n)
		for k := range s.History {
			h := RoundResult{Round: r.i(), Map: r.s(), Ticks: r.i()}
			if m := r.n(len(r.b)); m > 0 {
				h.Scores = make([]int64, m)
				for j := range h.Scores {
					h.Scores[j] = r.i64()
				}
			}
			h.Winner = r.i()
			h.Unsticks, h.LongestHold, h.Deliveries = r.i(), r.i(), r.i()
			s.History[k] = h
		}
	}
	s.Over = r.bl()
	s.Winner = r.i()
	s.Traffic.Unsticks, s.Traffic.LongestHold = r.i(), r.i()
	if len(r.b) > 0 && r.err == nil {
		for k := range s.Clients {
			s.Clients[k] = JoinInfo{Name: r.s(), School: r.s(), Language: r.s()}
		}
	}
	if r.err != nil {
		return nil, r.err
	}
	if len(r.b) != 0 {
		return nil, fmt.Errorf("%d bytes left over", len(r.b))
	}
	if mapIdx < 0 || mapIdx >= len(s.Maps) {
		return nil, fmt.Errorf("bad map index %d", mapIdx)
	}
	s.Map = s.Maps[mapIdx]
	if len(s.Lights) != len(s.LightAt) || s.Players < 0 || s.Players > NumPlayers {
		return nil, fmt.Errorf("inconsistent snapshot")
	}
	for _, p := range s.LightAt {
		if !s.Map.In(p) {
			return nil, fmt.Errorf("light off the map")
		}
	}
	for _, c := range append(s.Companies[:], s.Stores...) {
		if c.Name != "" && !s.Map.In(c.At) && c.At != (Pt{-100, -100}) {
			return nil, fmt.Errorf("stop %q off the map", c.Name)
		}
	}
	return s, nil
}
