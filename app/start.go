package app

import (
	"fmt"
	"image"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"arena/ai"
	"arena/maps"
	"arena/platform"
	"arena/render"
	"arena/sim"
)

// startScreen picks the game, map or seed, ruleset and each player: a
// built-in bot by name or a local program (typed command line or a file
// dialog). Only games with a registered renderer are listed.
type startScreen struct {
	games    []string
	gi       int
	mapNames []string // "" = generated from the seed
	mi       int
	rulesets []string
	ri       int
	seed     string
	seats    []seat
	focus    int // 0 = seed field, 1+i = seat i's command line, -1 = none
	err      string
	browsing int // seat waiting for a file dialog
	// noTimeout is the "no time limits (debugging)" switch: a correct bot
	// started through Python or a JVM can miss its first reply's limit on
	// a busy machine (MatchSpec.NoTimeout, --no-timeout).
	noTimeout bool
	replay    string
	recent    []string
}

// replayFocus is the focus index of the replay path field.
const replayFocus = 1000

type seat struct {
	options []string // built-in names, then "program"
	choice  int
	program string
}

const programChoice = "local program"

// noTimeoutLabel is the start screen's switch for MatchSpec.NoTimeout.
const noTimeoutLabel = "no time limits (debugging)"

// Games lists the games the app can show: registered in sim and render.
func Games() []string {
	var out []string
	for _, g := range sim.Games() {
		if _, ok := render.Lookup(g); ok {
			out = append(out, g)
		}
	}
	return out
}

func (a *App) openStart() {
	s := &startScreen{games: Games(), focus: -1, recent: platform.Recent(), noTimeout: a.opts.Match.NoTimeout}
	if len(s.recent) > 3 {
		s.recent = s.recent[:3]
	}
	s.gi = max(0, slices.Index(s.games, a.meta.Game))
	s.seed = strconv.FormatUint(a.meta.Seed, 10)
	s.selectGame(a)
	a.ctl.SetPlaying(false)
	a.menu, a.picking, a.help = nil, nil, false
	a.start = s
}

// selectGame refreshes maps, rulesets and seats for the chosen game,
// keeping the current players when the game is the one running.
func (s *startScreen) selectGame(a *App) {
	if len(s.games) == 0 {
		return
	}
	game := s.games[s.gi]
	s.mapNames = append([]string{""}, maps.List(game)...)
	s.mi = 0
	if a.meta.Game == game && a.meta.Map != "" {
		s.mi = max(0, slices.Index(s.mapNames, a.meta.Map))
	}
	g, err := sim.Lookup(game)
	if err != nil {
		s.err = err.Error()
		return
	}
	info := g.Info()
	s.rulesets = info.Rulesets
	if len(s.rulesets) == 0 {
		s.rulesets = []string{""}
	}
	s.ri = 0
	var names []string
	for _, b := range ai.Bots(game) {
		names = append(names, b.Name)
	}
	n := max(info.MinPlayers, 2)
	n = min(n, max(info.MaxPlayers, 1))
	s.seats = make([]seat, n)
	for i := range s.seats {
		st := seat{options: append(append([]string(nil), names...), programChoice)}
		if i < len(names) {
			st.choice = len(names) - 1 - i%len(names) // a different bot per seat
		}
		if a.meta.Game == game && i < len(a.meta.Players) {
			spec, _ := ai.ParseSpec(a.meta.Players[i].Agent)
			if spec.Kind == "builtin" {
				if j := slices.Index(names, spec.Arg); j >= 0 {
					st.choice = j
				}
			} else if spec.Kind == "proc" {
				st.choice, st.program = len(names), spec.Arg
			}
		}
		s.seats[i] = st
	}
}

func (s *startScreen) setProgram(path string) {
	if s.browsing >= 0 && s.browsing < len(s.seats) {
		st := &s.seats[s.browsing]
		st.choice = len(st.options) - 1
		st.program = quoteArg(path)
	}
}

func quoteArg(p string) string {
	if strings.ContainsAny(p, " '\"") {
		return "'" + strings.ReplaceAll(p, "'", `'\''`) + "'"
	}
	return p
}

// spec is the match the screen describes.
func (s *startScreen) spec(cur MatchSpec) (MatchSpec, error) {
	if len(s.games) == 0 {
		return MatchSpec{}, fmt.Errorf("no games registered")
	}
	m := MatchSpec{Game: s.games[s.gi], Map: s.mapNames[s.mi], Ruleset: s.rulesets[s.ri], NoTimeout: s.noTimeout}
	if m.Game == cur.Game {
		m.Params = cur.Params // --rounds applies to its own game only
	}
	if t := strings.TrimSpace(s.seed); t != "" {
		v, err := strconv.ParseUint(t, 10, 64)
		if err != nil {
			return m, fmt.Errorf("seed %q is not a number", t)
		}
		m.Seed = v
	}
	for i, st := range s.seats {
		opt := st.options[st.choice]
		if opt == programChoice {
			if strings.TrimSpace(st.program) == "" {
				return m, fmt.Errorf("player %d: type a command line or browse for a program", i+1)
			}
			m.Players = append(m.Players, "proc:"+strings.TrimSpace(st.program))
		} else {
			m.Players = append(m.Players, "builtin:"+opt)
		}
	}
	return m, nil
}

type widget struct {
	r     image.Rectangle
	label string
	on    bool
	do    func()
}

func (s *startScreen) rect(a *App) image.Rectangle {
	w, h := 640, 262+(len(s.seats)+1)*34
	x, y := (a.w-w)/2, max(topH+10, (a.h-h)/2)
	return image.Rect(x, y, x+w, y+h)
}

// widgets lays the screen out; update and draw share it.
func (s *startScreen) widgets(a *App) []widget {
	r := s.rect(a)
	var ws []widget
	x0, y := r.Min.X+130, r.Min.Y+44
	x := x0
	add := func(label string, w int, on bool, do func()) {
		ws = append(ws, widget{r: image.Rect(x, y, x+w, y+24), label: label, on: on, do: do})
		x += w + 6
	}
	for i, g := range s.games {
		i := i
		add(g, 14+textW(g), i == s.gi, func() { s.gi = i; s.selectGame(a) })
	}
	x, y = x0, y+34
	mapName := s.mapNames[s.mi]
	if mapName == "" {
		mapName = defaultMapLabel(s.games[s.gi])
	}
	add("<", 24, false, func() { s.mi = (s.mi + len(s.mapNames) - 1) % len(s.mapNames) })
	add(mapName, 220, false, nil)
	add(">", 24, false, func() { s.mi = (s.mi + 1) % len(s.mapNames) })
	x += 14
	add(noTimeoutLabel, 14+textW(noTimeoutLabel), s.noTimeout, func() { s.noTimeout = !s.noTimeout })
	x, y = x0, y+34
	add(s.seed+cursor(s.focus == 0, a), 160, s.focus == 0, func() { s.focus = 0 })
	add("Random", 70, false, func() { s.seed = strconv.FormatUint(randomSeed(), 10) })
	x += 20
	rs := s.rulesets[s.ri]
	if rs == "" {
		rs = "rule text"
	}
	add("rules: "+rs, 150, false, func() { s.ri = (s.ri + 1) % len(s.rulesets) })
	for i := range s.seats {
		i := i
		st := &s.seats[i]
		x, y = x0, y+34
		add("<", 24, false, func() { st.choice = (st.choice + len(st.options) - 1) % len(st.options) })
		add(st.options[st.choice], 130, false, nil)
		add(">", 24, false, func() { st.choice = (st.choice + 1) % len(st.options) })
		if st.options[st.choice] == programChoice {
			label := st.program
			if len(label) > 30 {
				label = "..." + label[len(label)-27:]
			}
			add(label+cursor(s.focus == 1+i, a), 240, s.focus == 1+i, func() { s.focus = 1 + i })
			if a.opts.PickFile != nil {
				add("Browse", 60, false, func() {
					s.browsing = i
					a.dialog = a.opts.PickFile("Choose a bot program", false, "")
					a.dialogOp = "bot"
				})
			}
		}
	}
	// Or open a replay: typed path (works without dialogs), Browse, or
	// one of the recent files.
	x, y = x0, y+44
	add(clipLeft(s.replay, 34)+cursor(s.focus == replayFocus, a), 260, s.focus == replayFocus, func() { s.focus = replayFocus })
	add("Open replay", 100, false, func() {
		if strings.TrimSpace(s.replay) == "" {
			s.err = "type a replay path first"
			return
		}
		a.OpenFile(strings.TrimSpace(s.replay))
	})
	if a.opts.PickFile != nil {
		add("Browse", 60, false, func() { a.start = nil; a.openDialog() })
	}
	x, y = x0, y+30
	for _, p := range s.recent {
		p := p
		add(clipLeft(filepath.Base(p), 22), 160, false, func() { a.OpenFile(p) })
	}
	x, y = r.Max.X-200, r.Max.Y-40
	add("Start", 90, true, func() { s.launch(a) })
	add("Cancel", 90, false, func() { a.start = nil })
	return ws
}

func clipLeft(s string, n int) string {
	if len(s) > n {
		return "..." + s[len(s)-n+3:]
	}
	return s
}

func cursor(on bool, a *App) string {
	if on && int(a.now*2)%2 == 0 {
		return "_"
	}
	return ""
}

func (s *startScreen) launch(a *App) {
	m, err := s.spec(a.opts.Match)
	if err != nil {
		s.err = err.Error()
		return
	}
	src, err := a.newMatch(m)
	if err != nil {
		s.err = err.Error()
		return
	}
	a.opts.Match = m
	a.start = nil
	a.Replace(src)
	a.ctl.SetPlaying(true)
}

func (s *startScreen) update(a *App) error {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		a.start = nil
		return nil
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter) {
		if s.focus == replayFocus && strings.TrimSpace(s.replay) != "" {
			a.OpenFile(strings.TrimSpace(s.replay))
		} else {
			s.launch(a)
		}
		return nil
	}
	if s.focus >= 0 {
		field := &s.seed
		if s.focus == replayFocus {
			field = &s.replay
		} else if s.focus > 0 && s.focus-1 < len(s.seats) {
			field = &s.seats[s.focus-1].program
		}
		for _, r := range ebiten.AppendInputChars(nil) {
			if s.focus == 0 && (r < '0' || r > '9') {
				continue
			}
			*field += string(r)
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) && len(*field) > 0 {
			rs := []rune(*field)
			*field = string(rs[:len(rs)-1])
		}
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		mx, my := ebiten.CursorPosition()
		pt := image.Pt(mx, my)
		hit := false
		for _, w := range s.widgets(a) {
			if pt.In(w.r) && w.do != nil {
				s.err = ""
				w.do()
				hit = true
				break
			}
		}
		if !hit {
			s.focus = -1
		}
	}
	return nil
}

func (s *startScreen) draw(dst *ebiten.Image, a *App) {
	render.Rect(dst, 0, 0, float64(a.w), float64(a.h), colorShadow)
	r := s.rect(a)
	render.Rect(dst, float64(r.Min.X+5), float64(r.Min.Y+5), float64(r.Dx()), float64(r.Dy()), colorShadow)
	render.Panel(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()))
	render.Text(dst, "New match", float64(r.Min.X+16), float64(r.Min.Y+12), render.Large, render.Accent)
	labels := []string{"Game", "Map", "Seed"}
	for i := range s.seats {
		labels = append(labels, fmt.Sprintf("Player %d", i+1))
	}
	render.Text(dst, "Replay", float64(r.Min.X+20), float64(r.Min.Y+49+len(labels)*34+10), render.Small, render.TextColor)
	if len(s.recent) > 0 {
		render.Text(dst, "Recent", float64(r.Min.X+20), float64(r.Min.Y+49+len(labels)*34+40), render.Small, render.DimText)
	}
	for i, l := range labels {
		c := render.TextColor
		if i >= 3 {
			c = render.PlayerColor(sim.PlayerID(i - 3))
		}
		render.Text(dst, l, float64(r.Min.X+20), float64(r.Min.Y+49+i*34), render.Small, c)
	}
	mx, my := ebiten.CursorPosition()
	for _, w := range s.widgets(a) {
		drawButton(dst, button{r: w.r, label: w.label, on: w.on}, w.do != nil && image.Pt(mx, my).In(w.r))
	}
	hint := "Enter starts, Esc cancels. A program runs with its arguments."
	if s.err != "" {
		render.Text(dst, clip(s.err, 60), float64(r.Min.X+20), float64(r.Max.Y-62), render.Small, render.Danger)
	} else {
		render.Text(dst, hint, float64(r.Min.X+20), float64(r.Max.Y-62), render.Small, render.DimText)
	}
}

// defaultMapLabel says what a game plays on when no map is chosen, as its
// engine decides (each sim's Game.New with no map).
func defaultMapLabel(game string) string {
	switch game {
	case "coderunner":
		return "shipped map picked by seed"
	case "windward":
		return "built-in city (downtown)"
	}
	// Worms, Madmax and Paintball Panic make a new map from the seed.
	return "new map made from the seed"
}
