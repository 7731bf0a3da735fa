package sound

// Paintball is Paintball Panic's sound, registered by the game table
// (cmd/internal/games): a cue for every event kind its engine emits
// (following sim/paintball/events.go), the effects only it plays, and the one a
// viewer must not miss.
var Paintball = Game{
	Cues: shared(Table{
		"paintball.launch":       "paintball.launch",
		"paintball.rapid_fire":   "paintball.rapid",
		"hit":                    "paintball.splat",
		"paintball.splat":        "paintball.thud",
		"paintball.shield_block": "paintball.shield",
		"pickup":                 "paintball.pickup",
		"paintball.flag_planted": "paintball.flag",
		"paintball.cancel":       "invalid",
		"paintball.bonus":        "score",
		"paintball.end":          "fanfare",
		// Drops come with the hit that caused them; posture changes happen
		// every few rounds for every child.
		"paintball.drop":    Quiet,
		"paintball.posture": Quiet,
	}),
	important: []string{"paintball.flag"},
	effects: map[string]recipe{
		"paintball.launch": {0.16, 0.5, func(tr *track) {
			tr.hiss(0, 0.08, 51, fixed(1200), 1, envPerc(0.001, 0.02, 0.08), 1)
			tr.tone(0, 0.16, sineW, glide(320, 140, 0.1), envPerc(0.002, 0.04, 0.16), 1, 0)
		}},
		"paintball.rapid": {0.24, 0.5, func(tr *track) {
			for i := 0; i < 3; i++ {
				at := 0.07 * float64(i)
				tr.hiss(at, 0.05, uint32(52+i), fixed(1500), 1, envPerc(0.001, 0.012, 0.05), 0.8)
				tr.tone(at, 0.08, sineW, glide(380, 170, 0.06), envPerc(0.001, 0.025, 0.08), 1, 0)
			}
		}},
		"paintball.splat": {0.28, 0.55, func(tr *track) {
			tr.hiss(0, 0.28, 55, glide(4000, 300, 0.2), 0, envPerc(0.002, 0.07, 0.28), 2.5)
			tr.tone(0, 0.2, sineW, vibrato(glide(200, 80, 0.15), 30, 0.1), envPerc(0.002, 0.05, 0.2), 0.7, 0)
		}},
		"paintball.thud": {0.18, 0.45, func(tr *track) {
			// A ball bursting on a wall or the ground: duller and shorter than
			// a splat on a child, so hits stand out.
			tr.hiss(0, 0.18, 57, glide(1500, 250, 0.1), 0, envPerc(0.002, 0.035, 0.18), 2.5)
			tr.tone(0, 0.12, sineW, glide(140, 70, 0.08), envPerc(0.002, 0.03, 0.12), 0.8, 0)
		}},
		"paintball.shield": {0.45, 0.42, func(tr *track) {
			tr.click(0, 0.02, 56, 4000, 0.004, 0.6)
			tr.tone(0, 0.45, sineW, fixed(1200), envPerc(0.001, 0.12, 0.45), 1, 0)
			tr.tone(0, 0.45, sineW, fixed(1710), envPerc(0.001, 0.09, 0.45), 0.6, 0)
			tr.tone(0, 0.45, sineW, fixed(2380), envPerc(0.001, 0.06, 0.45), 0.4, 0)
		}},
		"paintball.pickup": {0.22, 0.42, func(tr *track) {
			tr.tone(0, 0.12, triW, glide(500, 1500, 0.1), envADSR(0.004, 0.03, 0.7, 0.03, 0.12), 1, 0)
			tr.tone(0.1, 0.12, triW, fixed(1500), envPerc(0.003, 0.04, 0.12), 0.8, 0)
		}},
		"paintball.flag": {0.75, 0.38, func(tr *track) {
			notes := []int{67, 72, 76, 79}
			for i, n := range notes {
				at, dur := 0.1*float64(i), 0.11
				if i == len(notes)-1 {
					dur = 0.75 - at
				}
				tr.tone(at, dur, squareW, fixed(note(n)), envADSR(0.005, 0.03, 0.7, 0.1, dur), 1, 2200)
			}
		}},
	},
}
