package windward

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	ws "arena/sim/windward"
)

// Renderer draws Windwardopolis 2. Its fields are caches only.
type Renderer struct {
	// Base gives the parts of the contract the city has no use for: its
	// players panel (DrawPlayers) replaces the per-seat one, and rounds
	// have no fixed length in ticks.
	render.Base
	sp      *sprites
	cities  cityCache
	avatars map[image.Image]*ebiten.Image
	// place keeps the frame's map labels apart: the stops' plates first,
	// then the cars' tags avoid them and each other.
	place render.Placer
	// plates are this frame's stop name plates (stopLabels), placed
	// before the cars' labels and drawn after the cars.
	plates []plate
	// grid is the grid overlay, drawn once per camera (render.GridCache).
	grid render.GridCache
	// agents are the seats' agents ("builtin:tycoon", "tcp:@Ada") as the
	// last frame's View gave them, so the inspector (which gets no View)
	// names what drives each car.
	agents []string
}

// New returns a Windwardopolis renderer; images are built on first use,
// since ebiten images can only be made once the game loop runs.
func New() *Renderer { return &Renderer{avatars: map[image.Image]*ebiten.Image{}} }

var (
	_ render.Renderer = (*Renderer)(nil)
)

func state(s sim.State) *ws.State {
	st, _ := s.(*ws.State)
	return st
}

func (r *Renderer) ensure() {
	if r.sp == nil {
		r.sp = buildSprites()
	}
}

// Bounds is the city's size in tiles.
func (r *Renderer) Bounds(s sim.State) (w, h float64) {
	if st := state(s); st != nil {
		return float64(st.Map.W), float64(st.Map.H)
	}
	return 1, 1
}

// Ground is the city image (full or halved, drawn at every zoom), opaque
// over the whole map.
func (r *Renderer) Ground(s sim.State) (x0, y0, x1, y1 float64, ok bool) {
	if st := state(s); st != nil {
		return 0, 0, float64(st.Map.W), float64(st.Map.H), true
	}
	return 0, 0, 0, 0, false
}

// Headline is "Round R / N  ·  map M  ·  tick T".
func (r *Renderer) Headline(s sim.State) string {
	st := state(s)
	if st == nil {
		return ""
	}
	if st.Over {
		return fmt.Sprintf("Session over: %d rounds played", st.Rounds)
	}
	return fmt.Sprintf("Round %d / %d   map %s   round tick %d", st.Round+1, st.Rounds, st.Map.Name, st.RoundTick)
}

// ViewSettings are the limo shadow (whose planned paths to draw), the
// lights (lamps only, or each crossing tinted by its phase) and labels.
func (r *Renderer) ViewSettings() []render.Setting {
	return []render.Setting{
		{Name: "shadow", Values: []string{"selected", "remote", "all"},
			Tip: "limo shadow: the planned path of the selected car, of clients' cars, or of every car"},
		{Name: "lights", Values: []string{"lamps", "phases"}, Tip: "traffic lights: lamps only, or each crossing tinted by its phase"},
		{Name: "labels", Values: []string{"on", "off"}, Tip: "company names and car numbers on the map"},
	}
}

// Draw draws the city, the traffic and the overlays.
func (r *Renderer) Draw(dst *ebiten.Image, v render.View) {
	st := state(v.Cur)
	if st == nil {
		return
	}
	r.agents = r.agents[:0]
	for _, p := range v.Players {
		r.agents = append(r.agents, p.Agent)
	}
	r.ensure()
	prev := state(v.Prev)
	if prev != nil && prev.Map != st.Map {
		prev = nil
	}
	cam := v.Camera
	r.drawCity(dst, v, st)
	x0, y0 := cam.ToScreen(0, 0)
	x1, y1 := cam.ToScreen(float64(st.Map.W), float64(st.Map.H))
	render.Frame(dst, x0-3, y0-3, x1-x0+6, y1-y0+6, 3, color.RGBA{40, 44, 70, 255})
	labels := v.Settings["labels"] != "off"
	r.drawCompanies(dst, v, st, false)
	r.drawStarts(dst, v, st)
	if v.Settings["lights"] == "phases" || v.Overlays.Debug {
		r.drawPhases(dst, v, st)
	}
	if v.Overlays.Debug {
		for i := range st.Cars {
			r.drawPath(dst, v, st, prev, i, i == selectedCar(v), false)
		}
	} else {
		r.drawShadows(dst, v, st, prev)
	}
	r.drawWaiting(dst, v, st)
	r.drawLights(dst, v, st)
	if v.Settings["lights"] == "phases" || v.Overlays.Debug {
		r.drawPhaseNames(dst, v, st)
	}
	r.place = render.Placer{}
	r.plates = nil
	if labels {
		r.plates = r.stopLabels(v, st)
		for _, p := range r.plates {
			r.place.Block(p.x, p.y, p.w, p.h)
		}
	}
	r.drawCars(dst, v, st, prev, labels)
	r.drawEffects(dst, v, st)
	if labels {
		r.drawCompanies(dst, v, st, true)
	}
	if v.Overlays.Grid {
		r.grid.Draw(dst, cam, st.Map.W, st.Map.H)
	}
	if v.Overlays.Hover && v.Picking == "" {
		r.drawHover(dst, v, st)
	}
	r.drawSelection(dst, v, st, prev)
	if v.Picking != "" {
		r.drawPickHints(dst, v, st)
	}
}

// Pick finds the car at a point, else the tile.
func (r *Renderer) Pick(s sim.State, wx, wy float64) (render.Selection, bool) {
	st := state(s)
	if st == nil {
		return render.Selection{}, false
	}
	if i := st.CarAt(wx, wy); i >= 0 {
		c := &st.Cars[i]
		return render.Selection{Kind: "car", ID: strconv.Itoa(i), X: float64(c.X) / ws.UnitsPerTile, Y: float64(c.Y) / ws.UnitsPerTile}, true
	}
	p := ws.Pt{X: int(math.Floor(wx)), Y: int(math.Floor(wy))}
	if !st.Map.In(p) {
		return render.Selection{}, false
	}
	return render.Selection{Kind: "tile", ID: p.String(), X: float64(p.X) + 0.5, Y: float64(p.Y) + 0.5}, true
}

// PointActions are the original's two-step edits of a right-clicked car:
// Move Car (then click a straight road, or the quarter of a crossing where
// the car should enter) and Set Destination (then click a stop).
func (r *Renderer) PointActions(s sim.State, sel render.Selection) []render.PointAction {
	st := state(s)
	if st == nil || sel.Kind != "car" {
		return nil
	}
	i, err := strconv.Atoi(sel.ID)
	if err != nil {
		return nil
	}
	return []render.PointAction{
		{Label: fmt.Sprintf("Move car %d to... (click a road)", i), Kind: pickMove,
			Prompt: fmt.Sprintf("Move car %d: click a straight road (the lane by the half), or a crossing's entry quarter", i),
			Edit: func(s sim.State, wx, wy float64) (string, bool) {
				if st := state(s); st != nil {
					return st.MoveEditAt(i, wx, wy)
				}
				return "", false
			}},
		{Label: fmt.Sprintf("Set destination of car %d... (click a stop)", i), Kind: pickDest,
			Prompt: fmt.Sprintf("Set destination of car %d: click a company's bus stop or a coffee store", i),
			Edit: func(s sim.State, wx, wy float64) (string, bool) {
				if st := state(s); st != nil {
					return st.DestEditAt(i, wx, wy)
				}
				return "", false
			}},
	}
}

// Inspect describes a car or a tile.
func (r *Renderer) Inspect(s sim.State, sel render.Selection) []string {
	st := state(s)
	if st == nil {
		return nil
	}
	if sel.Kind == "car" {
		if i, err := strconv.Atoi(sel.ID); err == nil && i >= 0 && i < ws.NumPlayers {
			return carLines(st, i, r.agent(i))
		}
	}
	p := ws.Pt{X: int(math.Floor(sel.X)), Y: int(math.Floor(sel.Y))}
	if !st.Map.In(p) {
		return nil
	}
	out := []string{fmt.Sprintf("Tile %d,%d: %s", p.X, p.Y, tileName(st, p))}
	t := st.Map.At(p)
	for li, q := range st.LightAt {
		if q == p && li < len(st.Lights) {
			out = append(out, "light: "+lightName(st.Lights[li]))
		}
	}
	if t.StopSigns != 0 {
		var sides []string
		for d := ws.North; d <= ws.West; d++ {
			if t.StopSigns&(1<<d) != 0 {
				sides = append(sides, strings.ToLower(d.String()))
			}
		}
		out = append(out, "stop signs: "+strings.Join(sides, ", "))
	}
	for k, c := range st.Companies {
		if c.At != p {
			continue
		}
		var waiting []string
		for j := range st.CEOs {
			if ps := &st.CEOs[j]; ps.Lobby == k && ps.Car < 0 && !ps.Done {
				waiting = append(waiting, ws.CEONames[j])
			}
		}
		if len(waiting) == 0 {
			waiting = []string{"nobody"}
		}
		out = append(out, "waiting: "+strings.Join(waiting, ", "))
	}
	if i := st.CarAt(sel.X, sel.Y); i >= 0 {
		out = append(out, fmt.Sprintf("car %d %s", i, st.Cars[i].Name))
	}
	return out
}

// agent is seat i's agent as last drawn, "" when unknown.
func (r *Renderer) agent(i int) string {
	if i < len(r.agents) {
		return r.agents[i]
	}
	return ""
}

// driver says what drives a car: the game's own filler, a built-in bot, a
// local program or a TCP client (from the seat's agent spec).
func driver(filler bool, agent string) string {
	kind, name, _ := strings.Cut(agent, ":")
	switch {
	case filler:
		return "seat filler"
	case kind == "builtin":
		return "built-in " + name
	case kind == "proc":
		return "local program"
	case kind == "tcp":
		return "TCP client"
	}
	return "player seat"
}

// carLines are the inspector's lines about car i.
func carLines(st *ws.State, i int, agent string) []string {
	c := &st.Cars[i]
	kind := driver(c.Filler, agent)
	out := []string{
		fmt.Sprintf("Car %d: %s (%s)", i, c.Name, kind),
		fmt.Sprintf("tile %v heading %s, speed %.2f", c.Tile, strings.ToLower(c.Out.String()), float64(c.Speed)/100),
	}
	if c.Passenger >= 0 {
		ps := &st.CEOs[c.Passenger]
		out = append(out, fmt.Sprintf("passenger %s -> %s", ws.CEONames[c.Passenger], ws.CompanyNames[ps.Destination]))
	} else {
		out = append(out, "no passenger; heading for "+goalName(st, i))
	}
	out = append(out, fmt.Sprintf("score %s, total %s, coffee %d", points(st.Score(i)), points(int(st.Total(i))), c.Coffee))
	var hand []string
	for _, h := range c.Hand {
		hand = append(hand, cardText(h))
	}
	if len(hand) == 0 {
		hand = []string{"empty"}
	}
	out = append(out, fmt.Sprintf("hand (%d max): %s", st.HandLimit(i), strings.Join(hand, ", ")))
	if c.NextStop.Set {
		out = append(out, "next stop: "+cardText(c.NextStop))
	}
	if c.Transit.Set {
		out = append(out, "transit: "+cardText(c.Transit))
	}
	if c.Flat > 0 {
		out = append(out, fmt.Sprintf("flat tyre: %d ticks", c.Flat))
	}
	if c.Quarter {
		out = append(out, fmt.Sprintf("quarter speed (%d ticks)", c.QuarterT))
	}
	out = append(out, fmt.Sprintf("delivered %d: %s", len(c.Delivered), ceoList(c.Delivered)))
	return out
}

// goalName names the stop car i's path leads to, or "{none}".
func goalName(st *ws.State, i int) string {
	c := &st.Cars[i]
	for k := len(c.Path) - 1; k >= 0 && k >= len(c.Path)-2; k-- {
		if n := st.StopName(c.Path[k]); n != "" {
			return n
		}
	}
	return "{none}"
}

func ceoList(ks []int) string {
	if len(ks) == 0 {
		return "-"
	}
	var out []string
	for _, k := range ks {
		out = append(out, ws.CEONames[k])
	}
	return strings.Join(out, ", ")
}

// cardText names a card with its subject or target.
func cardText(c ws.CardInst) string {
	s := c.Kind.String()
	switch {
	case c.Company >= 0:
		s += " " + ws.CompanyNames[c.Company]
	case c.Passenger >= 0:
		s += " " + ws.CEONames[c.Passenger]
	}
	if c.Target >= 0 {
		switch c.Kind {
		case ws.MovePassenger:
			s += " " + ws.CEONames[c.Target]
		default:
			s += fmt.Sprintf(" on car %d", c.Target)
		}
	}
	return s
}
