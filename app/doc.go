// Package app is the desktop shell: an ebiten.Game at a fixed 60 updates per
// second that shows one match or replay, with time control, camera, HUD,
// debug overlays, log pane, right-click editing, a start screen, sound,
// screenshots and replay files.
//
// The contract: the UI thread never waits on a bot. A Controller owns one
// Source and drives it on a worker goroutine; Update only sends requests
// (seek, step, edit, save, replace) and reads the newest published Frame.
// Draw never changes state: it hands read-only states to the game's
// render.Renderer. Keys go through the keymap in app/control, which turns
// them into named commands; buttons, tests and scripts issue the same
// commands (App.Do, App.PressKeys), so everything a key does is testable.
//
// Sources. A sim/session.Session serves both live matches and opened
// replays (tlsource.go is the glue): history lives in a replay.Timeline (a
// snapshot every 64 ticks, so any played tick can be revisited); new ticks
// come from a match.Runner (limits, faults, statuses, stderr). An edit at
// the live end goes to the runner; an edit anywhere else forks the timeline
// there and the seats' built-in bots play on from the edited state through
// a runner of their own. Ctrl+S writes the whole timeline, forks included.
//
// Edits. A right click pauses and lists the renderer's two-step edits of
// the picked thing (Renderer.PointActions, such as "Move…": choose, then
// click the target) and the state's edits there (sim.Editor), grouped into
// submenus by EditOption.Group, disabled ones greyed.
//
// Components. Everything drawn around and over the map is a component in
// app/ui's sub-packages, with its own layout, Update and Draw: the header,
// timeline and toasts (app/ui/hud), the panes (app/ui/panes: log, system
// messages, the renderer's info pane), the start screen (app/ui/start),
// the edit menu (app/ui/menu) and the end-of-game summary
// (app/ui/summary). The window is split by ui.Layout (a pure function of
// the window size and the open panes); the app hands each component its
// rectangle and turns what it reports into commands. To add a pane, see
// app/ui's package comment and the pane table in panes.go.
//
// Feature hooks. The protocol inspector (W, inspector.go) is a row of the
// pane table that takes the log pane's place in a taller strip; the chart
// pane (C, chartpane.go, app/charts) lies over the bottom of the map and
// takes clicks before the map's drag gestures; the summary keeps room for
// the score chart (summary.Summary.ChartH); clip marks (clipexport.go)
// are drawn over the timeline; the fork prompt (prompt.go) takes the
// update's typed input (ui.Input) while it is open.
//
// Join, Lock, Stop. For games whose bots connect over TCP (the codec
// frames XML: Windwardopolis) and with Options.Listen set, Join drops the
// players and shows the city while clients join (lobbySource, ai/tcp's
// Server.Lobby), Lock or Play starts with a "tcp:@NAME" seat per client
// (the game's own fillers take the other seats), and Stop ends a live
// match, closing its bots.
//
// Files: app.go (the ebiten.Game), controller.go (worker), source.go and
// tlsource.go (sessions as sources), lobby.go (Join, Lock, Stop), input.go
// and keys.go (input events, mouse), commands.go (the command table),
// layout.go (regions and buttons), hud.go (drawing the components),
// panes.go (the pane table), menu.go, start.go and summary.go (glue to
// their components), files.go (screenshots, dialogs, dropped files). GUI
// tests run under Xvfb with -tags gui.
package app
