package app

import (
	"fmt"
	"sort"
	"strconv"

	"arena/app/ui/summary"
	"arena/render"
	"arena/sim"
	"arena/sim/windward"
)

// summaryReady reports whether the match shown is over and at its end:
// the summary can be shown.
func (a *App) summaryReady() bool {
	f := a.frame
	return f != nil && f.Done && f.Tick == f.End && f.Outcome != nil
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
	o := f.Outcome
	s := summary.Summary{Title: "Draw", Reason: o.Reason, Hint: "S or Esc hides this; R replays the seed, N plays a new one"}
	winners, winner := 0, -1
	for i, r := range o.Ranks {
		if r == 1 {
			winners++
			winner = i
		}
	}
	if rs, ok := f.State.(roundSession); ok && len(rs.Session().Names) > 0 {
		s.Rows, s.Table = roundRows(rs.Session())
		if len(s.Rows) > 0 && (len(s.Rows) < 2 || s.Rows[0].Rank != s.Rows[1].Rank) {
			s.Title = s.Rows[0].Name + " wins"
		}
	} else {
		for i, p := range f.Players {
			row := summary.Row{Name: p.Name, Status: string(p.Status), Color: render.PlayerColor(sim.PlayerID(i))}
			if i < len(o.Scores) {
				row.Score = strconv.FormatInt(o.Scores[i], 10)
			}
			if i < len(o.Ranks) {
				row.Rank = o.Ranks[i]
			}
			s.Rows = append(s.Rows, row)
		}
		s.Rows = summary.Ranked(s.Rows)
		if winners == 1 && winner < len(f.Players) {
			s.Title = f.Players[winner].Name + " wins"
		}
	}
	if sl, ok := f.State.(summaryLiner); ok {
		s.Notes = sl.SummaryLines()
	}
	return s
}

// roundRows ranks every seat of a round session by its total points and
// builds the per-round table (a column per round, then the total), both
// in rank order.
func roundRows(ss windward.SessionJSON) ([]summary.Row, [][]string) {
	total := func(i int) float64 {
		if i < len(ss.Totals) {
			return ss.Totals[i]
		}
		return 0
	}
	order := make([]int, len(ss.Names))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(x, y int) bool { return total(order[x]) > total(order[y]) })
	head := []string{"points"}
	for _, r := range ss.Rounds {
		head = append(head, fmt.Sprintf("R%d", r.Round))
	}
	table := [][]string{append(head, "total")}
	var rows []summary.Row
	for _, i := range order {
		rank := 1 // ties share a rank
		for j := range ss.Names {
			if total(j) > total(i) {
				rank++
			}
		}
		score := fmt.Sprintf("%.1f", total(i))
		rows = append(rows, summary.Row{Rank: rank, Name: ss.Names[i], Score: score, Color: render.PlayerColor(sim.PlayerID(i))})
		line := []string{ss.Names[i]}
		for _, r := range ss.Rounds {
			v := ""
			if i < len(r.Scores) {
				v = fmt.Sprintf("%.1f", r.Scores[i])
			}
			line = append(line, v)
		}
		table = append(table, append(line, score))
	}
	if len(ss.Rounds) == 0 {
		table = nil
	}
	return rows, table
}
