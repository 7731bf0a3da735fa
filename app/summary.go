package app

import (
	"fmt"

	"arena/app/ui/summary"
	"arena/render"
	"arena/sim"
	"arena/sim/windward"
)

// summaryReady reports whether the match shown is over (or was stopped,
// Stop) and at its end: the summary can be shown.
func (a *App) summaryReady() bool {
	f := a.frame
	return f != nil && f.Tick == f.End && (f.Done && f.Outcome != nil || a.stopped)
}

// outcome is the frame's outcome, or for a match ended by Stop the
// scores so far, ranked (ties share a rank).
func (a *App) outcome() sim.Outcome {
	f := a.frame
	if f.Outcome != nil {
		return *f.Outcome
	}
	out := sim.Outcome{Reason: fmt.Sprintf("stopped at turn %d (Stop); ranked by the scores so far", f.Tick)}
	for _, p := range f.Players {
		out.Scores = append(out.Scores, p.Score)
	}
	for _, s := range out.Scores {
		rank := 1
		for _, o := range out.Scores {
			if o > s {
				rank++
			}
		}
		out.Ranks = append(out.Ranks, rank)
	}
	return out
}

// summaryShown reports whether the summary is on screen: the match is
// over, nothing covers the map, and it was not hidden (S, Esc).
func (a *App) summaryShown() bool {
	return a.summaryReady() && a.start == nil && !a.hideSummary
}

// roundSession is a state played in rounds with results per round and
// seat, in points (Windwardopolis: all ten cars, the fillers included).
type roundSession interface{ Session() windward.SessionJSON }

// summaryLiner is a state with lines of its own for the summary
// (Windwardopolis: each round's traffic health).
type summaryLiner interface{ SummaryLines() []string }

// summary is the end-of-game panel for the frame shown: players in rank
// order, a per-round table where the game has rounds, the reason whole.
func (a *App) summary() summary.Summary {
	f := a.frame
	out := a.outcome()
	s := summary.Summary{Reason: out.Reason, Hint: "S or Esc hides this; R replays the seed, N plays a new one"}
	if rs, ok := f.State.(roundSession); ok && len(rs.Session().Names) > 0 {
		ss := rs.Session()
		s.Rows, s.Table = roundRows(ss)
		// The outcome's scores are thousandths; the summary shows points.
		s.Reason = fmt.Sprintf("%d rounds played; points per round and in total", len(ss.Rounds))
		if f.Outcome == nil {
			s.Reason = fmt.Sprintf("stopped at turn %d (Stop) after %d whole rounds; points so far", f.Tick, len(ss.Rounds))
		}
	} else {
		for i, p := range f.Players {
			s.Rows = append(s.Rows, summary.Row{Name: p.Name, Status: string(p.Status), Color: render.PlayerColor(sim.PlayerID(i)), Seat: i})
		}
		s.Rows = summary.Score(s.Rows, out.Ranks, out.Scores)
	}
	s.Title = summary.Title(s.Rows)
	if sl, ok := f.State.(summaryLiner); ok {
		s.Notes = sl.SummaryLines()
	}
	return s
}

// roundRows is a round session as the summary's ranked rows and per-round
// table (summary.FromRounds), in the players' colours.
func roundRows(ss windward.SessionJSON) ([]summary.Row, [][]string) {
	rounds := make([]summary.Round, len(ss.Rounds))
	for i, r := range ss.Rounds {
		rounds[i] = summary.Round{Number: r.Round, Scores: r.Scores}
	}
	rows, table := summary.FromRounds(ss.Names, ss.Totals, rounds)
	for i := range rows {
		rows[i].Color = render.PlayerColor(sim.PlayerID(rows[i].Seat))
	}
	return rows, table
}
