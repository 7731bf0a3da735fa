// Package platform holds what depends on the desktop around the app: file
// dialogs and the user's folders for screenshots, replays and the list of
// recent files.
//
// The contract: nothing here blocks the UI thread. sqweek/dialog is
// blocking and modal and can clash with GLFW on Linux, so PickFile runs
// it on its own goroutine and answers over a channel that the app polls
// in Update. Building with the nodialog tag leaves dialogs out (no GTK
// needed); the app then takes typed paths, dropped files and --replay.
package platform
