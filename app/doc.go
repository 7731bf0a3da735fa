// Package app is the desktop shell: an ebiten.Game at a fixed 60 updates per
// second that shows one match or replay, with time control, camera, HUD,
// debug overlays, log pane, right-click editing, a start screen, screenshots
// and replay files.
//
// The contract: the UI thread never waits on a bot. A Controller owns one
// Source (a live match or an opened replay) and drives it on a worker
// goroutine; Update only sends requests and reads the newest published
// Frame. Draw never changes state: it hands read-only states to the game's
// render.Renderer. Keys go through the keymap in app/control, which turns
// them into named commands; buttons and tests issue the same commands
// (App.Do), so everything a key does is testable.
package app
