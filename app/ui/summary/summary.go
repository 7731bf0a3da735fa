package summary

import (
	"fmt"
	"image"
	"image/color"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/app/ui"
	"arena/render"
)

// Row is one player's line.
type Row struct {
	Rank   int
	Name   string
	Score  string
	Status string
	Color  color.RGBA
	Seat   int // the player's seat, for its colour
}

// Summary is what the panel says.
type Summary struct {
	Title string
	Rows  []Row
	// Table is a per-round table, its first row the header; empty for
	// games without rounds.
	Table [][]string
	Notes []string
	// Reason is the outcome's reason, shown whole.
	Reason string
	Hint   string
	// ChartH is the height kept free at the bottom of the panel for a
	// chart the caller draws into ChartRect (the app's score chart); 0
	// keeps none.
	ChartH int
}

// chartMinW is the least width of a panel that carries a chart.
const chartMinW = 420

// ChartRect is where the caller's chart goes in the panel drawn in area:
// the panel's bottom ChartH pixels, inside its margins.
func (s Summary) ChartRect(area image.Rectangle) image.Rectangle {
	if s.ChartH <= 0 {
		return image.Rectangle{}
	}
	r := s.Rect(area)
	return image.Rect(r.Min.X+6, max(r.Min.Y, r.Max.Y-s.ChartH), r.Max.X-6, r.Max.Y-8)
}

// Ranked sorts rows by rank (ties keep their order).
func Ranked(rows []Row) []Row {
	out := append([]Row(nil), rows...)
	sort.SliceStable(out, func(i, j int) bool {
		ri, rj := out[i].Rank, out[j].Rank
		if ri <= 0 {
			ri = 1 << 30
		}
		if rj <= 0 {
			rj = 1 << 30
		}
		return ri < rj
	})
	return out
}

// Line is a laid-out line of the panel.
type Line struct {
	Text  string
	Color color.Color
	Face  render.Face
}

// Lines lays the panel's text out for a panel w pixels wide inside.
func (s Summary) Lines(w int) []Line {
	out := []Line{{s.Title, render.Accent, render.Large}}
	nw := 4
	for _, r := range s.Rows {
		nw = max(nw, len([]rune(r.Name)))
	}
	nw = min(nw, 24)
	sw := 5
	for _, r := range s.Rows {
		sw = max(sw, len(r.Score))
	}
	for _, r := range s.Rows {
		rank := "-"
		if r.Rank > 0 {
			rank = fmt.Sprintf("#%d", r.Rank)
		}
		text := fmt.Sprintf("%-3s %-*s %*s  %s", rank, nw, ui.Clip(r.Name, nw), sw, r.Score, r.Status)
		out = append(out, Line{ui.FitWidth(text, float64(w)), r.Color, render.Small})
	}
	if len(s.Table) > 0 {
		out = append(out, Line{"", nil, render.Small})
		for _, l := range table(s.Table) {
			out = append(out, Line{ui.FitWidth(l, float64(w)), render.TextColor, render.Small})
		}
	}
	for _, n := range s.Notes {
		for _, l := range ui.Wrap(n, float64(w)) {
			out = append(out, Line{l, render.DimText, render.Small})
		}
	}
	if s.Reason != "" {
		out = append(out, Line{"", nil, render.Small})
		for _, l := range ui.Wrap(s.Reason, float64(w)) {
			out = append(out, Line{l, render.TextColor, render.Small})
		}
	}
	if s.Hint != "" {
		for _, l := range ui.Wrap(s.Hint, float64(w)) {
			out = append(out, Line{l, render.DimText, render.Small})
		}
	}
	return out
}

// table aligns cells in columns, numbers (all but the first column) to
// the right.
func table(rows [][]string) []string {
	var widths []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], len([]rune(c)))
		}
	}
	out := make([]string, len(rows))
	for j, r := range rows {
		var b strings.Builder
		for i, c := range r {
			if i == 0 {
				fmt.Fprintf(&b, "%-*s", widths[i], c)
			} else {
				fmt.Fprintf(&b, "  %*s", widths[i], c)
			}
		}
		out[j] = strings.TrimRight(b.String(), " ")
	}
	return out
}

const pad = 16

// height of a line in the panel.
func (l Line) height() int {
	if l.Face == render.Large {
		return 28
	}
	return ui.LineH
}

// Rect is the panel's box in area: as wide as its widest line (at most
// the area less a margin), as tall as its lines (at most the area),
// centred.
func (s Summary) Rect(area image.Rectangle) image.Rectangle {
	return s.rect(area, s.Lines(wrapWidth(area)))
}

// wrapWidth is the width lines are wrapped to in area: the widest panel
// less its margins. Rect and Draw share it, so the box fits the lines.
func wrapWidth(area image.Rectangle) int { return maxWidth(area) - 2*pad }

// maxWidth is the widest the panel gets: the area less a margin, and no
// wider than reads well.
func maxWidth(area image.Rectangle) int { return max(min(area.Dx()-40, 760), 200) }

func (s Summary) rect(area image.Rectangle, lines []Line) image.Rectangle {
	maxW := maxWidth(area)
	w, h := 0, 2*pad
	for _, l := range lines {
		lw, _ := l.Face.Measure(l.Text)
		w = max(w, int(lw))
		h += l.height()
	}
	if s.ChartH > 0 {
		w = max(w, chartMinW-2*pad)
		h += s.ChartH
	}
	w = min(w+2*pad, maxW)
	h = min(h, area.Dy()-20)
	x := area.Min.X + (area.Dx()-w)/2
	y := area.Min.Y + max(10, (area.Dy()-h)/2)
	return image.Rect(x, y, x+w, y+h)
}

// Draw draws the panel in area; lines that do not fit its height are
// left out (the table is the first to go in a tiny window).
func (s Summary) Draw(dst *ebiten.Image, area image.Rectangle) {
	s.DrawShadow(dst, area)
	s.DrawPanel(dst, area)
}

// DrawShadow draws the panel's shadow, the one part of Draw that blends
// with what lies under the panel.
func (s Summary) DrawShadow(dst *ebiten.Image, area image.Rectangle) {
	r := s.Rect(area)
	render.Rect(dst, float64(r.Min.X+4), float64(r.Min.Y+4), float64(r.Dx()), float64(r.Dy()), ui.Shadow)
}

// DrawPanel draws the rest of Draw: the opaque panel, Rect(area), and
// its text. Its pixels depend on nothing drawn before, so a drawing of it
// can be kept (app's summary cache) and copied.
func (s Summary) DrawPanel(dst *ebiten.Image, area image.Rectangle) {
	lines := s.Lines(wrapWidth(area))
	r := s.rect(area, lines)
	render.Rect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), ui.Opaque)
	render.Frame(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), 1, render.PanelBorder)
	y := r.Min.Y + pad - 4
	for _, l := range lines {
		if y+l.height() > r.Max.Y-4-s.ChartH {
			break
		}
		if l.Text != "" {
			render.Text(dst, l.Text, float64(r.Min.X+pad), float64(y), l.Face, l.Color)
		}
		y += l.height()
	}
}

// Round is one round's points per seat.
type Round struct {
	Number int
	Scores []float64
}

// FromRounds ranks every seat by its total points (ties share a rank)
// and builds the per-round table, a column per round then the total, both
// in rank order; points are shown with one decimal.
func FromRounds(names []string, totals []float64, rounds []Round) ([]Row, [][]string) {
	total := func(i int) float64 {
		if i < len(totals) {
			return totals[i]
		}
		return 0
	}
	order := make([]int, len(names))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(x, y int) bool { return total(order[x]) > total(order[y]) })
	head := []string{"points"}
	for _, r := range rounds {
		head = append(head, fmt.Sprintf("R%d", r.Number))
	}
	table := [][]string{append(head, "total")}
	var rows []Row
	for _, i := range order {
		rank := 1
		for j := range names {
			if total(j) > total(i) {
				rank++
			}
		}
		score := fmt.Sprintf("%.1f", total(i))
		rows = append(rows, Row{Rank: rank, Name: names[i], Score: score, Seat: i})
		line := []string{names[i]}
		for _, r := range rounds {
			v := ""
			if i < len(r.Scores) {
				v = fmt.Sprintf("%.1f", r.Scores[i])
			}
			line = append(line, v)
		}
		table = append(table, append(line, score))
	}
	if len(rounds) == 0 {
		table = nil
	}
	return rows, table
}

// Score fills each row's rank and score from the outcome (by the row's
// Seat) and returns the rows in rank order.
func Score(rows []Row, ranks []int, scores []int64) []Row {
	for i := range rows {
		if s := rows[i].Seat; s < len(scores) {
			rows[i].Score = fmt.Sprint(scores[s])
		}
		if s := rows[i].Seat; s < len(ranks) {
			rows[i].Rank = ranks[s]
		}
	}
	return Ranked(rows)
}

// Title is "NAME wins" for a single player ranked first, else "Draw".
func Title(ranked []Row) string {
	winners := 0
	for _, r := range ranked {
		if r.Rank == 1 {
			winners++
		}
	}
	if winners == 1 && ranked[0].Rank == 1 {
		return ranked[0].Name + " wins"
	}
	return "Draw"
}
