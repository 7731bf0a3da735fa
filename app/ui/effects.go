package ui

import (
	"arena/render"
	"arena/sim"
)

// MaxEffects caps the events drawn as effects at once. At 1000 ticks per
// second hundreds arrive each second; the newest are the ones worth
// seeing, and a software renderer would spend its frame on particles.
const MaxEffects = 120

// EffectLife is how long an event stays an effect, in seconds.
const EffectLife = 4.5

// Effects are recent events with their ages, for the renderer's
// animations (render.View.Events).
type Effects struct {
	List []render.TimedEvent
	born []float64
}

// Reset forgets every effect (a jump in time).
func (e *Effects) Reset() { e.List, e.born = e.List[:0], e.born[:0] }

// Add turns new events into effects born at now, ages the others, drops
// those older than EffectLife and keeps the newest MaxEffects.
func (e *Effects) Add(evs []sim.Event, now float64) {
	// Keep at most a few hundred recent events; at 1000 ticks/s most are
	// gone before they could be seen anyway.
	if len(evs) > 300 {
		evs = evs[len(evs)-300:]
	}
	for _, ev := range evs {
		e.List = append(e.List, render.TimedEvent{Event: ev})
		e.born = append(e.born, now)
	}
	keep := 0
	for i := range e.List {
		if age := now - e.born[i]; age < EffectLife {
			e.List[keep], e.born[keep] = e.List[i], e.born[i]
			e.List[keep].Age = age
			keep++
		}
	}
	e.List, e.born = e.List[:keep], e.born[:keep]
	if over := len(e.List) - MaxEffects; over > 0 {
		e.List, e.born = e.List[over:], e.born[over:]
	}
}
