package windward

import (
	"fmt"
	"slices"

	"arena/sim"
)

// Pending lists the bot seats with a message due (architecture §3: the
// server never waits; a bot is asked only when it has something to read).
func (s *State) Pending() []sim.PlayerID {
	if s.Over {
		return nil
	}
	var out []sim.PlayerID
	for i := 0; i < s.Players; i++ {
		for _, m := range s.Msgs {
			if m.To == i || m.To == -1 {
				if out == nil {
					out = make([]sim.PlayerID, 0, s.Players-i) // one allocation, not four
				}
				out = append(out, sim.PlayerID(i))
				break
			}
		}
	}
	return out
}

// MessagesFor returns the messages due to seat i after the last Step.
func (s *State) MessagesFor(i int) []Msg {
	var out []Msg
	for _, m := range s.Msgs {
		if m.To == i || m.To == -1 {
			out = append(out, m)
		}
	}
	return out
}

// Step plays one tick in the original's order (reference §1.4). actions[i]
// is seat i's *Orders or nil.
func (s *State) Step(actions []sim.Action) ([]sim.Event, error) {
	if s.Over {
		return nil, fmt.Errorf("windward: the session is over")
	}
	var evs []sim.Event
	// The seat fillers decide on the statuses of the last tick before they
	// are cleared; their orders are applied with the bots' below, as the
	// original's AI worker answers a status with an order the engine reads
	// on its next tick (PlayerAI.cs; Engine.cs PlayerAddOrder).
	var filler [NumPlayers]*Orders
	for i := s.Players; i < NumPlayers; i++ {
		filler[i] = s.fillerOrders(i)
	}
	s.Msgs = s.Msgs[:0]
	// 1. Rule text: the round ends when one car has delivered eight.
	for i := range s.Cars {
		if len(s.Cars[i].Delivered) >= 8 || (s.RoundTick >= maxRoundTicks) {
			s.endRound(&evs)
			return evs, nil
		}
	}
	// 2. Periodic status about each player to itself.
	if s.T >= s.NextStatus {
		for i := range s.Cars {
			st := "UPDATE"
			if len(s.Cars[i].Path) == 0 {
				st = "NO_PATH"
			}
			s.send(Msg{To: i, About: i, Status: st})
		}
		s.NextStatus = s.T + s.Rules.StatusEvery
	}
	// A transit card played now waits silently for the next pick-up
	// (reference §1.5); the event below says so, and changes no state.
	var nextStop [NumPlayers]CardInst
	for i := range s.Cars {
		nextStop[i] = s.Cars[i].NextStop
	}
	// 3.1 Orders in seat order.
	for i, a := range actions {
		if i >= s.Players || a == nil {
			continue
		}
		o, ok := a.(*Orders)
		if !ok {
			return evs, fmt.Errorf("windward: player %d: action %T is not *windward.Orders", i, a)
		}
		s.apply(i, o)
	}
	for i := s.Players; i < NumPlayers; i++ {
		if filler[i] != nil {
			s.apply(i, filler[i])
		}
		s.fillerCards(i)
	}
	for i := range s.Cars {
		if ns := s.Cars[i].NextStop; ns.Set && ns != nextStop[i] {
			evs = append(evs, s.event(KindCardPending, i, CardDetail{Card: ns.Kind.String(), Target: s.cardTarget(ns), Status: "POWER_UP_PENDING"}))
		}
	}
	// 3.2 Immediate cards.
	for i := range s.Cars {
		s.playImmediate(i, &evs)
	}
	// 3.3–3.4 Timers.
	for i := range s.Cars {
		c := &s.Cars[i]
		if c.QuarterT > 0 {
			c.QuarterT--
			if c.QuarterT == 0 && !(c.Transit.Set && c.Transit.Kind == MultDeliveryQuarterSpeed) {
				c.Quarter = false
			}
		}
		if c.Flat > 0 {
			c.Flat--
		}
	}
	s.moveCars(&evs)
	if s.Rules.HandLimitAnytime {
		for i := range s.Cars {
			if len(s.Cars[i].Hand) > 1 {
				s.enforceHandLimit(i)
			}
		}
	}
	s.T++
	s.RoundTick++
	return evs, nil
}

// maxRoundTicks ends a round that nobody finishes (the original has no
// limit; this only guards headless runs against a map that jams).
const maxRoundTicks = 200000

// endRound books the round's scores and starts the next round or ends the
// session (rule text: "10 rounds with the score from all 10 rounds added up").
func (s *State) endRound(evs *[]sim.Event) {
	scores := make([]int64, NumPlayers)
	s.Winner = -1
	for i := range s.Cars {
		if len(s.Cars[i].Delivered) >= 8 && s.Winner < 0 {
			s.Winner = i
		}
		scores[i] = int64(s.Score(i))
	}
	for i := range s.Cars {
		s.Cars[i].Session = append(slices.Clone(s.Cars[i].Session), scores[i])
	}
	deliveries := 0
	for i := range s.Cars {
		deliveries += len(s.Cars[i].Delivered)
	}
	rr := RoundResult{Round: s.Round, Map: s.Map.Name, Ticks: s.RoundTick, Scores: scores, Winner: s.Winner,
		Unsticks: s.Traffic.Unsticks, LongestHold: s.Traffic.LongestHold, Deliveries: deliveries}
	s.History = append(slices.Clone(s.History), rr)
	*evs = append(*evs, sim.Event{Tick: s.T, Kind: KindRoundEnd, Player: sim.PlayerID(s.Winner), X: -1, Y: -1, Detail: rr})
	s.Round++
	if s.Round >= s.Rounds {
		s.Over = true
		s.Msgs = s.Msgs[:0]
		return
	}
	s.startRound()
	// Reference §3.2: a new <setup> opens every game of a run.
	s.send(Msg{To: -1, About: -1, Setup: true})
}

// RoundResult is the Detail of a round-end event and one entry of Results.
type RoundResult struct {
	Round  int
	Map    string
	Ticks  int
	Scores []int64 // milli-points per seat
	Winner int     // seat with eight deliveries, -1 when the round timed out
	// Traffic health: unstick pushes, the longest any car stood still
	// without a flat tyre (ticks), and deliveries by all cars.
	Unsticks, LongestHold, Deliveries int
}

// Results returns the finished rounds' scores per seat (milli-points).
func (s *State) Results() [][]int64 {
	out := make([][]int64, s.Round)
	for r := range out {
		out[r] = make([]int64, NumPlayers)
		for i := range s.Cars {
			if r < len(s.Cars[i].Session) {
				out[r][i] = s.Cars[i].Session[r]
			}
		}
	}
	return out
}

// Outcome reports the session totals (milli-points) once every round is
// played; only bot seats are ranked.
func (s *State) Outcome() (sim.Outcome, bool) {
	if !s.Over {
		return sim.Outcome{}, false
	}
	n := s.Players
	if n == 0 {
		n = NumPlayers // a match of seat fillers only ranks them all
	}
	scores := make([]int64, n)
	for i := range scores {
		scores[i] = s.Total(i)
	}
	return sim.Outcome{Scores: scores, Ranks: sim.RanksFromScores(scores),
		Reason: fmt.Sprintf("%d rounds played; scores in thousandths of a point", s.Rounds)}, true
}
