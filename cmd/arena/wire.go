package main

import (
	"fmt"
	"os"

	"arena/app"
	"arena/sound/speaker"
)

// wireSound opens the audio device unless muted. The app mixes each frame's
// events through the game's cue table (sound.Cues) into opts.Sound. With
// no device the speaker answers sound.Silent and a reason, said once.
func wireSound(opts *app.Options, mute bool) {
	out, err := speaker.Open(speaker.Options{Mute: mute})
	if err != nil {
		fmt.Fprintln(os.Stderr, "arena: sound off:", err)
		opts.Notices = append(opts.Notices, "sound off: "+err.Error())
	}
	opts.Sound = out
}
