package paintball

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	pb "arena/sim/paintball"
)

// Overlay colours (D): splatter in orange, safe spaces in green.
var (
	splatFill  = color.RGBA{255, 140, 40, 70}
	splatEdge  = color.RGBA{255, 150, 50, 230}
	safeFill   = color.RGBA{80, 230, 120, 80}
	safeEdge   = color.RGBA{120, 255, 150, 230}
	safeHatch  = color.RGBA{20, 110, 50, 230}
	moveDot    = color.RGBA{255, 255, 255, 170}
	badPath    = color.RGBA{255, 80, 80, 230}
	rangeAlpha = 0.8
)

// fillSpace tints one space.
func fillSpace(dst *ebiten.Image, cam render.Camera, p pb.Point, c color.Color) {
	wx, wy := pb.SpaceToWorld(p)
	sx, sy := cam.ToScreen(wx, wy)
	render.Rect(dst, sx+1, sy+1, cam.Zoom-2, cam.Zoom-2, c)
}

// frameSpace outlines one space.
func frameSpace(dst *ebiten.Image, cam render.Camera, p pb.Point, lw float64, c color.Color) {
	wx, wy := pb.SpaceToWorld(p)
	sx, sy := cam.ToScreen(wx, wy)
	render.Frame(dst, sx+1, sy+1, cam.Zoom-2, cam.Zoom-2, lw, c)
}

// hatchSpace draws diagonal stripes over a space: "only when crouched".
func hatchSpace(dst *ebiten.Image, cam render.Camera, p pb.Point, c color.Color) {
	wx, wy := pb.SpaceToWorld(p)
	sx, sy := cam.ToScreen(wx, wy)
	z := cam.Zoom
	for i := 1; i < 4; i++ {
		f := float64(i) / 4
		render.Line(dst, sx+z*f, sy+1, sx+1, sy+z*f, 1.5, c)
		render.Line(dst, sx+z-1, sy+z*f, sx+z*f, sy+z-1, 1.5, c)
	}
}

// drawZone marks where a ball bursting at o splatters and which of the
// eight spaces around it are safe (Rules §5.4.2, Figures 7 and 8): behind
// a tree every child is safe, behind a wall or flag only a crouched one
// (striped); a burst on the ground splatters all eight.
func drawZone(dst *ebiten.Image, l *look, o pb.Point, dir pb.Point, kind pb.Kind) {
	cam := l.v.Camera
	splat, safe := pb.SplatterZone(o, dir)
	if !kind.Obstacle() {
		splat, safe = append(splat, safe...), nil
	}
	for _, p := range splat {
		if p.OnField() {
			fillSpace(dst, cam, p, splatFill)
			frameSpace(dst, cam, p, 1.5, splatEdge)
		}
	}
	for _, p := range safe {
		if !p.OnField() || l.st.At(p.X, p.Y).Kind.Obstacle() {
			continue
		}
		fillSpace(dst, cam, p, safeFill)
		if kind != pb.Tree {
			hatchSpace(dst, cam, p, safeHatch)
		}
		frameSpace(dst, cam, p, 1.5, safeEdge)
	}
}

// drawGroundOverlays draws the debug layers that lie on the ground, under
// the children: the selected child's move targets and the safe zones
// behind every obstacle in its range, and the splatter zones of this
// turn's bursts and of the ball the selected child would launch at the
// mouse.
func (r *Renderer) drawGroundOverlays(dst *ebiten.Image, l *look) {
	cam := l.v.Camera
	st := l.st
	if i := l.sel; i >= 0 {
		// The zones of every obstacle in range with an opponent beside
		// it: where a ball bursting there splatters, and who is safe.
		c := st.Kids[i].Pos()
		for y := 0; y < pb.Size; y++ {
			for x := 0; x < pb.Size; x++ {
				o := pb.Point{X: x, Y: y}
				k := st.At(x, y).Kind
				if !k.Obstacle() || !pb.InLaunchRange(c, o) || !l.opponentBeside(i, o) {
					continue
				}
				drawZone(dst, l, o, pb.Direction(c, o), k)
			}
		}
		for _, p := range st.MoveTargets(i) {
			wx, wy := center(p)
			sx, sy := cam.ToScreen(wx, wy)
			render.Circle(dst, sx, sy, math.Max(2, cam.Zoom*0.1), moveDot)
		}
		if f, ok := l.hoverTrace(); ok && pb.InLaunchRange(f.From, f.To) && (f.End == pb.EndObstacle || f.End == pb.EndGround) {
			stop := f.To
			if n := len(f.Steps); n > 0 {
				stop = pb.Point{X: f.Steps[n-1].X, Y: f.Steps[n-1].Y}
			}
			kind := pb.Empty
			if stop.OnField() {
				kind = st.At(stop.X, stop.Y).Kind
			}
			drawZone(dst, l, stop, pb.Direction(f.From, f.To), kind)
		}
	}
	for j, f := range st.Flights {
		if f.End != pb.EndObstacle && f.End != pb.EndGround {
			continue
		}
		p := l.flightStop(j)
		if !l.shows(p) {
			continue
		}
		drawZone(dst, l, p, pb.Direction(f.From, f.To), st.At(p.X, p.Y).Kind)
	}
}

// opponentBeside reports whether a visible opponent of child i stands in
// one of the eight spaces around o.
func (l *look) opponentBeside(i int, o pb.Point) bool {
	for j, k := range l.st.Kids {
		if k.Team != l.st.Kids[i].Team && l.showsChild(j) && pb.Adjacent(o, k.Pos()) {
			return true
		}
	}
	return false
}

// hoverTrace is the flight the selected child's ball would take to the
// space under the mouse on the field as it stands (State.TraceBall).
func (l *look) hoverTrace() (pb.Flight, bool) {
	if l.sel < 0 || !l.v.Overlays.MouseIn {
		return pb.Flight{}, false
	}
	to, ok := pb.WorldToSpace(l.v.Overlays.MouseX, l.v.Overlays.MouseY)
	from := l.st.Kids[l.sel].Pos()
	if !ok || to == from {
		return pb.Flight{}, false
	}
	return l.st.TraceBall(from, to), true
}

// drawDebug draws the debug lines over everything: launch ranges, this
// turn's flight paths with their heights, the selected child's aim at the
// mouse, and a legend.
func (r *Renderer) drawDebug(dst *ebiten.Image, l *look) {
	cam := l.v.Camera
	st := l.st
	// The launch range (Rules §5.3.4: 24 Euclidean spaces) of the selected
	// child, else faintly of every child.
	for i, k := range st.Kids {
		if l.sel >= 0 && i != l.sel || !l.showsChild(i) {
			continue
		}
		lw, a := 1.0, 0.45
		if i == l.sel {
			lw, a = math.Max(1.5, cam.Zoom/10), rangeAlpha
		}
		c := k.Pos()
		drawOutline(dst, cam, func(p pb.Point) bool { return pb.InLaunchRange(c, p) || p == c }, lw, render.Fade(render.Shade(teamColor(k.Team), 1.25), a))
	}
	for j, f := range st.Flights {
		if l.viewer >= 0 && f.Team != l.viewer && !l.shows(l.flightStop(j)) {
			continue
		}
		drawPath(dst, l, f, render.Shade(teamColor(f.Team), 1.2))
	}
	if f, ok := l.hoverTrace(); ok {
		c := color.RGBA{255, 255, 255, 230}
		if !pb.InLaunchRange(f.From, f.To) {
			c = badPath
		}
		drawPath(dst, l, f, c)
		r.traceLabel(dst, l, f)
	}
	r.drawLegend(dst, l)
}

// drawOutline strokes the edge of the set of spaces in, inside the field.
func drawOutline(dst *ebiten.Image, cam render.Camera, in func(pb.Point) bool, lw float64, c color.Color) {
	for y := 0; y < pb.Size; y++ {
		for x := 0; x < pb.Size; x++ {
			p := pb.Point{X: x, Y: y}
			if !in(p) {
				continue
			}
			wx, wy := pb.SpaceToWorld(p)
			sx, sy := cam.ToScreen(wx, wy)
			z := cam.Zoom
			if y+1 < pb.Size && !in(pb.Point{X: x, Y: y + 1}) {
				render.Rect(dst, sx, sy, z, lw, c)
			}
			if y > 0 && !in(pb.Point{X: x, Y: y - 1}) {
				render.Rect(dst, sx, sy+z-lw, z, lw, c)
			}
			if x > 0 && !in(pb.Point{X: x - 1, Y: y}) {
				render.Rect(dst, sx, sy, lw, z, c)
			}
			if x+1 < pb.Size && !in(pb.Point{X: x + 1, Y: y}) {
				render.Rect(dst, sx+z-lw, sy, lw, z, c)
			}
		}
	}
}

// drawPath draws a ball's flight: a line from the launcher to where it
// stopped, a dot on every space it stepped into sized by its height there
// (Rules §5.4.2), a cross on the aimed space when it stopped short, and
// the height at each step when zoomed in.
func drawPath(dst *ebiten.Image, l *look, f pb.Flight, c color.RGBA) {
	cam := l.v.Camera
	fx, fy := center(f.From)
	x0, y0 := cam.ToScreen(fx, fy)
	px, py := x0, y0
	for _, s := range f.Steps {
		wx, wy := center(pb.Point{X: s.X, Y: s.Y})
		sx, sy := cam.ToScreen(wx, wy)
		render.Line(dst, px, py, sx, sy, math.Max(1, cam.Zoom/18), render.Fade(c, 0.7))
		px, py = sx, sy
	}
	for _, s := range f.Steps {
		wx, wy := center(pb.Point{X: s.X, Y: s.Y})
		sx, sy := cam.ToScreen(wx, wy)
		render.Circle(dst, sx, sy, math.Max(1.5, cam.Zoom*(0.05+s.Height*0.014)), c)
		if cam.Zoom >= 34 {
			render.TextShadow(dst, trimFloat(s.Height), sx+3, sy-14, render.Small, c)
		}
	}
	if n := len(f.Steps); n > 0 {
		last := f.Steps[n-1]
		if (pb.Point{X: last.X, Y: last.Y}) != f.To && f.To.OnField() {
			wx, wy := center(f.To)
			sx, sy := cam.ToScreen(wx, wy)
			d := cam.Zoom * 0.22
			render.Line(dst, sx-d, sy-d, sx+d, sy+d, 1.5, render.Fade(c, 0.6))
			render.Line(dst, sx-d, sy+d, sx+d, sy-d, 1.5, render.Fade(c, 0.6))
		}
	}
}

func trimFloat(v float64) string {
	s := fmt.Sprintf("%.1f", v)
	return strings.TrimSuffix(s, ".0")
}

// traceLabel says how the aimed ball would end, next to the mouse.
func (r *Renderer) traceLabel(dst *ebiten.Image, l *look, f pb.Flight) {
	d := math.Sqrt(float64(pb.Dist2(f.From, f.To)))
	var what string
	switch f.End {
	case pb.EndGround:
		what = "lands, splatters around"
	case pb.EndOut:
		what = "leaves the field"
	case pb.EndObstacle:
		last := f.Steps[len(f.Steps)-1]
		what = "bursts on the " + l.st.At(last.X, last.Y).Kind.String()
	case pb.EndShield:
		what = fmt.Sprintf("blocked by child %d's shield", f.Victim)
	case pb.EndChild:
		burst := "no burst"
		if pb.Bursts(len(f.Steps), pb.Steps(f.From, f.To)) {
			burst = "bursts"
		}
		what = fmt.Sprintf("hits child %d (%s)", f.Victim, burst)
	}
	s := fmt.Sprintf("%.1f away: %s", d, what)
	if !pb.InLaunchRange(f.From, f.To) {
		s = fmt.Sprintf("%.1f away: out of range (%d)", d, pb.MaxRange)
	}
	sx, sy := l.v.Camera.ToScreen(l.v.Overlays.MouseX, l.v.Overlays.MouseY)
	tw, _ := render.Small.Measure(s)
	render.Rect(dst, sx+12, sy+10, tw+8, 17, color.RGBA{14, 16, 28, 220})
	render.Text(dst, s, sx+16, sy+12, render.Small, render.TextColor)
}

// drawLegend explains the debug colours in the map's bottom-left corner.
func (r *Renderer) drawLegend(dst *ebiten.Image, l *look) {
	rows := []struct {
		c     color.RGBA
		hatch bool
		text  string
	}{
		{render.Shade(teamColor(0), 1.2), false, "range 24"},
		{safeFill, false, "safe: tree"},
		{safeFill, true, "safe: crouched"},
		{splatFill, false, "splatter"},
		{moveDot, false, "move to"},
	}
	hint := "select a child"
	if l.sel >= 0 {
		hint = fmt.Sprintf("child %d: aim", l.sel)
	}
	b := dst.Bounds()
	h := float64(len(rows)+1)*15 + 8
	x, y := float64(b.Min.X)+10, float64(b.Max.Y)-h-6
	render.Panel(dst, x-4, y-4, 112, h)
	for _, row := range rows {
		render.Rect(dst, x, y+2, 12, 10, row.c)
		if row.hatch {
			render.Line(dst, x, y+7, x+5, y+2, 1.5, safeHatch)
			render.Line(dst, x+2, y+12, x+12, y+2, 1.5, safeHatch)
		}
		render.Text(dst, row.text, x+18, y, render.Small, render.TextColor)
		y += 15
	}
	render.Text(dst, hint, x, y, render.Small, render.Accent)
}

// drawGrid draws the space grid with the field's coordinates: x from 0 on
// the left, y from 0 at the bottom (Rules §5.5.3).
func (r *Renderer) drawGrid(dst *ebiten.Image, l *look) {
	cam := l.v.Camera
	lc := color.RGBA{255, 255, 255, 46}
	if cam.Zoom >= 5 {
		for i := 0; i <= pb.Size; i++ {
			x, y0 := cam.ToScreen(float64(i), 0)
			_, y1 := cam.ToScreen(float64(i), pb.Size)
			render.Rect(dst, math.Round(x), y0, 1, y1-y0, lc)
			x0, y := cam.ToScreen(0, float64(i))
			x1, _ := cam.ToScreen(pb.Size, float64(i))
			render.Rect(dst, x0, math.Round(y), x1-x0, 1, lc)
		}
	}
	every := 5
	switch {
	case cam.Zoom >= 18:
		every = 1
	case cam.Zoom >= 9:
		every = 2
	}
	for i := 0; i < pb.Size; i += every {
		s := fmt.Sprint(i)
		tw, _ := render.Small.Measure(s)
		wx, wy := center(pb.Point{X: i, Y: pb.Size - 1})
		x, y := cam.ToScreen(wx, wy-0.5)
		render.TextShadow(dst, s, x-tw/2, y-20, render.Small, render.TextColor)
		wx, wy = center(pb.Point{X: 0, Y: i})
		x, y = cam.ToScreen(wx-0.5, wy)
		render.TextShadow(dst, s, x-tw-8, y-6, render.Small, render.TextColor)
	}
}

// drawHover outlines the space under the mouse and names it.
func (r *Renderer) drawHover(dst *ebiten.Image, l *look) {
	p, ok := pb.WorldToSpace(l.v.Overlays.MouseX, l.v.Overlays.MouseY)
	if !ok {
		return
	}
	cam := l.v.Camera
	wx, wy := pb.SpaceToWorld(p)
	sx, sy := cam.ToScreen(wx, wy)
	render.Frame(dst, sx, sy, cam.Zoom, cam.Zoom, 1.5, color.RGBA{255, 255, 255, 200})
	render.HoverLabel(dst, fmt.Sprintf("%d,%d", p.X, p.Y), sx, sy, cam.Zoom)
}

// drawCommands shows each child's last command in a bubble near it (the
// team's action is four commands in child order, "; " between them). The
// bubbles avoid every child shown and each other (render.Placer): above
// the child, else below, else further out; a bubble with no free place is
// left out (the sidebar lists every command).
func (r *Renderer) drawCommands(dst *ebiten.Image, l *look) {
	r.cmdBoxes = r.placeCommands(l)
	for _, b := range r.cmdBoxes {
		render.Rect(dst, b.x, b.y, b.w, b.h, color.RGBA{250, 250, 240, 225})
		render.Frame(dst, b.x, b.y, b.w, b.h, 1, teamColor(b.team))
		render.Text(dst, b.text, b.x+3, b.y+2, render.Small, color.RGBA{20, 20, 30, 255})
	}
}

// cmdBox is one command bubble as placed.
type cmdBox struct {
	text       string
	team       int
	x, y, w, h float64
}

func (r *Renderer) placeCommands(l *look) []cmdBox {
	cam := l.v.Camera
	var pl render.Placer
	for i := range l.st.Kids {
		if !l.showsChild(i) {
			continue
		}
		fx, fy, _ := l.childPos(i)
		wx, wy := worldOf(fx, fy)
		x, y := cam.ToScreen(wx-0.5, wy-0.5)
		pl.Block(x, y, cam.Zoom, cam.Zoom)
	}
	var out []cmdBox
	for team := 0; team < 2 && team < len(l.v.Players); team++ {
		cmds := strings.Split(l.v.Players[team].LastCommand, "; ")
		for n, cmd := range cmds {
			i := team*pb.PerTeam + n
			if n >= pb.PerTeam || cmd == "" || cmd == "idle" || !l.showsChild(i) {
				continue
			}
			fx, fy, _ := l.childPos(i)
			wx, wy := worldOf(fx, fy)
			x, top := cam.ToScreen(wx, wy-0.5)
			_, bot := cam.ToScreen(wx, wy+0.5)
			tw, th := render.Small.Measure(cmd)
			bw, bh := tw+6, th+4
			var cands [][2]float64
			for k := range 3 {
				d := float64(k) * (bh + 2)
				cands = append(cands, [2]float64{x - bw/2, top - bh - 3 - d}, [2]float64{x - bw/2, bot + 3 + d})
			}
			cands = append(cands, [2]float64{x + cam.Zoom/2 + 3, top}, [2]float64{x - cam.Zoom/2 - 3 - bw, top})
			bx, by, ok := pl.Place(bw, bh, cands...)
			if !ok {
				continue
			}
			out = append(out, cmdBox{cmd, team, bx, by, bw, bh})
		}
	}
	return out
}
