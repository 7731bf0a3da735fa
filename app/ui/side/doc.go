// Package side draws the sidebar's parts the app owns: a block per seat
// (name, status, agent, the fault's reason wrapped whole, the renderer's
// own panel, the last command) and the inspector panel (what is selected
// or under the mouse) in the map's bottom-right corner. Both are laid out
// inside the width or area they are given and cut or wrap their text to
// it, so nothing runs into a neighbour.
package side
