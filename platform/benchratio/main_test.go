package main

import (
	"strings"
	"testing"
)

const sample = `goos: linux
BenchmarkDirect/worms-2   	3	 9000000 ns/op	  1000000 cpu-ns/op	 231.0 ticks/op	 100 allocs/op
BenchmarkDirect/worms-2   	3	 9000000 ns/op	  3000000 cpu-ns/op	 231.0 ticks/op	 100 allocs/op
BenchmarkDirect/worms-2   	3	 9000000 ns/op	  2000000 cpu-ns/op	 231.0 ticks/op	 100 allocs/op
BenchmarkRunner/worms-2   	3	 9000000 ns/op	  2400000 cpu-ns/op	 231.0 ticks/op	 462 allocs/op	 96250 ticks/cpu-s
BenchmarkRunnerReplay/worms-2   	3	 9000000 ns/op	  3000000 cpu-ns/op	 231.0 ticks/op
BenchmarkDirect/madmax   	3	 1000 ns/op	 300 ticks/op
BenchmarkRunner/madmax   	3	 5000 ns/op	 300 ticks/op
PASS
`

func TestReport(t *testing.T) {
	tests := []struct {
		max  float64
		ok   bool
		want []string
	}{
		// worms: median CPU 2 ms direct, 2.4 ms runner; madmax: wall only, 5×.
		{10, true, []string{"worms", "1.20", "1.50", "96250", "2.0", "0.4", "madmax", "5.00"}},
		{1.3, false, []string{"over 1.30"}},
		{1.1, false, []string{"worms", "over 1.10"}},
	}
	for _, tc := range tests {
		r, err := parse(strings.NewReader(sample))
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if ok := report(&b, r, tc.max); ok != tc.ok {
			t.Errorf("max %.2f: ok %v, want %v\n%s", tc.max, ok, tc.ok, b.String())
		}
		for _, w := range tc.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("max %.2f: no %q in\n%s", tc.max, w, b.String())
			}
		}
	}
}

func TestParseBadValue(t *testing.T) {
	if _, err := parse(strings.NewReader("BenchmarkDirect/worms-2 3 x ns/op\n")); err == nil {
		t.Error("a bad value parsed")
	}
}
