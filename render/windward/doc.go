// Package windward draws Windwardopolis 2 (sim/windward) matches: the
// city (roads, curves, T and four-way crossings, traffic lights showing
// their state, stop signs, bus stops, company buildings with their names
// and our own logos, coffee stores, parks), the ten limos in their seat
// colours turning smoothly through curves and crossings (drawn from map
// units, interpolated between ticks), the CEOs waiting in lobbies and the
// passenger in each car; the player-status sidebar for all ten cars, the
// debug pane (companies and CEOs), system messages for the app's messages
// pane, the two-step edits (Move Car, Set Destination) and the overlays:
// planned paths ("limo shadow"), traffic-light phases, coordinates and the
// tile under the mouse.
//
// Render never changes state: it type-asserts the sim.State it is given to
// *windward.State and only reads it. Between frames it keeps caches only:
// the city's static layer (built once per map into an image, with a
// half-size copy for zoomed-out views), sprites, and avatars. All art is our
// own, drawn here in code: pixel art from character grids (render.Sprite)
// for cars, people, logos and icons, and a software rasteriser for the
// city's ground. Cosmetic randomness (trees, roofs, effects) comes from
// hashes of tile positions and render.EventRand, never from the simulation.
//
// Files: windward.go (the Renderer, Draw, Pick, Inspect, settings),
// raster.go (the CPU drawing helpers), city.go (the static layer),
// art.go and logos.go (sprites), traffic.go (lights, cars, CEOs),
// overlay.go (paths, phases, hover, picking hints, effects), panel.go
// (player-status sidebar), info.go (debug pane and system messages).
package windward
