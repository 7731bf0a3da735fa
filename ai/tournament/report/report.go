package report

import (
	"fmt"
	"html"
	"io"
	"math"
	"slices"
	"strings"

	"arena/ai/tournament"
	"arena/sim"
)

// maxFaultRows bounds the faults table; the rest are counted.
const maxFaultRows = 200

// HTML writes the report page for the summary of recs (see
// tournament.Summarise) to w.
func HTML(w io.Writer, title string, sum tournament.Summary, recs []tournament.Record) error {
	var b strings.Builder
	e := html.EscapeString
	fmt.Fprintf(&b, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>%s</title>
<style>%s</style></head><body>
<h1>%s</h1>
<p class="sub">%s · %d of %d planned matches played · %d without a result · plan %s</p>
`, e(title), css, e(title), e(sum.Game), sum.Played, sum.Of, sum.Failed, e(sum.Plan))

	b.WriteString("<h2>Standings</h2>\n")
	standings(&b, sum)
	b.WriteString("<h2>Ratings</h2>\n<p class=\"note\">Elo points, mean 0; the bar is the 95% interval. " + e(tournament.RankModel) + ".</p>\n")
	ratings(&b, sum)
	b.WriteString("<h2>Pairwise win rate</h2>\n<p class=\"note\">The row player's score rate (wins plus half the draws) against the column player, with its 95% Wilson interval on hover.</p>\n")
	heatmap(&b, sum)
	b.WriteString("<h2>Score distributions</h2>\n<p class=\"note\">Each player's score per match: the box spans the middle half, the line the median, the whiskers the range; the dot is the mean.</p>\n")
	scores(&b, sum)
	b.WriteString("<h2>Seats</h2>\n<p class=\"note\">First places per seat over all finished matches: seat bias.</p>\n")
	seats(&b, sum)
	b.WriteString("<h2>Games that ended in faults</h2>\n")
	faults(&b, recs)
	b.WriteString("</body></html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

const css = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:24px auto;max-width:1000px;padding:0 16px;color:#1d2430;background:#fbfbfd}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 6px;border-bottom:1px solid #dde1e8;padding-bottom:4px}
.sub,.note{color:#5b6473;margin:2px 0 10px}.note{font-size:12px}
table{border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:3px 10px;text-align:right;border-bottom:1px solid #e6e9ef}th{background:#eef1f6;font-weight:600}
td:first-child,th:first-child{text-align:left}
svg{display:block;max-width:100%;height:auto;background:#fff;border:1px solid #e6e9ef;border-radius:6px}
svg text{font:12px system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;fill:#1d2430}
.ok{color:#2a7a3b}.bad{color:#b3261e}
`

func standings(b *strings.Builder, sum tournament.Summary) {
	b.WriteString(`<table id="standings"><tr><th>player</th><th>played</th><th>wins</th><th>draws</th><th>losses</th><th>win%</th><th>faults</th><th>errors</th><th>elo</th><th>95% interval</th></tr>` + "\n")
	for _, s := range sum.Standings {
		pct := 0.0
		if s.Played > 0 {
			pct = 100 * (float64(s.Wins) + float64(s.Draws)/2) / float64(s.Played)
		}
		elo, ci := "–", "–"
		if s.Rated {
			elo, ci = fmt.Sprintf("%+.0f", s.Rating), fmt.Sprintf("%+.0f … %+.0f", s.RatingLow, s.RatingHigh)
		}
		fmt.Fprintf(b, "<tr><td>%s</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td><td>%.1f</td><td>%d</td><td>%d</td><td>%s</td><td>%s</td></tr>\n",
			html.EscapeString(s.Player), s.Played, s.Wins, s.Draws, s.Losses, pct, s.Faults, s.Errors, elo, ci)
	}
	b.WriteString("</table>\n")
}

// palette gives each player a color, by standing.
var palette = []string{"#3366cc", "#dc3912", "#ff9900", "#109618", "#990099", "#0099c6", "#dd4477", "#66aa00", "#b82e2e", "#316395"}

func color(i int) string { return palette[i%len(palette)] }

// axis maps a value range onto pixels with a "nice" tick step.
type axis struct{ lo, hi, x0, x1 float64 }

func (a axis) at(v float64) float64 {
	if a.hi == a.lo {
		return (a.x0 + a.x1) / 2
	}
	return a.x0 + (v-a.lo)/(a.hi-a.lo)*(a.x1-a.x0)
}

func niceStep(span float64) float64 {
	if span <= 0 {
		return 1
	}
	raw := span / 6
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return m * p
		}
	}
	return 10 * p
}

// ticks draws vertical grid lines and labels for the axis between y0 and y1.
func ticks(b *strings.Builder, a axis, y0, y1 float64, format string) {
	step := niceStep(a.hi - a.lo)
	for v := math.Ceil(a.lo/step) * step; v <= a.hi+step/1e6; v += step {
		x := a.at(v)
		fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#e3e6ec"/>`, x, y0, x, y1)
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle">%s</text>`+"\n", x, y1+15, fmt.Sprintf(format, v+0))
	}
}

const labelW = 210.0

func ratings(b *strings.Builder, sum tournament.Summary) {
	var rated []tournament.Standing
	lo, hi := 0.0, 0.0
	for _, s := range sum.Standings {
		if s.Rated {
			rated = append(rated, s)
			lo, hi = math.Min(lo, s.RatingLow), math.Max(hi, s.RatingHigh)
		}
	}
	if len(rated) == 0 {
		b.WriteString("<p>No finished games to rate.</p>\n")
		return
	}
	pad := (hi - lo) * 0.05
	const row, top, width = 28.0, 12.0, 960.0
	h := top + row*float64(len(rated)) + 30
	a := axis{lo - pad, hi + pad, labelW, width - 20}
	fmt.Fprintf(b, `<svg id="ratings" viewBox="0 0 %.0f %.0f" width="%.0f" height="%.0f" role="img" aria-label="ratings">`+"\n", width, h, width, h)
	ticks(b, a, top, h-30, "%+.0f")
	fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#9aa3b2" stroke-dasharray="4 3"/>`+"\n", a.at(0), top, a.at(0), h-30)
	for i, s := range rated {
		y := top + row*float64(i) + row/2
		c := color(i)
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="end">%s</text>`, labelW-10, y+4, html.EscapeString(s.Player))
		fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="4" stroke-linecap="round" opacity="0.55"><title>%s: %+.0f (%+.0f … %+.0f)</title></line>`,
			a.at(s.RatingLow), y, a.at(s.RatingHigh), y, c, html.EscapeString(s.Player), s.Rating, s.RatingLow, s.RatingHigh)
		fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="6" fill="%s"/>`, a.at(s.Rating), y, c)
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="11">%+.0f</text>`+"\n", a.at(s.Rating), y-9, s.Rating)
	}
	b.WriteString("</svg>\n")
}

// heatColor runs from red (0) through white (0.5) to green (1).
func heatColor(p float64) string {
	lerp := func(a, b, t float64) int { return int(math.Round(a + (b-a)*t)) }
	if p < 0.5 {
		t := p / 0.5
		return fmt.Sprintf("rgb(%d,%d,%d)", lerp(214, 255, t), lerp(69, 255, t), lerp(65, 255, t))
	}
	t := (p - 0.5) / 0.5
	return fmt.Sprintf("rgb(%d,%d,%d)", lerp(255, 46, t), lerp(255, 160, t), lerp(255, 90, t))
}

func heatmap(b *strings.Builder, sum tournament.Summary) {
	var names []string
	for _, s := range sum.Standings {
		names = append(names, s.Player)
	}
	if len(sum.Pairs) == 0 {
		b.WriteString("<p>No pairs met.</p>\n")
		return
	}
	type cell struct {
		rate, lo, hi float64
		games        int
	}
	cells := map[[2]string]cell{}
	for _, p := range sum.Pairs {
		cells[[2]string{p.A, p.B}] = cell{p.Rate, p.Low, p.High, p.Games}
		cells[[2]string{p.B, p.A}] = cell{1 - p.Rate, 1 - p.High, 1 - p.Low, p.Games}
	}
	n := float64(len(names))
	cs := math.Max(34, math.Min(90, 700/n))
	const top = 130.0
	w, h := labelW+cs*n+130, top+cs*n+20
	fmt.Fprintf(b, `<svg id="heatmap" viewBox="0 0 %.0f %.0f" width="%.0f" height="%.0f" role="img" aria-label="pairwise win rate">`+"\n", w, h, w, h)
	for j, c := range names {
		x := labelW + cs*float64(j) + cs/2
		fmt.Fprintf(b, `<text transform="translate(%.1f %.1f) rotate(-40)" text-anchor="start">%s</text>`+"\n", x, top-8, html.EscapeString(c))
	}
	for i, r := range names {
		y := top + cs*float64(i)
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="end">%s</text>`+"\n", labelW-10, y+cs/2+4, html.EscapeString(r))
		for j, c := range names {
			x := labelW + cs*float64(j)
			cl, ok := cells[[2]string{r, c}]
			if !ok {
				fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#f1f2f5" stroke="#fff"/>`+"\n", x, y, cs, cs)
				continue
			}
			fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="#fff"><title>%s vs %s: %.1f%% (95%% %.1f–%.1f%%) over %d games</title></rect>`,
				x, y, cs, cs, heatColor(cl.rate), html.EscapeString(r), html.EscapeString(c), 100*cl.rate, 100*cl.lo, 100*cl.hi, cl.games)
			fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle">%.0f%%</text>`+"\n", x+cs/2, y+cs/2+4, 100*cl.rate)
		}
	}
	b.WriteString("</svg>\n")
}

func quantile(s []int64, q float64) float64 {
	if len(s) == 1 {
		return float64(s[0])
	}
	pos := q * float64(len(s)-1)
	i := int(math.Floor(pos))
	if i >= len(s)-1 {
		return float64(s[len(s)-1])
	}
	f := pos - float64(i)
	return float64(s[i])*(1-f) + float64(s[i+1])*f
}

func scores(b *strings.Builder, sum tournament.Summary) {
	first := true
	var lo, hi float64
	for _, s := range sum.Standings {
		for _, v := range s.Scores {
			if first {
				lo, hi, first = float64(v), float64(v), false
			}
			lo, hi = math.Min(lo, float64(v)), math.Max(hi, float64(v))
		}
	}
	if first {
		b.WriteString("<p>No scores.</p>\n")
		return
	}
	pad := math.Max(1, (hi-lo)*0.04)
	const row, top, width = 32.0, 12.0, 960.0
	h := top + row*float64(len(sum.Standings)) + 30
	a := axis{lo - pad, hi + pad, labelW, width - 20}
	fmt.Fprintf(b, `<svg id="scores" viewBox="0 0 %.0f %.0f" width="%.0f" height="%.0f" role="img" aria-label="score distributions">`+"\n", width, h, width, h)
	ticks(b, a, top, h-30, "%.0f")
	for i, s := range sum.Standings {
		y := top + row*float64(i) + row/2
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="end">%s</text>`, labelW-10, y+4, html.EscapeString(s.Player))
		if len(s.Scores) == 0 {
			continue
		}
		v := slices.Clone(s.Scores)
		slices.Sort(v)
		mean := 0.0
		for _, x := range v {
			mean += float64(x) / float64(len(v))
		}
		q1, med, q3 := quantile(v, 0.25), quantile(v, 0.5), quantile(v, 0.75)
		c := color(i)
		fmt.Fprintf(b, `<g><title>%s: %d scores, min %d, quartiles %.0f / %.0f / %.0f, max %d, mean %.1f</title>`,
			html.EscapeString(s.Player), len(v), v[0], q1, med, q3, v[len(v)-1], mean)
		fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s"/>`, a.at(float64(v[0])), y, a.at(float64(v[len(v)-1])), y, c)
		fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" fill-opacity="0.3" stroke="%s"/>`,
			a.at(q1), y-9, math.Max(1, a.at(q3)-a.at(q1)), 18.0, c, c)
		fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="2.5"/>`, a.at(med), y-9, a.at(med), y+9, c)
		fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="3" fill="#1d2430"/></g>`+"\n", a.at(mean), y)
	}
	b.WriteString("</svg>\n")
}

func seats(b *strings.Builder, sum tournament.Summary) {
	if len(sum.Seats) == 0 {
		b.WriteString("<p>No finished matches.</p>\n")
		return
	}
	const width, h, top, bottom = 960.0, 200.0, 14.0, 34.0
	n := float64(len(sum.Seats))
	bw := math.Min(90, (width-labelW-20)/n*0.6)
	fmt.Fprintf(b, `<svg id="seats" viewBox="0 0 %.0f %.0f" width="%.0f" height="%.0f" role="img" aria-label="wins per seat">`+"\n", width, h, width, h)
	for i, s := range sum.Seats {
		frac := 0.0
		if s.Played > 0 {
			frac = (float64(s.Wins) + float64(s.Draws)/2) / float64(s.Played)
		}
		x := labelW + (width-labelW-20)/n*(float64(i)+0.5) - bw/2
		bh := frac * (h - top - bottom)
		fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>seat %d: %d wins, %d draws of %d, mean score %.1f</title></rect>`,
			x, h-bottom-bh, bw, bh, color(i), s.Seat+1, s.Wins, s.Draws, s.Played, s.Mean)
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle">%.1f%%</text>`, x+bw/2, h-bottom-bh-4, 100*frac)
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle">seat %d (%d/%d)</text>`+"\n", x+bw/2, h-bottom+16, s.Seat+1, s.Wins, s.Played)
	}
	fmt.Fprintf(b, `<text x="10" y="%.1f">first places</text>`, top+12)
	fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#9aa3b2"/>`, labelW, h-bottom, width-20, h-bottom)
	b.WriteString("</svg>\n")
}

// faulty reports whether a match ended in faults: it has no result, or a
// player faulted or ended other than normally.
func faulty(r *tournament.Record) bool {
	if r.Failed() {
		return true
	}
	for _, p := range r.Players {
		if p.Faults > 0 || (p.Status != sim.Done && p.Status != sim.Active && p.Status != "") {
			return true
		}
	}
	return false
}

func faults(b *strings.Builder, recs []tournament.Record) {
	e := html.EscapeString
	var rows []string
	total := 0
	for i := range recs {
		r := &recs[i]
		if !faulty(r) {
			continue
		}
		total++
		if len(rows) >= maxFaultRows {
			continue
		}
		if r.Failed() {
			rows = append(rows, fmt.Sprintf(`<tr><td>%d</td><td>%d</td><td>%s</td><td>–</td><td class="bad">no result</td><td>–</td><td>%s</td></tr>`,
				r.Match, r.Seed, e(r.Pairing), e(r.Error)))
			continue
		}
		for k, p := range r.Players {
			if p.Faults == 0 && (p.Status == sim.Done || p.Status == sim.Active || p.Status == "") {
				continue
			}
			rows = append(rows, fmt.Sprintf(`<tr><td>%d</td><td>%d</td><td>%s</td><td>%s</td><td class="bad">%s</td><td>%d</td><td>%s</td></tr>`,
				r.Match, r.Seed, e(r.Pairing), e(r.Seats[k]), e(string(p.Status)), p.Faults, e(p.Reason)))
		}
	}
	if total == 0 {
		b.WriteString(`<p class="ok" id="faults">None: every match was played to its end without a fault.</p>` + "\n")
		return
	}
	fmt.Fprintf(b, "<p>%d matches.</p>\n<table id=\"faults\"><tr><th>match</th><th>seed</th><th>pairing</th><th>player</th><th>status</th><th>faults</th><th>reason</th></tr>\n", total)
	b.WriteString(strings.Join(rows, "\n"))
	b.WriteString("</table>\n")
	if total > maxFaultRows {
		fmt.Fprintf(b, "<p class=\"note\">The first %d of %d shown.</p>\n", maxFaultRows, total)
	}
}
