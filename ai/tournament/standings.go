package tournament

import (
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"text/tabwriter"
)

// Summary is what a set of results says: standings with ratings, the
// record of every pair that met, and how each seat fared. It is what
// arenactl prints as a table, writes with --ratings and draws in the HTML
// report.
type Summary struct {
	Plan      string     `json:"plan"`
	Game      string     `json:"game"`
	Played    int        `json:"played"` // matches in the results
	Of        int        `json:"of"`     // matches in the plan
	Failed    int        `json:"failed"` // matches without a result
	Standings []Standing `json:"standings"`
	Pairs     []Pair     `json:"pairs"`
	Seats     []SeatStat `json:"seats"`
	// Rating explains the rating columns, for readers of the JSON.
	Rating string `json:"rating_model"`
}

// Standing is one player's record over a tournament.
type Standing struct {
	Player string `json:"player"` // display name (see Names)
	Played int    `json:"played"`
	Wins   int    `json:"wins"`   // ranked first alone
	Draws  int    `json:"draws"`  // ranked first with others
	Losses int    `json:"losses"` // not ranked first
	Faults int    `json:"faults"` // matches in which the player faulted at least once
	Errors int    `json:"errors"` // matches that could not be played or finished
	Score  int64  `json:"score"`  // sum of scores
	// Rating is the Bradley–Terry strength in Elo points (mean 0 over the
	// players), with its 95% interval; Rated is false for a player with no
	// finished game.
	Rated      bool    `json:"rated"`
	Rating     float64 `json:"rating"`
	RatingLow  float64 `json:"rating_low"`
	RatingHigh float64 `json:"rating_high"`
	// Scores are the player's scores, one per seat per finished match, in
	// plan order (for distributions).
	Scores []int64 `json:"-"`
}

// Pair is the record of A against B over the matches they both played,
// each match one game decided by their best-ranked seats (see RankModel).
type Pair struct {
	A     string `json:"a"`
	B     string `json:"b"`
	Games int    `json:"games"`
	WinsA int    `json:"wins_a"`
	WinsB int    `json:"wins_b"`
	Draws int    `json:"draws"`
	// Rate is A's score rate (wins plus half the draws, over games) with
	// its 95% Wilson interval.
	Rate float64 `json:"rate"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
	// Diff is A's rating minus B's in Elo, with its 95% interval; an
	// interval that contains 0 means the data cannot tell them apart.
	Diff     float64 `json:"diff"`
	DiffLow  float64 `json:"diff_low"`
	DiffHigh float64 `json:"diff_high"`
}

// SeatStat is how one seat fared over all finished matches, whoever sat in
// it: the seat bias.
type SeatStat struct {
	Seat   int     `json:"seat"` // 0-based
	Played int     `json:"played"`
	Wins   int     `json:"wins"`  // ranked first alone
	Draws  int     `json:"draws"` // ranked first with others
	Mean   float64 `json:"mean_score"`
}

// RankModel documents how results become ratings.
const RankModel = "Bradley-Terry, maximum a posteriori with a weak Gaussian prior (sd 1000 Elo); " +
	"every two players of a match are one comparison won by the better rank (a player's best seat when it holds several), " +
	"a tie a draw counted as half a win each way, weighted 1/(players-1) so a match counts once per player; " +
	"95% intervals are ±1.96 standard errors from the inverse Hessian; Elo = 400·log10(odds)"

// Summarise tallies results (in any order) into a Summary.
func Summarise(recs []Record) Summary {
	recs = append([]Record(nil), recs...)
	Sort(recs)
	var sum Summary
	sum.Rating = RankModel
	idx := map[string]int{}
	var names []string
	for i := range recs {
		r := &recs[i]
		if sum.Plan == "" {
			sum.Plan, sum.Game, sum.Of = r.Plan, r.Game, r.Of
		}
		for _, s := range r.Seats {
			if _, ok := idx[s]; !ok {
				idx[s] = len(names)
				names = append(names, s)
			}
		}
	}
	n := len(names)
	st := make([]Standing, n)
	for i := range st {
		st[i].Player = names[i]
	}
	wins := make([][]float64, n)
	type tally struct{ games, a, b, d int }
	pairs := make([][]tally, n)
	for i := range wins {
		wins[i] = make([]float64, n)
		pairs[i] = make([]tally, n)
	}
	for i := range recs {
		r := &recs[i]
		sum.Played++
		seen := map[int]bool{}
		var who []int
		for _, s := range r.Seats {
			p := idx[s]
			who = append(who, p)
			if !seen[p] {
				seen[p] = true
				st[p].Played++
			}
		}
		if r.Failed() {
			sum.Failed++
			for p := range seen {
				st[p].Errors++
			}
			continue
		}
		// Standings: a player's best seat decides its place.
		best := map[int]int{}
		faulted := map[int]bool{}
		for k, p := range who {
			pr := r.Players[k]
			if b, ok := best[p]; !ok || pr.Rank < b {
				best[p] = pr.Rank
			}
			if pr.Faults > 0 {
				faulted[p] = true
			}
			st[p].Score += pr.Score
			st[p].Scores = append(st[p].Scores, pr.Score)
		}
		firsts := 0
		for _, b := range best {
			if b == 1 {
				firsts++
			}
		}
		for p, b := range best {
			switch {
			case b == 1 && firsts == 1:
				st[p].Wins++
			case b == 1:
				st[p].Draws++
			default:
				st[p].Losses++
			}
			if faulted[p] {
				st[p].Faults++
			}
		}
		// Seats.
		seatFirsts := 0
		for _, pr := range r.Players {
			if pr.Rank == 1 {
				seatFirsts++
			}
		}
		for k, pr := range r.Players {
			for len(sum.Seats) <= k {
				sum.Seats = append(sum.Seats, SeatStat{Seat: len(sum.Seats)})
			}
			s := &sum.Seats[k]
			s.Played++
			s.Mean += float64(pr.Score)
			if pr.Rank == 1 && seatFirsts == 1 {
				s.Wins++
			} else if pr.Rank == 1 {
				s.Draws++
			}
		}
		// Pairwise comparisons for ratings and pairs: every two players
		// of the match, by their best seats.
		ps := make([]int, 0, len(best))
		for p := range best {
			ps = append(ps, p)
		}
		slices.Sort(ps) // a fixed order keeps the float sums reproducible
		w := 1 / float64(max(1, len(ps)-1))
		for k, a := range ps {
			for _, b := range ps[k+1:] {
				t := &pairs[a][b]
				t.games++
				switch ra, rb := best[a], best[b]; {
				case ra < rb:
					wins[a][b] += w
					t.a++
				case rb < ra:
					wins[b][a] += w
					t.b++
				default:
					wins[a][b] += w / 2
					wins[b][a] += w / 2
					t.d++
				}
			}
		}
	}
	for k := range sum.Seats {
		if s := &sum.Seats[k]; s.Played > 0 {
			s.Mean /= float64(s.Played)
		}
	}
	bt, err := FitBT(wins)
	rated := err == nil && n > 0
	const z = 1.959963984540054
	if rated {
		for i := range st {
			if bt.Games[i] == 0 {
				continue
			}
			se := math.Sqrt(math.Max(0, bt.Cov[i][i]))
			st[i].Rated = true
			st[i].Rating = bt.Theta[i] * EloPerNat
			st[i].RatingLow = (bt.Theta[i] - z*se) * EloPerNat
			st[i].RatingHigh = (bt.Theta[i] + z*se) * EloPerNat
		}
	}
	for a := range n {
		for b := a + 1; b < n; b++ {
			t := pairs[a][b]
			if t.games == 0 {
				continue
			}
			pr := Pair{A: names[a], B: names[b], Games: t.games, WinsA: t.a, WinsB: t.b, Draws: t.d}
			score := float64(t.a) + float64(t.d)/2
			pr.Rate = score / float64(t.games)
			pr.Low, pr.High = Wilson(score, float64(t.games))
			if rated {
				d, se := bt.Theta[a]-bt.Theta[b], bt.DiffSE(a, b)
				pr.Diff, pr.DiffLow, pr.DiffHigh = d*EloPerNat, (d-z*se)*EloPerNat, (d+z*se)*EloPerNat
			}
			sum.Pairs = append(sum.Pairs, pr)
		}
	}
	sort.SliceStable(st, func(a, b int) bool {
		if st[a].Rated != st[b].Rated {
			return st[a].Rated
		}
		if st[a].Rated && st[a].Rating != st[b].Rating {
			return st[a].Rating > st[b].Rating
		}
		if st[a].Wins != st[b].Wins {
			return st[a].Wins > st[b].Wins
		}
		if st[a].Draws != st[b].Draws {
			return st[a].Draws > st[b].Draws
		}
		return st[a].Score > st[b].Score
	})
	sum.Standings = st
	// Pairs read from the better-placed player's side, in standings order.
	place := map[string]int{}
	for i, s := range st {
		place[s.Player] = i
	}
	for i := range sum.Pairs {
		if p := &sum.Pairs[i]; place[p.A] > place[p.B] {
			*p = Pair{A: p.B, B: p.A, Games: p.Games, WinsA: p.WinsB, WinsB: p.WinsA, Draws: p.Draws,
				Rate: 1 - p.Rate, Low: 1 - p.High, High: 1 - p.Low, Diff: -p.Diff, DiffLow: -p.DiffHigh, DiffHigh: -p.DiffLow}
		}
	}
	sort.SliceStable(sum.Pairs, func(a, b int) bool {
		pa, pb := sum.Pairs[a], sum.Pairs[b]
		if place[pa.A] != place[pb.A] {
			return place[pa.A] < place[pb.A]
		}
		return place[pa.B] < place[pb.B]
	})
	return sum
}

// WriteTable prints the summary as aligned text tables: standings with
// ratings, then the pairs, then the seats.
func WriteTable(w io.Writer, sum Summary) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "player\tplayed\twins\tdraws\tlosses\twin%\tfaults\terrors\telo\t95% interval\t")
	for _, s := range sum.Standings {
		pct := 0.0
		if s.Played > 0 {
			pct = 100 * (float64(s.Wins) + float64(s.Draws)/2) / float64(s.Played)
		}
		elo, ci := "-", "-"
		if s.Rated {
			elo = fmt.Sprintf("%+.0f", s.Rating)
			ci = fmt.Sprintf("%+.0f…%+.0f", s.RatingLow, s.RatingHigh)
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%.1f\t%d\t%d\t%s\t%s\t\n", s.Player, s.Played, s.Wins, s.Draws, s.Losses, pct, s.Faults, s.Errors, elo, ci)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(sum.Pairs) > 0 {
		fmt.Fprintln(w)
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "pair\tgames\twins\tdraws\tlosses\tscore%\t95% Wilson\telo diff\t95% interval\t")
		for _, p := range sum.Pairs {
			fmt.Fprintf(tw, "%s vs %s\t%d\t%d\t%d\t%d\t%.1f\t%.1f…%.1f\t%+.0f\t%+.0f…%+.0f\t\n", p.A, p.B, p.Games, p.WinsA, p.Draws, p.WinsB,
				100*p.Rate, 100*p.Low, 100*p.High, p.Diff, p.DiffLow, p.DiffHigh)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if len(sum.Seats) > 0 {
		fmt.Fprint(w, "\nseats (wins/draws/played):")
		for _, s := range sum.Seats {
			fmt.Fprintf(w, "  seat %d %d/%d/%d", s.Seat+1, s.Wins, s.Draws, s.Played)
		}
		fmt.Fprintln(w)
	}
	return nil
}
