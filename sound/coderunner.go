package sound

import "math"

// CodeRunner is CodeRunner's sound, registered by the game table
// (cmd/internal/games): a cue for every event kind its engine emits
// (following sim/coderunner/events.go), the effects only it plays, and the one a
// viewer must not miss.
var CodeRunner = Game{
	Cues: shared(Table{
		"coderunner.dig":           "coderunner.dig",
		"coderunner.brick_closed":  "coderunner.brick",
		"coderunner.gold":          "coderunner.gold",
		"coderunner.gold_respawn":  "coderunner.gold_respawn",
		"coderunner.enemy_trapped": "coderunner.trapped",
		"coderunner.enemy_killed":  "coderunner.enemy_killed",
		"coderunner.runner_killed": "coderunner.caught",
		"coderunner.respawn":       "coderunner.respawn",
		// A score comes with the gold or kill that earned it, which has its own cue.
		"score": Quiet,
	}),
	important: []string{"coderunner.caught"},
	effects: map[string]recipe{
		"coderunner.dig": {0.15, 0.45, func(tr *track) {
			var o osc
			var lp lowpass
			p := glide(700, 200, 0.12)
			tr.add(0, 0.15, func(t float64) float64 {
				return perc(t, 0.002, 0.04, 0.15) * lp.next(o.pulse(p(t), 0.25), 2500)
			})
			tr.hiss(0, 0.08, 31, fixed(2000), 1.2, envPerc(0.001, 0.025, 0.08), 0.8)
		}},
		"coderunner.brick": {0.16, 0.55, func(tr *track) {
			tr.tone(0, 0.16, sineW, glide(130, 80, 0.05), envPerc(0.001, 0.05, 0.16), 1, 0)
			tr.hiss(0, 0.06, 32, fixed(500), 0, envPerc(0.001, 0.015, 0.06), 2)
		}},
		"coderunner.gold": {0.28, 0.3, func(tr *track) {
			tr.tone(0, 0.07, squareW, fixed(note(83)), envADSR(0.002, 0.01, 0.9, 0.01, 0.07), 1, 5000)
			tr.tone(0.07, 0.21, squareW, fixed(note(88)), envADSR(0.002, 0.04, 0.6, 0.12, 0.21), 1, 5000)
		}},
		"coderunner.gold_respawn": {0.4, 0.38, func(tr *track) {
			for i, n := range []int{88, 92, 95} {
				tr.add(0, 0.4, func(t float64) float64 {
					trem := 0.75 + 0.25*math.Sin(2*math.Pi*14*t+float64(i))
					return trem * adsr(t, 0.1, 0.1, 0.6, 0.18, 0.4) * math.Sin(2*math.Pi*note(n)*t)
				})
			}
		}},
		"coderunner.trapped": {0.32, 0.5, func(tr *track) {
			// A boing: the pitch wobbles fast and settles, rising overall.
			pitch := func(t float64) float64 {
				return sweep(t, 0.3, 300, 450) * (1 + 0.35*math.Sin(2*math.Pi*12*t)*math.Exp(-t/0.12))
			}
			tr.tone(0, 0.32, triW, pitch, envPerc(0.003, 0.12, 0.32), 1, 0)
		}},
		"coderunner.enemy_killed": {0.3, 0.5, func(tr *track) {
			tr.hiss(0, 0.3, 33, glide(1500, 200, 0.25), 2, envADSR(0.004, 0.05, 0.6, 0.15, 0.3), 1)
			tr.tone(0, 0.3, sineW, glide(150, 60, 0.25), envPerc(0.003, 0.1, 0.3), 0.5, 0)
		}},
		"coderunner.caught": {0.6, 0.32, func(tr *track) {
			for i, n := range []int{67, 64, 60} {
				at, dur := 0.18*float64(i), 0.18
				if i == 2 {
					dur = 0.6 - at
				}
				tr.tone(at, dur, squareW, vibrato(fixed(note(n)), 6, 0.01), envADSR(0.005, 0.04, 0.7, 0.06, dur), 1, 1600)
			}
		}},
		"coderunner.respawn": {0.4, 0.42, func(tr *track) {
			var o osc
			p := glide(250, 1000, 0.35)
			tr.add(0, 0.4, func(t float64) float64 {
				trem := 0.7 + 0.3*math.Sin(2*math.Pi*25*t)
				return trem * adsr(t, 0.02, 0.1, 0.8, 0.1, 0.4) * o.sine(p(t))
			})
		}},
	},
}
