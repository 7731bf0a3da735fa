package replay_test

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"arena/sim"
)

// count is a tiny two-player game for testing the replay machinery without
// any real game: each tick every player adds 0..9 to its total, plus a
// random bonus drawn from the state's RNG; the match lasts "ticks" ticks.
type count struct{}

type add int

func (a add) String() string { return "add " + strconv.Itoa(int(a)) }

type countState struct {
	tick, limit int
	total       [2]int64
	rng         rand.PCG
}

func (count) Info() sim.Info {
	return sim.Info{ID: "count", Title: "Count", MinPlayers: 2, MaxPlayers: 2}
}

func (count) New(cfg sim.Config) (sim.State, error) {
	s := &countState{limit: 10, rng: sim.NewPCG(cfg.Seed, sim.StreamPlay)}
	if v, ok := cfg.Params["ticks"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("ticks: %v", err)
		}
		s.limit = n
	}
	return s, nil
}

func (count) ParseAction(p sim.PlayerID, text string) (sim.Action, error) {
	f := strings.Fields(text)
	if len(f) != 2 || f[0] != "add" || len(f[1]) != 1 || f[1][0] < '0' || f[1][0] > '9' {
		return nil, fmt.Errorf("cannot parse %q", text)
	}
	return add(f[1][0] - '0'), nil
}

func (count) Codec() sim.Codec { return nil }

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

func (s *countState) Clone() sim.State { c := *s; return &c }

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

// Fault costs 5 points, so faults must be replayed to reproduce hashes.
func (s *countState) Fault(p sim.PlayerID, st sim.Status, reason string) []sim.Event {
	s.total[p] -= 5
	return []sim.Event{{Tick: s.tick, Kind: sim.KindFault, Player: p}}
}

// EditsAt offers nothing; ApplyEdit accepts "set P V".
func (s *countState) EditsAt(x, y float64) []sim.EditOption { return nil }

func (s *countState) ApplyEdit(text string) error {
	var p, v int64
	if _, err := fmt.Sscanf(text, "set %d %d", &p, &v); err != nil || p < 0 || p > 1 {
		return fmt.Errorf("bad edit %q", text)
	}
	s.total[p] = v
	return nil
}
