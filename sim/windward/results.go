package windward

import (
	"encoding/json"
	"fmt"
	"io"
)

// Scores returns the running session totals of the bot seats in
// milli-points (match.Scorer), for frames while the match is played.
func (s *State) Scores() []int64 {
	n := s.Players
	if n == 0 {
		n = NumPlayers
	}
	out := make([]int64, n)
	for i := range out {
		out[i] = s.Total(i)
	}
	return out
}

// SessionJSON is the per-round and total result of a session, in points.
type SessionJSON struct {
	Rounds []RoundJSON `json:"rounds"`
	Names  []string    `json:"names"`  // all ten seats; fillers included
	Totals []float64   `json:"totals"` // per seat, all rounds so far
}

// RoundJSON is one finished round.
type RoundJSON struct {
	Round  int       `json:"round"` // from 1
	Map    string    `json:"map"`
	Ticks  int       `json:"ticks"`
	Winner int       `json:"winner"` // seat with eight deliveries, -1 if none
	Scores []float64 `json:"scores"` // per seat
	// Traffic health of the round: unstick pushes (rule text, movement 8),
	// the longest time a car stood still without a flat tyre, and all
	// deliveries.
	Unsticks    int `json:"unsticks"`
	LongestHold int `json:"longest_hold"` // ticks
	Deliveries  int `json:"deliveries"`
}

// Session returns the session's results so far.
func (s *State) Session() SessionJSON {
	out := SessionJSON{}
	for _, r := range s.History {
		rj := RoundJSON{Round: r.Round + 1, Map: r.Map, Ticks: r.Ticks, Winner: r.Winner,
			Unsticks: r.Unsticks, LongestHold: r.LongestHold, Deliveries: r.Deliveries}
		for _, v := range r.Scores {
			rj.Scores = append(rj.Scores, float64(v)/1000)
		}
		out.Rounds = append(out.Rounds, rj)
	}
	for i := range s.Cars {
		out.Names = append(out.Names, s.Cars[i].Name)
		out.Totals = append(out.Totals, float64(s.Total(i))/1000)
	}
	return out
}

// ExportKinds lists what Export writes (match.Exporter): "rounds" is the
// session as JSON (SessionJSON).
func (s *State) ExportKinds() []string { return []string{"rounds"} }

// Export writes the session's per-round and total results as JSON.
func (s *State) Export(kind string, w io.Writer) error {
	if kind != "rounds" {
		return fmt.Errorf("windward: unknown export %q (want rounds)", kind)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(s.Session())
}

// SummaryLines is each finished round's traffic health for the window's
// end-of-session summary: ticks, unstick pushes, the longest hold and
// deliveries (the same figures as the rounds JSON).
func (s *State) SummaryLines() []string {
	var out []string
	for _, r := range s.History {
		out = append(out, fmt.Sprintf("round %d %s: %d ticks, %d unsticks, longest hold %d, %d deliveries",
			r.Round+1, r.Map, r.Ticks, r.Unsticks, r.LongestHold, r.Deliveries))
	}
	return out
}
