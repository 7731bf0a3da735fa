package tournament

import (
	"encoding/csv"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"arena/sim/replay"
)

// Standing is one player's record over a tournament.
type Standing struct {
	Player string // display name (see Names)
	Played int
	Wins   int // ranked first alone
	Draws  int // ranked first with others
	Losses int
	Faults int   // matches in which the player faulted at least once
	Errors int   // matches that could not be played or finished
	Score  int64 // sum of scores
}

// Standings tallies results per player, best first (wins, then draws, then
// total score).
func Standings(p Plan, results []MatchResult) []Standing {
	names := Names(p.Players)
	st := make([]Standing, len(names))
	for i := range st {
		st[i].Player = names[i]
	}
	for _, r := range results {
		if r.Seats == nil {
			continue // never started (cancelled)
		}
		for k, i := range r.Seats {
			s := &st[i]
			s.Played++
			if r.Err != nil || k >= len(r.Result.Players) {
				s.Errors++
				continue
			}
			pr := r.Result.Players[k]
			s.Score += pr.Score
			if pr.Faults > 0 {
				s.Faults++
			}
			switch firsts := countRank(r.Result.Players, 1); {
			case pr.Rank == 1 && firsts == 1:
				s.Wins++
			case pr.Rank == 1:
				s.Draws++
			default:
				s.Losses++
			}
		}
	}
	sort.SliceStable(st, func(a, b int) bool {
		if st[a].Wins != st[b].Wins {
			return st[a].Wins > st[b].Wins
		}
		if st[a].Draws != st[b].Draws {
			return st[a].Draws > st[b].Draws
		}
		return st[a].Score > st[b].Score
	})
	return st
}

func countRank(ps []replay.PlayerResult, rank int) int {
	n := 0
	for _, p := range ps {
		if p.Rank == rank {
			n++
		}
	}
	return n
}

// WriteTable prints standings as an aligned text table.
func WriteTable(w io.Writer, st []Standing) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "player\tplayed\twins\tdraws\tlosses\twin%\tfaults\terrors\t")
	for _, s := range st {
		pct := 0.0
		if s.Played > 0 {
			pct = 100 * (float64(s.Wins) + float64(s.Draws)/2) / float64(s.Played)
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%.1f\t%d\t%d\t\n", s.Player, s.Played, s.Wins, s.Draws, s.Losses, pct, s.Faults, s.Errors)
	}
	return tw.Flush()
}

// WriteCSV writes one row per player per match: match, seed, seat, player,
// agent, score, rank, status, reason, turns, hash, ms, error.
func WriteCSV(w io.Writer, p Plan, results []MatchResult) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"match", "seed", "seat", "player", "agent", "score", "rank", "status", "reason", "turns", "hash", "ms", "error"})
	names := Names(p.Players)
	for _, r := range results {
		if r.Seats == nil {
			continue
		}
		for k, i := range r.Seats {
			row := []string{strconv.Itoa(r.Index), strconv.FormatUint(r.Seed, 10), strconv.Itoa(k), names[i], p.Players[i]}
			if r.Err != nil || k >= len(r.Result.Players) {
				msg := "no result"
				if r.Err != nil {
					msg = r.Err.Error()
				}
				row = append(row, "", "", "", "", "", "", strconv.FormatInt(r.Elapsed.Milliseconds(), 10), oneLine(msg))
			} else {
				pr := r.Result.Players[k]
				row = append(row, strconv.FormatInt(pr.Score, 10), strconv.Itoa(pr.Rank), string(pr.Status), oneLine(pr.Reason),
					strconv.Itoa(r.Result.Turns), replay.HashString(r.Result.Hash), strconv.FormatInt(r.Elapsed.Milliseconds(), 10), "")
			}
			cw.Write(row)
		}
	}
	cw.Flush()
	return cw.Error()
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }
