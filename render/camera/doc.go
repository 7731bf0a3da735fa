// Package camera holds the pure math of the 2D view: which world point sits
// at the centre of the viewport and how many screen pixels one world unit
// spans. It imports nothing from ebiten, so its tests run under plain
// `go test` on a machine with no display.
package camera
