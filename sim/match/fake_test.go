package match_test

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

// count is a tiny two-player game for runner tests: every tick each player
// adds 0..9 to its total (the reply "add N"), plus a random bonus from the
// state's RNG. Param "ticks" sets the length. Its state punishes faults (-5)
// and takes edits "set P V"; game "plaincount" is the same game without
// either, to exercise Limits.OnFault.
type count struct{ plain bool }

type add int

func (a add) String() string { return "add " + strconv.Itoa(int(a)) }

type countState struct {
	tick, limit int
	total       [2]int64
	rng         rand.PCG
}

// penState adds the optional sim.Penalizer and sim.Editor.
type penState struct{ countState }

func (g count) Info() sim.Info {
	id := "count"
	if g.plain {
		id = "plaincount"
	}
	return sim.Info{ID: id, Title: "Count", MinPlayers: 2, MaxPlayers: 2,
		Limits: sim.Limits{FirstReply: time.Second, PerTick: 200 * time.Millisecond, MaxStrikes: 3}}
}

func (g count) New(cfg sim.Config) (sim.State, error) {
	s := countState{limit: 10, rng: sim.NewPCG(cfg.Seed, sim.StreamPlay)}
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
	return &penState{s}, nil
}

func (count) ParseAction(p sim.PlayerID, text string) (sim.Action, error) {
	f := strings.Fields(text)
	if len(f) != 2 || f[0] != "add" || len(f[1]) != 1 || f[1][0] < '0' || f[1][0] > '9' {
		return nil, fmt.Errorf("cannot parse %q", text)
	}
	return add(f[1][0] - '0'), nil
}

func (count) Codec() sim.Codec { return countCodec{} }

type countCodec struct{}

func (countCodec) Hello(s sim.State, p sim.PlayerID) []byte {
	return []byte(strconv.Itoa(int(p)) + "\n")
}

func (countCodec) Observe(s sim.State, p sim.PlayerID, evs []sim.Event) []byte {
	return fmt.Appendf(nil, "%d %d\n", s.Tick(), len(evs))
}

func (countCodec) Framing() sim.Framing { return sim.Framing{Lines: 1} }

func (countCodec) Decode(p sim.PlayerID, reply []byte) (sim.Action, error) {
	return count{}.ParseAction(p, string(reply))
}

func (s *countState) Tick() int { return s.tick }

func (s *countState) Pending() []sim.PlayerID {
	if s.tick >= s.limit {
		return nil
	}
	return []sim.PlayerID{0, 1}
}

func (s *countState) Step(actions []sim.Action) ([]sim.Event, error) {
	if len(actions) != 2 {
		return nil, errors.New("want 2 actions")
	}
	var evs []sim.Event
	for p, a := range actions {
		if a != nil {
			s.total[p] += int64(a.(add))
			evs = append(evs, sim.Event{Tick: s.tick, Kind: "score", Player: sim.PlayerID(p)})
		}
	}
	s.total[rand.New(&s.rng).IntN(2)]++
	s.tick++
	return evs, nil
}

func (s *countState) Outcome() (sim.Outcome, bool) {
	if s.tick < s.limit {
		return sim.Outcome{}, false
	}
	sc := []int64{s.total[0], s.total[1]}
	return sim.Outcome{Scores: sc, Ranks: sim.RanksFromScores(sc), Reason: "time"}, true
}

func (s *countState) Scores() []int64 { return []int64{s.total[0], s.total[1]} }

func (s *countState) Clone() sim.State { c := *s; return &c }
func (s *penState) Clone() sim.State   { c := *s; return &c }

func (s *countState) Hash() uint64 { return sim.HashState(s) }

func (s *countState) MarshalBinary() ([]byte, error) {
	b := binary.LittleEndian.AppendUint64(nil, uint64(s.tick))
	b = binary.LittleEndian.AppendUint64(b, uint64(s.limit))
	b = binary.LittleEndian.AppendUint64(b, uint64(s.total[0]))
	b = binary.LittleEndian.AppendUint64(b, uint64(s.total[1]))
	r, _ := s.rng.MarshalBinary()
	return append(b, r...), nil
}

func (s *countState) UnmarshalBinary(b []byte) error {
	if len(b) < 32 {
		return errors.New("short snapshot")
	}
	s.tick = int(binary.LittleEndian.Uint64(b))
	s.limit = int(binary.LittleEndian.Uint64(b[8:]))
	s.total[0] = int64(binary.LittleEndian.Uint64(b[16:]))
	s.total[1] = int64(binary.LittleEndian.Uint64(b[24:]))
	return s.rng.UnmarshalBinary(b[32:])
}

func (s *penState) Fault(p sim.PlayerID, st sim.Status, reason string) []sim.Event {
	s.total[p] -= 5
	return []sim.Event{{Tick: s.tick, Kind: sim.KindFault, Player: p, Detail: sim.FaultDetail{Status: st, Reason: reason}}}
}

func (s *penState) EditsAt(x, y float64) []sim.EditOption { return nil }

func (s *penState) ApplyEdit(text string) error {
	var p, v int64
	if _, err := fmt.Sscanf(text, "set %d %d", &p, &v); err != nil || p < 0 || p > 1 {
		return fmt.Errorf("bad edit %q", text)
	}
	s.total[p] = v
	return nil
}

// adder is a built-in that always adds its fixed amount.
type adder int

func (a adder) Act(s sim.State, p sim.PlayerID) sim.Action { return add(a) }

func register() {
	sim.Register(count{})
	sim.Register(count{plain: true})
	for _, g := range []string{"count", "plaincount"} {
		ai.Register(g, "three", "adds 3", func(uint64) ai.Bot { return adder(3) })
		ai.Register(g, "seven", "adds 7", func(uint64) ai.Bot { return adder(7) })
	}
}

// End announces the end as CodeRunner does: the lone turn "-1".
func (countCodec) End(sim.State, sim.PlayerID) []byte { return []byte("-1\n") }

// TournamentArgs stands for Paintball's "tournament" argument.
func (countCodec) TournamentArgs() []string { return []string{"tournament"} }
