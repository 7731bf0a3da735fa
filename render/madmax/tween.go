package madmax

import (
	"math"

	mm "arena/sim/madmax"
)

// tween stretches the move from one round to the next over the whole
// time a round is on screen while a match plays, as the original viewer
// animated it (reference §5: 8 frames a round), so the road scrolls
// steadily instead of in short hops. The app's View.Alpha finishes a move
// in a sixth of a second at low speeds, which suits stepping; tween keeps
// to it whenever rounds do not arrive at a steady pace (the first round
// drawn, steps after a pause, seeks). It only times the drawing.
type tween struct {
	last   *mm.State // the state last drawn as the current one
	since  float64   // View.Time when it was first drawn
	period float64   // seconds between rounds lately; 0 when unknown
}

// maxTween is the longest a move is stretched to: about the original's
// 0.32 s a round.
const maxTween = 0.35

// alpha returns how far the move from prev to st has got at time now,
// given the app's alpha.
func (tw *tween) alpha(st, prev *mm.State, appAlpha, now float64) float64 {
	a := clamp01(appAlpha)
	if st != tw.last {
		steady := prev != nil && tw.last != nil && prev.Round == tw.last.Round && st.Round == prev.Round+1
		dt := now - tw.since
		switch {
		case !steady || dt > 1 || dt <= 0:
			tw.period = 0
		case tw.period == 0:
			tw.period = dt
		default:
			tw.period = 0.7*tw.period + 0.3*dt
		}
		tw.last, tw.since = st, now
	}
	// Faster than 30 rounds a second a frame shows a round or more: the
	// app's alpha is all there is.
	if tw.period < 1.0/30 || prev == nil {
		return a
	}
	// A little shorter than the period, so a move is over before the
	// next round arrives late.
	d := math.Min(math.Max(tw.period*0.9, 1.0/60), maxTween)
	return math.Min(a, clamp01((now-tw.since)/d))
}
