package madmax

import (
	"bytes"
	"testing"

	"arena/sim"
)

// TestGenerate checks generated maps over many seeds: they parse with the
// original's checks (Rules §1.4 ranges), start with the bonus targets on
// the board, keep the start columns clear, depend only on the seed, and a
// match of four Demo players runs on them.
func TestGenerate(t *testing.T) {
	for seed := uint64(0); seed < 40; seed++ {
		data := Generate(seed)
		if !bytes.Equal(data, Generate(seed)) {
			t.Fatalf("seed %d: two different maps", seed)
		}
		s, err := ParseConfig("gen", data)
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, data)
		}
		p := s.Params
		if s.counts[WaterBonus] != p.WaterBonuses || s.counts[GasBonus] != p.GasBonuses || s.counts[MissileBonus] != p.MissileBonuses {
			t.Errorf("seed %d: bonuses on the board %d/%d/%d, targets %d/%d/%d", seed,
				s.counts[WaterBonus], s.counts[GasBonus], s.counts[MissileBonus], p.WaterBonuses, p.GasBonuses, p.MissileBonuses)
		}
		if s.counts[Tyre] < p.Rows*p.Cols/20 {
			t.Errorf("seed %d: only %d tyres", seed, s.counts[Tyre])
		}
		for r := range p.Rows {
			for c := range 4 {
				if k := s.At(r, c).Kind; k != Empty && k != CarCell {
					t.Errorf("seed %d: start cell (%d,%d) holds a %s", seed, r, c, k)
				}
			}
		}
	}
	if bytes.Equal(Generate(1), Generate(2)) {
		t.Error("seeds 1 and 2 give the same map")
	}
}

func TestNewWithoutMapGenerates(t *testing.T) {
	st, err := Game{}.New(sim.Config{Seed: 12})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	want, _ := ParseConfig("gen", Generate(12))
	if s.Params != want.Params || s.Hash() == 0 {
		t.Fatalf("params %+v, want %+v", s.Params, want.Params)
	}
	var demos [4]Demo
	for !s.Over() {
		acts := make([]sim.Action, 4)
		for p := range 4 {
			acts[p] = demos[p].Play(s, p)
		}
		if _, err := s.Step(acts); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.validate(); err != nil {
		t.Fatal(err)
	}
}
