// Package wire is the protocol inspector (W): a pane of the app's pane
// table that shows, for the tick on screen and the seat Tab picks, what
// the bot was sent and answered, how the reply was decoded, its stderr,
// its time against the limit and its status (replay.Report), laid out to
// fit its strip (Lines) with Ctrl+C copying it whole (Copy) and Shift+W
// saving the turn's input (SaveInput). It also draws the bots' debug
// drawing of a tick over the map (DrawDebug).
//
// The pane owns no match: each frame it asks the app what to show (Look)
// and reads the wire lines from the source that kept them (Recorder,
// implemented by ai/session.Session).
package wire
