package sound

import (
	"fmt"
	"math"
	"sync"
	"testing"
	"time"

	"arena/sim"
)

// recorder is an Output that remembers what it was asked to play.
type recorder struct {
	mu    sync.Mutex
	plays []string
	pans  []float64
	vols  []float64
}

func (r *recorder) Play(effect string, pan, vol float64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.plays = append(r.plays, effect)
	r.pans = append(r.pans, pan)
	r.vols = append(r.vols, vol)
}

// clock is a fake clock the tests advance by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time          { return c.t }
func (c *clock) advance(d time.Duration) { c.t = c.t.Add(d) }

func newTestMixer(tb Table) (*Mixer, *recorder, *clock) {
	rec := &recorder{}
	clk := &clock{t: time.Unix(1000, 0)}
	return NewMixer(rec, tb, clk.now), rec, clk
}

func evs(kinds ...sim.EventKind) []sim.Event {
	out := make([]sim.Event, len(kinds))
	for i, k := range kinds {
		out[i] = sim.Event{Tick: i, Kind: k, Player: -1}
	}
	return out
}

var testTable = Table{
	"shot":  "worms.shot",
	"hit":   "worms.hit",
	"move":  Quiet,
	"bogus": "no.such.effect",
}

func TestMixerMapsAndMerges(t *testing.T) {
	tests := []struct {
		name string
		evs  []sim.Event
		want []string
	}{
		{"nothing", nil, nil},
		{"one", evs("shot"), []string{"worms.shot"}},
		{"quiet kind", evs("move", "move"), nil},
		{"unknown kind", evs("teleport"), nil},
		{"unknown effect", evs("bogus"), nil},
		{"merged per frame", evs("shot", "shot", "shot"), []string{"worms.shot"}},
		{"order of first appearance", evs("hit", "shot", "hit"), []string{"worms.hit", "worms.shot"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, rec, _ := newTestMixer(testTable)
			n := m.Frame(tt.evs, nil)
			if fmt.Sprint(rec.plays) != fmt.Sprint(tt.want) || n != len(tt.want) {
				t.Errorf("played %v (returned %d), want %v", rec.plays, n, tt.want)
			}
		})
	}
}

func TestMixerThrottle(t *testing.T) {
	tests := []struct {
		name  string
		gaps  []time.Duration // time before each frame of one "shot"
		plays int
	}{
		{"same instant", []time.Duration{0, 0, 0}, 1},
		{"every fourth frame at 60 fps", []time.Duration{0, 16 * time.Millisecond, 16 * time.Millisecond, 16 * time.Millisecond, 16 * time.Millisecond}, 2},
		{"just under the gap", []time.Duration{0, 49 * time.Millisecond}, 1},
		{"exactly the gap", []time.Duration{0, 50 * time.Millisecond}, 2},
		{"slow", []time.Duration{0, time.Second, time.Second}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, rec, clk := newTestMixer(testTable)
			for _, g := range tt.gaps {
				clk.advance(g)
				m.Frame(evs("shot"), nil)
			}
			if len(rec.plays) != tt.plays {
				t.Errorf("played %d times, want %d", len(rec.plays), tt.plays)
			}
		})
	}
}

func TestMixerThrottleIsPerEffect(t *testing.T) {
	m, rec, clk := newTestMixer(testTable)
	m.Frame(evs("shot"), nil)
	clk.advance(10 * time.Millisecond)
	m.Frame(evs("hit", "shot"), nil)
	if fmt.Sprint(rec.plays) != "[worms.shot worms.hit]" {
		t.Errorf("played %v", rec.plays)
	}
}

// TestMixerVoiceCap plays a frame that asks for every effect at once, then
// checks that voices free up as effects end.
func TestMixerVoiceCap(t *testing.T) {
	tb := Table{}
	var all []sim.Event
	for _, n := range Names() {
		k := sim.EventKind("k." + n)
		tb[k] = n
		all = append(all, sim.Event{Kind: k})
	}
	m, rec, clk := newTestMixer(tb)
	if got := m.Frame(all, nil); got != DefaultVoices || m.Voices() != DefaultVoices {
		t.Fatalf("started %d, %d sounding; want %d", got, m.Voices(), DefaultVoices)
	}
	// While all eight sound, nothing new starts.
	clk.advance(DefaultThrottle)
	if got := m.Frame(all, nil); got != 0 {
		t.Errorf("started %d over the cap", got)
	}
	// Once the longest effect is over, every voice is free again.
	clk.advance(time.Second)
	if m.Voices() != 0 {
		t.Errorf("%d voices still sounding after a second", m.Voices())
	}
	if got := m.Frame(all, nil); got != DefaultVoices {
		t.Errorf("started %d after voices freed, want %d", got, DefaultVoices)
	}
	if len(rec.plays) != 2*DefaultVoices {
		t.Errorf("%d plays in all, want %d", len(rec.plays), 2*DefaultVoices)
	}
	m.MaxVoices = 2
	clk.advance(time.Second)
	if got := m.Frame(all, nil); got != 2 {
		t.Errorf("MaxVoices 2 started %d", got)
	}
}

// TestMixerVoiceFreedByLength checks that a short effect frees its voice
// when it ends, not after some fixed time.
func TestMixerVoiceFreedByLength(t *testing.T) {
	m, _, clk := newTestMixer(testTable)
	m.Frame(evs("shot"), nil) // 200 ms
	clk.advance(Length("worms.shot") - time.Millisecond)
	if m.Voices() != 1 {
		t.Errorf("voice gone before the effect ended")
	}
	clk.advance(time.Millisecond)
	if m.Voices() != 0 {
		t.Errorf("voice still held after the effect ended")
	}
}

// TestMixerThousandTicksPerSecond feeds a minute of 1000 ticks/s play, 60
// frames a second, each tick shooting and hitting, and checks the cue rate
// stays what a listener can follow.
func TestMixerThousandTicksPerSecond(t *testing.T) {
	m, rec, clk := newTestMixer(testTable)
	const fps, tps, seconds = 60, 1000, 60
	perFrame := tps / fps
	for f := 0; f < fps*seconds; f++ {
		var frame []sim.Event
		for i := 0; i < perFrame; i++ {
			frame = append(frame, evs("shot", "hit", "move")...)
		}
		m.Frame(frame, nil)
		clk.advance(time.Second / fps)
		if m.Voices() > DefaultVoices {
			t.Fatalf("frame %d: %d voices", f, m.Voices())
		}
	}
	// Two effects, each at most every 50 ms (every third frame at 60 fps).
	if max := 2 * fps * seconds / 3; len(rec.plays) > max {
		t.Errorf("%d cues in %d s, want at most %d", len(rec.plays), seconds, max)
	}
	if len(rec.plays) < seconds {
		t.Errorf("only %d cues in %d s", len(rec.plays), seconds)
	}
}

func TestMixerPan(t *testing.T) {
	screen := func(x, y float64) float64 { return x / 10 } // world x in [-10, 10]
	tests := []struct {
		name string
		xs   []float64
		want float64
	}{
		{"left", []float64{-10}, -1},
		{"right", []float64{10}, 1},
		{"clamped", []float64{40}, 1},
		{"average of merged events", []float64{-10, 0, 4}, -0.2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, rec, _ := newTestMixer(testTable)
			var frame []sim.Event
			for _, x := range tt.xs {
				frame = append(frame, sim.Event{Kind: "shot", X: x})
			}
			m.Frame(frame, screen)
			if len(rec.pans) != 1 || math.Abs(rec.pans[0]-tt.want) > 1e-9 {
				t.Errorf("pans %v, want [%v]", rec.pans, tt.want)
			}
		})
	}
	m, rec, _ := newTestMixer(testTable)
	m.Frame(evs("shot"), nil)
	if rec.pans[0] != 0 {
		t.Errorf("nil pan function gave %v, want centre", rec.pans[0])
	}
}

func TestMixerVolumeAndMute(t *testing.T) {
	m, rec, clk := newTestMixer(testTable)
	m.SetVolume(0.25)
	m.Frame(evs("shot"), nil)
	if rec.vols[0] != 0.25 {
		t.Errorf("volume %v, want 0.25", rec.vols[0])
	}
	m.SetMuted(true)
	clk.advance(time.Second)
	if n := m.Frame(evs("shot", "hit"), nil); n != 0 || len(rec.plays) != 1 || !m.Muted() {
		t.Errorf("muted mixer played %v", rec.plays)
	}
	m.SetMuted(false)
	m.SetVolume(7)
	if m.Volume() != 1 {
		t.Errorf("volume %v, want clamped to 1", m.Volume())
	}
	m.SetVolume(0)
	if n := m.Frame(evs("shot"), nil); n != 0 {
		t.Errorf("volume 0 still played")
	}
	m.SetVolume(1)
	m.SetTable(Table{"shot": Quiet})
	if n := m.Frame(evs("shot"), nil); n != 0 {
		t.Errorf("SetTable did not switch tables")
	}
}

func TestSilentAndNilOutput(t *testing.T) {
	Silent.Play("worms.shot", 0, 1) // must not panic
	m := NewMixer(nil, testTable, nil)
	if n := m.Frame(evs("shot"), nil); n != 1 {
		t.Errorf("mixer over Silent started %d cues, want 1 (the mixer still counts voices)", n)
	}
}

func TestGains(t *testing.T) {
	tests := []struct {
		pan, vol float64
		l, r     float64
	}{
		{0, 1, 1, 1},
		{-1, 1, math.Sqrt2, 0},
		{1, 0.5, 0, 0.5 * math.Sqrt2},
		{-5, 1, math.Sqrt2, 0},
		{math.NaN(), 1, 1, 1},
	}
	for _, tt := range tests {
		l, r := Gains(tt.pan, tt.vol)
		if math.Abs(l-tt.l) > 1e-9 || math.Abs(r-tt.r) > 1e-9 {
			t.Errorf("Gains(%v, %v) = %v, %v; want %v, %v", tt.pan, tt.vol, l, r, tt.l, tt.r)
		}
		// Equal power: l² + r² is the same wherever the sound is.
		if p := l*l + r*r; math.Abs(p-2*tt.vol*tt.vol) > 1e-9 {
			t.Errorf("Gains(%v, %v): power %v", tt.pan, tt.vol, p)
		}
	}
}

// TestMixerPerCueCap fires a long effect every 50 ms: only PerCue copies
// overlap, and the remaining voices stay free for other cues.
func TestMixerPerCueCap(t *testing.T) {
	tb := Table{"boom": "madmax.explosion", "shot": "worms.shot"} // 900 ms and 200 ms
	m, rec, clk := newTestMixer(tb)
	for i := 0; i < 10; i++ {
		m.Frame(evs("boom"), nil)
		clk.advance(DefaultThrottle)
	}
	if got := m.Voices(); got != DefaultPerCue {
		t.Errorf("%d explosions sounding, want %d", got, DefaultPerCue)
	}
	if n := m.Frame(evs("boom", "shot"), nil); n != 1 || rec.plays[len(rec.plays)-1] != "worms.shot" {
		t.Errorf("started %d, last %q; want the shot alone", n, rec.plays[len(rec.plays)-1])
	}
	m.PerCue = 4
	clk.advance(DefaultThrottle)
	if n := m.Frame(evs("boom"), nil); n != 1 {
		t.Errorf("PerCue 4 with 2 sounding started %d, want 1", n)
	}
}

// TestMixerPriority fills the voices in one frame: the important effects
// get them before routine ones that came earlier in the frame.
func TestMixerPriority(t *testing.T) {
	tb := Table{}
	var frame []sim.Event
	routine := []string{"worms.dig", "worms.shot", "worms.hit", "worms.collision", "worms.health",
		"coderunner.dig", "coderunner.gold", "coderunner.brick", "madmax.water"}
	for _, n := range append(routine, "worms.death", "fanfare") {
		k := sim.EventKind(n)
		tb[k] = n
		frame = append(frame, sim.Event{Kind: k})
	}
	m, rec, _ := newTestMixer(tb)
	m.Frame(frame, nil)
	if len(rec.plays) != DefaultVoices {
		t.Fatalf("%d plays, want %d", len(rec.plays), DefaultVoices)
	}
	want := append([]string{"worms.death", "fanfare"}, routine[:DefaultVoices-2]...)
	if fmt.Sprint(rec.plays) != fmt.Sprint(want) {
		t.Errorf("played %v, want %v", rec.plays, want)
	}
}

func TestImportantEffectsExist(t *testing.T) {
	var all []string
	for n := range important {
		all = append(all, n)
	}
	for _, id := range Games() {
		all = append(all, registered.games[id].important...)
	}
	for _, n := range all {
		if !Has(n) {
			t.Errorf("important effect %q does not exist", n)
		}
	}
}
