package sound

import "math"

// SampleRate is the rate of every buffer this package renders, in frames per
// second. The speaker opens its device at the same rate, so buffers play
// without resampling.
const SampleRate = 48000

// Channels is the number of interleaved channels in a rendered buffer.
const Channels = 2

// track is one effect's mono signal while it is being built. Parts are added
// into it at offsets, so a melody is a few calls to add.
type track struct {
	s []float64
}

func newTrack(seconds float64) *track {
	return &track{s: make([]float64, frames(seconds))}
}

// frames converts seconds to a whole number of frames.
func frames(seconds float64) int { return int(math.Round(seconds * SampleRate)) }

// add mixes f, sampled for dur seconds, into the track from start seconds on.
// f gets the time since its own start, so a part can be moved without
// rewriting it. Samples past the end of the track are dropped.
func (tr *track) add(start, dur float64, f func(t float64) float64) {
	i0 := frames(start)
	n := frames(dur)
	for i := 0; i < n && i0+i < len(tr.s); i++ {
		tr.s[i0+i] += f(float64(i) / SampleRate)
	}
}

// osc is a phase-accumulating oscillator. Accumulating the phase rather than
// computing sin(2πft) keeps a pitch sweep continuous: no clicks when the
// frequency changes from one sample to the next.
type osc struct{ phase float64 }

func (o *osc) step(freq float64) float64 {
	p := o.phase
	o.phase += freq / SampleRate
	o.phase -= math.Floor(o.phase)
	return p
}

func (o *osc) sine(freq float64) float64 { return math.Sin(2 * math.Pi * o.step(freq)) }

// polyBLEP smooths the jump of a discontinuous wave over the sample on each
// side of it. Bare squares and saws alias: their upper harmonics fold back as
// inharmonic whistles, audible on fast pitch sweeps.
func polyBLEP(p, dt float64) float64 {
	switch {
	case p < dt:
		p /= dt
		return p + p - p*p - 1
	case p > 1-dt:
		p = (p - 1) / dt
		return p*p + p + p + 1
	}
	return 0
}

// square has a duty cycle of one half; callers also low-pass it, since even
// a clean square is harsh.
func (o *osc) square(freq float64) float64 { return o.pulse(freq, 0.5) }

// pulse is a square with a chosen duty cycle (0..1), for thinner, nasal tones.
func (o *osc) pulse(freq, duty float64) float64 {
	dt := freq / SampleRate
	p := o.step(freq)
	x := -1.0
	if p < duty {
		x = 1
	}
	q := p + 1 - duty
	q -= math.Floor(q)
	return x + polyBLEP(p, dt) - polyBLEP(q, dt)
}

func (o *osc) triangle(freq float64) float64 {
	p := o.step(freq)
	return 4*math.Abs(p-0.5) - 1
}

func (o *osc) saw(freq float64) float64 {
	p := o.step(freq)
	return 2*p - 1 - polyBLEP(p, freq/SampleRate)
}

// noise is white noise from a fixed-seed xorshift generator: every render of
// an effect draws the same sequence, which is what makes the buffers
// hashable. It never touches math/rand.
type noise struct{ x uint32 }

func newNoise(seed uint32) *noise {
	if seed == 0 {
		seed = 0x9e3779b9
	}
	return &noise{x: seed}
}

func (n *noise) next() float64 {
	n.x ^= n.x << 13
	n.x ^= n.x >> 17
	n.x ^= n.x << 5
	return float64(n.x)/float64(math.MaxUint32)*2 - 1
}

// lowpass is a one-pole low-pass filter; highpass is its complement. One pole
// is gentle (6 dB per octave), enough to take the fizz off squares and noise.
type lowpass struct{ y float64 }

func (l *lowpass) next(x, cutoff float64) float64 {
	a := 1 - math.Exp(-2*math.Pi*cutoff/SampleRate)
	l.y += a * (x - l.y)
	return l.y
}

type highpass struct{ lp lowpass }

func (h *highpass) next(x, cutoff float64) float64 { return x - h.lp.next(x, cutoff) }

// bandpass is a Chamberlin state-variable filter, used to give noise a pitch
// (whooshes, splats, crunches). q above about 0.5 keeps it stable at the
// frequencies used here.
type bandpass struct{ low, band float64 }

func (b *bandpass) next(x, centre, q float64) float64 {
	f := 2 * math.Sin(math.Pi*math.Min(centre, SampleRate/6)/SampleRate)
	b.low += f * b.band
	high := x - b.low - b.band/q
	b.band += f * high
	return b.band
}

// adsr is an attack/decay/sustain/release envelope for a part lasting dur
// seconds: it rises over a, falls to level s over d, holds, and falls to zero
// over the last r seconds. Every part gets a non-zero attack and release, so
// no part starts or stops with a click.
func adsr(t, a, d, s, r, dur float64) float64 {
	var e float64
	switch {
	case t < a:
		e = t / a
	case t < a+d:
		e = 1 - (1-s)*(t-a)/d
	default:
		e = s
	}
	if rel := dur - t; rel < r {
		e *= math.Max(rel, 0) / r
	}
	return e
}

// perc is a percussive envelope: a short linear attack then an exponential
// decay with time constant tau, closed by a short release at the end of dur.
func perc(t, a, tau, dur float64) float64 {
	e := math.Exp(-t / tau)
	if t < a {
		e = t / a
	}
	const r = 0.004
	if rel := dur - t; rel < r {
		e *= math.Max(rel, 0) / r
	}
	return e
}

// sweep glides exponentially from f0 to f1 over dur seconds, which the ear
// hears as an even glide; it holds f1 afterwards.
func sweep(t, dur, f0, f1 float64) float64 {
	if t >= dur {
		return f1
	}
	return f0 * math.Pow(f1/f0, t/dur)
}

// note returns the frequency of a MIDI note number (69 = A4 = 440 Hz), so
// melodies read as music rather than as lists of hertz.
func note(n int) float64 { return 440 * math.Pow(2, float64(n-69)/12) }

// finish turns a mono track into an interleaved stereo buffer: it scales the
// peak to level, then fades the first and last few milliseconds so even a
// part that ends abruptly cannot click. Both channels are equal; the mixer
// pans at play time.
func finish(tr *track, level float64) []float32 {
	peak := 0.0
	for _, v := range tr.s {
		peak = math.Max(peak, math.Abs(v))
	}
	g := 0.0
	if peak > 0 {
		g = level / peak
	}
	const fadeIn, fadeOut = 0.001, 0.005
	nIn, nOut := frames(fadeIn), frames(fadeOut)
	n := len(tr.s)
	out := make([]float32, n*Channels)
	for i, v := range tr.s {
		x := v * g
		if i < nIn {
			x *= float64(i) / float64(nIn)
		}
		if k := n - 1 - i; k < nOut {
			x *= float64(k) / float64(nOut)
		}
		out[2*i] = float32(x)
		out[2*i+1] = float32(x)
	}
	return out
}
