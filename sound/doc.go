// Package sound synthesizes arena's sound effects and decides which of them a
// frame's events should play.
//
// Everything here is pure Go over the standard library and arena/sim: no
// audio device, no ebiten, no oto. Effects are computed from oscillators,
// noise, envelopes, pitch sweeps and one-pole filters into interleaved stereo
// float32 buffers at 48 kHz, rendered once and cached by name, so the same
// build always produces the same samples (the tests hash them).
//
// Each game's sound is a Game declared in a file of its own (worms.go,
// coderunner.go, madmax.go, paintball.go, windward.go): a cue Table that
// maps every event kind its engine can emit to an effect name or to Quiet,
// the effects only it plays ("<game>.<what>") and those a viewer must not
// miss. The game table (cmd/internal/games) registers each game's under
// its ID (Register); Cues finds a game's table. The shared effects (fault,
// edit, invalid, score, fanfare) are in effects.go. A Mixer turns one frame's events
// into calls on an Output: it maps kinds through the table, pans each cue by
// where it happened on screen, applies volume and mute, caps simultaneous
// voices and throttles repeats of one effect, so that playback at 1000 ticks
// per second still sounds like a game rather than a buzz. The only Output
// that reaches a speaker lives in sound/speaker; Silent plays nothing.
//
// The app opens the device once with speaker.Open (which falls back to
// Silent and says why), calls Preload, builds a Mixer with
// NewMixer(out, Cues(gameID), nil), and on each Update calls
// Frame(events, pan) with the events of the ticks that frame advanced over
// and the camera's world-to-pan mapping; it skips Frame while seeking.
//
// A game gets sound by a file here declaring its Game and the Game in its
// line of the game table, whose test then fails on any kind the engine
// lists in Info().EventKinds without a cue or an explicit Quiet (and this
// package's tests register it in games_test.go to hash its effects).
//
// WriteAll renders every effect to a WAV file for listening and for checking
// with sox (arenactl sfx; testdata/check-wavs.sh DIR). The golden hashes in
// testdata/effects.golden are rewritten with
// go test ./sound -run TestGoldenHashes -update.
package sound
