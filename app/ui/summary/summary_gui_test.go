//go:build gui

package summary

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"arena/render"
	"arena/sim"
)

func TestRankedAndReasonWhole(t *testing.T) {
	rows := Ranked([]Row{{Rank: 2, Name: "b"}, {Rank: 0, Name: "none"}, {Rank: 1, Name: "a"}, {Rank: 2, Name: "c"}})
	var names []string
	for _, r := range rows {
		names = append(names, r.Name)
	}
	if want := []string{"a", "b", "c", "none"}; !slices.Equal(names, want) {
		t.Errorf("rank order %v, want %v", names, want)
	}
	reason := "player 0 lost: TIMEOUT; player 0 TIMEOUT: no reply within 1000 ms; the bot's last stderr line was \"loading the model from disk\""
	s := Summary{Title: "Ωμέγα Дракон wins", Rows: rows, Reason: reason}
	for _, w := range []int{300, 600} {
		var text []string
		for _, l := range s.Lines(w) {
			text = append(text, l.Text)
			if lw, _ := l.Face.Measure(l.Text); int(lw) > w {
				t.Errorf("%d: line %q is %v px", w, l.Text, lw)
			}
		}
		if !strings.Contains(strings.Join(text, " "), "loading the model from disk") {
			t.Errorf("%d: the reason was cut: %q", w, text)
		}
	}
	area := image.Rect(0, 26, 700, 540)
	if r := s.Rect(area); !r.In(area) {
		t.Errorf("panel %v leaves the map %v", r, area)
	}
}

func TestFromRounds(t *testing.T) {
	names := []string{"a", "b", "c"}
	rows, table := FromRounds(names, []float64{3.5, 12.25, 3.5}, []Round{{1, []float64{1, 10, 2}}, {2, []float64{2.5, 2.25, 1.5}}})
	if rows[0].Name != "b" || rows[0].Score != "12.2" && rows[0].Score != "12.3" || rows[1].Rank != 2 || rows[2].Rank != 2 {
		t.Errorf("rows %+v", rows)
	}
	if len(table) != 4 || !slices.Equal(table[0], []string{"points", "R1", "R2", "total"}) || table[1][0] != "b" || table[1][1] != "10.0" {
		t.Errorf("table %q", table)
	}
	_ = render.Small
}

func TestScoreAndTitle(t *testing.T) {
	rows := []Row{{Name: "a", Seat: 0}, {Name: "b", Seat: 1}, {Name: "c", Seat: 2}}
	got := Score(rows, []int{2, 1, 3}, []int64{5, 9, 1})
	if got[0].Name != "b" || got[0].Score != "9" || got[2].Name != "c" {
		t.Errorf("scored %+v", got)
	}
	if Title(got) != "b wins" {
		t.Errorf("title %q", Title(got))
	}
	if tie := Score([]Row{{Seat: 0}, {Seat: 1}}, []int{1, 1}, nil); Title(tie) != "Draw" {
		t.Errorf("a tie is titled %q", Title(tie))
	}
}

// TestStoppedRanksByScore checks the summary of a match ended by Stop (no
// outcome): the players ranked by their scores so far, ties sharing a rank,
// and the reason naming the tick.
func TestStoppedRanksByScore(t *testing.T) {
	players := []sim.PlayerView{{Name: "low", Score: 1}, {Name: "high", Score: 9}, {Name: "tie", Score: 1}}
	s := Of(nil, players, nil, 42, "")
	var got []string
	for _, r := range s.Rows {
		got = append(got, fmt.Sprintf("%d %s", r.Rank, r.Name))
	}
	if want := []string{"1 high", "2 low", "2 tie"}; !slices.Equal(got, want) {
		t.Errorf("rows %v, want %v", got, want)
	}
	if !strings.Contains(s.Reason, "stopped at turn 42") {
		t.Errorf("reason %q does not name the Stop", s.Reason)
	}
}
