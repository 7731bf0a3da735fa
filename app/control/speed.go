package control

import (
	"fmt"
	"math"
)

// Full is the speed with no limit: the worker ticks as fast as it can.
var Full = math.Inf(1)

// Ladder is the speed ladder of ↑/↓, in ticks per second (the original
// Windwardopolis viewer's 1 to 1000, plus Full).
var Ladder = []float64{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, Full}

// SpeedUp returns the next ladder speed above s.
func SpeedUp(s float64) float64 {
	for _, l := range Ladder {
		if l > s {
			return l
		}
	}
	return Full
}

// SpeedDown returns the next ladder speed below s.
func SpeedDown(s float64) float64 {
	for i := len(Ladder) - 1; i >= 0; i-- {
		if Ladder[i] < s {
			return Ladder[i]
		}
	}
	return Ladder[0]
}

// ClampSpeed keeps a requested speed within 1..1000 or Full.
func ClampSpeed(s float64) float64 {
	switch {
	case math.IsInf(s, 1) || s > 1000:
		return Full
	case s < 1 || math.IsNaN(s):
		return 1
	}
	return s
}

// SpeedText formats a speed for the HUD: "20/s" or "Full".
func SpeedText(s float64) string {
	if math.IsInf(s, 1) {
		return "Full"
	}
	return fmt.Sprintf("%g/s", s)
}

// Accumulator converts a speed into whole ticks per frame (ARCHITECTURE.md
// §8): each frame adds speed/UPS credits, and whole credits are spent on
// ticks. Credits are capped so that a stall (a slow bot, a dragged window)
// cannot cause a burst afterwards.
type Accumulator struct {
	UPS     float64 // updates per second of the app loop (60)
	credits float64
}

// Add adds one frame's credits at speed and returns the whole ticks due.
// At Full it returns -1, meaning "no limit".
func (a *Accumulator) Add(speed float64) int {
	if math.IsInf(speed, 1) {
		a.credits = 0
		return -1
	}
	ups := a.UPS
	if ups <= 0 {
		ups = 60
	}
	per := speed / ups
	a.credits += per
	// Allow one frame of backlog beyond the current frame's share, and at
	// least one whole tick, so slow speeds still advance.
	if lim := math.Max(2*per, 1); a.credits > lim {
		a.credits = lim
	}
	n := math.Floor(a.credits + 1e-9) // sixths of a tick must add up to one
	a.credits = math.Max(0, a.credits-n)
	return int(n)
}

// AddTime is Add for an update that came dt seconds after the previous
// one. The app uses it so that playback keeps its speed when a slow
// machine runs fewer than 60 updates a second; dt is capped at a tenth of
// a second so a stall never turns into a burst.
func (a *Accumulator) AddTime(speed, dt float64) int {
	if math.IsInf(speed, 1) {
		a.credits = 0
		return -1
	}
	dt = math.Max(0, math.Min(dt, 0.1))
	per := speed * dt
	a.credits += per
	if lim := math.Max(2*per, 1); a.credits > lim {
		a.credits = lim
	}
	n := math.Floor(a.credits + 1e-9)
	a.credits = math.Max(0, a.credits-n)
	return int(n)
}

// Alpha is the fraction of the next tick already accumulated, for
// interpolating between the last two states.
func (a *Accumulator) Alpha() float64 { return a.credits }

// Reset drops any credit (on pause, seek or speed change).
func (a *Accumulator) Reset() { a.credits = 0 }
