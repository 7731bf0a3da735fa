package sound

// Worms is Worms's sound, registered by the game table
// (cmd/internal/games): a cue for every event kind its engine emits
// (following sim/worms/events.go), the effects only it plays, and the one a
// viewer must not miss.
var Worms = Game{
	Cues: shared(Table{
		"shot":            "worms.shot",
		"hit":             "worms.hit",
		"death":           "worms.death",
		"pickup":          "worms.health",
		"worms.dig":       "worms.dig",
		"worms.collision": "worms.collision",
		"worms.invalid":   "invalid",
		"worms.end":       "fanfare",
		// Every worm that moves emits a move and every point scored emits a
		// score, several per round: as cues they would drown the shots.
		"worms.move":    Quiet,
		"score":         Quiet,
		"worms.nothing": Quiet,
	}),
	important: []string{"worms.death"},
	effects: map[string]recipe{
		"worms.shot": {0.2, 0.5, func(tr *track) {
			tr.tone(0, 0.2, squareW, glide(1600, 250, 0.18), envPerc(0.002, 0.06, 0.2), 1, 4000)
			tr.click(0, 0.03, 11, 3000, 0.006, 0.5)
		}},
		"worms.hit": {0.25, 0.6, func(tr *track) {
			tr.tone(0, 0.25, sineW, glide(180, 55, 0.2), envPerc(0.002, 0.08, 0.25), 1, 0)
			tr.hiss(0, 0.12, 12, fixed(800), 0, envPerc(0.001, 0.03, 0.12), 1.6)
		}},
		"worms.dig": {0.16, 0.6, func(tr *track) {
			// Three grains of pitched noise: a spade biting into dirt.
			for i, c := range []float64{900, 650, 1100} {
				tr.hiss(0.045*float64(i), 0.06, uint32(20+i), fixed(c), 1.5, envPerc(0.001, 0.018, 0.06), 1)
			}
		}},
		"worms.collision": {0.2, 0.5, func(tr *track) {
			tr.tone(0, 0.16, triW, glide(240, 120, 0.12), envPerc(0.002, 0.05, 0.16), 1, 0)
			tr.tone(0.03, 0.16, triW, glide(180, 90, 0.12), envPerc(0.002, 0.05, 0.16), 0.9, 0)
		}},
		"worms.health": {0.36, 0.45, func(tr *track) {
			for i, n := range []int{84, 88, 91} {
				at := 0.08 * float64(i)
				dur := 0.36 - at
				tr.tone(at, dur, sineW, fixed(note(n)), envPerc(0.004, 0.09, dur), 1, 0)
				tr.tone(at, dur, sineW, fixed(note(n-12)), envPerc(0.004, 0.07, dur), 0.35, 0)
			}
		}},
		"worms.death": {0.8, 0.5, func(tr *track) {
			tr.tone(0, 0.8, sawW, vibrato(glide(520, 90, 0.7), 7, 0.03), envADSR(0.01, 0.1, 0.8, 0.3, 0.8), 1, 1800)
		}},
	},
}
