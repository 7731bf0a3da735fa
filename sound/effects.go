package sound

import "math"

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

// important lists the effects a Mixer admits first when a frame asks for
// more cues than it has voices: the moments a viewer must not miss.
var important = map[string]bool{
	"fault": true, "fanfare": true,
	"worms.death":       true,
	"coderunner.caught": true,
	"madmax.explosion":  true, "madmax.crash": true,
	"paintball.flag":    true,
	"windward.delivery": true,
}

func priority(effect string) int {
	if important[effect] {
		return 1
	}
	return 0
}

// recipes lists every effect by name. Names are "<game>.<what>" for one
// game's sounds and plain words for the shared ones. Every sound here is
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

	// Worms.
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

	// CodeRunner.
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

	// Madmax.
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

	// Paintball Panic.
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

	// Windwardopolis.
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
}
