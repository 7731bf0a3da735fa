// Package worms draws Worms (sim/worms) matches: a textured terrain of air,
// dirt and deep space, both teams' worms with health bars and the active
// worm marked, health packs, and short-lived effects for shots, hits, digs,
// pickups and deaths, plus the debug overlays (grid, shooting lanes, last
// commands, hovered cell).
//
// Render never changes state: it type-asserts the sim.State it is given to
// *worms.State and only reads it. The only things it keeps between frames
// are caches (sprites, the terrain image) and nothing cosmetic reaches the
// simulation; particle randomness comes from render.EventRand. All art is
// our own pixel art, drawn here as character grids at 16 pixels per cell.
package worms
