// Package early answers the app's command line when there is no display,
// before Ebitengine's package initializer runs: that initializer (ebiten
// v2.9's internal/ui) opens the X11 connection and, without one, panics
// before main runs, so main cannot be first. Imported by main for its init
// alone, it parses the command line with cmdline.Parse, as main does:
// --help and --version are answered (exit 0), a bad flag is one line
// (exit 2), and otherwise it says in one line that the window needs a
// display (exit 1). With a display it does nothing and main parses.
//
// Its init runs before Ebitengine's because Go initializes packages in
// import-path order among those whose imports are ready (Go spec, "Package
// initialization", since Go 1.21): "arena/..." sorts before
// "github.com/hajimehoshi/...", and everything this package reaches is
// either sorted before Ebitengine's internal/ui too or initialized on its
// way. TestInitOrder (in package cmdline, since a test binary of this one
// would run its init) replays that order over cmd/arena's real imports, so
// an import that would break it fails the test.
package early
