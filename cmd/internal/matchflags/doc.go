// Package matchflags holds the match flags the desktop app (cmd/arena) and
// arenactl share, so both accept the same names with the same meanings:
// --rules (and its alias --ruleset), --no-timeout, --rounds and --param.
// It imports only the standard library, so the app can parse its flags
// before anything touches the display.
package matchflags
