// Package hud holds the window's frame around the map: the header (title,
// the game's headline, turn and speed, shortened to the window's width),
// the timeline (played part, markers grouped per pixel column, playhead,
// the turn under the mouse) and the toasts (short notices in their own
// column at the top centre of the map, off the corners where the
// inspector and the renderers' legends are).
//
// Each part lays itself out from the rectangle it is given (Place, Boxes,
// TickAt are pure and tested) and draws from that same layout.
package hud
