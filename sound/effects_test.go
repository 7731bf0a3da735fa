package sound

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"strings"
	"testing"
	"time"
)

// update rewrites testdata/effects.golden from the current synthesis:
//
//	go test ./sound -run TestGoldenHashes -update
//
// Review the diff: a changed line means that effect now sounds different.
var update = flag.Bool("update", false, "rewrite testdata/effects.golden")

const goldenFile = "testdata/effects.golden"

// hashPCM hashes the 16-bit PCM a WAV file would hold, so the golden table
// changes when the sound does and not when a compiler fuses a multiply-add
// differently in the last bit of a float.
func hashPCM(buf []float32) uint64 {
	h := fnv.New64a()
	var b [2]byte
	for _, v := range buf {
		s := uint16(PCM16(v))
		b[0], b[1] = byte(s), byte(s>>8)
		h.Write(b[:])
	}
	return h.Sum64()
}

func TestGoldenHashes(t *testing.T) {
	var got strings.Builder
	for _, n := range Names() {
		buf, _ := Samples(n)
		fmt.Fprintf(&got, "%s %016x %d\n", n, hashPCM(buf), len(buf)/Channels)
	}
	if *update {
		if err := os.WriteFile(goldenFile, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatalf("%v (run go test ./sound -run TestGoldenHashes -update)", err)
	}
	wantLines := lines(string(want))
	for name, g := range lines(got.String()) {
		switch w, ok := wantLines[name]; {
		case !ok:
			t.Errorf("%s: not in %s (add it with -update)", name, goldenFile)
		case w != g:
			t.Errorf("%s: hash and frames %s, golden %s (if intended, -update)", name, g, w)
		}
	}
	for name := range wantLines {
		if !Has(name) {
			t.Errorf("%s: in %s but no longer an effect (-update)", name, goldenFile)
		}
	}
}

func lines(s string) map[string]string {
	m := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(s))
	for sc.Scan() {
		name, rest, _ := strings.Cut(sc.Text(), " ")
		if name != "" {
			m[name] = rest
		}
	}
	return m
}

// TestRenderIsDeterministic renders every recipe twice from scratch,
// bypassing the cache.
func TestRenderIsDeterministic(t *testing.T) {
	for _, n := range Names() {
		r, _ := recipeOf(n)
		a, b := newTrack(r.seconds), newTrack(r.seconds)
		r.build(a)
		r.build(b)
		if hashPCM(finish(a, r.level)) != hashPCM(finish(b, r.level)) {
			t.Errorf("%s renders differently twice", n)
		}
	}
}

// TestEffectShape checks each effect for length, loudness and clean ends:
// it lasts what its recipe says (and is short enough to be a cue), it peaks
// below clipping, it is loud enough to hear, and it starts and ends at zero
// so it cannot click.
func TestEffectShape(t *testing.T) {
	const (
		minRMS   = 0.03
		maxPeak  = 0.7
		maxLen   = time.Second
		minLen   = 50 * time.Millisecond
		edgeTail = SampleRate / 1000 // the first and last millisecond
	)
	for _, n := range Names() {
		t.Run(n, func(t *testing.T) {
			buf, ok := Samples(n)
			if !ok {
				t.Fatal("no samples")
			}
			if len(buf)%Channels != 0 {
				t.Fatalf("%d samples is not whole stereo frames", len(buf))
			}
			fr := len(buf) / Channels
			if r, _ := recipeOf(n); frames(r.seconds) != fr {
				want := frames(r.seconds)
				t.Errorf("%d frames, want %d", fr, want)
			}
			if l := Length(n); l < minLen || l > maxLen {
				t.Errorf("length %v outside [%v, %v]", l, minLen, maxLen)
			}
			var peak, sum float64
			for i, v := range buf {
				x := float64(v)
				if math.IsNaN(x) || math.IsInf(x, 0) {
					t.Fatalf("sample %d is %v", i, x)
				}
				peak = math.Max(peak, math.Abs(x))
				sum += x * x
			}
			if rms := math.Sqrt(sum / float64(len(buf))); rms < minRMS {
				t.Errorf("RMS %.4f below %.2f: too quiet", rms, minRMS)
			}
			if peak >= maxPeak || peak == 0 {
				t.Errorf("peak %.3f, want in (0, %.1f)", peak, maxPeak)
			}
			if buf[0] != 0 || buf[len(buf)-1] != 0 {
				t.Errorf("ends at %v and %v, want 0 (clicks)", buf[0], buf[len(buf)-1])
			}
			// The fades keep the edges quiet relative to the body.
			for i := 0; i < edgeTail/4; i++ {
				if a := math.Abs(float64(buf[len(buf)-1-i])); a > 0.05 {
					t.Errorf("sample %d from the end is %.3f: the release is too abrupt", i, a)
					break
				}
			}
			for c := 0; c < len(buf); c += Channels {
				if buf[c] != buf[c+1] {
					t.Fatalf("frame %d: channels differ; panning belongs to the mixer", c/2)
				}
			}
		})
	}
}

// loudness is the RMS of the loudest 50 ms window of the left channel, a
// rough stand-in for how loud an effect sounds: a noise tick and a held
// square with the same peak are far apart by this measure, as by ear.
func loudness(buf []float32) float64 {
	w := SampleRate / 20
	best := 0.0
	for start := 0; start+w <= len(buf)/Channels; start += w / 4 {
		sum := 0.0
		for i := start; i < start+w; i++ {
			x := float64(buf[Channels*i])
			sum += x * x
		}
		best = math.Max(best, math.Sqrt(sum/float64(w)))
	}
	return best
}

// TestLoudnessBalance keeps every effect within about 10 dB of the others,
// so no cue drowns the rest and none is lost under them.
func TestLoudnessBalance(t *testing.T) {
	const lo, hi = 0.09, 0.3
	for _, n := range Names() {
		buf, _ := Samples(n)
		if l := loudness(buf); l < lo || l > hi {
			t.Errorf("%s: loudest 50 ms has RMS %.3f, want within [%.2f, %.2f]; adjust its level", n, l, lo, hi)
		}
	}
}

// TestEffectsAreDistinct makes sure no two effects are the same sound under
// two names (every name earns its place in the cue tables).
func TestEffectsAreDistinct(t *testing.T) {
	seen := map[uint64]string{}
	for _, n := range Names() {
		buf, _ := Samples(n)
		h := hashPCM(buf)
		if other, dup := seen[h]; dup {
			t.Errorf("%s and %s are identical", n, other)
		}
		seen[h] = n
	}
}

func TestUnknownEffect(t *testing.T) {
	if _, ok := Samples("no.such"); ok {
		t.Error("Samples(no.such) ok")
	}
	if Length("no.such") != 0 || Has("no.such") {
		t.Error("unknown effect has a length or exists")
	}
}
