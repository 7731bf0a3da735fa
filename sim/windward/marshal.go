package windward

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"slices"

	"arena/sim"
)

// Clone deep-copies the state; maps are shared (they never change).
func (s *State) Clone() sim.State { return s.clone() }

func (s *State) clone() *State {
	n := *s
	n.Maps = slices.Clone(s.Maps)
	n.MapOrder = slices.Clone(s.MapOrder)
	n.Stores = slices.Clone(s.Stores)
	n.Lights = slices.Clone(s.Lights)
	n.LightAt = slices.Clone(s.LightAt)
	n.Msgs = slices.Clone(s.Msgs)
	for i := range n.Cars {
		c := &n.Cars[i]
		c.Path = slices.Clone(c.Path)
		c.PickUp = slices.Clone(c.PickUp)
		c.Delivered = slices.Clone(c.Delivered)
		c.Deck = slices.Clone(c.Deck)
		c.Hand = slices.Clone(c.Hand)
		c.Session = slices.Clone(c.Session)
	}
	n.History = slices.Clone(s.History)
	for i := range n.CEOs {
		n.CEOs[i].Route = slices.Clone(s.CEOs[i].Route)
		n.CEOs[i].Enemies = slices.Clone(s.CEOs[i].Enemies)
	}
	return &n
}

// snapshot is the serialised form: maps by index so shared maps are stored once.
type snapshot struct {
	S      stateData
	MapIdx int
}

// stateData is State without its methods, so gob encodes the fields rather
// than calling State.MarshalBinary again.
type stateData State

// MarshalBinary is a deterministic snapshot (gob over plain data, no Go maps).
func (s *State) MarshalBinary() ([]byte, error) {
	var b bytes.Buffer
	cp := *s
	cp.Map = nil
	idx := slices.Index(s.Maps, s.Map)
	if err := gob.NewEncoder(&b).Encode(&snapshot{S: stateData(cp), MapIdx: idx}); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// UnmarshalBinary restores a snapshot.
func (s *State) UnmarshalBinary(b []byte) error {
	var snap snapshot
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&snap); err != nil {
		return fmt.Errorf("windward snapshot: %v", err)
	}
	n := State(snap.S)
	if snap.MapIdx < 0 || snap.MapIdx >= len(n.Maps) {
		return fmt.Errorf("windward snapshot: bad map index %d", snap.MapIdx)
	}
	n.Map = n.Maps[snap.MapIdx]
	for _, m := range n.Maps {
		if m == nil || len(m.Tiles) != m.W*m.H {
			return fmt.Errorf("windward snapshot: bad map")
		}
	}
	n.topo = buildTopo(n.Map, n.LightAt, &n)
	*s = n
	return nil
}

// Hash is FNV-1a over the snapshot.
func (s *State) Hash() uint64 { return sim.HashState(s) }
