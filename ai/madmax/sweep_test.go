package madmax

import (
	"math/rand/v2"
	"testing"

	"arena/sim/madmax"
)

// sweep9 gives exactly sweep's sums and deaths for every direction, on
// random tables with lethal cells, negative zeros and fractions.
func TestSweep9MatchesSweep(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const n, w = 5, 6
	b := &Raider{n: n, w: w}
	b.loc = make([]float32, horizon*n*(w+2))
	for di, d := range madmax.AllDirs {
		for _, v := range madmax.Swept(d) {
			b.swept[di] = append(b.swept[di], v.DR*(w+2)+v.DC)
		}
	}
	vals := []float32{0, float32(negZero()), 1, 2.5, -3.25, 10, -death, -2 * death, -death + 1, 0.1}
	for trial := 0; trial < 20000; trial++ {
		for i := range b.loc {
			b.loc[i] = vals[rng.IntN(len(vals))]
			if rng.IntN(3) == 0 {
				b.loc[i] = rng.Float32()*40 - 20
			}
		}
		tt, r, x := rng.IntN(horizon), 1+rng.IntN(n-2), 1+rng.IntN(w-2)
		lw := w + 2
		qs, deads := sweep9(b.loc[tt*n*lw:(tt+1)*n*lw], r*lw+x, lw)
		for di := range madmax.AllDirs {
			q, dead := b.sweep(tt, r, x, di)
			if q != qs[di] || dead != deads[di] || (q == 0 && (1/q > 0) != (1/qs[di] > 0)) {
				t.Fatalf("trial %d dir %d: sweep9 %v %v, sweep %v %v", trial, di, qs[di], deads[di], q, dead)
			}
		}
	}
}

func negZero() float64 {
	z := 0.0
	return -z
}
