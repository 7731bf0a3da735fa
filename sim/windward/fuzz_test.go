package windward

import (
	"testing"
)

// FuzzLoadMaps: the XML map loader never panics, and a map it accepts
// round-trips through MarshalXMLFile.
func FuzzLoadMaps(f *testing.F) {
	m, _ := ParseASCII("downtown", DefaultCity)
	f.Add(m.MarshalXMLFile())
	f.Add([]byte(`<map width="2" height="1"><square x="0" y="0" type="ROAD" direction="WEST_UTURN"/><square x="1" y="0" type="ROAD" direction="EAST_UTURN"/></map>`))
	f.Add([]byte(`<map width="99999" height="1">`))
	f.Add([]byte(`<map width="1" height="1"><square x="5" y="0" type="PARK"/></map>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ms, err := LoadMaps("fuzz", data)
		if err != nil {
			return
		}
		for _, m := range ms {
			back, err := LoadMap("again", m.MarshalXMLFile())
			if err != nil {
				t.Fatalf("accepted map does not round-trip: %v", err)
			}
			if back.ASCII() != m.ASCII() {
				t.Fatal("round trip changed the map")
			}
		}
	})
}

// FuzzDecode: the client message decoder never panics, and what it accepts
// round-trips through the canonical text.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(`<move><path>12,40;13,40;</path><pick-up>Larry Page;</pick-up></move>`))
	f.Add([]byte(`<order action="PLAY"><powerup card="STOP_CAR" player="Penny"/></order>`))
	f.Add(Frame([]byte(`<ready/>`)))
	f.Add([]byte("\x05\x00\x00\x00<a/>"))
	f.Fuzz(func(t *testing.T, data []byte) {
		o, err := DecodeOrders(data)
		if err != nil {
			return
		}
		back, err := ParseOrders(o.String())
		if err != nil {
			t.Fatalf("canonical text %q does not parse: %v", o.String(), err)
		}
		if back.String() != o.String() {
			t.Fatalf("round trip %q → %q", o.String(), back.String())
		}
	})
}

// FuzzParseOrders: the canonical order parser never panics and round-trips.
func FuzzParseOrders(f *testing.F) {
	f.Add("path 3,4 3,5; pickup Larry_Page; play STOP_CAR player=2")
	f.Add("draw MULT_DELIVER_AT_COMPANY company=Oracle; discard MOVE_PASSENGER passenger=Tim_Cook")
	f.Fuzz(func(t *testing.T, text string) {
		o, err := ParseOrders(text)
		if err != nil {
			return
		}
		back, err := ParseOrders(o.String())
		if err != nil || back.String() != o.String() {
			t.Fatalf("round trip %q → %q (%v)", o.String(), back, err)
		}
	})
}

// FuzzApplyEdit: no edit text panics, and the game plays on after any
// accepted edit.
func FuzzApplyEdit(f *testing.F) {
	for _, e := range []string{"car 0 at 7 4", "car 3 dest Oracle", "car 1 passenger Tim_Cook", "card 2 PLAY STOP_CAR 3",
		"card 0 PLAY RELOCATE_ALL_CARS", "car 5 at 1 7 SOUTH", "card 4 PLAY MULT_DELIVER_AT_COMPANY Oracle"} {
		f.Add(e)
	}
	m, _ := ParseASCII("downtown", DefaultCity)
	base, err := NewSession([]*Map{m}, DefaultRules(), "", 1, []string{"a"}, 1)
	if err != nil {
		f.Fatal(err)
	}
	stepN(f, base, 50)
	f.Fuzz(func(t *testing.T, text string) {
		s := base.clone()
		if s.ApplyEdit(text) == nil {
			stepN(t, s, 30)
		}
	})
}
