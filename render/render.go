package render

import (
	"fmt"
	"image"
	"image/color"
	"sort"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render/camera"
	"arena/sim"
)

// Camera is the view transform shared by the app and renderers; its math
// lives in the pure package render/camera.
type Camera = camera.Camera

// Renderer draws one game: the one contract every renderer implements.
// Implementations only read the states they are given. Embedding Base gives
// the defaults of the methods a game has no use for (no headline, no tick
// limit, no player panel, no two-step edits, no view settings, the state's
// own coordinates, the app's per-seat sidebar, no info pane, no worded
// messages), so a game writes only what it draws differently.
type Renderer interface {
	// Bounds returns the world size, for fitting the map to the window.
	Bounds(s sim.State) (w, h float64)
	// Draw draws the world (map, units, effects, overlays) into dst
	// through v.Camera. dst is the whole window; draw only inside the
	// camera's viewport where it matters.
	Draw(dst *ebiten.Image, v View)
	// Pick finds the thing at a world point (a unit, else a cell).
	Pick(s sim.State, wx, wy float64) (Selection, bool)
	// Inspect describes a selection in a few short lines.
	Inspect(s sim.State, sel Selection) []string
	// Headline is a one-line headline for the HUD, such as
	// "Round 41 / 300"; "" for none.
	Headline(s sim.State) string
	// TickLimit is the match's length in ticks when the game has one, so
	// the timeline bar can show the whole match; 0 when it has none.
	TickLimit(s sim.State) int
	// DrawPlayerPanel draws player p's units into the HUD (for example
	// health bars) in screen pixels inside the column (x, y, w), and
	// returns the height used.
	DrawPlayerPanel(dst *ebiten.Image, s sim.State, p sim.PlayerID, x, y, w float64) float64
	// PointActions are the two-step edits offered for a picked thing
	// (choose, then click a point); MoveActions builds the common "Move…".
	PointActions(s sim.State, sel Selection) []PointAction
	// ViewSettings are the renderer's own view options (none by
	// default); View.Settings then holds a value for every one.
	ViewSettings() []Setting

	// The view's geometry. StatePoint maps a camera world point to the
	// state's coordinates; the app hands the result to sim.Editor.EditsAt,
	// so a right-click edits the cell under the cursor. ViewPoint is its
	// inverse, for state positions such as events' (the app pans sounds by
	// them). Both are the identity by default; a view that scrolls with the
	// game (Madmax's window moves a column a round) maps them. Pick,
	// Inspect and PointAction edits get camera world points and map them
	// themselves.
	StatePoint(s sim.State, wx, wy float64) (x, y float64)
	ViewPoint(s sim.State, x, y float64) (wx, wy float64)

	// The sidebar's players part. PlayersWidth is the sidebar width in
	// pixels wanted by a renderer that draws the whole players part itself
	// (the ten cars of Windwardopolis, where the app's per-seat blocks would
	// not fit); 0, the default, lets the app draw one block per seat.
	// DrawPlayers then draws inside r and returns the height used.
	PlayersWidth() int
	DrawPlayers(dst *ebiten.Image, v View, r image.Rectangle) int

	// The info pane: a scrollable debug pane of live lists beside the map,
	// such as Windwardopolis's companies with their waiting CEOs. An empty
	// InfoTitle, the default, means the renderer has none.
	InfoTitle() string
	InfoLines(s sim.State) []InfoLine

	// Message words an event as a system message ("car 3 delivered Tim
	// Cook to Apple, +1") for the app's messages pane; s is the state right
	// after the event. ok=false (the default) leaves the event unworded.
	Message(s sim.State, e sim.Event) (text string, ok bool)

	// Ground is the world rectangle Draw covers with opaque pixels before
	// anything else, every frame at every zoom (the map's terrain, board
	// or city image), so the app leaves the window's background out under
	// it: under a software GL every pixel painted twice costs CPU.
	// ok=false, the default, means none.
	Ground(s sim.State) (x0, y0, x1, y1 float64, ok bool)
}

// Base is embedded by renderers for the defaults of Renderer's optional
// parts (see Renderer).
type Base struct{}

// Headline is none.
func (Base) Headline(sim.State) string { return "" }

// TickLimit is none.
func (Base) TickLimit(sim.State) int { return 0 }

// DrawPlayerPanel draws nothing.
func (Base) DrawPlayerPanel(*ebiten.Image, sim.State, sim.PlayerID, float64, float64, float64) float64 {
	return 0
}

// PointActions are none.
func (Base) PointActions(sim.State, Selection) []PointAction { return nil }

// ViewSettings are none.
func (Base) ViewSettings() []Setting { return nil }

// StatePoint is the identity: the world is laid out in the state's own
// coordinates.
func (Base) StatePoint(_ sim.State, wx, wy float64) (x, y float64) { return wx, wy }

// ViewPoint is the identity.
func (Base) ViewPoint(_ sim.State, x, y float64) (wx, wy float64) { return x, y }

// PlayersWidth is 0: the app draws its per-seat blocks.
func (Base) PlayersWidth() int { return 0 }

// DrawPlayers draws nothing.
func (Base) DrawPlayers(*ebiten.Image, View, image.Rectangle) int { return 0 }

// InfoTitle is empty: no info pane.
func (Base) InfoTitle() string { return "" }

// InfoLines are none.
func (Base) InfoLines(sim.State) []InfoLine { return nil }

// Message words no event.
func (Base) Message(sim.State, sim.Event) (string, bool) { return "", false }

// Ground is none: the app paints the whole map area's background.
func (Base) Ground(sim.State) (x0, y0, x1, y1 float64, ok bool) { return 0, 0, 0, 0, false }

// View is everything a Renderer needs for one frame.
type View struct {
	// Prev is the state one tick before Cur (nil when there is none, for
	// example after a seek); Alpha in [0,1] interpolates from Prev to Cur.
	Prev, Cur sim.State
	Alpha     float64
	Camera    Camera
	Overlays  Overlays
	// Events are recent events, oldest first, each aged by the wall clock
	// since it was first shown, so effects last the same time at any speed.
	Events []TimedEvent
	// Time is seconds since the app started, for idle animation.
	Time float64
	// Selection is the picked thing to highlight, if any.
	Selection *Selection
	// Players holds each seat's name, agent, status, last command and
	// avatar: the frame's own player views.
	Players []sim.PlayerView
	// Settings holds the current value of each of the renderer's own
	// view settings (Renderer.ViewSettings), by name.
	Settings map[string]string
	// Picking is the Kind of the two-step edit waiting for a click
	// (PointAction), "" when none, so the renderer can hint at valid
	// targets; Selection then holds the thing being edited.
	Picking string
}

// TimedEvent is an event plus how long ago (seconds) it was first shown.
type TimedEvent struct {
	sim.Event
	Age float64
}

// Overlays are the debug layers the user toggles (D, G and the on-screen
// list).
type Overlays struct {
	Grid     bool // cell grid with coordinates
	Debug    bool // game-specific debug: ranges, lanes, targets
	Commands bool // each player's last command near its unit
	Hover    bool // highlight the cell under the mouse
	// Mouse is the world point under the cursor when MouseIn is true.
	MouseX, MouseY float64
	MouseIn        bool
}

// Selection identifies a picked thing. Kind and ID are game-defined
// ("worm", "1.2"; "cell", "14,7"); X, Y is its world position.
type Selection struct {
	Kind string
	ID   string
	X, Y float64
}

func (s Selection) String() string { return fmt.Sprintf("%s %s", s.Kind, s.ID) }

// Registry maps game IDs to renderers. cmd/arena fills Default from its
// table; a test or a second window builds its own with NewRegistry.
type Registry struct {
	mu        sync.RWMutex
	renderers map[string]Renderer
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{renderers: map[string]Renderer{}} }

// Default is the process's registry, which Register, Lookup and Games use.
var Default = NewRegistry()

// Register adds the renderer of a game ID; registering a game twice panics.
func (r *Registry) Register(game string, rd Renderer) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.renderers[game]; dup {
		panic("render: renderer registered twice: " + game)
	}
	r.renderers[game] = rd
}

// Lookup returns the renderer of a game ID.
func (r *Registry) Lookup(game string) (Renderer, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	rd, ok := r.renderers[game]
	return rd, ok
}

// Games lists the game IDs that have a renderer, sorted.
func (r *Registry) Games() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]string, 0, len(r.renderers))
	for id := range r.renderers {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// Register adds the renderer of a game ID to Default. cmd/arena calls it
// explicitly.
func Register(game string, r Renderer) { Default.Register(game, r) }

// Lookup returns Default's renderer of a game ID.
func Lookup(game string) (Renderer, bool) { return Default.Lookup(game) }

// Games lists the game IDs that have a renderer in Default, sorted.
func Games() []string { return Default.Games() }

// WorldGeoM returns the transform from world units to screen pixels for an
// image whose pixels per world unit is ppu, placed with its top-left at the
// world point (wx, wy).
func WorldGeoM(c Camera, wx, wy, ppu float64) ebiten.GeoM {
	var g ebiten.GeoM
	g.Scale(c.Zoom/ppu, c.Zoom/ppu)
	sx, sy := c.ToScreen(wx, wy)
	g.Translate(sx, sy)
	return g
}

// Setting is one of a renderer's own view options, such as Paintball's
// "fog" (red, blue, both, all). The app shows one sidebar button per
// setting that cycles through its values, and the command "view:NAME"
// cycles it from keys, tests and scripts.
type Setting struct {
	Name   string   // short label, also the key in View.Settings
	Values []string // the first value is the default
	Tip    string   // one line for the button's tooltip
}

// PointAction is a two-step edit of a picked thing: chosen from the
// right-click menu, it waits for a click on the map and turns the clicked
// world point into edit text, which the controller applies like any edit
// (Worms' "Move worm to…", Windwardopolis's Move Car and Set Destination).
type PointAction struct {
	Label  string // the menu entry, "Move car 3 to..."
	Prompt string // shown while waiting for the click, "click a bus stop"
	// Kind names what is being picked ("windward.dest"); it reaches the
	// renderer as View.Picking so it can hint at valid targets.
	Kind string
	// Edit returns the edit text for a clicked world point, or ok=false
	// when the point is not a valid target (the app then keeps waiting).
	Edit func(s sim.State, wx, wy float64) (text string, ok bool)
}

// MoveActions is the two-step "Move…" edit of a picked unit for games
// whose editor can move a unit to any cell: move builds the edit text for
// the clicked world point. Cells get none.
func MoveActions(sel Selection, move func(s sim.State, sel Selection, wx, wy float64) (string, bool)) []PointAction {
	if sel.Kind == "cell" {
		return nil
	}
	return []PointAction{{
		Label:  "Move " + sel.String() + " to... (click a cell)",
		Prompt: "click the target cell for " + sel.String(),
		Kind:   "move",
		Edit: func(s sim.State, wx, wy float64) (string, bool) {
			return move(s, sel, wx, wy)
		},
	}}
}

// InfoLine is one line of a renderer's info pane.
type InfoLine struct {
	Text  string
	Color color.RGBA // zero means TextColor
	Head  bool       // a heading, drawn in the accent colour
}
