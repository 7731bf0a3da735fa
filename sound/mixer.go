package sound

import (
	"math"
	"slices"
	"time"

	"arena/sim"
)

// Output plays effects. Play starts the named effect at once and returns
// without waiting for it; pan runs from -1 (left) to 1 (right) and vol from
// 0 to 1. An unknown name plays nothing. Implementations are safe for
// concurrent use.
type Output interface {
	Play(effect string, pan, vol float64)
}

type silent struct{}

func (silent) Play(string, float64, float64) {}

// Silent is the Output that plays nothing: the app uses it when sound is off
// (--mute, ARENA_NO_AUDIO, no audio device), so nothing else has to care.
var Silent Output = silent{}

// Defaults for a Mixer.
const (
	DefaultVoices   = 8
	DefaultThrottle = 50 * time.Millisecond
	DefaultPerCue   = 2
	DefaultVolume   = 0.7
)

// Mixer decides which of a frame's events are heard. It is not safe for
// concurrent use: the app calls it from Update only.
//
// Three limits keep fast playback listenable. Each effect starts at most
// once per Throttle (and so at most once per frame); the events of one frame
// that share an effect merge into one cue panned to their average position.
// At most PerCue copies of one effect sound at once, so a long effect fired
// every 50 ms (an explosion at 1000 ticks/s) cannot fill every voice and
// starve the others. At most MaxVoices effects sound at once; a cue that
// would exceed either cap is dropped, since the ones already playing were
// first. Within a frame, important cues (deaths, the end of a match) are
// admitted before routine ones.
type Mixer struct {
	out   Output
	table Table
	now   func() time.Time

	MaxVoices int           // simultaneous voices; 0 means DefaultVoices
	PerCue    int           // simultaneous copies of one effect; 0 means DefaultPerCue
	Throttle  time.Duration // minimum gap between two starts of one effect

	volume float64
	muted  bool
	last   map[string]time.Time // effect → when it last started
	voices []voice              // what is sounding now
}

// NewMixer returns a mixer playing table's cues on out. now is the clock;
// nil means time.Now (tests pass a fake one).
func NewMixer(out Output, table Table, now func() time.Time) *Mixer {
	if out == nil {
		out = Silent
	}
	if now == nil {
		now = time.Now
	}
	return &Mixer{
		out: out, table: table, now: now,
		MaxVoices: DefaultVoices, PerCue: DefaultPerCue, Throttle: DefaultThrottle,
		volume: DefaultVolume, last: map[string]time.Time{},
	}
}

// SetTable switches to another game's cues, for example when the app opens a
// different game.
func (m *Mixer) SetTable(t Table) { m.table = t }

// SetVolume sets the master volume, clamped to [0, 1].
func (m *Mixer) SetVolume(v float64) { m.volume = clamp(v, 0, 1) }

// Volume returns the master volume.
func (m *Mixer) Volume() float64 { return m.volume }

// SetMuted mutes or unmutes. While muted, Frame plays nothing and keeps
// nothing back, so unmuting never releases a backlog of cues.
func (m *Mixer) SetMuted(b bool) { m.muted = b }

// Muted reports whether the mixer is muted.
func (m *Mixer) Muted() bool { return m.muted }

// cue is one effect requested by a frame, with the pans of every event that
// asked for it.
type cue struct {
	effect string
	panSum float64
	n      int
}

// Frame plays the cues for one frame's events and returns how many effects
// it started. pan maps an event's world position to [-1, 1] (the camera
// knows where the screen is); nil centres everything. The app calls Frame
// once per Update with the events of the ticks that frame advanced over, and
// skips it when seeking, so a jump never sounds like a burst.
func (m *Mixer) Frame(evs []sim.Event, pan func(x, y float64) float64) int {
	if m.muted || m.volume == 0 || len(evs) == 0 {
		return 0
	}
	// Merge by effect, keeping the order of first appearance so the result
	// does not depend on map iteration.
	var cues []cue
	index := map[string]int{}
	for _, ev := range evs {
		name, ok := m.table[ev.Kind]
		if !ok || name == Quiet || !Has(name) {
			continue
		}
		p := 0.0
		if pan != nil {
			p = clamp(pan(ev.X, ev.Y), -1, 1)
		}
		i, seen := index[name]
		if !seen {
			i = len(cues)
			index[name] = i
			cues = append(cues, cue{effect: name})
		}
		cues[i].panSum += p
		cues[i].n++
	}
	slices.SortStableFunc(cues, func(a, b cue) int { return priority(b.effect) - priority(a.effect) })
	now := m.now()
	m.expire(now)
	started := 0
	for _, c := range cues {
		if t, ok := m.last[c.effect]; ok && now.Sub(t) < m.Throttle {
			continue
		}
		if len(m.voices) >= positive(m.MaxVoices, DefaultVoices) {
			break
		}
		if m.copies(c.effect) >= positive(m.PerCue, DefaultPerCue) {
			continue
		}
		m.last[c.effect] = now
		m.voices = append(m.voices, voice{c.effect, now.Add(Length(c.effect))})
		m.out.Play(c.effect, c.panSum/float64(c.n), m.volume)
		started++
	}
	return started
}

// voice is one effect the mixer has started and believes is still sounding.
type voice struct {
	effect string
	end    time.Time
}

// Voices returns how many effects the mixer believes are still sounding.
func (m *Mixer) Voices() int {
	m.expire(m.now())
	return len(m.voices)
}

func (m *Mixer) copies(effect string) int {
	n := 0
	for _, v := range m.voices {
		if v.effect == effect {
			n++
		}
	}
	return n
}

// expire forgets voices that have finished by now.
func (m *Mixer) expire(now time.Time) {
	k := 0
	for _, v := range m.voices {
		if v.end.After(now) {
			m.voices[k] = v
			k++
		}
	}
	m.voices = m.voices[:k]
}

func positive(v, def int) int {
	if v <= 0 {
		return def
	}
	return v
}

// Gains returns the left and right channel gains for a pan in [-1, 1] and a
// volume, by the equal-power law: a sound moving across the screen keeps the
// same loudness instead of dipping in the middle.
func Gains(pan, vol float64) (left, right float64) {
	a := (clamp(pan, -1, 1) + 1) * math.Pi / 4
	return vol * math.Cos(a) * math.Sqrt2, vol * math.Sin(a) * math.Sqrt2
}

func clamp(v, lo, hi float64) float64 {
	if math.IsNaN(v) {
		return 0
	}
	return math.Max(lo, math.Min(hi, v))
}
