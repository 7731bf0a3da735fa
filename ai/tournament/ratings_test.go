package tournament_test

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"arena/ai/tournament"
	"arena/sim/replay"
)

func TestFitBT(t *testing.T) {
	tests := []struct {
		name     string
		wins     [][]float64
		wantDiff float64 // θ0 − θ1 in natural-log units
		tol      float64
	}{
		// 300 of 400: the odds are 3, so the difference is ln 3 (the
		// prior moves it by well under 1%).
		{"three to one", [][]float64{{0, 300}, {100, 0}}, math.Log(3), 0.01},
		{"even", [][]float64{{0, 50}, {50, 0}}, 0, 1e-9},
		{"all draws count half", [][]float64{{0, 10}, {10, 0}}, 0, 1e-9},
	}
	for _, tc := range tests {
		bt, err := tournament.FitBT(tc.wins)
		if err != nil {
			t.Fatal(err)
		}
		if d := bt.Theta[0] - bt.Theta[1]; math.Abs(d-tc.wantDiff) > tc.tol {
			t.Errorf("%s: difference %.4f, want %.4f", tc.name, d, tc.wantDiff)
		}
		if math.Abs(bt.Theta[0]+bt.Theta[1]) > 1e-9 {
			t.Errorf("%s: strengths %v do not have mean 0", tc.name, bt.Theta)
		}
	}
	// The standard error of a 50/50 difference over 400 games is about
	// 1/sqrt(400·¼) = 0.1.
	bt, _ := tournament.FitBT([][]float64{{0, 200}, {200, 0}})
	if se := bt.DiffSE(0, 1); math.Abs(se-0.1) > 0.002 {
		t.Errorf("standard error %.4f, want 0.1", se)
	}
	// A clean sweep stays finite.
	bt, _ = tournament.FitBT([][]float64{{0, 400}, {0, 0}})
	if d := bt.Theta[0] - bt.Theta[1]; math.IsInf(d, 0) || math.IsNaN(d) || d < 3 {
		t.Errorf("sweep: difference %v", d)
	}
	// Three players in a chain: A > B > C.
	bt, _ = tournament.FitBT([][]float64{{0, 70, 0}, {30, 0, 70}, {0, 30, 0}})
	if !(bt.Theta[0] > bt.Theta[1] && bt.Theta[1] > bt.Theta[2]) {
		t.Errorf("chain: %v", bt.Theta)
	}
}

func TestWilson(t *testing.T) {
	tests := []struct{ wins, n, lo, hi float64 }{
		{5, 10, 0.2366, 0.7634},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{81, 263, 0.2553, 0.3662},
	}
	for _, tc := range tests {
		lo, hi := tournament.Wilson(tc.wins, tc.n)
		if math.Abs(lo-tc.lo) > 5e-4 || math.Abs(hi-tc.hi) > 5e-4 {
			t.Errorf("Wilson(%v, %v) = %.4f, %.4f; want %.4f, %.4f", tc.wins, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}

// fake builds a finished match record with the given ranks per seat.
func fake(match int, seats []string, ranks ...int) tournament.Record {
	r := tournament.Record{Plan: "p", Match: match, Of: 100, Seats: seats, Game: "madmax"}
	for k, s := range seats {
		r.Players = append(r.Players, replay.PlayerResult{Name: s, Rank: ranks[k], Score: int64(10 - ranks[k])})
	}
	return r
}

func TestSummariseMultiPlayer(t *testing.T) {
	seats := []string{"a", "b", "c", "d"}
	var recs []tournament.Record
	for i := range 40 {
		recs = append(recs, fake(i, seats, 1, 2, 3, 4)) // a > b > c > d always
	}
	sum := tournament.Summarise(recs)
	order := []string{}
	for _, s := range sum.Standings {
		order = append(order, s.Player)
	}
	if strings.Join(order, ",") != "a,b,c,d" {
		t.Fatalf("order %v", order)
	}
	if len(sum.Pairs) != 6 {
		t.Fatalf("%d pairs, want 6", len(sum.Pairs))
	}
	for _, p := range sum.Pairs {
		if p.WinsA != 40 || p.Games != 40 || p.Rate != 1 || p.DiffLow <= 0 {
			t.Errorf("pair %+v", p)
		}
	}
	if sum.Standings[0].Wins != 40 || sum.Standings[1].Losses != 40 || sum.Seats[0].Wins != 40 {
		t.Errorf("standings %+v seats %+v", sum.Standings, sum.Seats)
	}
	// A shared first place is a draw for both.
	sum = tournament.Summarise([]tournament.Record{fake(0, seats, 1, 1, 3, 4)})
	for _, s := range sum.Standings[:2] {
		if s.Draws != 1 {
			t.Errorf("tie: %+v", s)
		}
	}
}

// TestRatingsHunterSample plays real Worms games: hunter must be rated
// clearly above sample (its whole interval above sample's).
func TestRatingsHunterSample(t *testing.T) {
	seeds, _ := tournament.ParseSeeds("1-20")
	p := tournament.Plan{Game: "worms", Players: []string{"builtin:hunter", "builtin:sample"}, Seeds: seeds, Swap: true}
	res, err := tournament.Run(context.Background(), p, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	sum := tournament.Summarise(records(t, p, res))
	h, s := sum.Standings[0], sum.Standings[1]
	if h.Player != "builtin:hunter" || h.RatingLow <= s.RatingHigh {
		t.Fatalf("hunter %+v, sample %+v: want hunter's interval wholly above sample's", h, s)
	}
	if pr := sum.Pairs[0]; pr.DiffLow <= 0 || pr.Low < 0.8 {
		t.Fatalf("pair %+v: want hunter clearly better", pr)
	}
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(sum); err != nil || !strings.Contains(buf.String(), `"rating_low"`) {
		t.Fatalf("summary JSON: %v %s", err, buf.String())
	}
}

// TestRatingsIdenticalBots: two copies of one bot, both seats on every
// seed, cannot be told apart: the interval of their difference holds 0.
func TestRatingsIdenticalBots(t *testing.T) {
	seeds, _ := tournament.ParseSeeds("1-60")
	p := tournament.Plan{Game: "worms", Players: []string{"builtin:sample", "builtin:sample"}, Seeds: seeds, Swap: true}
	res, err := tournament.Run(context.Background(), p, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	sum := tournament.Summarise(records(t, p, res))
	pr := sum.Pairs[0]
	if pr.Games != 120 || pr.DiffLow >= 0 || pr.DiffHigh <= 0 || pr.Low >= 0.5 || pr.High <= 0.5 {
		t.Fatalf("pair %+v: want 0 inside the difference's interval and 50%% inside the win rate's", pr)
	}
}
