package main

import (
	"arena/app"
	"arena/sound"
)

// wireSound plugs the sound output into the app unless muted. The app
// mixes each frame's events through the game's cue table (sound.Tables)
// into opts.Sound.
//
// TODO(sound/speaker): once sound/speaker is committed this becomes
//
//	out, err := speaker.Open(speaker.Options{Mute: mute})
//	if err != nil { fmt.Fprintln(os.Stderr, "arena: sound off:", err) }
//	opts.Sound = out
func wireSound(opts *app.Options, mute bool) {
	opts.Sound = sound.Silent
}
