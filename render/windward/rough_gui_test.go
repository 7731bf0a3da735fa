//go:build gui

package windward

import (
	"strings"
	"testing"

	"arena/render"
	"arena/sim"
	ws "arena/sim/windward"
)

// TestCardInEffectInWords: the sidebar's card tag names the card in
// effect, the next-stop card waiting for a pick-up included (#20).
func TestCardInEffectInWords(t *testing.T) {
	for _, c := range []struct {
		car  ws.Car
		want string
	}{
		{ws.Car{}, ""},
		{ws.Car{NextStop: ws.CardInst{Kind: ws.MultDeliveryQuarterSpeed, Company: -1, Passenger: -1, Set: true}}, "next: x1.5, 1/4 speed"},
		{ws.Car{Transit: ws.CardInst{Kind: ws.MultDeliverAtCompany, Company: 2, Passenger: -1, Set: true}}, "x1.2 at " + ws.CompanyNames[2]},
		{ws.Car{Flat: 12}, "stopped 12"},
		{ws.Car{Quarter: true}, "1/4 speed"},
	} {
		if got := cardTag(&c.car); got != c.want {
			t.Errorf("cardTag(%+v) = %q, want %q", c.car, got, c.want)
		}
	}
}

// TestPendingCardIsLogged: playing a transit card gives a message at once.
func TestPendingCardIsLogged(t *testing.T) {
	s := seeded(t, 1)
	e := sim.Event{Kind: ws.KindCardPending, Player: 0, Detail: ws.CardDetail{Card: "MULT_DELIVERY_QUARTER_SPEED"}}
	if m, ok := New().Message(s, e); !ok || !strings.Contains(m, "MULT_DELIVERY_QUARTER_SPEED") || !strings.Contains(m, "next pick-up") {
		t.Errorf("message %q %v", m, ok)
	}
}

// TestInspectorNamesTheDriver: a built-in bot's car is not a "client".
func TestInspectorNamesTheDriver(t *testing.T) {
	for _, c := range []struct {
		filler bool
		agent  string
		want   string
	}{
		{false, "builtin:tycoon", "built-in tycoon"},
		{false, "tcp:@Ada", "TCP client"},
		{false, "proc:./bot", "local program"},
		{true, "", "seat filler"},
		{false, "", "player seat"},
	} {
		if got := driver(c.filler, c.agent); got != c.want {
			t.Errorf("driver(%v, %q) = %q, want %q", c.filler, c.agent, got, c.want)
		}
	}
	s := seeded(t, 1)
	r := New()
	draw(t, r, s, render.View{Players: []sim.PlayerView{{Agent: "builtin:tycoon"}, {Agent: "builtin:sample"}}})
	if l := carLines(s, 0, r.agent(0)); !strings.Contains(l[0], "built-in tycoon") {
		t.Errorf("inspector %q", l[0])
	}
}

// TestEditRingOnTheCar: an edit's ring goes where the edited car is, not
// at the city's corner (the event's own 0,0), and an edit of no car gets
// none.
func TestEditRingOnTheCar(t *testing.T) {
	s := seeded(t, 1)
	x, y, ok := editPlace(s, "car 3 at 5 6 E")
	c := &s.Cars[3]
	if !ok || x != float64(c.X)/ws.UnitsPerTile || y != float64(c.Y)/ws.UnitsPerTile {
		t.Errorf("edit place %v,%v %v; car 3 at %v,%v", x, y, ok, float64(c.X)/ws.UnitsPerTile, float64(c.Y)/ws.UnitsPerTile)
	}
	if _, _, ok := editPlace(s, "ceo 3 lobby 2"); ok {
		t.Error("a place for an edit that names no car")
	}
}

// TestMapLabelsDoNotOverlap: at a zoom showing every label (plates, car
// numbers, team and passenger), no two of them overlap.
func TestMapLabelsDoNotOverlap(t *testing.T) {
	s := seeded(t, 300)
	r := New()
	draw(t, r, s, render.View{})
	taken := r.place.Taken()
	if len(taken) < len(s.Companies) {
		t.Fatalf("%d labels placed", len(taken))
	}
	plates := len(r.stopLabels(render.View{Camera: render.Camera{Zoom: PPU}}, s))
	for i, a := range taken {
		for j := i + 1; j < len(taken); j++ {
			if j < plates {
				continue // two plates: both fixed to their bays
			}
			if a.Overlaps(taken[j]) {
				t.Errorf("labels %d %v and %d %v overlap", i, a, j, taken[j])
			}
		}
	}
}
