package windward

import (
	"encoding/binary"
	"fmt"
	"slices"
	"sync"

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

// blobCache holds the encodings of the maps snapshotted last, by identity
// (maps are immutable). It is bounded: every session loads its own maps,
// so a cache keyed by map would otherwise grow with every match a process
// plays. When full, the oldest entry goes; lookups only, so no iteration
// order can leak into a snapshot.
type blobCache struct {
	mu    sync.Mutex
	byMap map[*Map][]byte
	order []*Map // insertion order, oldest first
}

// maxBlobs covers the maps of a few concurrent sessions (a session holds
// at most the seven shipped cities, or the maps given to it).
const maxBlobs = 32

var blobs = blobCache{byMap: map[*Map][]byte{}}

func (c *blobCache) load(m *Map) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b, ok := c.byMap[m]
	return b, ok
}

func (c *blobCache) store(m *Map, b []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.byMap[m]; ok {
		return
	}
	if len(c.order) >= maxBlobs {
		delete(c.byMap, c.order[0])
		c.order = slices.Delete(c.order, 0, 1)
	}
	c.byMap[m] = b
	c.order = append(c.order, m)
}

func (c *blobCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.byMap)
}

func mapBlob(m *Map) []byte {
	if b, ok := blobs.load(m); ok {
		return b
	}
	b := make([]byte, 0, 8+6*len(m.Tiles))
	b = binary.LittleEndian.AppendUint32(b, uint32(m.W))
	b = binary.LittleEndian.AppendUint32(b, uint32(m.H))
	for _, t := range m.Tiles {
		var light byte
		if t.HasLight {
			light = 1
		}
		b = append(b, byte(t.Type), byte(t.Dir), t.StopSigns, light, byte(t.Light), t.Start)
	}
	blobs.store(m, b)
	return b
}

func mapFromBlob(name string, b []byte) (*Map, error) {
	if len(b) < 8 {
		return nil, fmt.Errorf("short map")
	}
	w, h := int(binary.LittleEndian.Uint32(b)), int(binary.LittleEndian.Uint32(b[4:]))
	if w < 1 || h < 1 || w > maxMapSide || h > maxMapSide || len(b) != 8+6*w*h {
		return nil, fmt.Errorf("bad map size")
	}
	m := &Map{Name: name, W: w, H: h, Tiles: make([]Tile, w*h)}
	for i := range m.Tiles {
		x := b[8+6*i:]
		m.Tiles[i] = Tile{Type: TileType(x[0]), Dir: RoadDir(x[1]), StopSigns: x[2], HasLight: x[3] != 0, Light: Light(x[4]), Start: x[5]}
		if m.Tiles[i].Type > CoffeeBuilding || m.Tiles[i].Dir >= numRoadDirs || m.Tiles[i].Light > EWYellow || m.Tiles[i].Start > 4 {
			return nil, fmt.Errorf("bad tile %d", i)
		}
	}
	if err := m.Validate(false); err != nil {
		return nil, err
	}
	return m, nil
}

// MarshalBinary is a deterministic snapshot (binary.go).
func (s *State) MarshalBinary() ([]byte, error) { return s.encode(), nil }

// UnmarshalBinary restores a snapshot.
func (s *State) UnmarshalBinary(b []byte) error {
	n, err := decodeState(b)
	if err != nil {
		return fmt.Errorf("windward snapshot: %v", err)
	}
	n.topo = buildTopo(n.Map, n.LightAt, n)
	*s = *n
	return nil
}
