// Package coderunner draws CodeRunner (sim/coderunner) matches: the 16×25
// board of bricks, ladders and gold over a cave wall, dug holes whose
// bricks grow back as their restore nears, both runners and the patrol
// robots (tinted and haloed in their master's colour) gliding between
// cells, and short effects for digs, closing bricks, gold, trapped and
// killed enemies, caught runners and respawns. The HUD gets a headline
// (turn and scores) and a panel per player (score, gold, kills, dig
// cooldown, respawn countdown, what the runner is doing).
//
// Debug overlays (D, and the renderer's own view settings "radius",
// "paths", "patrol" and "visits", each "with D", on or off) show each
// enemy's chase radius along reversible paths, its next move and planned
// chase path, its way back to its circuit and its patrol program, the
// cells nobody has visited yet, and every countdown (holes, gold, dig
// cooldowns, respawns). Enemy plans come from sim/coderunner's Plans, the
// engine's own planner run on a copy, so they show exactly what the next
// turn will do.
//
// Render never changes state: it type-asserts the sim.State it is given to
// *coderunner.State and only reads it. What it keeps between frames is
// caches (sprites, the board image, the last plans) and cosmetic memory
// (which way each character faces); effect randomness comes from
// render.EventRand. All art is our own pixel art, drawn here as character
// grids and procedural textures at 16 pixels per cell.
package coderunner
