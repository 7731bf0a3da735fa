// Package cmdline holds the arena app's command-line flags and parses them
// before anything touches the display.
//
// Ebitengine opens the X11 connection in a package initializer, and with no
// display it panics before main runs. Go initializes packages in
// import-path order among those whose imports are ready (Go spec, "Package
// initialization"), so this package, which imports only the standard
// flag, fmt, os and strings, runs its init before Ebitengine's: with no
// display it prints the help, reports a bad flag (exit 2) or says in one
// line that there is no display (exit 1), and the window code never loads.
package cmdline
