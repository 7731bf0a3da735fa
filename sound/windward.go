package sound

import "math"

// Windward is Windwardopolis's sound, registered by the game table
// (cmd/internal/games): a cue for every event kind its engine emits
// (following sim/windward/stops.go), the effects only it plays, and the one a
// viewer must not miss.
var Windward = Game{
	Cues: shared(Table{
		"windward.pickup":       "windward.pickup",
		"windward.delivery":     "windward.delivery",
		"windward.abandon":      "windward.abandon",
		"windward.refusal":      "windward.refusal",
		"windward.coffee":       "windward.coffee",
		"windward.card_played":  "windward.card",
		"windward.card_pending": "windward.card", // the card is played now, in effect at the pick-up
		"windward.car_stopped":  "windward.stopped",
		"windward.unstick":      "windward.unstick",
		"windward.round_end":    "fanfare",
	}),
	important: []string{"windward.delivery"},
	effects: map[string]recipe{
		"windward.pickup": {0.34, 0.45, func(tr *track) {
			tr.bell(0, 0.2, note(88), 0.08, 1)
			tr.bell(0.12, 0.22, note(84), 0.09, 1)
		}},
		"windward.delivery": {0.55, 0.45, func(tr *track) {
			tr.click(0, 0.06, 61, 6000, 0.02, 0.5)
			for _, n := range []int{84, 88, 91} {
				tr.tone(0.02, 0.53, sineW, fixed(note(n)), envPerc(0.003, 0.15, 0.53), 0.6, 0)
			}
			tr.bell(0.12, 0.43, note(96), 0.12, 0.7)
		}},
		"windward.abandon": {0.4, 0.45, func(tr *track) {
			// A passenger walking off: a sagging slide and the door shutting.
			tr.tone(0, 0.3, triW, glide(620, 240, 0.28), envADSR(0.01, 0.05, 0.8, 0.08, 0.3), 1, 0)
			tr.tone(0.28, 0.12, sineW, glide(120, 70, 0.06), envPerc(0.001, 0.03, 0.12), 0.8, 0)
			tr.hiss(0.28, 0.08, 66, fixed(700), 0, envPerc(0.001, 0.015, 0.08), 1.5)
		}},
		"windward.refusal": {0.3, 0.32, func(tr *track) {
			tr.tone(0, 0.12, squareW, fixed(note(62)), envADSR(0.005, 0.03, 0.7, 0.04, 0.12), 1, 1400)
			tr.tone(0.13, 0.17, squareW, fixed(note(57)), envADSR(0.005, 0.03, 0.7, 0.06, 0.17), 1, 1400)
		}},
		"windward.coffee": {0.42, 0.55, func(tr *track) {
			// Pouring: pitched noise that rises as the cup fills, with a gurgle.
			n := newNoise(62)
			var bp bandpass
			centre := glide(600, 1400, 0.4)
			tr.add(0, 0.42, func(t float64) float64 {
				gurgle := 0.6 + 0.4*math.Sin(2*math.Pi*11*t)
				return gurgle * adsr(t, 0.05, 0.1, 0.8, 0.1, 0.42) * bp.next(n.next(), centre(t), 3)
			})
		}},
		"windward.card": {0.12, 0.6, func(tr *track) {
			tr.click(0, 0.05, 63, 3500, 0.012, 1)
			tr.click(0.05, 0.07, 64, 2500, 0.015, 0.7)
		}},
		"windward.stopped": {0.45, 0.38, func(tr *track) {
			tr.tone(0, 0.45, sineW, vibrato(glide(2100, 1700, 0.4), 9, 0.02), envADSR(0.02, 0.1, 0.7, 0.15, 0.45), 1, 0)
			tr.hiss(0, 0.45, 65, fixed(300), 0, envADSR(0.02, 0.1, 0.6, 0.15, 0.45), 1.5)
		}},
		"windward.unstick": {0.28, 0.45, func(tr *track) {
			pitch := func(t float64) float64 {
				return sweep(t, 0.25, 200, 600) * (1 + 0.2*math.Sin(2*math.Pi*16*t)*math.Exp(-t/0.1))
			}
			tr.tone(0, 0.28, triW, pitch, envPerc(0.003, 0.1, 0.28), 1, 0)
		}},
	},
}
