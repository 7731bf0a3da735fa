package sound

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func TestEnvelopes(t *testing.T) {
	tests := []struct {
		name string
		got  float64
		want float64
	}{
		{"adsr start", adsr(0, 0.01, 0.1, 0.5, 0.1, 1), 0},
		{"adsr mid-attack", adsr(0.005, 0.01, 0.1, 0.5, 0.1, 1), 0.5},
		{"adsr peak", adsr(0.01, 0.01, 0.1, 0.5, 0.1, 1), 1},
		{"adsr mid-decay", adsr(0.06, 0.01, 0.1, 0.5, 0.1, 1), 0.75},
		{"adsr sustain", adsr(0.5, 0.01, 0.1, 0.5, 0.1, 1), 0.5},
		{"adsr mid-release", adsr(0.95, 0.01, 0.1, 0.5, 0.1, 1), 0.25},
		{"adsr end", adsr(1, 0.01, 0.1, 0.5, 0.1, 1), 0},
		{"perc start", perc(0, 0.01, 0.1, 1), 0},
		{"perc one tau", perc(0.1, 0.01, 0.1, 1), math.Exp(-1)},
		{"perc end", perc(1, 0.01, 0.1, 1), 0},
		{"sweep start", sweep(0, 1, 100, 400), 100},
		{"sweep middle is geometric", sweep(0.5, 1, 100, 400), 200},
		{"sweep holds", sweep(2, 1, 100, 400), 400},
		{"A4", note(69), 440},
		{"A5", note(81), 880},
	}
	for _, tt := range tests {
		if !near(tt.got, tt.want, 1e-9) {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}

// TestOscillators checks each shape's range and mean over whole cycles: a
// DC offset would thump when a voice starts.
func TestOscillators(t *testing.T) {
	const f = 375 // 128 samples per cycle
	tests := []struct {
		name string
		w    wave
	}{
		{"sine", sineW}, {"square", squareW}, {"triangle", triW}, {"saw", sawW},
	}
	for _, tt := range tests {
		var o osc
		lo, hi, sum := math.Inf(1), math.Inf(-1), 0.0
		const n = 128 * 20
		for i := 0; i < n; i++ {
			x := tt.w(&o, f)
			lo, hi, sum = math.Min(lo, x), math.Max(hi, x), sum+x
		}
		if lo < -1.01 || hi > 1.01 || hi-lo < 1.9 {
			t.Errorf("%s: range [%v, %v]", tt.name, lo, hi)
		}
		if m := sum / n; !near(m, 0, 0.01) {
			t.Errorf("%s: mean %v, want 0", tt.name, m)
		}
	}
}

func TestNoiseIsDeterministicAndCentred(t *testing.T) {
	a, b := newNoise(7), newNoise(7)
	sum := 0.0
	const n = 100000
	for i := 0; i < n; i++ {
		x := a.next()
		if x != b.next() {
			t.Fatal("same seed, different noise")
		}
		if x < -1 || x > 1 {
			t.Fatalf("noise %v out of range", x)
		}
		sum += x
	}
	if m := sum / n; !near(m, 0, 0.01) {
		t.Errorf("noise mean %v", m)
	}
	// xorshift stays at zero forever from a zero state.
	z := newNoise(0)
	if z.next(); z.x == 0 {
		t.Error("seed 0 gives a stuck generator")
	}
}

// TestFilters measures steady-state gain on sines well below and above the
// cutoff or centre.
func TestFilters(t *testing.T) {
	gain := func(f float64, filter func(x float64) float64) float64 {
		var o osc
		peak := 0.0
		for i := 0; i < SampleRate/2; i++ {
			y := filter(o.sine(f))
			if i > SampleRate/4 { // skip the transient
				peak = math.Max(peak, math.Abs(y))
			}
		}
		return peak
	}
	tests := []struct {
		name   string
		f      float64
		filter func() func(float64) float64
		lo, hi float64
	}{
		{"lowpass passes lows", 50, func() func(float64) float64 {
			var l lowpass
			return func(x float64) float64 { return l.next(x, 2000) }
		}, 0.95, 1.01},
		{"lowpass cuts highs", 16000, func() func(float64) float64 {
			var l lowpass
			return func(x float64) float64 { return l.next(x, 500) }
		}, 0, 0.1},
		{"highpass cuts lows", 30, func() func(float64) float64 {
			var h highpass
			return func(x float64) float64 { return h.next(x, 2000) }
		}, 0, 0.1},
		{"bandpass passes its centre", 1000, func() func(float64) float64 {
			var b bandpass
			return func(x float64) float64 { return b.next(x, 1000, 2) }
		}, 1.5, 2.5}, // the band output's gain at the centre is q
		{"bandpass cuts far away", 60, func() func(float64) float64 {
			var b bandpass
			return func(x float64) float64 { return b.next(x, 4000, 2) }
		}, 0, 0.1},
	}
	for _, tt := range tests {
		if g := gain(tt.f, tt.filter()); g < tt.lo || g > tt.hi {
			t.Errorf("%s: gain %.3f outside [%v, %v]", tt.name, g, tt.lo, tt.hi)
		}
	}
}

func TestFinishScalesAndFades(t *testing.T) {
	tr := newTrack(0.1)
	tr.add(0, 0.1, func(float64) float64 { return 3 }) // a DC block, worst case for clicks
	buf := finish(tr, 0.5)
	if len(buf) != 2*frames(0.1) {
		t.Fatalf("%d samples", len(buf))
	}
	mid := len(buf) / 2
	if buf[mid] != 0.5 || buf[mid+1] != 0.5 {
		t.Errorf("middle %v, %v; want the peak scaled to 0.5", buf[mid], buf[mid+1])
	}
	if buf[0] != 0 || buf[len(buf)-1] != 0 {
		t.Errorf("ends %v, %v; want faded to 0", buf[0], buf[len(buf)-1])
	}
	if silent := finish(newTrack(0.01), 0.5); silent[10] != 0 {
		t.Error("an empty track did not stay silent")
	}
}
