package sound_test

import (
	"fmt"

	"arena/sim"
	"arena/sound"
)

// The app builds one Mixer over the speaker's Output (sound/speaker.Open,
// which falls back to sound.Silent) and, on every Update, hands it the events
// of the ticks that frame advanced over plus the camera's world-to-pan
// mapping.
func ExampleMixer() {
	m := sound.NewMixer(sound.Silent, sound.Cues("worms"), nil)
	frame := []sim.Event{
		{Kind: "shot", X: 3, Y: 4},
		{Kind: "shot", X: 7, Y: 4},       // merged with the first: one cue, panned between them
		{Kind: "worms.move", X: 5, Y: 4}, // Quiet in the worms table
	}
	screenPan := func(x, y float64) float64 { return (x - 16) / 16 } // a 32-cell-wide view
	fmt.Println(m.Frame(frame, screenPan), "cue started")
	fmt.Println(m.Frame(frame, screenPan), "cues started in the same 50 ms")
	// Output:
	// 1 cue started
	// 0 cues started in the same 50 ms
}
