// Package panes holds the window's text panes: the system messages
// (Messages), a bot's log per turn (Log) and a renderer's info pane
// (Info). Each is a Pane: it draws its title and lines into the rectangle
// the app's layout gives it and scrolls by lines.
//
// A new pane implements Pane (here or in a package of its own) and gets a
// row in the app's pane table (app/panes.go): the command that toggles it
// and its dock. The app's layout then makes room for it, routes the wheel
// over it to Scroll, and the text recorder checks it against its
// neighbours in the GUI tests.
package panes
