// Package driver runs a match or replay for the window off the UI thread:
// a Controller owns one Source (a ai/session.Session, or the lobby's
// still city while TCP clients join) and drives it on a worker goroutine.
// The UI thread never waits on a bot: it sends requests (seek, step,
// edit, save, stop, replace), grants ticks by the clock, and reads the
// newest published session.Frame, the events since it last looked and the
// notices to show.
//
// A frame is made and published only for a tick the window will show: the
// last of the ticks granted for a frame, or at Full speed or when the
// worker is behind the clock the first after the window took a frame;
// the others are skimmed (session.Session.Skim: no copy of the state), and
// their events still reach the window. Before the worker waits it
// publishes the position reached.
//
// It holds no window concerns (it does not import ebiten), so its tests
// run without a display.
package driver
