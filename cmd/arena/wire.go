package main

import "arena/app"

// wireRunner plugs the match runner and replay reader into the app. Until
// sim/match lands, the app plays built-in bots in process.
func wireRunner(opts *app.Options) {}

// wireSound plugs in the sound output unless muted.
func wireSound(opts *app.Options, mute bool) {}
