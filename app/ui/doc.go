// Package ui holds what the window's components share: colours, buttons,
// text fitting, panels, the input of an update read once (Read), the
// renderers' view settings (Defaults, Cycle), the idle counter (Idle),
// screenshots and the file dialog's answer (Dialog), and the Component
// contract the panes, start screen, menu, timeline and HUD follow.
//
// Components live in sub-packages (app/ui/start, app/ui/menu,
// app/ui/panes, app/ui/hud, app/ui/summary, app/ui/side, app/ui/wire,
// app/ui/lobby, app/ui/prompt, app/ui/mapview, app/ui/framestats); each
// owns its state, its
// layout (where its parts go inside the rectangle it is given), its
// Update (input, hit tests against that same layout) and its Draw. The
// app (package app) owns the window: it splits the window into regions
// (Regions, a pure function of the window size and which panes are open),
// hands each component its rectangle, and turns what components report
// into commands. Components never reach back into the app; what they
// need from it comes in as arguments or a small interface of their own.
//
// Adding a pane: implement panes.Pane (a title, Draw into a rectangle,
// Scroll by lines) in a file under app/ui/panes (or a package of its own),
// and list it in the app's pane table (app/panes.go) with the command that
// toggles it and its dock (left column or bottom strip); the layout gives
// it room and the wheel scrolls it.
package ui
