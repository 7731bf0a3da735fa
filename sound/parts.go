package sound

import "math"

// wave is an oscillator shape; the method expressions (*osc).sine and friends
// have this type.
type wave func(o *osc, freq float64) float64

var (
	sineW   wave = (*osc).sine
	squareW wave = (*osc).square
	triW    wave = (*osc).triangle
	sawW    wave = (*osc).saw
)

// fixed and glide are pitch curves for tone.
func fixed(f float64) func(float64) float64 { return func(float64) float64 { return f } }

func glide(f0, f1, dur float64) func(float64) float64 {
	return func(t float64) float64 { return sweep(t, dur, f0, f1) }
}

// vibrato wraps a pitch curve with a sine wobble of rate Hz and relative depth.
func vibrato(p func(float64) float64, rate, depth float64) func(float64) float64 {
	return func(t float64) float64 { return p(t) * (1 + depth*math.Sin(2*math.Pi*rate*t)) }
}

// env helpers bind an envelope's shape to a part's length.
func envADSR(a, d, s, r, dur float64) func(float64) float64 {
	return func(t float64) float64 { return adsr(t, a, d, s, r, dur) }
}

func envPerc(a, tau, dur float64) func(float64) float64 {
	return func(t float64) float64 { return perc(t, a, tau, dur) }
}

// tone adds one oscillator part. cutoff > 0 low-passes it through two poles
// (12 dB per octave), which softens squares and saws into something closer
// to a chiptune than a dial tone.
func (tr *track) tone(start, dur float64, w wave, pitch, env func(float64) float64, gain, cutoff float64) {
	var o osc
	var lp1, lp2 lowpass
	tr.add(start, dur, func(t float64) float64 {
		x := w(&o, pitch(t))
		if cutoff > 0 {
			x = lp2.next(lp1.next(x, cutoff), cutoff)
		}
		return gain * env(t) * x
	})
}

// hiss adds a noise part through a band-pass whose centre follows centre(t);
// q sets how pitched it sounds. A zero q means plain low-passed noise with
// centre as the cutoff.
func (tr *track) hiss(start, dur float64, seed uint32, centre func(float64) float64, q float64, env func(float64) float64, gain float64) {
	n := newNoise(seed)
	var bp bandpass
	var lp lowpass
	tr.add(start, dur, func(t float64) float64 {
		x := n.next()
		if q > 0 {
			x = bp.next(x, centre(t), q)
		} else {
			x = lp.next(x, centre(t))
		}
		return gain * env(t) * x
	})
}

// click adds a high-passed noise tick, the attack of a hit or a card snap.
func (tr *track) click(start, dur float64, seed uint32, cutoff, tau, gain float64) {
	n := newNoise(seed)
	var hp highpass
	tr.add(start, dur, func(t float64) float64 {
		return gain * perc(t, 0.0005, tau, dur) * hp.next(n.next(), cutoff)
	})
}

// bell adds a struck tone with a few inharmonic partials, each decaying
// faster than the last, as a small metal bar does.
func (tr *track) bell(start, dur, f, tau, gain float64) {
	partials := [...]struct{ ratio, amp, decay float64 }{
		{1, 1, 1}, {2.76, 0.45, 0.6}, {5.4, 0.2, 0.35},
	}
	for _, p := range partials {
		tr.tone(start, dur, sineW, fixed(f*p.ratio), envPerc(0.002, tau*p.decay, dur), gain*p.amp, 0)
	}
}
