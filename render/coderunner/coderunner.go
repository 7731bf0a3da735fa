package coderunner

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	cr "arena/sim/coderunner"
)

// Renderer draws CodeRunner. Its fields are caches and cosmetic memory
// only (sprites, the board image, the enemies' plans for the last state
// drawn, which way each character last faced).
type Renderer struct {
	// Base gives the defaults of the contract's parts this game does not
	// draw differently.
	render.Base
	// pops lays out the frame's pop-ups so they stack, not overprint.
	pops  render.Pops
	sp    *sprites
	board board
	plans planCache
	face  facing
	// grid is the grid overlay, drawn once per camera (render.GridCache).
	grid  render.GridCache
	drawn [2][2]float64 // where each runner was drawn this frame (column, row)
	// modes are the enemies' mode words of this frame, drawn late.
	modes []modeLabel
}

// New returns a CodeRunner renderer; sprites are built on first use, since
// ebiten images can only be made once the game loop runs.
func New() *Renderer { return &Renderer{} }

var (
	_ render.Renderer = (*Renderer)(nil)
)

func state(s sim.State) *cr.State {
	st, _ := s.(*cr.State)
	return st
}

func (r *Renderer) ensure() {
	if r.sp == nil {
		r.sp = buildSprites()
	}
}

// planCache keeps the enemies' plans of the last state drawn: computing
// them runs the engine's planner, which is cheap but not free at 60 frames
// a second.
type planCache struct {
	st    *cr.State
	turn  int
	plans []cr.Plan
}

func (c *planCache) get(st *cr.State) []cr.Plan {
	if c.st == st && c.turn == st.Turn {
		return c.plans
	}
	c.st, c.turn, c.plans = st, st.Turn, st.Plans()
	return c.plans
}

// Bounds is the map size in cells: 25 columns by 16 rows.
func (r *Renderer) Bounds(s sim.State) (w, h float64) { return cr.Cols, cr.Rows }

// Ground is the board image, opaque over the whole map.
func (r *Renderer) Ground(s sim.State) (x0, y0, x1, y1 float64, ok bool) {
	return 0, 0, cr.Cols, cr.Rows, state(s) != nil
}

// TickLimit is the match length (reference §1.1: 700 turns by default).
func (r *Renderer) TickLimit(s sim.State) int {
	if st := state(s); st != nil {
		return st.Rules.Turns
	}
	return 0
}

// Headline is "Turn N / 700  ·  red : blue", with the result once over.
func (r *Renderer) Headline(s sim.State) string {
	st := state(s)
	if st == nil {
		return ""
	}
	a, b := st.Runners[0].Score, st.Runners[1].Score
	h := fmt.Sprintf("Turn %d / %d   %d : %d", st.Turn, st.Rules.Turns, a, b)
	if st.Over() {
		switch {
		case a > b:
			h += "   red wins"
		case b > a:
			h += "   blue wins"
		default:
			h += "   tie"
		}
	}
	return h
}

// Names of the view settings (Renderer.ViewSettings) and their values. A
// layer set to "with D" shows while the debug overlay is on.
const (
	setRadius = "radius"
	setPaths  = "paths"
	setPatrol = "patrol"
	setVisits = "visits"

	withD  = "with D"
	always = "on"
	never  = "off"
	every  = "all"
)

// ViewSettings lists the overlay layers the sidebar can cycle.
func (r *Renderer) ViewSettings() []render.Setting {
	return []render.Setting{
		{Name: setRadius, Values: []string{withD, always, every, never}, Tip: "chase radius of the selected, hovered or chasing enemies (all: every enemy)"},
		{Name: setPaths, Values: []string{withD, always, never}, Tip: "each enemy's next move, chase path and way back to its circuit"},
		{Name: setPatrol, Values: []string{withD, always, never}, Tip: "each enemy's patrol program, traced from its respawn cell"},
		{Name: setVisits, Values: []string{withD, always, never}, Tip: "cells nobody has visited yet (+1 to the first runner there)"},
	}
}

// layer reports whether overlay layer name is shown in view v.
func layer(v render.View, name string) bool {
	switch v.Settings[name] {
	case never:
		return false
	case always, every:
		return true
	}
	return v.Overlays.Debug
}

// Draw draws the board, gold, holes, characters, effects and overlays.
func (r *Renderer) Draw(dst *ebiten.Image, v render.View) {
	st := state(v.Cur)
	if st == nil {
		return
	}
	r.ensure()
	prev := state(v.Prev)
	if prev != nil && prev.Turn != st.Turn-1 {
		prev = nil // not the turn before (a seek or an edit): no motion
	}
	alpha := v.Alpha
	if prev == nil {
		alpha = 1
	}
	alpha = max(0, min(1, alpha))
	cam := v.Camera
	x0, y0 := cam.ToScreen(0, 0)
	x1, y1 := cam.ToScreen(cr.Cols, cr.Rows)
	// A dark margin around the board (the opaque board covers the rest:
	// each strip reaches a pixel under it, so no seam can open).
	margin := color.RGBA{8, 8, 14, 255}
	render.Rect(dst, x0-6, y0-6, x1-x0+12, 7, margin)
	render.Rect(dst, x0-6, y1-1, x1-x0+12, 7, margin)
	render.Rect(dst, x0-6, y0, 7, y1-y0, margin)
	render.Rect(dst, x1-1, y0, 7, y1-y0, margin)
	render.Frame(dst, x0-4, y0-4, x1-x0+8, y1-y0+8, 2, color.RGBA{70, 62, 96, 255})
	render.DrawGround(dst, r.board.image(st), cam, PPU)

	r.drawGold(dst, v, st, prev, alpha)
	if layer(v, setVisits) {
		r.drawVisits(dst, v, st)
	}
	if layer(v, setRadius) {
		r.drawRadius(dst, v, st, r.plans.get(st))
	}
	if layer(v, setPatrol) {
		r.drawPatrol(dst, v, st)
	}
	if layer(v, setPaths) {
		r.drawPaths(dst, v, st, r.plans.get(st))
	}
	r.drawGhosts(dst, v, st)
	for i := range st.Enemies {
		r.drawEnemy(dst, v, st, prev, i, alpha)
	}
	ms := runnerMotions(st, prev, alpha)
	for p := range st.Runners {
		r.drawRunner(dst, v, st, prev, p, ms[p], alpha)
	}
	r.drawHoles(dst, v, st, prev, alpha)
	r.drawEffects(dst, v, st)
	if v.Overlays.Debug {
		r.drawTimers(dst, v, st)
	}
	if v.Overlays.Grid {
		r.grid.Draw(dst, cam, cr.Cols, cr.Rows)
	}
	if v.Overlays.Commands {
		r.drawCommands(dst, v, st)
	}
	r.drawModeLabels(dst)
	if v.Overlays.Hover {
		render.HoverCellLabel(dst, v, cr.Cols, cr.Rows, func(c, row int) string { return cellAt(row, c) })
	}
	if v.Selection != nil {
		r.drawSelection(dst, v, st)
	}
}

// Pick finds a live runner at the point, else a live enemy, else a dead
// runner or enemy waiting at its respawn cell, else the cell.
func (r *Renderer) Pick(s sim.State, wx, wy float64) (render.Selection, bool) {
	st := state(s)
	if st == nil {
		return render.Selection{}, false
	}
	c, row := int(math.Floor(wx)), int(math.Floor(wy))
	if row < 0 || row >= cr.Rows || c < 0 || c >= cr.Cols {
		return render.Selection{}, false
	}
	at := func(kind string, id int) (render.Selection, bool) {
		return render.Selection{Kind: kind, ID: strconv.Itoa(id), X: float64(c) + 0.5, Y: float64(row) + 0.5}, true
	}
	for p, ru := range st.Runners {
		if ru.Alive && ru.Row == row && ru.Col == c {
			return at("runner", p)
		}
	}
	for i, e := range st.Enemies {
		if e.Alive && e.Row == row && e.Col == c {
			return at("enemy", i)
		}
	}
	for p, ru := range st.Runners {
		if !ru.Alive && ru.SpawnRow == row && ru.SpawnCol == c {
			return at("runner", p)
		}
	}
	for i, e := range st.Enemies {
		if !e.Alive && e.SpawnRow == row && e.SpawnCol == c {
			return at("enemy", i)
		}
	}
	return render.Selection{Kind: "cell", ID: cellAt(row, c), X: float64(c) + 0.5, Y: float64(row) + 0.5}, true
}

// selIndex reads a runner or enemy index from a selection.
func selIndex(sel render.Selection, n int) (int, bool) {
	i, err := strconv.Atoi(sel.ID)
	return i, err == nil && i >= 0 && i < n
}

var runnerNames = [2]string{"Red", "Blue"}

// cellAt is the one way the window writes a cell's place, on the map (the
// hover label, the selection) and in the inspector and sidebar: row first,
// as the protocol and the edits do (reference §2).
func cellAt(row, col int) string { return fmt.Sprintf("row %d, col %d", row, col) }

var cellNames = map[cr.Cell]string{cr.Empty: "empty", cr.Brick: "brick", cr.Ladder: "ladder", cr.Gold: "gold", cr.Removed: "hole"}

// Inspect describes a runner, an enemy or a cell.
func (r *Renderer) Inspect(s sim.State, sel render.Selection) []string {
	st := state(s)
	if st == nil {
		return nil
	}
	switch sel.Kind {
	case "runner":
		if p, ok := selIndex(sel, 2); ok {
			return r.inspectRunner(st, p)
		}
	case "enemy":
		if i, ok := selIndex(sel, len(st.Enemies)); ok {
			return r.inspectEnemy(st, i)
		}
	}
	row, c := int(math.Floor(sel.Y)), int(math.Floor(sel.X))
	if row < 0 || row >= cr.Rows || c < 0 || c >= cr.Cols {
		return nil
	}
	cell := st.At(row, c)
	out := []string{fmt.Sprintf("Cell %s: %s", cellAt(row, c), cellNames[cell])}
	if n := st.HoleTimer(row, c); n > 0 {
		out = append(out, fmt.Sprintf("brick back in %d turns", n))
	}
	if n := st.GoldTimer(row, c); n > 0 {
		out = append(out, fmt.Sprintf("gold back in %d turns", n))
	}
	if cell != cr.Brick {
		if st.Visited[row*cr.Cols+c] {
			out = append(out, "visited")
		} else {
			out = append(out, fmt.Sprintf("not visited yet (+%d)", st.Rules.VisitPoints))
		}
	}
	return out
}

func (r *Renderer) inspectRunner(st *cr.State, p int) []string {
	ru := &st.Runners[p]
	out := []string{fmt.Sprintf("%s runner (player %d)", runnerNames[p], p)}
	if ru.Alive {
		out = append(out, fmt.Sprintf("at %s: %s", cellAt(ru.Row, ru.Col), runnerStatus(st, p)))
	} else {
		out = append(out, fmt.Sprintf("dead, back at %s in %d turns", cellAt(ru.SpawnRow, ru.SpawnCol), st.RespawnTimer(false, p)))
	}
	out = append(out, fmt.Sprintf("score %d  gold %d  visits %d", ru.Score, ru.Golds, ru.Visits))
	out = append(out, fmt.Sprintf("kills: %d enemies, %d opponent; deaths %d", ru.EnemyKills, ru.OpponentKills, ru.Deaths))
	if ru.Cooldown > 0 {
		out = append(out, fmt.Sprintf("can dig again in %d turns", ru.Cooldown))
	} else {
		out = append(out, "can dig")
	}
	return out
}

func (r *Renderer) inspectEnemy(st *cr.State, i int) []string {
	e := &st.Enemies[i]
	master := "no master"
	if e.Master >= 0 {
		master = "master " + strings.ToLower(runnerNames[e.Master])
	}
	out := []string{fmt.Sprintf("Enemy %d (%s)", i, master)}
	p := r.plans.get(st)[i]
	if !e.Alive {
		out = append(out, fmt.Sprintf("dead, back at %s in %d turns", cellAt(e.SpawnRow, e.SpawnCol), st.RespawnTimer(true, i)))
	} else {
		mode := p.Mode.String()
		if p.Mode == cr.ModeChase {
			mode += fmt.Sprintf(" %s, %d steps", strings.ToLower(runnerNames[p.Chasing]), len(p.Path))
		}
		if n := st.HoleTimer(e.Row, e.Col); p.Mode == cr.ModeTrapped && n > 0 {
			mode += fmt.Sprintf(", dies in %d", n)
		}
		out = append(out, fmt.Sprintf("at %s: %s", cellAt(e.Row, e.Col), mode))
		if p.Move != cr.None && p.Mode != cr.ModeTrapped {
			out = append(out, "next move "+p.Move.String())
		}
	}
	out = append(out, fmt.Sprintf("chase radius: red %d, blue %d", p.Radius[0], p.Radius[1]))
	prog := cr.MapEnemy{Program: e.Program}.ProgramText()
	if len(prog) > 24 {
		prog = prog[:21] + "..."
	}
	out = append(out, fmt.Sprintf("program %s (next %d)", prog, e.PC))
	if len(e.Stack) > 0 {
		out = append(out, fmt.Sprintf("%d chase moves to undo", len(e.Stack)))
	}
	return out
}

// runnerStatus is a live runner's situation in a word or two.
func runnerStatus(st *cr.State, p int) string {
	ru := &st.Runners[p]
	switch {
	case ru.LastMove == cr.DigLeft || ru.LastMove == cr.DigRight:
		if ru.Cooldown == st.Rules.DigCooldown-1 {
			return "digging"
		}
	}
	switch {
	case st.At(ru.Row, ru.Col) == cr.Ladder:
		return "on a ladder"
	case st.Falling(ru.Row, ru.Col) && !holdsEnemy(st, ru.Row+1, ru.Col):
		return "falling"
	case st.At(ru.Row, ru.Col) == cr.Removed:
		return "in a hole"
	}
	return "standing"
}

// holdsEnemy reports whether a live enemy is at (r, c).
func holdsEnemy(st *cr.State, r, c int) bool {
	for i := range st.Enemies {
		if e := &st.Enemies[i]; e.Alive && e.Row == r && e.Col == c {
			return true
		}
	}
	return false
}

// MoveEdit builds the edit that moves a picked runner or enemy to the
// clicked cell (sim/coderunner edit grammar: "runner P ROW COL", "enemy I
// ROW COL"); a brick cell is refused, as the engine would.
func (r *Renderer) MoveEdit(s sim.State, sel render.Selection, wx, wy float64) (string, bool) {
	st := state(s)
	if st == nil || (sel.Kind != "runner" && sel.Kind != "enemy") {
		return "", false
	}
	c, row := int(math.Floor(wx)), int(math.Floor(wy))
	if row < 0 || row >= cr.Rows || c < 0 || c >= cr.Cols || st.At(row, c) == cr.Brick {
		return "", false
	}
	n := 2
	if sel.Kind == "enemy" {
		n = len(st.Enemies)
	}
	i, ok := selIndex(sel, n)
	if !ok {
		return "", false
	}
	return fmt.Sprintf("%s %d %d %d", sel.Kind, i, row, c), true
}

// PointActions offer moving a picked unit to a clicked cell (MoveEdit).
func (r *Renderer) PointActions(s sim.State, sel render.Selection) []render.PointAction {
	return render.MoveActions(sel, r.MoveEdit)
}
