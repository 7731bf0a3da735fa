// Package control holds the app's pure input and timing logic: the keymap
// table (one table drives both input and the help overlay), the input state
// machine that turns pressed keys into named commands, the speed ladder and
// the tick-credit accumulator. It imports nothing from ebiten, so its tests
// run under plain `go test` without a display; package app feeds it ebiten
// key names each frame.
package control
