// Package mapview is the map's camera in the window: a render.Camera
// with what framing the map needs besides: whether it was fitted, the
// camera as the last fit left it (so a change of the map area refits a
// camera the user has not moved, and moves one they have by its corner),
// and the world's size then (so a larger world refits). The app gives it
// the map area in screen pixels and the world's bounds from the renderer.
package mapview
