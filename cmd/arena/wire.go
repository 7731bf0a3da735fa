package main

import "arena/app"

// wireSound plugs the sound output into the app unless muted. The sound
// packages (sound, sound/speaker) are not in this build yet; when they
// land this becomes:
//
//	if !mute { opts.Sound = soundAdapter{speaker.Open(...), tables} }
//
// where the adapter's Play(game, events) looks each event kind up in the
// game's cue table.
func wireSound(opts *app.Options, mute bool) {
	_ = mute
}
