package start

import (
	"fmt"
	"image"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai"
	"arena/app/ui"
	"arena/maps"
	"arena/render"
	"arena/sim"
)

// ProgramChoice is the seat option that runs a local program.
const ProgramChoice = "local program"

// NoTimeoutLabel is the switch for Choice.NoTimeout: a correct bot
// started through Python or a JVM can miss its first reply's limit on a
// busy machine.
const NoTimeoutLabel = "no time limits (debugging)"

// replayFocus is the focus index of the replay path field.
const replayFocus = 1000

// Current is what is running when the screen opens: its fields start from
// it.
type Current struct {
	Games     []string // the games to offer
	Game, Map string
	Seed      uint64
	Agents    []string // the seats' agent specs
	NoTimeout bool
	Recent    []string // recent replay files, newest first
	// Browse is whether file dialogs are available.
	Browse bool
}

// Choice is the match the screen describes.
type Choice struct {
	Game, Map, Ruleset string
	Seed               uint64 // 0 = pick one
	Players            []string
	NoTimeout          bool
}

// Kind is what an Action asks of the app.
type Kind int

// The actions.
const (
	None         Kind = iota
	Cancel            // close the screen
	Launch            // start Choice
	OpenReplay        // open Path
	BrowseBot         // a file dialog for seat Seat's program
	BrowseReplay      // a file dialog for a replay (the screen closes)
)

// Action is what the screen asks the app to do after an update.
type Action struct {
	Kind   Kind
	Choice Choice
	Path   string
	Seat   int
}

type seat struct {
	options []string // built-in names, then ProgramChoice
	choice  int
	program string
}

// Screen is the start screen's state.
type Screen struct {
	cur       Current
	games     []string
	gi        int
	mapNames  []string // "" = generated
	mi        int
	rulesets  []string
	ri        int
	seed      string
	seats     []seat
	focus     int // 0 = seed field, 1+i = seat i's command line, -1 = none
	err       string
	browsing  int
	noTimeout bool
	replay    string
	recent    []string
	act       Action
}

// New opens the screen on the current game and players.
func New(cur Current) *Screen {
	s := &Screen{cur: cur, games: cur.Games, focus: -1, recent: cur.Recent, noTimeout: cur.NoTimeout}
	if len(s.recent) > 3 {
		s.recent = s.recent[:3]
	}
	s.gi = max(0, slices.Index(s.games, cur.Game))
	s.seed = strconv.FormatUint(cur.Seed, 10)
	s.selectGame()
	return s
}

// Games lists the games offered.
func (s *Screen) Games() []string { return s.games }

// Select chooses a game by name and reports whether it is offered.
func (s *Screen) Select(game string) bool {
	i := slices.Index(s.games, game)
	if i < 0 {
		return false
	}
	s.gi = i
	s.selectGame()
	return true
}

// SetPlayer sets seat i to a built-in bot (or ProgramChoice) by name.
func (s *Screen) SetPlayer(i int, option string) bool {
	if i < 0 || i >= len(s.seats) {
		return false
	}
	j := slices.Index(s.seats[i].options, option)
	if j < 0 {
		return false
	}
	s.seats[i].choice = j
	return true
}

// Seats is the number of player rows.
func (s *Screen) Seats() int { return len(s.seats) }

// SetSeed types a seed.
func (s *Screen) SetSeed(v string) { s.seed = v }

// SetError shows a failure (of a launch the app tried) on the screen.
func (s *Screen) SetError(msg string) { s.err = msg }

// SetProgram fills in the seat that asked for a file dialog. A bot.json
// chosen names an Entelect bot folder (entelect:DIR).
func (s *Screen) SetProgram(path string) {
	if s.browsing >= 0 && s.browsing < len(s.seats) {
		st := &s.seats[s.browsing]
		st.choice = len(st.options) - 1
		st.program = quoteArg(path)
		if filepath.Base(path) == "bot.json" {
			st.program = "entelect:" + filepath.Dir(path)
		}
	}
}

// typedSpec says whether the program field holds an agent spec of a
// transport (KIND:ARG, as entelect:DIR) rather than a command line.
func typedSpec(prog string) bool {
	kind, _, ok := strings.Cut(prog, ":")
	return ok && kind != "builtin" && ai.ValidKind(kind)
}

// selectGame refreshes maps, rulesets and seats for the chosen game,
// keeping the current players when the game is the one running.
func (s *Screen) selectGame() {
	if len(s.games) == 0 {
		return
	}
	game := s.games[s.gi]
	s.mapNames = append([]string{""}, maps.List(game)...)
	s.mi = 0
	if s.cur.Game == game && s.cur.Map != "" {
		s.mi = max(0, slices.Index(s.mapNames, s.cur.Map))
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
		st := seat{options: append(append([]string(nil), names...), ProgramChoice)}
		if i < len(names) {
			st.choice = len(names) - 1 - i%len(names) // a different bot per seat
		}
		if s.cur.Game == game && i < len(s.cur.Agents) {
			spec, _ := ai.ParseSpec(s.cur.Agents[i])
			if spec.Kind == "builtin" {
				if j := slices.Index(names, spec.Arg); j >= 0 {
					st.choice = j
				}
			} else if spec.Kind == "proc" {
				st.choice, st.program = len(names), spec.Arg
			} else {
				st.choice, st.program = len(names), spec.String() // entelect:DIR
			}
		}
		s.seats[i] = st
	}
}

func quoteArg(p string) string {
	if strings.ContainsAny(p, " '\"") {
		return "'" + strings.ReplaceAll(p, "'", `'\''`) + "'"
	}
	return p
}

// Spec is the match the screen describes.
func (s *Screen) Spec() (Choice, error) {
	if len(s.games) == 0 {
		return Choice{}, fmt.Errorf("no games registered")
	}
	m := Choice{Game: s.games[s.gi], Map: s.mapNames[s.mi], Ruleset: s.rulesets[s.ri], NoTimeout: s.noTimeout}
	if t := strings.TrimSpace(s.seed); t != "" {
		v, err := strconv.ParseUint(t, 10, 64)
		if err != nil {
			return m, fmt.Errorf("seed %q is not a number", t)
		}
		m.Seed = v
	}
	for i, st := range s.seats {
		opt := st.options[st.choice]
		if opt == ProgramChoice {
			if strings.TrimSpace(st.program) == "" {
				return m, fmt.Errorf("player %d: type a command line or browse for a program", i+1)
			}
			if prog := strings.TrimSpace(st.program); typedSpec(prog) {
				m.Players = append(m.Players, prog)
			} else {
				m.Players = append(m.Players, "proc:"+prog)
			}
		} else {
			m.Players = append(m.Players, "builtin:"+opt)
		}
	}
	return m, nil
}

// Rect is the screen's panel in the window win.
func (s *Screen) Rect(win image.Rectangle) image.Rectangle {
	w, h := 640, 262+(len(s.seats)+1)*34
	x, y := win.Min.X+(win.Dx()-w)/2, max(win.Min.Y+ui.TopH+10, win.Min.Y+(win.Dy()-h)/2)
	return image.Rect(x, y, x+w, y+h)
}

// Buttons lays the screen out; Update and Draw share it. A button
// without Do is a label.
func (s *Screen) Buttons(win image.Rectangle, now float64) []ui.Button {
	r := s.Rect(win)
	var bs []ui.Button
	x0, y := r.Min.X+130, r.Min.Y+44
	x := x0
	add := func(label string, w int, on bool, do func()) {
		w = max(w, 14+ui.TextW(label))
		bs = append(bs, ui.Button{R: image.Rect(x, y, x+w, y+24), Label: label, On: on, Do: do})
		x += w + 6
	}
	cursor := func(on bool) string {
		if on && int(now*2)%2 == 0 {
			return "_"
		}
		return ""
	}
	for i, g := range s.games {
		add(g, 0, i == s.gi, func() { s.gi = i; s.selectGame() })
	}
	x, y = x0, y+34
	mapName := s.mapNames[s.mi]
	if mapName == "" {
		mapName = defaultMapLabel(s.games[s.gi])
	}
	add("<", 24, false, func() { s.mi = (s.mi + len(s.mapNames) - 1) % len(s.mapNames) })
	add(ui.Clip(mapName, 26), mapButtonW, false, nil)
	add(">", 24, false, func() { s.mi = (s.mi + 1) % len(s.mapNames) })
	x += 8
	add(NoTimeoutLabel, 0, s.noTimeout, func() { s.noTimeout = !s.noTimeout })
	x, y = x0, y+34
	add(s.seed+cursor(s.focus == 0), 160, s.focus == 0, func() { s.focus = 0 })
	add("Random", 70, false, func() { s.seed = strconv.FormatUint(rand.Uint64N(999_999_999)+1, 10) })
	x += 20
	rs := s.rulesets[s.ri]
	if rs == "" {
		rs = "rule text"
	}
	add("rules: "+rs, 150, false, func() { s.ri = (s.ri + 1) % len(s.rulesets) })
	for i := range s.seats {
		st := &s.seats[i]
		x, y = x0, y+34
		add("<", 24, false, func() { st.choice = (st.choice + len(st.options) - 1) % len(st.options) })
		add(st.options[st.choice], 130, false, nil)
		add(">", 24, false, func() { st.choice = (st.choice + 1) % len(st.options) })
		if st.options[st.choice] == ProgramChoice {
			add(ui.ClipLeft(st.program, 30)+cursor(s.focus == 1+i), 240, s.focus == 1+i, func() { s.focus = 1 + i })
			if s.cur.Browse {
				add("Browse", 60, false, func() { s.browsing = i; s.act = Action{Kind: BrowseBot, Seat: i} })
			}
		}
	}
	// Or open a replay: typed path (works without dialogs), Browse, or
	// one of the recent files.
	x, y = x0, y+44
	add(ui.ClipLeft(s.replay, 34)+cursor(s.focus == replayFocus), 260, s.focus == replayFocus, func() { s.focus = replayFocus })
	add("Open replay", 100, false, func() {
		if p := strings.TrimSpace(s.replay); p == "" {
			s.err = "type a replay path first"
		} else {
			s.act = Action{Kind: OpenReplay, Path: p}
		}
	})
	if s.cur.Browse {
		add("Browse", 60, false, func() { s.act = Action{Kind: BrowseReplay} })
	}
	x, y = x0, y+30
	for _, p := range s.recent {
		add(ui.ClipLeft(filepath.Base(p), 22), 160, false, func() { s.act = Action{Kind: OpenReplay, Path: p} })
	}
	x, y = r.Max.X-200, r.Max.Y-40
	add("Start", 90, true, s.launch)
	add("Cancel", 90, false, func() { s.act = Action{Kind: Cancel} })
	return bs
}

func (s *Screen) launch() {
	c, err := s.Spec()
	if err != nil {
		s.err = err.Error()
		return
	}
	s.act = Action{Kind: Launch, Choice: c}
}

// Press runs the button labelled label (tests, scripts) and returns the
// action it asks for.
func (s *Screen) Press(win image.Rectangle, label string) Action {
	s.act = Action{}
	for _, b := range s.Buttons(win, 0) {
		if b.Label == label && b.Do != nil {
			b.Do()
			break
		}
	}
	return s.act
}

// Start asks for the described match, as Enter does.
func (s *Screen) Start() Action {
	s.act = Action{}
	s.launch()
	return s.act
}

// Update takes this update's keys and clicks and returns what the app
// should do.
func (s *Screen) Update(win image.Rectangle, in *ui.Input) Action {
	s.act = Action{}
	if in.Escape > 0 {
		return Action{Kind: Cancel}
	}
	if in.Enter > 0 {
		if p := strings.TrimSpace(s.replay); s.focus == replayFocus && p != "" {
			return Action{Kind: OpenReplay, Path: p}
		}
		return s.Start()
	}
	if s.focus >= 0 {
		field := &s.seed
		if s.focus == replayFocus {
			field = &s.replay
		} else if s.focus > 0 && s.focus-1 < len(s.seats) {
			field = &s.seats[s.focus-1].program
		}
		for _, r := range in.Chars {
			if s.focus == 0 && (r < '0' || r > '9') {
				continue
			}
			*field += string(r)
		}
		for i := 0; i < in.Backspace && len(*field) > 0; i++ {
			rs := []rune(*field)
			*field = string(rs[:len(rs)-1])
		}
	}
	if in.Click {
		if b, ok := ui.Hit(s.Buttons(win, in.Now), in.Mouse); ok {
			s.err = ""
			b.Do()
		} else {
			s.focus = -1
		}
	}
	return s.act
}

// Draw draws the screen over a dimmed window.
func (s *Screen) Draw(dst *ebiten.Image, win image.Rectangle, in *ui.Input) {
	render.Rect(dst, float64(win.Min.X), float64(win.Min.Y), float64(win.Dx()), float64(win.Dy()), ui.Shadow)
	r := s.Rect(win)
	render.Rect(dst, float64(r.Min.X+5), float64(r.Min.Y+5), float64(r.Dx()), float64(r.Dy()), ui.Shadow)
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
	for _, b := range s.Buttons(win, in.Now) {
		ui.DrawButton(dst, b, b.Do != nil && in.Mouse.In(b.R))
	}
	msg, c := "Enter starts, Esc cancels. A program runs with its arguments; entelect:DIR plays a bot folder.", render.DimText
	if s.err != "" {
		msg, c = s.err, render.Danger
	}
	render.Text(dst, ui.FitWidth(msg, float64(r.Dx()-40)), float64(r.Min.X+20), float64(r.Max.Y-62), render.Small, c)
}

// mapButtonW is the width of the button naming the map.
const mapButtonW = 200

// defaultMapLabel says what a game plays on when no map is chosen: the
// game's default map (sim.Info.DefaultMap, which a match resolves an
// empty map to: Windwardopolis plays every shipped city, one a round),
// else as its engine decides (each sim's Game.New with no map).
func defaultMapLabel(game string) string {
	if g, err := sim.Lookup(game); err == nil {
		switch m := g.Info().DefaultMap; m {
		case "":
		case "all":
			return "every city, one a round"
		default:
			return "shipped map " + m
		}
	}
	if game == "coderunner" {
		return "shipped map picked by seed"
	}
	// Worms, Madmax and Paintball Panic make a new map from the seed.
	return "new map made from the seed"
}
