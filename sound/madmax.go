package sound

import "math"

// Madmax is Madmax's sound, registered by the game table
// (cmd/internal/games): a cue for every event kind its engine emits
// (following sim/madmax/events.go), the effects only it plays, and the ones a
// viewer must not miss.
var Madmax = Game{
	Cues: shared(Table{
		"madmax.missile_launch": "madmax.launch",
		"madmax.explosion":      "madmax.explosion",
		"madmax.bonus_water":    "madmax.water",
		"madmax.bonus_gas":      "madmax.gas",
		"madmax.bonus_missile":  "madmax.missile_bonus",
		"madmax.out_of_gas":     "madmax.out_of_gas",
		"madmax.regenerate":     "madmax.regen",
		"madmax.kill":           "madmax.crash",
	}),
	important: []string{"madmax.explosion", "madmax.crash"},
	effects: map[string]recipe{
		"madmax.launch": {0.4, 0.5, func(tr *track) {
			tr.hiss(0, 0.4, 41, glide(400, 3000, 0.35), 1.2, envADSR(0.03, 0.1, 0.7, 0.2, 0.4), 1)
			tr.tone(0, 0.25, sawW, fixed(90), envPerc(0.004, 0.07, 0.25), 0.5, 300)
		}},
		"madmax.explosion": {0.9, 0.65, func(tr *track) {
			tr.hiss(0, 0.9, 42, glide(3000, 150, 0.6), 0, envPerc(0.002, 0.25, 0.9), 3)
			tr.tone(0, 0.9, sineW, glide(70, 35, 0.5), envPerc(0.002, 0.3, 0.9), 0.8, 0)
		}},
		"madmax.water": {0.32, 0.42, func(tr *track) {
			// Bubbles: short sine blips that each slide upward.
			for i, base := range []float64{420, 520, 380, 600} {
				at := []float64{0, 0.07, 0.13, 0.2}[i]
				tr.tone(at, 0.07, sineW, glide(base, base*2.1, 0.06), envADSR(0.004, 0.02, 0.6, 0.02, 0.07), 1, 0)
			}
		}},
		"madmax.gas": {0.3, 0.42, func(tr *track) {
			var o osc
			var lp lowpass
			p := glide(180, 520, 0.28)
			tr.add(0, 0.3, func(t float64) float64 {
				glug := 0.65 + 0.35*math.Sin(2*math.Pi*30*t)
				return glug * adsr(t, 0.01, 0.05, 0.8, 0.08, 0.3) * lp.next(o.pulse(p(t), 0.3), 1500)
			})
		}},
		"madmax.missile_bonus": {0.3, 0.45, func(tr *track) {
			// Reload: two clacks, then a ping that says "armed".
			tr.click(0, 0.05, 43, 2500, 0.01, 1)
			tr.tone(0, 0.05, squareW, fixed(1200), envPerc(0.001, 0.01, 0.05), 0.3, 3000)
			tr.click(0.09, 0.05, 44, 2500, 0.01, 1)
			tr.tone(0.09, 0.05, squareW, fixed(1000), envPerc(0.001, 0.01, 0.05), 0.3, 3000)
			tr.bell(0.15, 0.15, 1760, 0.05, 0.6)
		}},
		"madmax.out_of_gas": {0.7, 0.5, func(tr *track) {
			// An engine sputtering: putts that slow down and drop in pitch.
			var o, lfo osc
			var lp lowpass
			rate := glide(18, 4, 0.6)
			pitch := glide(80, 45, 0.6)
			tr.add(0, 0.7, func(t float64) float64 {
				// A squared half-sine opens and closes each putt smoothly.
				putt := math.Pow(math.Max(0, lfo.sine(rate(t))), 2)
				return putt * adsr(t, 0.01, 0.1, 0.8, 0.2, 0.7) * lp.next(o.saw(pitch(t)), 600)
			})
		}},
		"madmax.regen": {0.55, 0.42, func(tr *track) {
			for i, n := range []int{60, 67, 72, 76, 79, 84} {
				at := 0.05 * float64(i)
				dur := math.Min(0.25, 0.55-at)
				tr.tone(at, dur, sineW, fixed(note(n)), envPerc(0.004, 0.08, dur), 1, 0)
				tr.tone(at, dur, triW, fixed(note(n+19)), envPerc(0.004, 0.05, dur), 0.15, 0)
			}
		}},
		"madmax.crash": {0.55, 0.55, func(tr *track) {
			tr.hiss(0, 0.55, 45, fixed(2500), 0, envPerc(0.001, 0.12, 0.55), 2)
			tr.tone(0, 0.4, squareW, fixed(150), envPerc(0.002, 0.1, 0.4), 0.5, 1200)
			tr.tone(0, 0.4, squareW, fixed(157), envPerc(0.002, 0.1, 0.4), 0.5, 1200)
			tr.tone(0, 0.55, sineW, fixed(800), envPerc(0.001, 0.15, 0.55), 0.25, 0)
			tr.tone(0, 0.55, sineW, fixed(1130), envPerc(0.001, 0.12, 0.55), 0.2, 0)
		}},
	},
}
