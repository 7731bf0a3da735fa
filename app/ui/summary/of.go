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
func Of(st sim.State, players []sim.PlayerView, o sim.Outcome, hint string) Summary {
	s := Summary{Reason: o.Reason, Hint: hint}
	if rs, ok := st.(roundSession); ok && len(rs.Session().Names) > 0 {
		ss := rs.Session()
		s.Rows, s.Table = roundRows(ss)
		// The outcome's scores are thousandths; the summary shows points.
		s.Reason = fmt.Sprintf("%d rounds played; points per round and in total", len(ss.Rounds))
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
