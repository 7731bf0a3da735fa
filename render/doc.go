// Package render draws games from read-only state. It holds the Renderer
// interface every game implements (render/<game>), the registry the app looks
// renderers up in, the camera, the text faces and shared drawing helpers
// (rectangles, bars, panels, pixel-art sprites, a cosmetic RNG); render/gfx
// holds how frames reach the screen cheaply on a software GL.
//
// The contract: render never changes state. A Renderer receives sim.State
// values and events, reads them (type-asserting once to its game's concrete
// state) and draws; it never calls Step or ApplyEdit, and no package under
// render imports arena/ai or arena/ai/match (a test enforces this).
// Randomness here is cosmetic only and comes from EventRand or the renderer's
// own generator, never from the simulation's.
//
// How a game renderer plugs in:
//
//	package worms // render/worms, imported by cmd/arena as wormsrender
//	type Renderer struct{ render.Base; ... }
//	func (r *Renderer) Bounds(s sim.State) (w, h float64)        // world size for F (fit)
//	func (r *Renderer) Draw(dst *ebiten.Image, v render.View)    // map, units, effects, overlays
//	func (r *Renderer) Pick(s sim.State, wx, wy float64) (render.Selection, bool)
//	func (r *Renderer) Inspect(s sim.State, sel render.Selection) []string
//
// and cmd/arena registers it explicitly: render.Register("worms", wormsrender.New()).
// Draw works in world coordinates through v.Camera (one world unit = one
// cell in grid games); v.Camera.ToScreen maps points, WorldGeoM gives the
// matching ebiten.GeoM. Renderer is the one contract: the four methods
// above are the game's own, and the rest have defaults in render.Base,
// which every renderer embeds: Headline and DrawPlayerPanel feed the HUD,
// TickLimit the timeline's length, PointActions the two-step edits (pick a
// thing, then click a point; MoveActions builds the common "Move…";
// View.Picking tells which is waiting), ViewSettings the renderer's own view
// options, StatePoint and ViewPoint a view that does not use the state's own
// coordinates (one that scrolls with the game, so right-click edits reach
// the cell under the cursor), PlayersWidth and DrawPlayers a players part of
// a wider sidebar drawn by the renderer (for many seats), InfoTitle and
// InfoLines a scrollable debug pane of live lists, and Message events worded
// for the system-messages pane. The app draws everything outside the map
// viewport (HUD, timeline, menus, log pane) and never type-asserts a
// renderer.
//
// Shared helpers: Text, TextShadow, TextCentered (faces Small, Large,
// Huge); FloatText and PopFade (outlined pop-ups: scores, damage) and Pops
// (a frame's pop-ups stacked so none overprints another); Rect,
// Frame, Line, Circle, Ring, Panel, Bar, HealthColor; Fade, Shade and Mix
// (colour arithmetic); Sprite and SpriteImage (pixel art from character
// grids), Outline and FlipH (their outline and mirror image); Pixel and
// Particle (a shared white pixel, and the square particles of effects
// drawn with it); DrawWorld (an image placed in world units with nearest
// filtering) and DrawGround (an opaque ground, copied); WriteCells (the
// changed cells of a cached image uploaded); Grid and HoverCell (the G and hover overlays of grid games);
// PlayerColor (one colour per seat, as in the HUD); EventRand (cosmetic
// randomness seeded by an event); PointHash, PointRand, Noise and Quantize
// (procedural textures from positions).
//
// Drawing cost. Under a software GL a frame costs CPU for every pixel it
// covers and every draw call, so the renderers keep static layers in
// images made once (terrain, board, city, field) and updated by the
// cells that change (WriteCells uploads only those: Worms' terrain,
// CodeRunner's board, Paintball's field), name the opaque
// ground they draw first (Renderer.Ground, drawn with DrawGround: copied,
// not blended) so the app paints no background under it, and Rect paints
// large rectangles through render/gfx's texture-free shader. Text lines
// drawn in frames running are drawn as one image each (textcache.go;
// NewTextFrame starts a frame), pixel for pixel as text.Draw draws them.
// Where a change of batching could change a pixel it is not made: under
// llvmpipe, logos smoothed in one draw call come out a unit apart here and
// there from the same logos drawn one by one (measured on Windwardopolis'
// company tints and logos, drawn in two batches instead of two draw calls
// a company: 20 to 40 pixels differed by one, for 0.3 ms a frame).
//
// The GUI tests of every package here (build tag gui) share one harness,
// render/guitest: it runs them inside ebiten.RunGame, posts work to the
// loop, reads frames back and can host the whole app.
//
// Text uses one monospaced font, Go Mono (x/image gofont), through ebiten's
// text/v2 (Face, Measure, Missing in text.go): it covers Latin, Greek,
// Cyrillic and the arrows drawn, and every width comes from text.Advance
// (a printable ASCII line's is its length times one character's: Go Mono
// has one advance and no kerning, which TestASCIIAdvance checks).
package render
