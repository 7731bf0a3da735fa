//go:build gui

package framestats

import (
	"testing"
	"time"
)

// TestAverages feeds frames on an injected clock: 30 frames in half a
// second, 10 ticks a frame and a seek back, 2 ms Draw and 1 ms Update
// each.
func TestAverages(t *testing.T) {
	var s Stats
	tick := 0
	for i := 1; i <= 30; i++ {
		s.AddUpdate(time.Millisecond)
		tick += 10
		if i == 15 {
			tick = 3 // a seek back is not play
		}
		s.Drew(2*time.Millisecond, tick, float64(i)/60)
	}
	// 29 forward steps of 10 ticks after the first frame, less the seek.
	if fps, tps, drawMs, updMs := s.Figures(); fps != 60 || tps != 28*10*2 || drawMs != 2 || updMs != 1 {
		t.Errorf("fps %.1f, ticks/s %.1f, Draw %.2f ms, Update %.2f ms", fps, tps, drawMs, updMs)
	}
}
