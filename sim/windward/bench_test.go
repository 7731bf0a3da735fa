package windward

import (
	"testing"
)

// BenchmarkRound plays full rounds with ten built-in seat fillers at full
// speed on the default city and reports simulated ticks per second.
func BenchmarkRound(b *testing.B) {
	m, err := ParseASCII("downtown", DefaultCity)
	if err != nil {
		b.Fatal(err)
	}
	ticks := 0
	for i := 0; b.Loop(); i++ {
		s, err := NewSession([]*Map{m}, DefaultRules(), "", uint64(i+1), nil, 1)
		if err != nil {
			b.Fatal(err)
		}
		for !s.Over {
			if _, err := s.Step(nil); err != nil {
				b.Fatal(err)
			}
			ticks++
		}
	}
	b.ReportMetric(float64(ticks)/b.Elapsed().Seconds(), "ticks/s")
}

// BenchmarkRoundMap3 is the same on the largest original map.
func BenchmarkRoundMap3(b *testing.B) {
	m := loadRef(b, "map3.xml")
	ticks := 0
	for i := 0; b.Loop(); i++ {
		s, err := NewSession([]*Map{m}, DefaultRules(), "", uint64(i+1), nil, 1)
		if err != nil {
			b.Fatal(err)
		}
		for !s.Over {
			s.Step(nil)
			ticks++
		}
	}
	b.ReportMetric(float64(ticks)/b.Elapsed().Seconds(), "ticks/s")
}
