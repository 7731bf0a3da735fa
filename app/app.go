package app

import (
	"fmt"
	"image"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai/session"
	"arena/app/charts"
	clips "arena/app/clip"
	"arena/app/control"
	"arena/app/driver"
	"arena/app/ui"
	"arena/app/ui/framestats"
	"arena/app/ui/hud"
	"arena/app/ui/lobby"
	"arena/app/ui/mapview"
	"arena/app/ui/menu"
	"arena/app/ui/panes"
	"arena/app/ui/prompt"
	"arena/app/ui/side"
	"arena/app/ui/start"
	"arena/app/ui/wire"
	"arena/assets"
	"arena/render"
	"arena/render/gfx"
	"arena/sim"
	"arena/sound"
)

// UPS is the app's fixed update rate (ARCHITECTURE.md §8).
const UPS = 60

// MatchSpec describes a match to start: what the start screen and the
// command line choose.
type MatchSpec struct {
	Game    string
	Seed    uint64 // 0 = pick one
	Map     string // shipped map name or file path; "" = generated
	Ruleset string
	Players []string // agent specs: "builtin:hunter", "proc:./bot"
	// Names, when set, are the players' display names (one per spec), such
	// as the team names TCP clients joined with.
	Names []string
	// NoTimeout lifts the bots' time limits (match.Options.NoTimeout;
	// --no-timeout, the start screen's "no time limits" switch).
	NoTimeout bool
	// Params are game parameters ("rounds" from --rounds); they apply to
	// Game only and are dropped when another game is chosen.
	Params map[string]string
}

// Options configures the app; cmd/arena fills it from flags.
type Options struct {
	Match  MatchSpec
	Replay string  // open this replay instead of starting a match
	Speed  float64 // ticks per second; 0 = the game's nominal speed
	// Sound plays effects (sound/speaker's output); nil is silent. The
	// app mixes each frame's events through the game's sound.Table.
	Sound sound.Output
	// NewMatch and OpenReplay build sources; nil uses match.Runner and
	// replay.Timeline (tests swap in their own).
	NewMatch   func(MatchSpec) (driver.Source, error)
	OpenReplay func(path string) (driver.Source, error)
	// ShotDir is where F12 writes screenshots ("" = platform.ScreenshotDir).
	ShotDir string
	// ReplayDir is where Ctrl+S saves by default.
	ReplayDir string
	// PickFile opens a file dialog off the UI thread and returns the
	// chosen path over the channel ("" on cancel). Nil disables dialogs
	// (typed paths on the start screen still work).
	PickFile func(title string, save bool, name string) <-chan string
	// AutoShot, when > 0, writes a screenshot to AutoShotPath after that
	// many drawn frames and quits: for looking at the app from scripts
	// (cmd/arena sets it from ARENA_AUTOSHOT=frames:path).
	AutoShot     int
	AutoShotPath string
	// Notices are shown as toasts at start (for example "sound off: ...").
	Notices []string
	// Keys remaps bindings ("command = Chord, Chord" lines, see
	// control.Keymap.Remap); cmd/arena reads it from the user's config.
	Keys string
	// Setup, when set, runs once on the app before the first frame (for
	// scripted screenshots: toggles, commands).
	Setup func(a *App)
	// Listen is the loopback address where Join waits for TCP clients of
	// games whose bots connect over TCP (Windwardopolis); "" disables Join.
	// cmd/arena registers the "tcp" transports on the same address.
	Listen string
	// Scenario starts from this scenario file (sim/scenario) instead of
	// a match or replay; Match.Players play it when they fit its seats.
	Scenario string
	// Watch restarts the match when a proc: player's program changes
	// (watchmode.go).
	Watch bool
	// Defaults are a game's default players (cmd/internal/games), for
	// scenarios of another game than Match's; nil = its first built-in.
	Defaults func(game string) []string
}

// App is the ebiten.Game of the desktop program.
type App struct {
	// connNotes relays the TCP server's connection notes (lobby.go).
	connNotes lobby.Notes

	opts  Options
	ctl   *driver.Controller
	rend  render.Renderer
	meta  session.Meta
	input *control.Input
	keys  control.Keymap

	cam      mapview.Cam // the map's camera and its framing
	speed    float64
	acc      control.Accumulator
	overlays render.Overlays
	// settings are the renderer's own view settings (render.Configurable).
	settings map[string]string

	frame   *session.Frame
	shownAt float64
	effects ui.Effects

	now   float64 // wall-clock seconds since the first update
	t0    time.Time
	w, h  int // window size
	title string
	help  bool
	// hideSummary hides the end-of-game panel (Esc) until the next source.
	hideSummary bool
	// stopped is set by Stop (lobby.go) until the next source: the
	// match ended without an outcome, and its summary ranks the scores
	// so far.
	stopped bool
	// panes is the pane table (panes.go): log, messages, info.
	panes    panes.Table
	messages panes.Messages
	logPane  *panes.Log
	wire     *wire.Inspector // the protocol inspector (W)
	lobby    *joined         // Join: waiting for TCP clients
	sel      *render.Selection
	popup    *menu.Menu
	picking  *pick // the second step of a two-step edit
	start    *start.Screen
	toasts   hud.Toasts
	// in is this update's mouse and typed input (ui.Read), shared by
	// the components.
	in ui.Input
	// keysIn are this update's pressed and held keys.
	keysIn   ui.Keys
	side     side.Bar // the sidebar (its scroll)
	drag     ui.Drag
	shotReq  bool
	mixer    *sound.Mixer
	idle     ui.Idle // quiet updates in a row
	idleSkip bool    // Draw may skip repainting when idle (Run sets it)
	// settingsMoved says the view settings changed since the last frame
	// (background).
	settingsMoved bool
	quit          bool
	dialog        ui.Dialog // the file dialog's answer awaited
	// ext is the state of scenarios, forks and watch mode (scenario.go).
	ext extras
	// charts is the chart pane (C); scanPath is the replay just opened,
	// which the pane reads again to chart it whole (adopt).
	charts   charts.Pane
	scanPath string
	clip     clips.Marks // clip marks and export (Comma, Period, Ctrl+E)
	// summaryChart is where the summary last drew its score chart;
	// sumCache keeps the summary as drawn (summarycache.go).
	summaryChart image.Rectangle
	sumCache     summaryCache

	// Test hooks: frames drawn, the HUD's text (nil: not recorded), and a
	// callback after each Draw.
	texts *ui.TextLog
	// hidpi scales the HUD onto a screen of more pixels (dpi.go).
	hidpi     ui.HiDPI
	drawn     int
	afterDraw func(screen *ebiten.Image)
	lastDraw  time.Duration
	stats     framestats.Stats // the frame-time display (F3)
}

// StartError is New's (and Run's) error when the first match or replay
// cannot be started: a bad flag (--rounds for a game without rounds, an
// unknown map) or a bad file. It is the caller's input that is wrong, so
// cmd/arena exits 2 for it, as arenactl does.
type StartError struct{ Err error }

func (e *StartError) Error() string { return e.Err.Error() }
func (e *StartError) Unwrap() error { return e.Err }

// New builds the app and starts its first match or replay.
func New(opts Options) (*App, error) {
	a := &App{opts: opts, keys: control.DefaultKeymap(), acc: control.Accumulator{UPS: UPS}, clip: clips.NewMarks()}
	// keys.txt never stops the app: bad lines are skipped, each with a
	// warning shown below as a toast (and in the messages pane).
	var keyWarnings []string
	if opts.Keys != "" {
		a.keys, keyWarnings = a.keys.Remap(opts.Keys)
	}
	a.input = control.NewInput(a.keys)
	a.panes = a.newPanes()
	a.mixer = sound.NewMixer(opts.Sound, nil, nil)
	a.overlays.Hover = true
	a.w, a.h = 1280, 800
	var src driver.Source
	var err error
	if opts.Scenario != "" {
		src, a.ext.scen, err = a.scenarioSource(opts.Scenario, nil)
	} else if opts.Replay != "" {
		src, err = a.openReplay(opts.Replay)
	} else {
		src, err = a.newMatch(opts.Match)
	}
	if err != nil {
		return nil, &StartError{err}
	}
	a.ctl = driver.New(src)
	a.adopt(src.Meta())
	if opts.Speed > 0 {
		a.speed = control.ClampSpeed(opts.Speed)
	}
	a.ctl.SetPlaying(true)
	for _, n := range opts.Notices {
		a.toast(n)
	}
	for _, w := range keyWarnings {
		a.toast(w)
	}
	if opts.Replay != "" {
		a.noteReplay(src)
	}
	if opts.Scenario != "" {
		a.noteScenario(src)
	}
	return a, nil
}

func (a *App) newMatch(m MatchSpec) (driver.Source, error) {
	if m.Seed == 0 {
		m.Seed = driver.RandomSeed()
	}
	if a.opts.NewMatch != nil {
		return a.opts.NewMatch(m)
	}
	return newRunnerSource(m)
}

func (a *App) openReplay(path string) (driver.Source, error) {
	open := OpenReplay
	if a.opts.OpenReplay != nil {
		open = a.opts.OpenReplay
	}
	src, err := open(path)
	if err == nil {
		a.scanPath = path
	}
	return src, err
}

// adopt switches renderer, speed and title to a new source's game.
func (a *App) adopt(m session.Meta) {
	r, ok := render.Lookup(m.Game)
	if !ok {
		a.toast(fmt.Sprintf("no renderer for %q", m.Game))
	}
	gameChanged := a.meta.Game != m.Game
	a.rend = r
	if gameChanged || a.settings == nil {
		a.settings = map[string]string{}
		if r != nil {
			a.settings = ui.Defaults(r.ViewSettings())
		}
		a.settingsMoved = true
	}
	a.mixer.SetTable(sound.Cues(m.Game))
	a.meta = m
	a.cam.Fitted = false
	a.sel, a.popup, a.picking = nil, nil, nil
	a.hideSummary, a.stopped = false, false
	a.effects.Reset()
	if a.speed == 0 || gameChanged {
		a.speed = a.nominal()
	}
	a.acc.Reset()
	a.charts.Reset(a.scanPath)
	a.scanPath = ""
}

func (a *App) nominal() float64 {
	if g, err := sim.Lookup(a.meta.Game); err == nil && g.Info().TPS > 0 {
		return control.ClampSpeed(g.Info().TPS)
	}
	return 10
}

// Replace swaps in a new source, for restarts, new seeds and opened replays.
func (a *App) Replace(src driver.Source) {
	if a.lobby != nil {
		a.lobby.Srv.KeepLobby(0)
		a.lobby = nil
	}
	a.ctl.Replace(src)
	a.adopt(src.Meta())
	a.frame = nil
	a.ext.scen = nil // restartScenario sets it again
}

func (a *App) toast(s string) {
	a.message(s, render.TextColor)
	a.toasts.Add(s, a.now)
}

// Layout uses the window's own pixel size, so HUD text stays 1:1.
func (a *App) Layout(w, h int) (int, int) {
	a.w, a.h = w, h
	return w, h
}

// Update runs input, time control and frame intake at 60 per second.
func (a *App) Update() error {
	defer a.stats.Updated(time.Now())
	if a.quit {
		return ebiten.Termination
	}
	// Wall-clock time: effects and playback speed stay true even when a
	// slow machine runs fewer than 60 updates a second.
	if a.t0.IsZero() {
		a.t0 = time.Now()
	}
	prevNow := a.now
	a.now = time.Since(a.t0).Seconds()
	a.dialog.Poll()
	a.handleDrops()
	a.pollLobby()
	for _, n := range a.connNotes.Poll(a.opts.Listen, a.now) {
		a.message("connection: "+n, render.Danger)
	}
	if msg := a.clip.Poll(); msg != "" {
		a.toast(msg)
	}
	for _, m := range a.ctl.Messages() {
		a.toast(m)
	}
	a.pollWatch(a.ext.watch.Now())
	ui.Read(&a.in, &a.keysIn, a.dpi(), a.now)
	if p := a.ext.prompt; p != nil {
		if r := p.Update(&a.in); r != prompt.Open {
			a.ext.prompt = nil
			if r == prompt.Accept {
				p.OK(p.Text)
			}
		}
	} else if a.start != nil {
		a.startAction(a.start.Update(a.window(), &a.in))
	} else if err := a.handleInput(); err != nil {
		return err
	}
	if a.ctl.Playing() {
		a.ctl.Grant(a.acc.AddTime(a.speed, a.now-prevNow))
	} else {
		a.acc.Reset()
	}
	a.intake()
	a.updateIdle()
	return nil
}

// updateIdle counts updates in which nothing could change the picture
// (ui.Idle).
func (a *App) updateIdle() {
	busy := a.ctl.Playing() || a.ctl.Busy() || len(a.effects.List) > 0 || a.start != nil || a.popup != nil ||
		a.picking != nil || a.dialog.Waiting() || a.drag.Active || a.shotReq || a.in.Wheel != 0 || a.toasts.Live(a.now)
	a.idle.Update(busy, ui.Look{MX: a.in.Mouse.X, MY: a.in.Mouse.Y, W: a.w, H: a.h, Frame: a.frame, Toasts: len(a.toasts)})
}

// intake takes the newest frame and turns new events into effects.
func (a *App) intake() {
	f := a.ctl.Frame()
	if f == nil {
		return
	}
	evs, jumped := a.ctl.Drain()
	if jumped {
		a.effects.Reset()
	}
	if f != a.frame {
		a.charts.Observe(f)
		// A player's status turned into a fault: a toast, the moment it
		// happens.
		if a.frame != nil && f.Tick >= a.frame.Tick {
			for _, msg := range panes.Faults(a.frame.Players, f.Players) {
				a.toast(msg)
			}
		}
		a.frame = f
		a.shownAt = a.now
		// The world's size changed (a Windwardopolis round in a larger
		// city): the old zoom no longer frames it.
		if a.rend != nil && a.cam.Resized(a.rend.Bounds(f.State)) {
			a.cam.Fitted = false
		}
		if !a.cam.Fitted && a.rend != nil {
			a.fit()
			// Scripted commands run once the first frame is framed, so
			// camera commands are not undone by the first fit.
			if a.opts.Setup != nil {
				setup := a.opts.Setup
				a.opts.Setup = nil
				setup(a)
			}
		}
	}
	if len(evs) > 0 && !jumped {
		a.mixer.Frame(evs, a.pan)
	}
	if len(evs) > 0 || jumped {
		a.messages.Events(a.rend, f.State, f.Players, evs, jumped, f.Tick)
	}
	a.effects.Add(evs, a.now)
	if t := a.windowTitle(); t != a.title {
		a.title = t
		ebiten.SetWindowTitle(t)
	}
}

func (a *App) windowTitle() string {
	m := a.meta
	s := fmt.Sprintf("arena - %s - seed %d", m.Title, m.Seed)
	if m.Replay != "" {
		s += " - " + m.Replay
	}
	return s
}

// alpha interpolates movement over one tick's duration at the current
// speed, and at least quickly enough for manual steps to glide.
func (a *App) alpha() float64 {
	if math.IsInf(a.speed, 1) || a.speed > 60 {
		return 1
	}
	return math.Min(1, (a.now-a.shownAt)*math.Max(a.speed, 6))
}

// pan places a sound left or right by where its event is on screen.
func (a *App) pan(wx, wy float64) float64 {
	if pr := a.rend; pr != nil && a.frame != nil {
		wx, wy = pr.ViewPoint(a.frame.State, wx, wy)
	}
	sx, _ := a.cam.ToScreen(wx, wy)
	return a.cam.Balance(sx)
}

// fit frames the whole map in the map viewport.
func (a *App) fit() {
	if a.frame != nil && a.rend != nil {
		w, h := a.rend.Bounds(a.frame.State)
		a.cam.Fit(a.dev(a.layout().mapArea), w, h, 24*a.dpi())
	}
}

// clampCam keeps the map on screen after a pan or zoom.
func (a *App) clampCam(lay layoutRects) {
	if a.frame != nil && a.rend != nil {
		w, h := a.rend.Bounds(a.frame.State)
		a.cam.Clamp(a.dev(lay.mapArea), w, h)
	}
}

// Draw draws the map through the renderer, then the HUD and overlays.
func (a *App) Draw(screen *ebiten.Image) {
	if a.idleSkip && a.idle.Quiet() {
		return
	}
	t0 := time.Now()
	render.NewTextFrame() // lines drawn in frames running are drawn as one image
	lay := a.layout()
	if a.cam.Follow(a.dev(lay.mapArea)) {
		a.fit()
	}
	a.cam.Viewport(a.dev(lay.mapArea))
	a.background(screen, lay)
	if a.frame != nil && a.rend != nil {
		mapDst := screen.SubImage(a.dev(lay.mapArea)).(*ebiten.Image)
		a.overlays.MouseX, a.overlays.MouseY = a.cam.ToWorld(a.devPt(a.in.Mouse))
		a.overlays.MouseIn = a.in.Mouse.In(lay.mapArea) && a.popup == nil
		if a.texts != nil {
			a.texts.StartMap() // layout tests check the map's labels too
		}
		render.BeginMapText() // late labels avoid earlier ones (render.FreeText)
		a.rend.Draw(mapDst, a.view())
		a.drawDebugOverlay(mapDst)
		render.EndMapText()
		if a.texts != nil {
			a.texts.Stop()
		}
	}
	hud := a.hidpi.Target(screen, a.w, a.h)
	a.drawHUD(hud, lay)
	a.hidpi.Compose(screen, hud)
	if a.afterDraw != nil {
		a.afterDraw(screen)
	}
	if a.opts.AutoShot > 0 && a.drawn == a.opts.AutoShot {
		if err := ui.WritePNG(ui.Capture(screen), a.opts.AutoShotPath); err != nil {
			fmt.Println("autoshot:", err)
		}
		a.quit = true
	}
	if a.shotReq {
		a.shotReq = false
		a.saveScreenshot(screen)
	}
	a.drawn++
	a.lastDraw = time.Since(t0)
	a.stats.Drew(a.lastDraw, a.tick(), a.now)
	// Drawn on the screen after the HUD, in screen pixels (dpi.go).
	a.stats.Draw(screen, a.dev(lay.mapArea))
}

// background paints the window's background where nothing opaque will
// this frame: the HUD's bars (header, sidebar, bottom bar) paint theirs,
// and the renderer's ground (render.Renderer.Ground) covers its part of
// the map. That leaves the map's column, with the left and bottom panes,
// less the ground. The screen keeps its pixels between frames (Run), so
// painting under them too would only cost a software GL a second pass
// over half the window. A hi-DPI HUD is composed from its own image,
// with smoothed edges over whatever lies under them: there the whole
// screen is painted.
func (a *App) background(screen *ebiten.Image, lay layoutRects) {
	if a.dpi() != 1 {
		b := screen.Bounds()
		gfx.Fill(screen, float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy()), ui.Background)
		return
	}
	r := image.Rect(0, lay.top.Max.Y, lay.side.Min.X, lay.bottom.Min.Y).Intersect(screen.Bounds())
	g := a.ground(lay)
	if a.settingsMoved {
		// The renderer's Ground follows the view settings of the last
		// frame it drew (Madmax's window and universe views differ):
		// the first frame under new settings paints the whole column.
		g, a.settingsMoved = image.Rectangle{}, false
	}
	for _, p := range ui.Around(r, g) {
		gfx.Fill(screen, float64(p.Min.X), float64(p.Min.Y), float64(p.Dx()), float64(p.Dy()), ui.Background)
	}
}

// ground is the part of the map area the renderer's ground will cover
// this frame, in whole screen pixels a pixel in from its edges (the
// ground is drawn at fractional positions, smoothed when zoomed out);
// empty when there is none.
func (a *App) ground(lay layoutRects) image.Rectangle {
	if a.frame == nil || a.rend == nil {
		return image.Rectangle{}
	}
	x0, y0, x1, y1, ok := a.rend.Ground(a.frame.State)
	if !ok {
		return image.Rectangle{}
	}
	sx0, sy0 := a.cam.ToScreen(x0, y0)
	sx1, sy1 := a.cam.ToScreen(x1, y1)
	g := image.Rect(int(math.Ceil(sx0))+1, int(math.Ceil(sy0))+1, int(math.Floor(sx1))-1, int(math.Floor(sy1))-1)
	return g.Intersect(a.dev(lay.mapArea))
}

// DrawFinalScreen presents the frame without blending (gfx.DrawFinalScreen:
// the same pixels, without a software GL reading back the window's).
func (a *App) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	gfx.DrawFinalScreen(screen, offscreen, geoM)
}

// view is what the renderer gets this frame.
func (a *App) view() render.View {
	v := render.View{
		Prev: a.frame.Prev, Cur: a.frame.State, Alpha: a.alpha(), Camera: a.cam.Camera,
		Overlays: a.overlays, Events: a.effects.List, Time: a.now, Selection: a.sel,
		Players: a.playerInfos(), Settings: a.settings,
	}
	if a.picking != nil {
		v.Picking = a.picking.action.Kind
		v.Selection = &a.picking.sel
	}
	return v
}

func (a *App) playerInfos() []sim.PlayerView {
	if a.frame == nil {
		return nil
	}
	return a.frame.Players
}

// Run opens the window and runs the app until it is closed.
func Run(opts Options) error {
	// Before ebiten starts: the GL it opens (gfx.Setup).
	gfx.Setup(gfx.OSEnv)
	a, err := New(opts)
	if err != nil {
		return err
	}
	defer a.ctl.Close()
	defer a.charts.Close()
	ebiten.SetWindowSize(1280, 800)
	// Below this the layout would have to overlap (ui.Layout).
	ebiten.SetWindowSizeLimits(ui.MinW, ui.MinH, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowTitle(a.windowTitle())
	ebiten.SetWindowIcon([]image.Image{assets.Icon()})
	ebiten.SetTPS(UPS)
	// The screen keeps its pixels between frames, so an idle window can
	// skip repainting (see updateIdle).
	ebiten.SetScreenClearedEveryFrame(false)
	a.idleSkip = opts.AutoShot == 0
	return ebiten.RunGameWithOptions(a, &ebiten.RunGameOptions{})
}
