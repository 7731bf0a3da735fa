package app

import (
	"fmt"
	"image"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"arena/app/charts"
	"arena/app/control"
	"arena/app/ui"
	"arena/app/ui/hud"
	"arena/app/ui/menu"
	"arena/app/ui/panes"
	"arena/app/ui/start"
	"arena/assets"
	"arena/render"
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
	NewMatch   func(MatchSpec) (Source, error)
	OpenReplay func(path string) (Source, error)
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
	// notesSeen counts the TCP server's connection notes already shown,
	// notesPolled is when they were last read (pollConnNotes).
	notesSeen   int
	notesPolled float64

	opts  Options
	ctl   *Controller
	rend  render.Renderer
	meta  Meta
	input *control.Input
	keys  control.Keymap

	cam    render.Camera
	fitted bool
	// worldW and worldH are the world's size when last fitted; a change
	// refits.
	worldW, worldH float64
	speed          float64
	acc            control.Accumulator
	overlays       render.Overlays
	// settings are the renderer's own view settings (render.Configurable).
	settings map[string]string

	frame   *Frame
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
	panes    []*paneSlot
	messages panes.Messages
	logPane  *panes.Log
	lobby    *lobby // Join: waiting for TCP clients
	sel      *render.Selection
	popup    *menu.Menu
	picking  *pick // the second step of a two-step edit
	start    *start.Screen
	toasts   hud.Toasts
	// in is this update's mouse and typed input (readInput), shared by
	// the components.
	in ui.Input
	// justKeys and heldKeys are this update's pressed and held keys.
	justKeys, heldKeys []ebiten.Key
	// sideScroll is how far the sidebar's players are scrolled;
	// sideHeight their height when last drawn.
	sideScroll, sideHeight int
	sideEnd                int // the y below the seats
	drag                   ui.Drag
	shotReq                bool
	mixer                  *sound.Mixer
	idle                   int  // quiet updates in a row
	idleSkip               bool // Draw may skip repainting when idle (Run sets it)
	lastLook               idleLook
	quit                   bool
	dialog                 <-chan string
	dialogDo               func(path string) // what to do with the dialog's answer
	// ext is the state of scenarios, forks and watch mode (scenario.go).
	ext extras
	// charts is the chart pane (C); scanPath is the replay just opened,
	// which the pane reads again to chart it whole (adopt).
	charts   charts.Pane
	scanPath string
	clip     clipState // clip marks and export (Comma, Period, Ctrl+E)
	// summaryChart is where the summary last drew its score chart.
	summaryChart image.Rectangle

	// Test hooks: frames drawn, the HUD's text (nil: not recorded), and a
	// callback after each Draw.
	texts *ui.TextLog
	// hidpi scales the HUD onto a screen of more pixels (dpi.go).
	hidpi     ui.HiDPI
	drawn     int
	afterDraw func(screen *ebiten.Image)
	lastDraw  time.Duration
	stats     frameStats    // the frame-time display (F3)
	fitCam    render.Camera // the camera as the last fit left it
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
	a := &App{opts: opts, keys: control.DefaultKeymap(), acc: control.Accumulator{UPS: UPS}, clip: clipState{in: -1, out: -1}}
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
	var src Source
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
	a.ctl = NewController(src)
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

func (a *App) newMatch(m MatchSpec) (Source, error) {
	if m.Seed == 0 {
		m.Seed = randomSeed()
	}
	if a.opts.NewMatch != nil {
		return a.opts.NewMatch(m)
	}
	return newRunnerSource(m)
}

func (a *App) openReplay(path string) (Source, error) {
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
func (a *App) adopt(m Meta) {
	r, ok := render.Lookup(m.Game)
	if !ok {
		a.toast(fmt.Sprintf("no renderer for %q", m.Game))
	}
	gameChanged := a.meta.Game != m.Game
	a.rend = r
	if gameChanged || a.settings == nil {
		a.settings = defaultSettings(r)
	}
	a.mixer.SetTable(sound.Tables[m.Game])
	a.meta = m
	a.fitted = false
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
func (a *App) Replace(src Source) {
	if a.lobby != nil {
		a.lobby.srv.KeepLobby(0)
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
	defer a.stats.updated(time.Now())
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
	a.pollDialog()
	a.handleDrops()
	a.pollLobby()
	a.pollConnNotes()
	a.pollClip()
	for _, m := range a.ctl.Messages() {
		a.toast(m)
	}
	a.pollWatch(time.Now())
	a.readInput()
	if a.ext.prompt != nil {
		a.updatePrompt()
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

// idleAfter is how many quiet updates pass before Draw stops repainting.
const idleAfter = 90

// updateIdle counts updates in which nothing could change the picture:
// paused, no effects, no input. Past idleAfter, Draw leaves the last frame
// on screen (ARCHITECTURE.md §8: redraw only on change while paused), so an
// idle window costs next to nothing; idle animations stop until the next
// input.
func (a *App) updateIdle() {
	look := idleLook{a.in.Mouse.X, a.in.Mouse.Y, a.w, a.h, a.frame, len(a.toasts)}
	busy := a.ctl.Playing() || a.ctl.Busy() || len(a.effects.List) > 0 || a.start != nil || a.popup != nil ||
		a.picking != nil || a.dialog != nil || a.drag.Active || a.shotReq || a.in.Wheel != 0 ||
		len(inpututil.AppendPressedKeys(nil)) > 0 || ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) ||
		ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) || look != a.lastLook
	busy = busy || a.toasts.Live(a.now)
	a.lastLook = look
	if busy {
		a.idle = 0
	} else {
		a.idle++
	}
}

type idleLook struct {
	mx, my, w, h int
	frame        *Frame
	toasts       int
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
		a.noteFaults(f)
		a.frame = f
		a.shownAt = a.now
		// The world's size changed (a Windwardopolis round in a larger
		// city): the old zoom no longer frames it.
		if a.fitted && a.rend != nil {
			if w, h := a.rend.Bounds(f.State); w != a.worldW || h != a.worldH {
				a.fitted = false
			}
		}
		if !a.fitted && a.rend != nil {
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
		a.eventMessages(f, evs, jumped)
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

// noteFaults toasts a player's status when it turns into a fault, so a
// TIMEOUT or CRASHED is seen the moment it happens.
func (a *App) noteFaults(f *Frame) {
	if a.frame == nil || f.Tick < a.frame.Tick || len(f.Players) != len(a.frame.Players) {
		return
	}
	for i, p := range f.Players {
		old := a.frame.Players[i].Status
		if p.Status != old && p.Status != sim.Active && p.Status != sim.Done && p.Status != "" {
			msg := fmt.Sprintf("%s: %s", p.Name, p.Status)
			if p.Reason != "" {
				msg += " - " + p.Reason
			}
			a.toast(msg)
		}
	}
}

// pan places a sound left or right by where its event is on screen.
func (a *App) pan(wx, wy float64) float64 {
	if pr := a.rend; pr != nil && a.frame != nil {
		wx, wy = pr.ViewPoint(a.frame.State, wx, wy)
	}
	sx, _ := a.cam.ToScreen(wx, wy)
	if a.cam.W <= 0 {
		return 0
	}
	return (sx - a.cam.OX - a.cam.W/2) / (a.cam.W / 2)
}

// fit frames the whole map in the map viewport.
func (a *App) fit() {
	if a.frame == nil || a.rend == nil {
		return
	}
	a.setViewport(a.layout())
	w, h := a.rend.Bounds(a.frame.State)
	a.cam.Fit(w, h, 24*a.dpi())
	a.fitted = true
	a.fitCam = a.cam
	a.worldW, a.worldH = w, h
}

// clampCam keeps the map on screen after a pan or zoom
// (camera.Camera.Clamp).
func (a *App) clampCam(lay layoutRects) {
	if a.frame == nil || a.rend == nil {
		return
	}
	a.setViewport(lay)
	w, h := a.rend.Bounds(a.frame.State)
	a.cam.Clamp(w, h)
}

// setViewport points the camera's viewport at the map area, in screen
// pixels (dpi.go).
func (a *App) setViewport(lay layoutRects) {
	m := a.dev(lay.mapArea)
	a.cam.OX, a.cam.OY = float64(m.Min.X), float64(m.Min.Y)
	a.cam.W, a.cam.H = float64(m.Dx()), float64(m.Dy())
}

// Draw draws the map through the renderer, then the HUD and overlays.
func (a *App) Draw(screen *ebiten.Image) {
	if a.idleSkip && a.idle > idleAfter {
		return
	}
	t0 := time.Now()
	screen.Fill(ui.Background)
	lay := a.layout()
	a.keepMapInView(a.dev(lay.mapArea))
	a.setViewport(lay)
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
		if err := writePNG(screen, a.opts.AutoShotPath); err != nil {
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
	a.stats.drew(a.lastDraw, a.tick(), a.now)
	a.drawFrameStats(screen, lay)
}

// view is what the renderer gets this frame.
func (a *App) view() render.View {
	v := render.View{
		Prev: a.frame.Prev, Cur: a.frame.State, Alpha: a.alpha(), Camera: a.cam,
		Overlays: a.overlays, Events: a.effects.List, Time: a.now, Selection: a.sel,
		Players: a.playerInfos(), Settings: a.settings,
	}
	if a.picking != nil {
		v.Picking = a.picking.action.Kind
		v.Selection = &a.picking.sel
	}
	return v
}

func (a *App) playerInfos() []PlayerView {
	if a.frame == nil {
		return nil
	}
	return a.frame.Players
}

// Run opens the window and runs the app until it is closed.
func Run(opts Options) error {
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
