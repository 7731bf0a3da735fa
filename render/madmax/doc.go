// Package madmax draws Madmax (sim/madmax) matches: the desert road of the
// cylindrical universe with its tyres and water, gas and missile bonuses,
// the four players' cars and their missiles moving smoothly from one round
// to the next, explosions, pickups and regenerations as short effects, a
// player panel per seat (score, and per car gas and missiles or the rounds
// until a wrecked car returns), and the debug overlays: each car's nine
// moves with the cells they pass through, missile paths, regeneration
// timers, the grid and the hovered cell.
//
// The view setting "view" (Renderer.ViewSettings) chooses between the
// window, shown as the original viewer did with the road scrolling under
// it a column a round, and the whole universe with the window outlined.
// Both use the same camera box (geo.go), so switching needs no refit; the
// renderer maps Renderer.StatePoint so right-click edits reach the
// universe cell under the cursor in either view (and sounds pan to where
// their events are drawn). While a match plays at a steady pace a move
// takes the whole round, as in the original viewer (tween.go).
//
// Render never changes state: it type-asserts the sim.State it is given to
// *madmax.State and only reads it (the forecasts come from the state's
// read-only Moves, AfterMissiles and MissilePath). Its fields are caches
// (sprites, the road texture, the last forecast), the view setting of the
// last frame and the pace of recent rounds; cosmetic randomness comes from
// render.EventRand and hashes of cell positions. All art is our own: pixel
// art drawn here as character grids at 16 pixels per cell, and the road
// texture and tyres generated from noise.
package madmax
