package sound

// recipe is one effect before rendering: its length, the peak level its
// buffer is scaled to, and the parts that build it. Levels stay well under
// 1.0 so that several voices summed by the speaker rarely clip, and are set
// by ear and by the loudest 50 ms of each effect (sustained squares sound
// far louder than a noise tick of the same peak), so that the loudest and
// quietest cues are within about 10 dB of each other.
type recipe struct {
	seconds float64
	level   float64
	build   func(tr *track)
}

// important lists the shared effects a Mixer admits first when a frame
// asks for more cues than it has voices: the moments a viewer must not
// miss. Each game lists its own (Game).
var important = map[string]bool{"fault": true, "fanfare": true}

func priority(effect string) int {
	if important[effect] || gameImportant(effect) {
		return 1
	}
	return 0
}

// recipes lists the shared effects by name, in plain words; each game's
// own, named "<game>.<what>", are in its file (worms.go, ...). Every sound here is
// computed from scratch by the parts in parts.go; nothing is sampled.
var recipes = map[string]recipe{
	// Shared cues.
	"fault": {0.32, 0.35, func(tr *track) {
		// Two low, slightly detuned buzzes: unmistakably "something broke".
		for _, at := range []float64{0, 0.16} {
			tr.tone(at, 0.14, squareW, fixed(110), envADSR(0.005, 0.03, 0.7, 0.04, 0.14), 1, 900)
			tr.tone(at, 0.14, squareW, fixed(113.5), envADSR(0.005, 0.03, 0.7, 0.04, 0.14), 0.8, 900)
		}
	}},
	"invalid": {0.22, 0.45, func(tr *track) {
		tr.tone(0, 0.09, triW, fixed(note(76)), envADSR(0.004, 0.02, 0.8, 0.03, 0.09), 1, 0)
		tr.tone(0.1, 0.12, triW, fixed(note(72)), envADSR(0.004, 0.02, 0.8, 0.05, 0.12), 1, 0)
	}},
	"edit": {0.09, 0.4, func(tr *track) {
		tr.tone(0, 0.09, sineW, glide(900, 1400, 0.05), envPerc(0.003, 0.03, 0.09), 1, 0)
	}},
	"score": {0.3, 0.45, func(tr *track) {
		tr.tone(0, 0.1, sineW, fixed(note(79)), envADSR(0.004, 0.03, 0.6, 0.04, 0.1), 1, 0)
		tr.tone(0.08, 0.22, sineW, fixed(note(86)), envPerc(0.004, 0.08, 0.22), 1, 0)
		tr.tone(0.08, 0.22, triW, fixed(note(86)/2), envPerc(0.004, 0.06, 0.22), 0.3, 0)
	}},
	"fanfare": {0.9, 0.55, func(tr *track) {
		// C major arpeggio, the last note held: the match is over.
		notes := []int{72, 76, 79, 84}
		for i, n := range notes {
			at, dur := 0.13*float64(i), 0.16
			if i == len(notes)-1 {
				dur = 0.9 - at
			}
			tr.tone(at, dur, triW, fixed(note(n)), envADSR(0.008, 0.05, 0.7, 0.12, dur), 1, 0)
			tr.tone(at, dur, sineW, fixed(note(n+12)), envADSR(0.008, 0.05, 0.5, 0.12, dur), 0.3, 0)
		}
	}},
}
