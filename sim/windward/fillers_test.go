package windward

import "testing"

// Server/game_ai/PlayerAI.cs: the seat filler heads for its passenger's
// destination even when an enemy waits there (it changes course only on
// the stop's refusal), and re-plans when the destination changes under it
// (the server sends it NO_PATH after CHANGE_DESTINATION).
func TestFillerDestination(t *testing.T) {
	const ms, hp = 0, 1
	for _, tc := range []struct {
		name  string
		setup func(s *State)
		want  int // company the path must lead to
	}{
		{"enemy waiting: still drives to the destination", func(s *State) {
			ride(s, 0, 3, hp, ms)
			s.CEOs[3].Enemies = []int{4}
			waiting(s, 4, ms, hp)
		}, ms},
		{"destination changed: re-plans", func(s *State) {
			ride(s, 0, 3, hp, ms)
			s.routeTo(0, s.Companies[ms].At)
			s.CEOs[3].Destination = hp
		}, hp},
		{"refused by an enemy: drives on to another company", func(s *State) {
			ride(s, 0, 3, hp, ms)
			s.Cars[0].AI.Target = 5
		}, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, ClassicRules(), stopsCity)
			s.Players = 0
			s.Companies[5].At = Pt{3, 4} // the coffee tile stands in for a sixth company's stop
			s.topo = buildTopo(s.Map, s.LightAt, s)
			put(s, 0, 5, 2, South, 12)
			s.Cars[0].Filler = true
			s.Cars[0].AI.Target = -1
			tc.setup(s)
			s.fillerThink(0)
			p := s.Cars[0].Path
			at := s.Companies[tc.want].At
			if n := len(p); n < 2 || (p[n-1] != at && p[n-2] != at) {
				t.Fatalf("path %v does not lead to %s at %v", p, CompanyNames[tc.want], at)
			}
		})
	}
}
