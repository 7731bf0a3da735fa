package tournament_test

import (
	"bytes"
	"strings"
	"testing"

	"arena/ai/tournament"
)

func TestReadRecords(t *testing.T) {
	line := func(m int) string {
		return `{"plan":"abc","match":` + string(rune('0'+m)) + `,"of":9,"seats":["a","b"],"players":[]}` + "\n"
	}
	whole := line(0) + line(1)
	tests := []struct {
		name string
		in   string
		n    int
		cut  int64
		err  string
	}{
		{"empty", "", 0, -1, ""},
		{"whole", whole, 2, -1, ""},
		{"blank lines", "\n" + whole + "\n", 2, -1, ""},
		{"cut mid-line", whole + `{"plan":"abc","mat`, 2, int64(len(whole)), ""},
		{"last newline missing", strings.TrimSuffix(whole, "\n"), 2, -2, ""},
		{"bad line inside", line(0) + "garbage\n" + line(1), 0, 0, "line 2: not a tournament result"},
		{"no plan", `{"match":1}` + "\n", 0, 0, "no plan fingerprint"},
		{"too long", strings.Repeat("x", 5<<20) + "\n", 0, 0, "line 1: longer than"},
	}
	for _, tc := range tests {
		recs, cut, err := tournament.ReadRecords(strings.NewReader(tc.in))
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil || len(recs) != tc.n || cut != tc.cut {
			t.Errorf("%s: %d records, cut %d, %v; want %d, %d", tc.name, len(recs), cut, err, tc.n, tc.cut)
		}
	}
}

func TestWriterRoundTrip(t *testing.T) {
	var out, csv bytes.Buffer
	w := tournament.NewWriter(&out, &csv, true)
	recs := []tournament.Record{fake(3, []string{"a", "b"}, 1, 2), {Plan: "p", Match: 4, Seats: []string{"a", "b"}, Error: "cannot\nstart"}}
	for _, r := range recs {
		if err := w.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	back, cut, err := tournament.ReadRecords(&out)
	if err != nil || cut != -1 || len(back) != 2 || back[0].Players[0].Rank != 1 || !back[1].Failed() || w.Written() != 2 {
		t.Fatalf("read back %+v, %d, %v", back, cut, err)
	}
	if rows := strings.Count(csv.String(), "\n"); rows != 1+4 || !strings.Contains(csv.String(), "cannot start") {
		t.Fatalf("csv:\n%s", csv.String())
	}
}

// TestMatchesMultiPlayer plans Madmax, a game of exactly four seats.
func TestMatchesMultiPlayer(t *testing.T) {
	four := []string{"a", "b", "c", "d"}
	tests := []struct {
		name string
		plan tournament.Plan
		want int
	}{
		{"everyone at once, one rotation a seed", tournament.Plan{Game: "madmax", Players: four, Seeds: []uint64{1, 2, 3}}, 3},
		{"every rotation", tournament.Plan{Game: "madmax", Players: four, Seeds: []uint64{1, 2, 3}, Swap: true}, 12},
		{"gauntlet: one against three copies", tournament.Plan{Game: "madmax", Players: four, Seeds: []uint64{1, 2}, Gauntlet: "a"}, 6},
		{"gauntlet in every seat", tournament.Plan{Game: "madmax", Players: four, Seeds: []uint64{1, 2}, Gauntlet: "a", Swap: true}, 24},
	}
	for _, tc := range tests {
		ms, err := tc.plan.Matches()
		if err != nil || len(ms) != tc.want {
			t.Fatalf("%s: %d matches, %v; want %d", tc.name, len(ms), err, tc.want)
		}
		seatOfA := map[int]bool{}
		for _, m := range ms {
			if len(m.Seats) != 4 {
				t.Fatalf("%s: %v", tc.name, m)
			}
			for k, p := range m.Seats {
				if p == 0 {
					seatOfA[k] = true
				}
			}
		}
		if tc.plan.Swap && len(seatOfA) != 4 {
			t.Errorf("%s: a sat only in seats %v", tc.name, seatOfA)
		}
	}
	if _, err := (tournament.Plan{Game: "madmax", Players: four[:3], Seeds: []uint64{1}}).Matches(); err == nil {
		t.Error("three players for Madmax accepted")
	}
}
