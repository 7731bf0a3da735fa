package summary

import (
	"fmt"

	"arena/render"
	"arena/sim"
	"arena/sim/windward"
)

// roundSession is a state played in rounds with results per round and
// seat, in points (Windwardopolis: all ten cars, the fillers included).
type roundSession interface{ Session() windward.SessionJSON }

// liner is a state with lines of its own for the summary
// (Windwardopolis: each round's traffic health).
type liner interface{ SummaryLines() []string }

// Of is the end-of-game panel of a finished state: players in rank order
// (in their colours), a per-round table where the game has rounds, the
// reason whole, and hint under it.
//
// A nil outcome is a match ended by Stop at tick: the players are ranked
// by their scores so far.
func Of(st sim.State, players []sim.PlayerView, outcome *sim.Outcome, tick int, hint string) Summary {
	var o sim.Outcome
	if outcome != nil {
		o = *outcome
	} else {
		o = stopped(players, tick)
	}
	s := Summary{Reason: o.Reason, Hint: hint}
	if rs, ok := st.(roundSession); ok && len(rs.Session().Names) > 0 {
		ss := rs.Session()
		s.Rows, s.Table = roundRows(ss)
		// The outcome's scores are thousandths; the summary shows points.
		s.Reason = fmt.Sprintf("%d rounds played; points per round and in total", len(ss.Rounds))
		if outcome == nil {
			s.Reason = fmt.Sprintf("stopped at turn %d (Stop) after %d whole rounds; points so far", tick, len(ss.Rounds))
		}
	} else {
		for i, p := range players {
			s.Rows = append(s.Rows, Row{Name: p.Name, Status: string(p.Status), Color: render.PlayerColor(sim.PlayerID(i)), Seat: i})
		}
		s.Rows = Score(s.Rows, o.Ranks, o.Scores)
	}
	s.Title = Title(s.Rows)
	if sl, ok := st.(liner); ok {
		s.Notes = sl.SummaryLines()
	}
	return s
}

// stopped is the outcome of a match ended by Stop at tick: the scores so
// far, ranked (ties share a rank).
func stopped(players []sim.PlayerView, tick int) sim.Outcome {
	out := sim.Outcome{Reason: fmt.Sprintf("stopped at turn %d (Stop); ranked by the scores so far", tick)}
	for _, p := range players {
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

// roundRows is a round session as the summary's ranked rows and per-round
// table (FromRounds), in the players' colours.
func roundRows(ss windward.SessionJSON) ([]Row, [][]string) {
	rounds := make([]Round, len(ss.Rounds))
	for i, r := range ss.Rounds {
		rounds[i] = Round{Number: r.Round, Scores: r.Scores}
	}
	rows, table := FromRounds(ss.Names, ss.Totals, rounds)
	for i := range rows {
		rows[i].Color = render.PlayerColor(sim.PlayerID(rows[i].Seat))
	}
	return rows, table
}
