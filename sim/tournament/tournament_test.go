package tournament_test

import (
	"bytes"
	"context"
	"os"
	"reflect"
	"strings"
	"testing"

	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/tournament"
	"arena/sim/worms"
)

func TestMain(m *testing.M) {
	sim.Register(worms.Game{})
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
	p := tournament.Plan{Game: "worms", Players: []string{"a", "b", "c"}, Seeds: []uint64{1, 2}}
	ms, err := p.Matches()
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 12 {
		t.Fatalf("%d matches, want 3 pairs x 2 seatings x 2 seeds", len(ms))
	}
	seen := map[[3]uint64]bool{}
	for _, m := range ms {
		seen[[3]uint64{m.Seed, uint64(m.Seats[0]), uint64(m.Seats[1])}] = true
	}
	if len(seen) != 12 {
		t.Fatalf("repeated matches: %v", ms)
	}
	for _, bad := range []tournament.Plan{
		{Game: "worms", Players: []string{"a"}, Seeds: []uint64{1}},
		{Game: "worms", Players: []string{"a", "b"}},
		{Game: "nope", Players: []string{"a", "b"}, Seeds: []uint64{1}},
	} {
		if _, err := bad.Matches(); err == nil {
			t.Errorf("plan %+v accepted", bad)
		}
	}
}

func TestRun(t *testing.T) {
	p := tournament.Plan{Game: "worms", Players: []string{"builtin:hunter", "builtin:sample"}, Seeds: []uint64{1, 2}}
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
	st := tournament.Standings(p, res)
	if st[0].Played != 4 || st[0].Wins+st[0].Draws+st[0].Losses != 4 {
		t.Fatalf("standings %+v", st)
	}
	if st[0].Wins+st[1].Wins+st[0].Draws/2+st[1].Draws/2 != 4 && st[0].Draws == 0 {
		t.Errorf("wins do not add up: %+v", st)
	}
	var table, csv bytes.Buffer
	tournament.WriteTable(&table, st)
	if !strings.Contains(table.String(), "builtin:hunter") || !strings.Contains(table.String(), "wins") {
		t.Errorf("table:\n%s", table.String())
	}
	if err := tournament.WriteCSV(&csv, p, res); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(csv.String()), "\n")
	if len(lines) != 1+4*2 || !strings.HasPrefix(lines[0], "match,seed,seat,player") {
		t.Fatalf("csv:\n%s", csv.String())
	}
}

func TestRunErrors(t *testing.T) {
	p := tournament.Plan{Game: "worms", Players: []string{"builtin:hunter", "builtin:nobody", "builtin:nobody"}, Seeds: []uint64{3}}
	res, err := tournament.Run(context.Background(), p, 4, nil)
	if err != nil {
		t.Fatal(err)
	}
	st := tournament.Standings(p, res)
	var errs int
	for _, s := range st {
		errs += s.Errors
	}
	if errs != 12 {
		t.Fatalf("standings %+v: want every match of nobody to be an error", st)
	}
	if names := tournament.Names(p.Players); names[2] != "builtin:nobody#2" {
		t.Fatalf("names %v", names)
	}
}
