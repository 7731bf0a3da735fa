// Package speaker plays sound effects on the machine's audio device through
// oto. It is the only package in arena that imports oto, and it does so behind
// sound.Output, so everything else stays pure and builds without cgo.
//
// Open creates the process's one oto context (oto supports no second one)
// and never fails hard: with no device, no ALSA, --mute or ARENA_NO_AUDIO=1
// it returns sound.Silent, plus the reason when something went wrong, so the
// app says "sound off: <reason>" once and runs normally.
package speaker
