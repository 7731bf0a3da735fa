// Package driver runs a match or replay for the window off the UI thread:
// a Controller owns one Source (a sim/session.Session, or the lobby's
// still city while TCP clients join) and drives it on a worker goroutine.
// The UI thread never waits on a bot: it sends requests (seek, step,
// edit, save, stop, replace), grants ticks by the clock, and reads the
// newest published session.Frame, the events since it last looked and the
// notices to show.
//
// It holds no window concerns (it does not import ebiten), so its tests
// run without a display.
package driver
