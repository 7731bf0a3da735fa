package panes

import (
	"fmt"

	"arena/render"
	"arena/sim"
)

// Events words new events for the messages: the renderer's own wording
// (render.Renderer.Message, r may be nil) for game events, the pane's for
// faults; edits are left out (the controller's "edit: ..." notice says it
// already). After a jump back in time (to tick) the lines from the future
// are dropped first.
func (m *Messages) Events(r render.Renderer, st sim.State, players []sim.PlayerView, evs []sim.Event, jumped bool, tick int) {
	if jumped {
		m.DropAfter(tick)
	}
	for _, e := range evs {
		col := render.PlayerColor(e.Player)
		if e.Player < 0 {
			col = render.TextColor
		}
		switch {
		case e.Kind == sim.KindFault:
			if d, ok := e.Detail.(sim.FaultDetail); ok {
				name := fmt.Sprintf("player %d", e.Player+1)
				if int(e.Player) >= 0 && int(e.Player) < len(players) {
					name = players[e.Player].Name
				}
				m.Add(e.Tick, fmt.Sprintf("%s: %s - %s", name, d.Status, d.Reason), render.Danger)
			}
		case e.Kind == sim.KindEdit:
		case r != nil:
			if text, ok := r.Message(st, e); ok {
				m.Add(e.Tick, text, col)
			}
		}
	}
}

// Faults are the notices for players whose status turned into a fault
// between two frames of the same match (then, now), so a TIMEOUT or
// CRASHED is seen the moment it happens.
func Faults(then, now []sim.PlayerView) []string {
	if len(then) != len(now) {
		return nil
	}
	var out []string
	for i, p := range now {
		if old := then[i].Status; p.Status != old && p.Status != sim.Active && p.Status != sim.Done && p.Status != "" {
			msg := fmt.Sprintf("%s: %s", p.Name, p.Status)
			if p.Reason != "" {
				msg += " - " + p.Reason
			}
			out = append(out, msg)
		}
	}
	return out
}
