// Package watch tells the window's watch mode (`arena --watch`) when a
// bot's program changed: it watches the program files named in the
// players' proc: command lines and their directories (github.com/fsnotify/
// fsnotify), and debounces the burst of events a compiler or an editor's
// save makes into one restart, due a quiet Delay after the last event.
//
// It has no clock of its own: Poll is given the time, so tests drive it with
// made-up times and events (NewWith) and never wait.
package watch
