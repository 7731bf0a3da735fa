package windward

import (
	"fmt"
	"image/color"
	"strings"

	"arena/render"
	"arena/sim"
	ws "arena/sim/windward"
)

// InfoTitle names the debug pane.
func (r *Renderer) InfoTitle() string { return "Companies and CEOs" }

// InfoLines is the original's debug window: every company with its
// location and the CEOs waiting there, then every CEO with where it is
// (lobby or car), its destination, its route and its enemies.
func (r *Renderer) InfoLines(s sim.State) []render.InfoLine {
	st := state(s)
	if st == nil {
		return nil
	}
	out := []render.InfoLine{{Text: "Companies", Head: true}}
	for _, k := range byName(ws.CompanyNames[:]) {
		var waiting []string
		for j := range st.CEOs {
			if ps := &st.CEOs[j]; ps.Lobby == k && ps.Car < 0 && !ps.Done {
				waiting = append(waiting, ws.CEONames[j])
			}
		}
		line := fmt.Sprintf("%-15s %5s", ws.CompanyNames[k], st.Companies[k].At)
		out = append(out, render.InfoLine{Text: line, Color: companyColors[k]})
		if len(waiting) > 0 {
			out = append(out, render.InfoLine{Text: "   waiting: " + strings.Join(waiting, ", ")})
		}
	}
	for _, s := range st.Stores {
		out = append(out, render.InfoLine{Text: fmt.Sprintf("%-22s %5s", s.Name, s.At), Color: color.RGBA{200, 150, 100, 255}})
	}
	out = append(out, render.InfoLine{}, render.InfoLine{Text: "CEOs", Head: true})
	for _, k := range byName(ws.CEONames[:]) {
		ps := &st.CEOs[k]
		where := "done"
		switch {
		case ps.Car >= 0:
			where = fmt.Sprintf("in car %d (%s)", ps.Car, st.Cars[ps.Car].Name)
		case ps.Lobby >= 0:
			where = "lobby of " + ws.CompanyNames[ps.Lobby]
		}
		out = append(out, render.InfoLine{Text: fmt.Sprintf("%s (%d pt): %s", ws.CEONames[k], ws.CEOPoints[k], where), Color: companyColors[k]})
		if !ps.Done {
			out = append(out, render.InfoLine{Text: "   to " + ws.CompanyNames[ps.Destination]})
		}
		var route []string
		for _, c := range ps.Route {
			route = append(route, ws.CompanyNames[c])
		}
		if len(route) > 0 && !ps.Done {
			out = append(out, wrapInfo("   route: ", strings.Join(route, ", "), render.DimText)...)
		}
		var en []string
		for _, e := range ps.Enemies {
			en = append(en, ws.CEONames[e])
		}
		out = append(out, wrapInfo("   enemies: ", strings.Join(en, ", "), color.RGBA{236, 120, 110, 255})...)
	}
	return out
}

// byName lists indexes of names sorted by name, as the original's lists.
func byName(names []string) []int {
	idx := make([]int, len(names))
	for i := range idx {
		idx[i] = i
	}
	for i := 1; i < len(idx); i++ {
		for j := i; j > 0 && names[idx[j]] < names[idx[j-1]]; j-- {
			idx[j], idx[j-1] = idx[j-1], idx[j]
		}
	}
	return idx
}

// wrapInfo breaks a long list over lines of the pane's width.
func wrapInfo(head, text string, c color.RGBA) []render.InfoLine {
	const width = 46
	var out []render.InfoLine
	line := head
	for _, w := range strings.SplitAfter(text, ", ") {
		if len(line)+len(w) > width && len(line) > len(head) {
			out = append(out, render.InfoLine{Text: line, Color: c})
			line = strings.Repeat(" ", len(head))
		}
		line += w
	}
	return append(out, render.InfoLine{Text: line, Color: c})
}

// Message words an event for the system-messages pane: deliveries,
// pick-ups, refusals, restocks, cards played, flat tyres, unsticking and
// the end of a round. The app adds joins, faults and edits itself.
func (r *Renderer) Message(s sim.State, e sim.Event) (string, bool) {
	text, ok := message(s, e)
	return text, ok
}

func message(s sim.State, e sim.Event) (string, bool) {
	st := state(s)
	if st == nil {
		return "", false
	}
	car := func() string {
		i := int(e.Player)
		if i < 0 || i >= ws.NumPlayers {
			return "?"
		}
		return fmt.Sprintf("car %d %s", i, st.Cars[i].Name)
	}
	switch d := e.Detail.(type) {
	case ws.StopDetail:
		switch e.Kind {
		case ws.KindPickup:
			return fmt.Sprintf("%s picked up %s at %s", car(), d.Passenger, d.Stop), true
		case ws.KindDelivery:
			return fmt.Sprintf("%s delivered %s to %s (+%s)", car(), d.Passenger, d.Stop, points(d.Points)), true
		case ws.KindAbandon:
			return fmt.Sprintf("%s left %s at %s (no points)", car(), d.Passenger, d.Stop), true
		case ws.KindRefusal:
			why := map[string]string{
				"PASSENGER_REFUSED_ENEMY":                 "%s refused to leave %s at %s: an enemy waits there",
				"PASSENGER_REFUSED_NO_COFFEE":             "%s: %s refused to board at %s: no coffee",
				"PASSENGER_DELIVERED_AND_PICK_UP_REFUSED": "%s: %s refused to board at %s: no coffee",
			}[d.Status]
			if why == "" {
				return fmt.Sprintf("%s cannot restock at %s with a passenger aboard", car(), d.Stop), true
			}
			if d.Status == "PASSENGER_REFUSED_ENEMY" {
				return fmt.Sprintf(why, d.Passenger, car(), d.Stop), true
			}
			return fmt.Sprintf(why, car(), d.Passenger, d.Stop), true
		case ws.KindCoffee:
			return fmt.Sprintf("%s restocked coffee at %s", car(), d.Stop), true
		}
	case ws.CardDetail:
		switch e.Kind {
		case ws.KindCarStopped:
			return fmt.Sprintf("%s has a flat tyre (%s)", car(), d.Card), true
		case ws.KindCardPlayed:
			t := ""
			if d.Target != "" {
				t = " on " + d.Target
			}
			return fmt.Sprintf("%s played %s%s", car(), d.Card, t), true
		case ws.KindCardPending:
			t := ""
			if d.Target != "" {
				t = " (" + d.Target + ")"
			}
			return fmt.Sprintf("%s played %s%s: it takes effect at the next pick-up", car(), d.Card, t), true
		}
	case ws.RoundResult:
		traffic := fmt.Sprintf("; traffic: %d unsticks, longest hold %d ticks, %d deliveries", d.Unsticks, d.LongestHold, d.Deliveries)
		if d.Winner >= 0 {
			return fmt.Sprintf("round %d on %s over: car %d %s delivered eight", d.Round+1, d.Map, d.Winner, st.Cars[d.Winner].Name) + traffic, true
		}
		return fmt.Sprintf("round %d on %s over", d.Round+1, d.Map) + traffic, true
	}
	if e.Kind == ws.KindUnstick {
		return car() + " was stuck and pushed on", true
	}
	return "", false
}
