package paintball

import (
	"cmp"
	"image/color"
	"slices"

	pb "arena/sim/paintball"
)

// The state only holds the splats and flights of the last turn, so the
// renderer remembers what it has shown, by round, to let splats fade on
// the ground over the following rounds and paint stay on a child that was
// hit. This is a cache of pictures, not state: it is rebuilt from the
// states drawn, forgotten when a new match starts, and a round seen again
// (after a seek or an edit) replaces what was remembered for it.
const (
	splatRounds = 24 // rounds a splat stays on the ground, fading
	paintRounds = 30 // rounds paint stays on a child, fading at the end
	hudPainted  = 10 // rounds the HUD marks a child as freshly painted
)

type splatMark struct {
	p     pb.Point
	team  int
	small bool // paint dripping off a child hit directly
}

type paintMark struct {
	child, team int
}

type memory struct {
	key    uint64
	splats map[int][]splatMark // by the round after the turn
	paint  map[int][]paintMark
	// The balls of the round shown that have landed, so each starts its
	// burst and pop-up once, when it lands during the interpolation.
	arrRound int
	arr      map[int]bool
	effects  []effect
	seen     bool
}

// effect is a burst or a pop-up started when a ball landed; it runs on the
// wall clock (View.Time), past the end of its round.
type effect struct {
	kind  effectKind
	p     pb.Point // the space, for the fog
	c     color.RGBA
	born  float64
	seed  uint64
	pts   int // a pop-up's points, summed over the balls it stands for
	team  int
	block bool
}

type effectKind uint8

const (
	effBurst effectKind = iota
	effSparks
	effPopup
)

// matchKey identifies a match well enough to tell when the app switched to
// another one: the seed and the trees and walls.
func matchKey(st *pb.State) uint64 {
	h := st.Seed ^ 0x9e3779b97f4a7c15
	for i, c := range st.Cells {
		if k := staticKind(c); k != pb.Empty {
			h ^= uint64(i)<<8 | uint64(k)
			h *= 1099511628211
		}
	}
	return h
}

// observe records the splats and paint of the turn that led to st.
func (m *memory) observe(l *look) {
	st := l.st
	key := matchKey(st)
	if !m.seen || key != m.key || st.Round == 0 {
		m.key, m.seen = key, true
		m.splats = map[int][]splatMark{}
		m.paint = map[int][]paintMark{}
		m.effects = nil
	}
	var sp []splatMark
	for _, s := range st.Splats {
		sp = append(sp, splatMark{p: pb.Point{X: s.X, Y: s.Y}, team: s.Team})
	}
	// A ball that bursts on a child also spatters the grass around it.
	for j, f := range st.Flights {
		if f.End == pb.EndChild && pb.Bursts(len(f.Steps), pb.Steps(f.From, f.To)) {
			sp = append(sp, splatMark{p: l.flightStop(j), team: f.Team, small: true})
		}
	}
	// One mark per space, team and kind a round: a volley of three on one
	// spot is one splat.
	slices.SortStableFunc(sp, func(a, b splatMark) int {
		return cmp.Or(cmp.Compare(a.p.Y, b.p.Y), cmp.Compare(a.p.X, b.p.X), cmp.Compare(a.team, b.team), cmp.Compare(b2i(a.small), b2i(b.small)))
	})
	sp = slices.Compact(sp)
	m.splats[st.Round] = sp
	var pm []paintMark
	for j := range st.Flights {
		for _, v := range l.painted(j) {
			pm = append(pm, paintMark{v, st.Flights[j].Team})
		}
	}
	m.paint[st.Round] = pm
	if m.arrRound != st.Round || m.arr == nil {
		m.arrRound, m.arr = st.Round, map[int]bool{}
	}
	keep := m.effects[:0]
	for _, e := range m.effects {
		if l.v.Time-e.born < popLife {
			keep = append(keep, e)
		}
	}
	m.effects = keep
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// lands reports whether flight j of the round shown lands for the first
// time, and notes it.
func (m *memory) lands(round, j int) bool {
	if m.arrRound != round || m.arr == nil {
		m.arrRound, m.arr = round, map[int]bool{}
	}
	if m.arr[j] {
		return false
	}
	m.arr[j] = true
	return true
}

// lastPainted reports how many rounds ago child i was last painted, and by
// which team, as far as the renderer has seen.
func (m *memory) lastPainted(st *pb.State, i int) (ago, team int, ok bool) {
	if !m.seen || m.key != matchKey(st) {
		return 0, 0, false
	}
	for r := st.Round; r >= 0 && r > st.Round-paintRounds; r-- {
		for _, p := range m.paint[r] {
			if p.child == i {
				return st.Round - r, p.team, true
			}
		}
	}
	return 0, 0, false
}
