package tournament_test

import (
	"bytes"
	"context"
	"os"
	"reflect"
	"strings"
	"testing"

	"arena/ai/tournament"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/madmax"
	"arena/sim/worms"
)

func TestMain(m *testing.M) {
	sim.Register(worms.Game{})
	sim.Register(madmax.Game{})
	aiworms.Register()
	os.Exit(m.Run())
}

func TestParseSeeds(t *testing.T) {
	tests := []struct {
		in   string
		want []uint64
		err  string
	}{
		{"7", []uint64{7}, ""},
		{"1-3", []uint64{1, 2, 3}, ""},
		{"1,5, 9-10", []uint64{1, 5, 9, 10}, ""},
		{"0", nil, "not a range of positive seeds"},
		{"5-2", nil, "not a range"},
		{"x", nil, `bad number "x"`},
		{"1-", nil, `bad number ""`},
		{"1-99999999", nil, "more than a million"},
		// The largest seed ends the range instead of wrapping to 0.
		{"18446744073709551613-18446744073709551615", []uint64{18446744073709551613, 18446744073709551614, 18446744073709551615}, ""},
		{"5-18446744073709551615", nil, "more than a million"},
		{"18446744073709551615-18446744073709551615", []uint64{18446744073709551615}, ""},
		{"1-18446744073709551616", nil, "bad number"},
	}
	for _, tc := range tests {
		got, err := tournament.ParseSeeds(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ParseSeeds(%q) = %v, want error %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseSeeds(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}

func TestMatches(t *testing.T) {
	three := []string{"a", "b", "c"}
	tests := []struct {
		name string
		plan tournament.Plan
		want int
	}{
		{"round robin", tournament.Plan{Game: "worms", Players: three, Seeds: []uint64{1, 2}}, 3 * 2},
		{"round robin swap", tournament.Plan{Game: "worms", Players: three, Seeds: []uint64{1, 2}, Swap: true}, 3 * 2 * 2},
		{"gauntlet", tournament.Plan{Game: "worms", Players: three, Seeds: []uint64{1, 2, 3}, Gauntlet: "b"}, 2 * 3},
		{"gauntlet swap", tournament.Plan{Game: "worms", Players: three, Seeds: []uint64{1, 2, 3}, Gauntlet: "b", Swap: true}, 2 * 3 * 2},
	}
	for _, tc := range tests {
		ms, err := tc.plan.Matches()
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if len(ms) != tc.want {
			t.Fatalf("%s: %d matches, want %d", tc.name, len(ms), tc.want)
		}
		seen := map[[3]uint64]bool{}
		first := map[int]int{}
		for i, m := range ms {
			if m.Index != i {
				t.Fatalf("%s: match %d has index %d", tc.name, i, m.Index)
			}
			seen[[3]uint64{m.Seed, uint64(m.Seats[0]), uint64(m.Seats[1])}] = true
			first[m.Seats[0]]++
			if tc.plan.Gauntlet != "" && m.Seats[0] != 1 && m.Seats[1] != 1 {
				t.Fatalf("%s: match %v without the gauntlet player", tc.name, m)
			}
		}
		if len(seen) != tc.want {
			t.Fatalf("%s: repeated matches: %v", tc.name, ms)
		}
		if len(first) < 2 {
			t.Errorf("%s: the first seat always goes to the same player: %v", tc.name, first)
		}
	}
	for _, bad := range []tournament.Plan{
		{Game: "worms", Players: []string{"a"}, Seeds: []uint64{1}},
		{Game: "worms", Players: []string{"a", "b"}},
		{Game: "nope", Players: []string{"a", "b"}, Seeds: []uint64{1}},
		{Game: "worms", Players: []string{"a", "b"}, Seeds: []uint64{1}, Gauntlet: "z"},
	} {
		if _, err := bad.Matches(); err == nil {
			t.Errorf("plan %+v accepted", bad)
		}
	}
}

func TestShard(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want tournament.Shard
		err  bool
	}{{"0/4", tournament.Shard{K: 0, N: 4}, false}, {"3/4", tournament.Shard{K: 3, N: 4}, false}, {"4/4", tournament.Shard{}, true},
		{"-1/2", tournament.Shard{}, true}, {"1", tournament.Shard{}, true}, {"0/0", tournament.Shard{}, true}, {"a/b", tournament.Shard{}, true}} {
		got, err := tournament.ParseShard(tc.in)
		if (err != nil) != tc.err || got != tc.want {
			t.Errorf("ParseShard(%q) = %v, %v", tc.in, got, err)
		}
	}
	// The shards of a plan partition it.
	count := make([]int, 10)
	for k := range 3 {
		for i := range 10 {
			if (tournament.Shard{K: k, N: 3}).Has(i) {
				count[i]++
			}
		}
	}
	for i, c := range count {
		if c != 1 {
			t.Fatalf("match %d is in %d shards", i, c)
		}
	}
}

func TestFingerprint(t *testing.T) {
	base := tournament.Plan{Game: "worms", Players: []string{"a", "b"}, Seeds: []uint64{1, 2}, Params: map[string]string{"x": "1", "y": "2"}}
	same := base
	same.Params = map[string]string{"y": "2", "x": "1"}
	if base.Fingerprint() != same.Fingerprint() {
		t.Fatal("parameter order changes the fingerprint")
	}
	for _, change := range []func(*tournament.Plan){
		func(p *tournament.Plan) { p.Seeds = []uint64{1, 3} },
		func(p *tournament.Plan) { p.Players = []string{"b", "a"} },
		func(p *tournament.Plan) { p.Swap = true },
		func(p *tournament.Plan) { p.Gauntlet = "a" },
		func(p *tournament.Plan) { p.Params = map[string]string{"x": "2"} },
		func(p *tournament.Plan) { p.MapData = []byte("m") },
		func(p *tournament.Plan) { p.Ruleset = "classic" },
	} {
		p := base
		change(&p)
		if p.Fingerprint() == base.Fingerprint() {
			t.Errorf("plan %+v has the fingerprint of %+v", p, base)
		}
	}
}

func records(t *testing.T, p tournament.Plan, res []tournament.MatchResult) []tournament.Record {
	t.Helper()
	var out []tournament.Record
	for _, r := range res {
		out = append(out, tournament.NewRecord(p, p.Fingerprint(), len(res), tournament.Shard{}, r))
	}
	return out
}

func TestRun(t *testing.T) {
	p := tournament.Plan{Game: "worms", Players: []string{"builtin:hunter", "builtin:sample"}, Seeds: []uint64{1, 2}, Swap: true}
	res, err := tournament.Run(context.Background(), p, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	again, err := tournament.Run(context.Background(), p, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range res {
		if res[i].Err != nil {
			t.Fatalf("match %d: %v", i, res[i].Err)
		}
		if res[i].Result.Hash != again[i].Result.Hash || res[i].Index != i {
			t.Fatalf("match %d differs between -j 2 and -j 1", i)
		}
	}
	recs := records(t, p, res)
	sum := tournament.Summarise(recs)
	st := sum.Standings
	if st[0].Played != 4 || st[0].Wins+st[0].Draws+st[0].Losses != 4 {
		t.Fatalf("standings %+v", st)
	}
	if st[0].Wins+st[1].Wins+st[0].Draws != 4 {
		t.Errorf("wins do not add up: %+v", st)
	}
	if len(sum.Seats) != 2 || sum.Seats[0].Played != 4 || sum.Seats[0].Wins+sum.Seats[1].Wins+sum.Seats[0].Draws != 4 {
		t.Errorf("seats %+v", sum.Seats)
	}
	var table, csv bytes.Buffer
	tournament.WriteTable(&table, sum)
	for _, want := range []string{"builtin:hunter", "wins", "elo", "95% Wilson", "seat 2"} {
		if !strings.Contains(table.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, table.String())
		}
	}
	if err := tournament.WriteCSV(&csv, recs); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(csv.String()), "\n")
	if len(lines) != 1+4*2 || !strings.HasPrefix(lines[0], "match,seed,seat,player") {
		t.Fatalf("csv:\n%s", csv.String())
	}
}

func TestRunErrors(t *testing.T) {
	p := tournament.Plan{Game: "worms", Players: []string{"builtin:hunter", "builtin:nobody", "builtin:nobody"}, Seeds: []uint64{3}, Swap: true}
	res, err := tournament.Run(context.Background(), p, 4, nil)
	if err != nil {
		t.Fatal(err)
	}
	sum := tournament.Summarise(records(t, p, res))
	var errs int
	for _, s := range sum.Standings {
		errs += s.Errors
	}
	if errs != 12 || sum.Failed != 6 {
		t.Fatalf("standings %+v: want every match of nobody to be an error", sum)
	}
	if names := tournament.Names(p.Players); names[2] != "builtin:nobody#2" {
		t.Fatalf("names %v", names)
	}
}
