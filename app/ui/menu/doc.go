// Package menu is the window's right-click context menu: a list of items,
// each an action, a disabled line or a group that opens a submenu beside
// it (the parent stays drawn). The app fills the items (the edits at the
// clicked point); the menu lays itself out inside the window, tracks the
// item under the mouse, and runs or opens what is chosen.
package menu
