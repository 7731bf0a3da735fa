package paintball

import (
	"fmt"
	"image"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	pb "arena/sim/paintball"
)

// Renderer draws Paintball Panic. Its fields are caches and a memory of
// what it has shown (splats, paint), never state.
type Renderer struct {
	// Base gives the defaults of the contract's parts this game does not
	// draw differently.
	render.Base
	// pops lays out the frame's pop-ups so they stack, not overprint.
	pops  render.Pops
	sp    *sprites
	field field
	mem   memory
	fog   *ebiten.Image // one pixel per space, scaled up when drawn
	// cmdBoxes are the command bubbles of the last frame, for tests.
	cmdBoxes []cmdBox
	// counts are the stack counts' boxes of the last frame, for tests.
	counts []image.Rectangle
}

// New returns a Paintball renderer; sprites are built on first use, since
// ebiten images can only be made once the game loop runs.
func New() *Renderer { return &Renderer{} }

var (
	_ render.Renderer = (*Renderer)(nil)
)

// The values of the "fog" view setting: everything, or what Red, Blue or
// each team sees (Rules §5.5.1).
const (
	FogAll  = "all"
	FogRed  = "red"
	FogBlue = "blue"
	FogBoth = "both"
)

// ViewSettings offers the fog of war: "all" shows everything (the
// default, a spectator's view); "red" and "blue" show only what that team
// sees and darken the rest; "both" shades what each team sees like the
// original viewer (light red, light blue, purple where both see).
func (r *Renderer) ViewSettings() []render.Setting {
	return []render.Setting{{
		Name:   "fog",
		Values: []string{FogAll, FogRed, FogBlue, FogBoth},
		Tip:    "fog of war: all, what red or blue sees, or both shaded",
	}}
}

func state(s sim.State) *pb.State {
	st, _ := s.(*pb.State)
	return st
}

// Bounds is the field size in spaces.
func (r *Renderer) Bounds(s sim.State) (w, h float64) { return pb.Size, pb.Size }

// Ground is the field image, grass under everything.
func (r *Renderer) Ground(s sim.State) (x0, y0, x1, y1 float64, ok bool) {
	return 0, 0, pb.Size, pb.Size, state(s) != nil
}

// TickLimit is the length of a game (Rules §5.1: 150 rounds).
func (r *Renderer) TickLimit(s sim.State) int { return pb.Rounds }

// Headline is "Round N / 150".
func (r *Renderer) Headline(s sim.State) string {
	st := state(s)
	if st == nil {
		return ""
	}
	if st.Over {
		return fmt.Sprintf("Round %d / %d - over", st.Round, pb.Rounds)
	}
	return fmt.Sprintf("Round %d / %d", st.Round, pb.Rounds)
}

var teamNames = [2]string{"Red", "Blue"}

// center is the world point at the centre of field space p.
func center(p pb.Point) (x, y float64) {
	wx, wy := pb.SpaceToWorld(p)
	return wx + 0.5, wy + 0.5
}

// worldOf maps a continuous field position (a space's coordinates, its
// centre at integers) to the world point as drawn.
func worldOf(fx, fy float64) (x, y float64) { return fx + 0.5, pb.Size - 0.5 - fy }

// Pick finds a child at the point, else the space.
func (r *Renderer) Pick(s sim.State, wx, wy float64) (render.Selection, bool) {
	st := state(s)
	if st == nil {
		return render.Selection{}, false
	}
	p, ok := pb.WorldToSpace(wx, wy)
	if !ok {
		return render.Selection{}, false
	}
	x, y := center(p)
	if i := st.ChildAt(p); i >= 0 {
		return render.Selection{Kind: "child", ID: strconv.Itoa(i), X: x, Y: y}, true
	}
	return render.Selection{Kind: "cell", ID: fmt.Sprintf("%d,%d", p.X, p.Y), X: x, Y: y}, true
}

// selectedChild is the child a selection names, or -1.
func selectedChild(sel *render.Selection) int {
	if sel == nil || sel.Kind != "child" {
		return -1
	}
	i, err := strconv.Atoi(sel.ID)
	if err != nil || i < 0 || i >= pb.Children {
		return -1
	}
	return i
}

// holdings names a child's items (Rules §5.5.2, Table 5).
func holdings(k pb.Child) string {
	var parts []string
	if k.Shield {
		parts = append(parts, "shield")
	}
	switch k.Launcher {
	case pb.Basic:
		parts = append(parts, "basic launcher")
	case pb.Rapid:
		parts = append(parts, "rapid launcher")
	}
	if len(parts) == 0 {
		return "empty-handed"
	}
	return strings.Join(parts, " + ")
}

func posture(k pb.Child) string {
	p := "standing"
	if k.Crouched {
		p = "crouched"
	}
	if k.Defending {
		p += ", shield up"
	}
	return p
}

// Inspect describes a child or a space.
func (r *Renderer) Inspect(s sim.State, sel render.Selection) []string {
	st := state(s)
	if st == nil {
		return nil
	}
	if i := selectedChild(&sel); i >= 0 {
		return r.inspectChild(st, i)
	}
	p, ok := pb.WorldToSpace(sel.X, sel.Y)
	if !ok {
		return nil
	}
	c := st.At(p.X, p.Y)
	what := c.Kind.String()
	switch {
	case c.Kind == pb.Empty:
		what = "grass"
	case c.Kind == pb.Balls:
		what = fmt.Sprintf("%d paintballs", c.N)
	case c.Kind.Obstacle():
		what = fmt.Sprintf("%s, %d units tall", c.Kind, c.Kind.Height())
	}
	out := []string{fmt.Sprintf("Space %d,%d: %s", p.X, p.Y, what)}
	if i := st.ChildAt(p); i >= 0 {
		out = append(out, r.inspectChild(st, i)...)
	}
	scratch := pb.State{Cells: st.Cells, Kids: st.Kids}
	dom := scratch.DomainMask()[pb.Index(p.X, p.Y)]
	if dom >= 0 {
		out = append(out, "field domain of "+teamNames[dom])
	}
	var seen []string
	for t := 0; t < 2; t++ {
		if scratch.Sees(t, p) {
			seen = append(seen, teamNames[t])
		}
	}
	if len(seen) == 0 {
		seen = []string{"nobody"}
	}
	out = append(out, "seen by "+strings.Join(seen, " and "))
	return out
}

func (r *Renderer) inspectChild(st *pb.State, i int) []string {
	k := st.Kids[i]
	out := []string{
		fmt.Sprintf("Child %d (%s) at %d,%d", i, teamNames[k.Team], k.X, k.Y),
		posture(k) + ", moves up to " + strconv.Itoa(pb.MoveLimit(k)),
		holdings(k),
		fmt.Sprintf("%d paintballs", k.Balls),
	}
	if why := st.Canceled[i]; why != "" {
		out = append(out, "? last command canceled: "+why)
	}
	if ago, team, ok := r.mem.lastPainted(st, i); ok {
		out = append(out, fmt.Sprintf("painted by %s %s", teamNames[team], roundsAgo(ago)))
	}
	return out
}

func roundsAgo(n int) string {
	switch n {
	case 0:
		return "this round"
	case 1:
		return "1 round ago"
	}
	return fmt.Sprintf("%d rounds ago", n)
}

// MoveEdit builds the edit that moves a picked child to the clicked space
// (sim/paintball edit grammar: "child I at X Y").
func (r *Renderer) MoveEdit(s sim.State, sel render.Selection, wx, wy float64) (string, bool) {
	st := state(s)
	i := selectedChild(&sel)
	if st == nil || i < 0 {
		return "", false
	}
	p, ok := pb.WorldToSpace(wx, wy)
	if !ok {
		return "", false
	}
	return fmt.Sprintf("child %d at %d %d", i, p.X, p.Y), true
}

// PlayerLines lists a team's score and children, one line each.
func (r *Renderer) PlayerLines(s sim.State, p sim.PlayerID) []string {
	st := state(s)
	if st == nil || p < 0 || p > 1 {
		return nil
	}
	out := []string{fmt.Sprintf("score %d", st.Score[p])}
	for i := int(p) * pb.PerTeam; i < int(p+1)*pb.PerTeam; i++ {
		k := st.Kids[i]
		out = append(out, fmt.Sprintf("%d %s %c %3d (%d,%d)", i, map[bool]string{false: "S", true: "C"}[k.Crouched], k.Inventory(), k.Balls, k.X, k.Y))
	}
	return out
}

func (r *Renderer) ensure() {
	if r.sp == nil {
		r.sp = buildSprites()
		r.fog = ebiten.NewImage(pb.Size, pb.Size)
	}
}

// ease is a smooth step from 0 to 1.
func ease(t float64) float64 {
	t = math.Max(0, math.Min(1, t))
	return t * t * (3 - 2*t)
}

// PointActions offer moving a picked unit to a clicked cell (MoveEdit).
func (r *Renderer) PointActions(s sim.State, sel render.Selection) []render.PointAction {
	return render.MoveActions(sel, r.MoveEdit)
}
