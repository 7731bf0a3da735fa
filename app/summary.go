package app

import "arena/app/ui/summary"

// summaryReady reports whether the match shown is over (or was stopped,
// Stop) and at its end: the summary can be shown.
func (a *App) summaryReady() bool {
	f := a.frame
	return f != nil && f.Tick == f.End && (f.Done && f.Outcome != nil || a.stopped)
}

// summaryShown reports whether the summary is on screen: the match is
// over, nothing covers the map, and it was not hidden (S, Esc).
func (a *App) summaryShown() bool {
	return a.summaryReady() && a.start == nil && !a.hideSummary
}

// summary is the end-of-game panel for the frame shown (summary.Of).
func (a *App) summary() summary.Summary {
	f := a.frame
	return summary.Of(f.State, f.Players, f.Outcome, f.Tick, "S or Esc hides this; R replays the seed, N plays a new one")
}
