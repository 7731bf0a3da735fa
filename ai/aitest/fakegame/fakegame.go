package fakegame

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"arena/ai"
	"arena/sim"
)

// Game is the game "count", or "plaincount" when Plain is set.
type Game struct{ Plain bool }

// Add is the action "add N": the player's total grows by N (0..9).
type Add int

func (a Add) String() string { return "add " + strconv.Itoa(int(a)) }

// State is the state of "plaincount"; "count" wraps it in Edited.
type State struct {
	tick, limit int
	double      bool
	total       [2]int64
	rng         rand.PCG
}

// Edited is the state of "count": State plus sim.Penalizer and sim.Editor.
type Edited struct{ State }

// Info names the game; the lead changes are its timeline markers.
func (g Game) Info() sim.Info {
	id := "count"
	if g.Plain {
		id = "plaincount"
	}
	return sim.Info{ID: id, Title: "Count", MinPlayers: 2, MaxPlayers: 2, Markers: []sim.EventKind{"lead"},
		Limits: sim.Limits{FirstReply: time.Second, PerTick: 200 * time.Millisecond, MaxStrikes: 3}}
}

// New starts a match of "ticks" ticks (10 by default).
func (g Game) New(cfg sim.Config) (sim.State, error) {
	s := State{limit: 10, rng: sim.NewPCG(cfg.Seed, sim.StreamPlay)}
	if v, ok := cfg.Params["ticks"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("ticks: %v", err)
		}
		s.limit = n
	}
	if g.Plain {
		return &s, nil
	}
	return &Edited{s}, nil
}

// ParseAction reads "add N" with one digit N.
func (Game) ParseAction(p sim.PlayerID, text string) (sim.Action, error) {
	f := strings.Fields(text)
	if len(f) != 2 || f[0] != "add" || len(f[1]) != 1 || f[1][0] < '0' || f[1][0] > '9' {
		return nil, fmt.Errorf("cannot parse %q", text)
	}
	return Add(f[1][0] - '0'), nil
}

// Codec is the line protocol below.
func (Game) Codec() sim.Codec { return codec{} }

// codec greets a bot with its seat, tells it "TICK EVENTS" each turn and
// reads one line.
type codec struct{}

func (codec) Hello(s sim.State, p sim.PlayerID) []byte {
	return []byte(strconv.Itoa(int(p)) + "\n")
}

func (codec) Observe(s sim.State, p sim.PlayerID, evs []sim.Event) []byte {
	return fmt.Appendf(nil, "%d %d\n", s.Tick(), len(evs))
}

func (codec) Framing() sim.Framing { return sim.Framing{Lines: 1} }

func (codec) Decode(p sim.PlayerID, reply []byte) (sim.Action, error) {
	return Game{}.ParseAction(p, string(reply))
}

// End announces the end as CodeRunner does: the lone turn "-1".
func (codec) End(sim.State, sim.PlayerID) []byte { return []byte("-1\n") }

// TournamentArgs stands for Paintball's "tournament" argument.
func (codec) TournamentArgs() []string { return []string{"tournament"} }

// Tick is the number of steps played.
func (s *State) Tick() int { return s.tick }

// Pending is both players until the last tick.
func (s *State) Pending() []sim.PlayerID {
	if s.tick >= s.limit {
		return nil
	}
	return []sim.PlayerID{0, 1}
}

// Step adds each player's amount (twice after "double"), then a bonus of
// one to a player the RNG draws.
func (s *State) Step(actions []sim.Action) ([]sim.Event, error) {
	if len(actions) != 2 {
		return nil, errors.New("want 2 actions")
	}
	lead := s.total[0] > s.total[1]
	var evs []sim.Event
	for p, a := range actions {
		if a != nil {
			v := int64(a.(Add))
			if s.double {
				v *= 2
			}
			s.total[p] += v
			evs = append(evs, sim.Event{Tick: s.tick, Kind: "score", Player: sim.PlayerID(p)})
		}
	}
	s.total[rand.New(&s.rng).IntN(2)]++
	s.tick++
	if now := s.total[0] > s.total[1]; now != lead {
		evs = append(evs, sim.Event{Tick: s.tick, Kind: "lead", Player: -1})
	}
	return evs, nil
}

// Outcome ranks the totals once the last tick is played.
func (s *State) Outcome() (sim.Outcome, bool) {
	if s.tick < s.limit {
		return sim.Outcome{}, false
	}
	sc := []int64{s.total[0], s.total[1]}
	return sim.Outcome{Scores: sc, Ranks: sim.RanksFromScores(sc), Reason: "time"}, true
}

// Scores are the running totals (match.Scorer).
func (s *State) Scores() []int64 { return []int64{s.total[0], s.total[1]} }

// Clone copies the state; it holds no references.
func (s *State) Clone() sim.State { c := *s; return &c }

// Clone copies the state; it holds no references.
func (s *Edited) Clone() sim.State { c := *s; return &c }

// Hash fingerprints MarshalBinary.
func (s *State) Hash() uint64 { return sim.HashState(s) }

// MarshalBinary writes tick, limit, totals, the double flag and the RNG.
func (s *State) MarshalBinary() ([]byte, error) {
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

// UnmarshalBinary reads what MarshalBinary wrote.
func (s *State) UnmarshalBinary(b []byte) error {
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

// Fault costs 5 points, so faults must be replayed to reproduce hashes.
func (s *Edited) Fault(p sim.PlayerID, st sim.Status, reason string) []sim.Event {
	s.total[p] -= 5
	return []sim.Event{{Tick: s.tick, Kind: sim.KindFault, Player: p, Detail: sim.FaultDetail{Status: st, Reason: reason}}}
}

// EditsAt offers nothing to click.
func (s *Edited) EditsAt(x, y float64) []sim.EditOption { return nil }

// ApplyEdit takes "double" and "set P V".
func (s *Edited) ApplyEdit(text string) error {
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

// Adder is a built-in that always adds its fixed amount.
type Adder int

// Act adds a.
func (a Adder) Act(s sim.State, p sim.PlayerID) sim.Action { return Add(a) }

// Random adds a seeded random amount, so that a fork's seats are seeded
// reproducibly.
type Random struct{ r *rand.Rand }

// NewRandom seeds a Random.
func NewRandom(seed uint64) Random { return Random{rand.New(rand.NewPCG(seed, 1))} }

// Act adds 0..9.
func (b Random) Act(s sim.State, p sim.PlayerID) sim.Action { return Add(b.r.IntN(10)) }

// Crasher panics on tick 2 and adds 1 otherwise.
type Crasher struct{}

// Act panics on tick 2.
func (Crasher) Act(s sim.State, p sim.PlayerID) sim.Action {
	if s.Tick() == 2 {
		panic("boom")
	}
	return Add(1)
}

var once sync.Once

// Register adds "count" and "plaincount" and their built-ins to the process
// registries (sim.Register, ai.Register); calling it again does nothing.
func Register() {
	once.Do(func() {
		sim.Register(Game{})
		sim.Register(Game{Plain: true})
		for _, g := range []string{"count", "plaincount"} {
			ai.Register(g, "three", "adds 3", func(uint64) ai.Bot { return Adder(3) })
			ai.Register(g, "seven", "adds 7", func(uint64) ai.Bot { return Adder(7) })
			ai.Register(g, "random", "adds a random amount", func(seed uint64) ai.Bot { return NewRandom(seed) })
			ai.Register(g, "crasher", "panics on tick 2", func(uint64) ai.Bot { return Crasher{} })
		}
	})
}
