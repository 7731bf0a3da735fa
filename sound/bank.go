package sound

import (
	"slices"
	"sync"
	"time"
)

// cache holds rendered buffers. Rendering is deterministic and takes a few
// milliseconds per effect, so each is rendered at most once per process, on
// first use or by Preload.
var cache struct {
	sync.Mutex
	bufs map[string][]float32
}

// Names lists every effect name in sorted order: the shared ones and
// those of the registered games.
func Names() []string {
	names := make([]string, 0, len(recipes))
	for n := range recipes {
		names = append(names, n)
	}
	for _, id := range Games() {
		registered.RLock()
		g := registered.games[id]
		registered.RUnlock()
		names = append(names, g.Effects()...)
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// recipeOf finds an effect: a shared one or a registered game's.
func recipeOf(name string) (recipe, bool) {
	if r, ok := recipes[name]; ok {
		return r, true
	}
	return gameRecipe(name)
}

// Has reports whether name is an effect.
func Has(name string) bool {
	_, ok := recipeOf(name)
	return ok
}

// Samples returns the effect's buffer: interleaved stereo float32 at
// SampleRate, both channels equal. The slice is shared by every caller and
// must not be modified. ok is false for an unknown name.
func Samples(name string) (buf []float32, ok bool) {
	r, ok := recipeOf(name)
	if !ok {
		return nil, false
	}
	cache.Lock()
	defer cache.Unlock()
	if b, done := cache.bufs[name]; done {
		return b, true
	}
	tr := newTrack(r.seconds)
	r.build(tr)
	b := finish(tr, r.level)
	if cache.bufs == nil {
		cache.bufs = map[string][]float32{}
	}
	cache.bufs[name] = b
	return b, true
}

// Length returns how long the effect plays, or 0 for an unknown name. It
// does not render anything.
func Length(name string) time.Duration {
	r, ok := recipeOf(name)
	if !ok {
		return 0
	}
	return time.Duration(frames(r.seconds)) * time.Second / SampleRate
}

// Preload renders every effect now, so that the first cue of a match does
// not pay for synthesis. The app calls it once at start-up (about 50 ms).
func Preload() {
	for _, n := range Names() {
		Samples(n)
	}
}
