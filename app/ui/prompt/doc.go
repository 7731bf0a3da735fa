// Package prompt is a one-line text field over the map (the fork prompt:
// a seat's new player): typed text, Backspace, Enter to accept, Esc to
// cancel. It owns its text; the app feeds it each update's typed input
// (ui.Input) while it is open, and it takes every key then.
package prompt
