package session_test

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"arena/ai"
	"arena/sim"
)

// tally is a tiny two-player game for session tests: every tick each
// player adds 0..9 to its total ("add N"), plus a random bonus from the
// state's RNG; an "add" is worth double after an edit "double". Param
// "ticks" sets the length. Faults cost 5 (sim.Penalizer); edits are
// "set P V" and "double" (sim.Editor). Game "plaintally" has neither.
type tally struct{ plain bool }

type add int

func (a add) String() string { return "add " + strconv.Itoa(int(a)) }

type tallyState struct {
	tick, limit int
	double      bool
	total       [2]int64
	rng         rand.PCG
}

type editState struct{ tallyState }

func (g tally) Info() sim.Info {
	id := "tally"
	if g.plain {
		id = "plaintally"
	}
	return sim.Info{ID: id, Title: "Tally", MinPlayers: 2, MaxPlayers: 2, Markers: []sim.EventKind{"lead"},
		Limits: sim.Limits{FirstReply: time.Second, PerTick: 200 * time.Millisecond, MaxStrikes: 3}}
}

func (g tally) New(cfg sim.Config) (sim.State, error) {
	s := tallyState{limit: 10, rng: sim.NewPCG(cfg.Seed, sim.StreamPlay)}
	if v, ok := cfg.Params["ticks"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("ticks: %v", err)
		}
		s.limit = n
	}
	if g.plain {
		return &s, nil
	}
	return &editState{s}, nil
}

func (tally) ParseAction(p sim.PlayerID, text string) (sim.Action, error) {
	f := strings.Fields(text)
	if len(f) != 2 || f[0] != "add" || len(f[1]) != 1 || f[1][0] < '0' || f[1][0] > '9' {
		return nil, fmt.Errorf("cannot parse %q", text)
	}
	return add(f[1][0] - '0'), nil
}

func (tally) Codec() sim.Codec { return tallyCodec{} }

type tallyCodec struct{}

func (tallyCodec) Hello(s sim.State, p sim.PlayerID) []byte { return nil }

func (tallyCodec) Observe(s sim.State, p sim.PlayerID, evs []sim.Event) []byte {
	return fmt.Appendf(nil, "%d %d\n", s.Tick(), len(evs))
}

func (tallyCodec) Framing() sim.Framing { return sim.Framing{Lines: 1} }

func (tallyCodec) Decode(p sim.PlayerID, reply []byte) (sim.Action, error) {
	return tally{}.ParseAction(p, string(reply))
}

func (s *tallyState) Tick() int { return s.tick }

func (s *tallyState) Pending() []sim.PlayerID {
	if s.tick >= s.limit {
		return nil
	}
	return []sim.PlayerID{0, 1}
}

func (s *tallyState) Step(actions []sim.Action) ([]sim.Event, error) {
	if len(actions) != 2 {
		return nil, errors.New("want 2 actions")
	}
	lead := s.total[0] > s.total[1]
	for p, a := range actions {
		if a != nil {
			v := int64(a.(add))
			if s.double {
				v *= 2
			}
			s.total[p] += v
		}
	}
	s.total[rand.New(&s.rng).IntN(2)]++
	s.tick++
	var evs []sim.Event
	if now := s.total[0] > s.total[1]; now != lead {
		evs = append(evs, sim.Event{Tick: s.tick, Kind: "lead", Player: -1})
	}
	return evs, nil
}

func (s *tallyState) Outcome() (sim.Outcome, bool) {
	if s.tick < s.limit {
		return sim.Outcome{}, false
	}
	sc := []int64{s.total[0], s.total[1]}
	return sim.Outcome{Scores: sc, Ranks: sim.RanksFromScores(sc), Reason: "time"}, true
}

func (s *tallyState) Clone() sim.State { c := *s; return &c }
func (s *editState) Clone() sim.State  { c := *s; return &c }

func (s *tallyState) Hash() uint64 { return sim.HashState(s) }

func (s *tallyState) MarshalBinary() ([]byte, error) {
	b := binary.LittleEndian.AppendUint64(nil, uint64(s.tick))
	b = binary.LittleEndian.AppendUint64(b, uint64(s.limit))
	b = binary.LittleEndian.AppendUint64(b, uint64(s.total[0]))
	b = binary.LittleEndian.AppendUint64(b, uint64(s.total[1]))
	if s.double {
		b = append(b, 1)
	} else {
		b = append(b, 0)
	}
	r, _ := s.rng.MarshalBinary()
	return append(b, r...), nil
}

func (s *tallyState) UnmarshalBinary(b []byte) error {
	if len(b) < 33 {
		return errors.New("short snapshot")
	}
	s.tick = int(binary.LittleEndian.Uint64(b))
	s.limit = int(binary.LittleEndian.Uint64(b[8:]))
	s.total[0] = int64(binary.LittleEndian.Uint64(b[16:]))
	s.total[1] = int64(binary.LittleEndian.Uint64(b[24:]))
	s.double = b[32] == 1
	return s.rng.UnmarshalBinary(b[33:])
}

func (s *editState) Fault(p sim.PlayerID, st sim.Status, reason string) []sim.Event {
	s.total[p] -= 5
	return []sim.Event{{Tick: s.tick, Kind: sim.KindFault, Player: p, Detail: sim.FaultDetail{Status: st, Reason: reason}}}
}

func (s *editState) EditsAt(x, y float64) []sim.EditOption { return nil }

func (s *editState) ApplyEdit(text string) error {
	if text == "double" {
		s.double = true
		return nil
	}
	var p, v int64
	if _, err := fmt.Sscanf(text, "set %d %d", &p, &v); err != nil || p < 0 || p > 1 {
		return fmt.Errorf("bad edit %q", text)
	}
	s.total[p] = v
	return nil
}

// adder always adds its fixed amount; random adds a seeded random amount,
// so that a fork's seats are seeded reproducibly; crasher panics on tick 2.
type adder int

func (a adder) Act(s sim.State, p sim.PlayerID) sim.Action { return add(a) }

type random struct{ r *rand.Rand }

func (b random) Act(s sim.State, p sim.PlayerID) sim.Action { return add(b.r.IntN(10)) }

type crasher struct{}

func (crasher) Act(s sim.State, p sim.PlayerID) sim.Action {
	if s.Tick() == 2 {
		panic("boom")
	}
	return add(1)
}

func init() {
	sim.Register(tally{})
	sim.Register(tally{plain: true})
	for _, g := range []string{"tally", "plaintally"} {
		ai.Register(g, "three", "adds 3", func(uint64) ai.Bot { return adder(3) })
		ai.Register(g, "seven", "adds 7", func(uint64) ai.Bot { return adder(7) })
		ai.Register(g, "random", "adds a random amount", func(seed uint64) ai.Bot {
			return random{rand.New(rand.NewPCG(seed, 1))}
		})
		ai.Register(g, "crasher", "panics on tick 2", func(uint64) ai.Bot { return crasher{} })
	}
}
