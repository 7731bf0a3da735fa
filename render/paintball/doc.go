// Package paintball draws Paintball Panic (sim/paintball) matches: a mown
// grass field with chalk lines, trees, stone walls and sandbag walls with
// their shadows, paintball stacks with their counts, shields, rapid-fire
// adapters and launchers, planted flags waving in the wind, and both
// teams' children standing or crouched, with their launchers, shields
// slung or raised, and the paint of the hits they took. Balls fly along
// their paths over the interpolation of a turn at their height (a shadow
// below, the ball above it, bigger when higher) and burst in the team's
// colour; splats stay on the ground and fade over the rounds. Each team's
// field domain is tinted, and the "fog" view setting shows what Red, Blue
// or each team sees (Rules §5.5.1). The debug overlay (D) shows launch
// ranges, flight paths with heights, splatter zones and the safe zones
// behind obstacles (Rules §5.4.2, Figures 7 and 8), and the selected
// child's aim at the mouse.
//
// The field is drawn as in the rule text's Figure 2: y = 30 on top, Red's
// corner at the bottom left; sim/paintball.WorldToSpace and SpaceToWorld
// convert, and the state's editor uses the same world.
//
// Render never changes state: it type-asserts the sim.State it is given to
// *paintball.State and only reads it. Domain and visibility come from a
// scratch copy of the field and children, so drawing never fills the
// frame state's own cache. What the renderer keeps between frames is caches
// (sprites, the ground image) and a memory of what it has shown (splats and
// paint by round, bursts and pop-ups by wall clock), which is why splats
// and paint fade over rounds even though a state only holds its last turn.
// Cosmetic randomness comes from hashes and render.EventRand. All art is
// our own: pixel art from character grids and pixels painted in code, at
// 16 pixels per space.
package paintball
