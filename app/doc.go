// Package app is the desktop window's wiring: an ebiten.Game at a fixed 60
// updates per second that shows one match or replay. It holds the App
// (Update, Draw, the loop), the command table (commands.go), the layout
// (layout.go), the pane table's rows (panes.go) and the glue that hands
// each component its rectangle and turns what it reports into commands.
// It holds no match logic and draws no feature itself.
//
// The contract: the UI thread never waits on a bot. An app/driver
// Controller owns one driver.Source (a ai/session.Session, or the lobby's
// city) and drives it on a worker goroutine; Update only sends requests
// (seek, step, edit, save, replace, and the session operations of
// driver's ops.go: fork, save branch, scenario, play to) and reads the
// newest published session.Frame. Draw never changes state: it hands
// read-only states to the game's render.Renderer. Keys go through the
// keymap in app/control, which turns them into named commands; buttons,
// tests and scripts issue the same commands (App.Do, App.PressKeys), so
// everything a key does is testable.
//
// Components. Everything drawn around and over the map is a component in
// app/ui's sub-packages, each owning its state, layout, Update and Draw:
// the header, timeline, toasts, bottom bar and help (app/ui/hud), the
// panes and their table (app/ui/panes), the protocol inspector
// (app/ui/wire), the sidebar (app/ui/side), the camera (app/ui/mapview),
// the start screen (app/ui/start), the edit menu (app/ui/menu), the
// summary (app/ui/summary), Join's lobby (app/ui/lobby), the fork prompt
// (app/ui/prompt) and the frame-time line (app/ui/framestats); the chart
// pane and clip marks are app/charts' and app/clip's. The window is split
// by ui.Layout (a pure function of the window size and the open panes).
// To add a pane, see app/ui's package comment and the pane table in
// panes.go.
//
// Edits. A right click pauses and lists the renderer's two-step edits of
// the picked thing (Renderer.PointActions, such as "Move…": choose, then
// click the target) and the state's edits there (sim.Editor), grouped into
// submenus by EditOption.Group, disabled ones greyed (menu.Edits).
//
// Join, Lock, Stop. For games whose bots connect over TCP (the codec
// frames XML: Windwardopolis) and with Options.Listen set, Join drops the
// players and shows the city while clients join (driver.NewLobby,
// app/ui/lobby), Lock or Play starts with a "tcp:@NAME" seat per client
// (the game's own fillers take the other seats), and Stop ends a live
// match, closing its bots.
//
// Drawing cost. Under a software GL (llvmpipe: no GPU driver, a virtual
// machine, Xvfb) every pixel a frame covers costs CPU, so Draw covers each
// pixel about once: the screen keeps its pixels between frames, the bars
// (header, sidebar, bottom bar) paint their own opaque backgrounds, and
// the background is painted only in the map's column less the renderer's
// opaque ground (Renderer.Ground); frames reach the window through
// render/gfx (desktop OpenGL on a software GL, chosen by gfx.Setup before
// ebiten starts; the final copy without blending); text lines drawn in
// frames running are drawn as one image each (render.NewTextFrame); the
// end-of-match summary, whose antialiased score chart was the dearest thing
// a paused window drew, is drawn once and copied while it shows the same
// (summarycache.go). An idle window skips repainting altogether (ui.Idle).
// F3 shows the frame time; cmd/arena's TestFrameRatePerGame measures it per
// game (make bench-fps).
//
// Files: app.go (the ebiten.Game), commands.go (the command table),
// input.go and keys.go (input, mouse, test hooks), layout.go, hud.go
// (drawing the components in order), panes.go (the pane table's rows);
// the rest are thin glue named after the feature they wire (fork.go,
// scenario.go, watchmode.go, lobby.go, inspector.go, clipexport.go,
// chartpane.go, files.go, start.go, menu.go, summary.go, settings.go).
// GUI tests run under Xvfb with -tags gui.
package app
