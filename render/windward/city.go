package windward

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	ws "arena/sim/windward"
)

// PPU is the resolution of the city's static layer: pixels per tile (two
// per map unit, so a tile is 24 units and 48 pixels, like the original's
// tile art).
const PPU = 48

// The city's palette.
var (
	grassA    = color.RGBA{76, 138, 58, 255}
	grassB    = color.RGBA{104, 164, 72, 255}
	pavement  = color.RGBA{178, 174, 166, 255}
	paveJoint = color.RGBA{160, 156, 148, 255}
	plaza     = color.RGBA{204, 196, 178, 255}
	asphalt   = color.RGBA{62, 64, 70, 255}
	laneWhite = color.RGBA{214, 214, 206, 255}
	laneAmber = color.RGBA{232, 188, 56, 255}
	curb      = color.RGBA{132, 128, 122, 255}
	stopRed   = color.RGBA{204, 36, 36, 255}
	white     = color.RGBA{246, 246, 240, 255}
	shadowCol = color.RGBA{0, 0, 0, 70}
	treeDark  = color.RGBA{40, 96, 40, 255}
	treeMid   = color.RGBA{56, 124, 50, 255}
	treeLight = color.RGBA{96, 160, 72, 255}
	water     = color.RGBA{64, 128, 190, 255}
	coffeeRf  = color.RGBA{142, 92, 58, 255}
	cream     = color.RGBA{238, 224, 196, 255}
)

// roofColors are the roofs of ordinary buildings, picked per building.
var roofColors = []color.RGBA{
	{150, 154, 164, 255}, {168, 108, 84, 255}, {120, 128, 144, 255}, {186, 172, 144, 255},
	{134, 142, 130, 255}, {176, 138, 104, 255}, {110, 116, 128, 255}, {196, 188, 172, 255},
}

// city is the static layer of one map at PPU and half of it.
type city struct {
	m          *ws.Map
	full, half *ebiten.Image
}

// cityCache keeps the static layers of the maps seen lately: a session
// draws several maps, and seeking across rounds must not rebuild them.
type cityCache struct {
	cities []*city
}

func (cc *cityCache) get(m *ws.Map) *city {
	for _, c := range cc.cities {
		if c.m == m {
			return c
		}
	}
	img := buildCity(m)
	c := &city{m: m, full: ebiten.NewImageFromImage(img), half: ebiten.NewImageFromImage(halve(img))}
	cc.cities = append(cc.cities, c)
	if len(cc.cities) > 8 {
		cc.cities = cc.cities[1:]
	}
	return c
}

func drive(m *ws.Map, p ws.Pt) bool { return m.At(p).Type.Driveable() }

func building(t ws.TileType) bool { return t == ws.Company || t == ws.CoffeeBuilding }

// buildCity draws a map's ground, roads, buildings, parks and signs.
func buildCity(m *ws.Map) *image.RGBA {
	cv := newCanvas(m.W*PPU, m.H*PPU)
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			groundTile(cv, m, ws.Pt{X: x, Y: y})
		}
	}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			p := ws.Pt{X: x, Y: y}
			if drive(m, p) {
				roadTile(cv, m, p)
			}
		}
	}
	// Shadows first, then roofs and trees on top: buildings and trees cast
	// a short shadow to the south-east.
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			p := ws.Pt{X: x, Y: y}
			if building(m.At(p).Type) {
				x0, y0, x1, y1 := roofRect(m, p)
				cv.rect(x0+4, y0+4, x1+4, y1+4, shadowCol)
			}
		}
	}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			p := ws.Pt{X: x, Y: y}
			switch m.At(p).Type {
			case ws.Company:
				roofTile(cv, m, p)
			case ws.CoffeeBuilding:
				coffeeTile(cv, m, p)
			case ws.Park:
				parkTile(cv, m, p)
			}
		}
	}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			p := ws.Pt{X: x, Y: y}
			if t := m.At(p); t.IsCrossing() && t.StopSigns != 0 {
				stopSigns(cv, t, p)
			}
		}
	}
	return cv.img
}

// groundTile paints grass on parks and paving everywhere else, with a
// sidewalk along every side of a park that meets a road.
func groundTile(cv *canvas, m *ws.Map, p ws.Pt) {
	ox, oy := p.X*PPU, p.Y*PPU
	t := m.At(p)
	for py := 0; py < PPU; py++ {
		for px := 0; px < PPU; px++ {
			gx, gy := ox+px, oy+py
			var c color.RGBA
			if t.Type == ws.Park {
				n := vnoise(float64(gx), float64(gy), 9, 1)*0.7 + vnoise(float64(gx), float64(gy), 3, 2)*0.3
				c = mix(grassA, grassB, math.Floor(n*5)/4)
				if unit(gx, gy, 3) < 0.004 {
					c = color.RGBA{236, 220, 120, 255} // a flower
				}
			} else {
				c = pavement
				if gx%12 == 0 || gy%12 == 0 {
					c = paveJoint
				}
				c = render.Shade(c, 0.97+0.06*unit(gx/3, gy/3, 4))
			}
			cv.img.SetRGBA(gx, gy, c)
		}
	}
	if t.Type != ws.Park {
		return
	}
	for d := ws.North; d <= ws.West; d++ {
		if !drive(m, p.Add(d)) {
			continue
		}
		x0, y0, x1, y1 := sideBand(p, d, 7)
		cv.rect(x0, y0, x1, y1, pavement)
		// A low hedge edges the park.
		hx0, hy0, hx1, hy1 := bandEdge(p, d, 6, 8)
		cv.rect(hx0, hy0, hx1, hy1, treeDark)
	}
}

// sideBand is the strip of depth px along side d of tile p.
func sideBand(p ws.Pt, d ws.Dir, depth float64) (x0, y0, x1, y1 float64) {
	ox, oy := float64(p.X*PPU), float64(p.Y*PPU)
	switch d {
	case ws.North:
		return ox, oy, ox + PPU, oy + depth
	case ws.South:
		return ox, oy + PPU - depth, ox + PPU, oy + PPU
	case ws.West:
		return ox, oy, ox + depth, oy + PPU
	}
	return ox + PPU - depth, oy, ox + PPU, oy + PPU
}

// bandEdge is the strip of tile p between depths from and to (from < to)
// in from side d: the inner edge of a band sideBand(p, d, to).
func bandEdge(p ws.Pt, d ws.Dir, from, to float64) (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = sideBand(p, d, to)
	switch d {
	case ws.North:
		y0 = y1 - (to - from)
	case ws.South:
		y1 = y0 + (to - from)
	case ws.West:
		x0 = x1 - (to - from)
	default:
		x1 = x0 + (to - from)
	}
	return x0, y0, x1, y1
}

// roadTile lays the asphalt of a driveable tile and its markings.
func roadTile(cv *canvas, m *ws.Map, p ws.Pt) {
	t := m.At(p)
	ox, oy := float64(p.X*PPU), float64(p.Y*PPU)
	asphaltAt := func(x0, y0, x1, y1 float64, inside func(x, y float64) bool) {
		for py := int(y0); py < int(y1); py++ {
			for px := int(x0); px < int(x1); px++ {
				if inside != nil && !inside(float64(px)+0.5, float64(py)+0.5) {
					continue
				}
				n := unit(px, py, 5)
				cv.img.SetRGBA(px, py, render.Shade(asphalt, 0.94+0.12*n))
			}
		}
	}
	switch {
	case t.Type == ws.BusStop || t.Type == ws.CoffeeStop:
		stopBay(cv, m, p, t)
	case t.Dir == ws.NorthSouth || t.Dir == ws.EastWest:
		asphaltAt(ox, oy, ox+PPU, oy+PPU, nil)
		ns := t.Dir == ws.NorthSouth
		for k := 0; k < PPU; k++ {
			// The dashes run on across tiles: their phase is global.
			g := int(oy) + k
			if !ns {
				g = int(ox) + k
			}
			if g%18 < 10 {
				if ns {
					cv.rect(ox+23, oy+float64(k), ox+25, oy+float64(k)+1, laneAmber)
				} else {
					cv.rect(ox+float64(k), oy+23, ox+float64(k)+1, oy+25, laneAmber)
				}
			}
		}
		if ns {
			cv.rect(ox+3, oy, ox+4, oy+PPU, laneWhite)
			cv.rect(ox+PPU-4, oy, ox+PPU-3, oy+PPU, laneWhite)
		} else {
			cv.rect(ox, oy+3, ox+PPU, oy+4, laneWhite)
			cv.rect(ox, oy+PPU-4, ox+PPU, oy+PPU-3, laneWhite)
		}
	case t.Dir >= ws.CurveNE && t.Dir <= ws.CurveSW:
		// The road band is a quarter disc about the corner between the
		// two open sides; its centre line is the arc of radius half a tile.
		cx, cy := ox, oy
		if t.Open(ws.East) {
			cx = ox + PPU
		}
		if t.Open(ws.South) {
			cy = oy + PPU
		}
		asphaltAt(ox, oy, ox+PPU, oy+PPU, func(x, y float64) bool { return math.Hypot(x-cx, y-cy) <= PPU })
		cv.ring(cx, cy, PPU-0.5, 1.5, curb, ox, oy, ox+PPU, oy+PPU)
		cv.ring(cx, cy, PPU-4, 1, laneWhite, ox, oy, ox+PPU, oy+PPU)
		cv.ring(cx, cy, PPU/2, 2, laneAmber, ox, oy, ox+PPU, oy+PPU)
	default:
		// T and four-way crossings: asphalt, zebra crossings on the open
		// sides, an edge line on the closed one.
		asphaltAt(ox, oy, ox+PPU, oy+PPU, nil)
		for d := ws.North; d <= ws.West; d++ {
			if !t.Open(d) {
				x0, y0, x1, y1 := bandEdge(p, d, 3, 4)
				cv.rect(x0, y0, x1, y1, laneWhite)
				continue
			}
			zebra(cv, p, d)
		}
	}
}

// zebra paints a pedestrian crossing across open side d of a crossing.
func zebra(cv *canvas, p ws.Pt, d ws.Dir) {
	x0, y0, x1, y1 := sideBand(p, d, 8)
	for k := 4.0; k+3 <= PPU-3; k += 6 {
		if d == ws.North || d == ws.South {
			cv.rect(x0+k, y0+1.5, x0+k+3, y1-1.5, render.Shade(white, 0.92))
		} else {
			cv.rect(x0+1.5, y0+k, x1-1.5, y0+k+3, render.Shade(white, 0.92))
		}
	}
}

// stopBay draws a bus stop or coffee stop: a dead-end bay whose far end is
// the half-circle the U-turn follows, on a paved plaza.
func stopBay(cv *canvas, m *ws.Map, p ws.Pt, t ws.Tile) {
	ox, oy := float64(p.X*PPU), float64(p.Y*PPU)
	var open ws.Dir
	for d := ws.North; d <= ws.West; d++ {
		if t.Open(d) {
			open = d
		}
	}
	cx, cy := ox+PPU/2, oy+PPU/2
	cv.rect(ox, oy, ox+PPU, oy+PPU, plaza)
	inside := func(x, y float64) float64 {
		// Rectangle from the open edge to the centre, plus a disc.
		var bx0, by0, bx1, by1 float64
		switch open {
		case ws.North:
			bx0, by0, bx1, by1 = ox+1, oy, ox+PPU-1, cy
		case ws.South:
			bx0, by0, bx1, by1 = ox+1, cy, ox+PPU-1, oy+PPU
		case ws.West:
			bx0, by0, bx1, by1 = ox, oy+1, cx, oy+PPU-1
		default:
			bx0, by0, bx1, by1 = cx, oy+1, ox+PPU, oy+PPU-1
		}
		return math.Min(boxDist(x, y, bx0, by0, bx1, by1), math.Hypot(x-cx, y-cy)-(PPU/2-1))
	}
	edge := laneAmber
	bay := asphalt
	if t.Type == ws.CoffeeStop {
		edge, bay = cream, mix(asphalt, coffeeRf, 0.35)
	}
	cv.sdf(ox, oy, ox+PPU, oy+PPU, curb, func(x, y float64) float64 { return inside(x, y) - 1.5 })
	cv.sdf(ox, oy, ox+PPU, oy+PPU, bay, inside)
	// A painted line round the bay, clear of the lanes.
	cv.sdf(ox, oy, ox+PPU, oy+PPU, edge, func(x, y float64) float64 { return math.Abs(inside(x, y)+3) - 0.8 })
}

// roofRect is the roof of a building tile in static-layer pixels: inset
// from roads by a sidewalk, from parks by a verge, and split from the next
// building where two 2×2 building lots meet.
func roofRect(m *ws.Map, p ws.Pt) (x0, y0, x1, y1 float64) {
	ox, oy := float64(p.X*PPU), float64(p.Y*PPU)
	in := func(d ws.Dir) float64 {
		q := p.Add(d)
		nt := m.At(q)
		switch {
		case !m.In(q):
			return 3
		case nt.Type.Driveable():
			return 8
		case building(nt.Type) && nt.Type == m.At(p).Type:
			if lot(p) == lot(q) {
				return 0
			}
			return 1
		case building(nt.Type):
			return 1
		}
		return 4
	}
	return ox + in(ws.West), oy + in(ws.North), ox + PPU - in(ws.East), oy + PPU - in(ws.South)
}

// lot groups building tiles into 2×2 lots, so a block reads as several
// buildings rather than one slab or a grid of huts.
func lot(p ws.Pt) ws.Pt { return ws.Pt{X: p.X / 2, Y: p.Y / 2} }

// roofTile draws an office roof: a parapet, a roof texture and a few
// rooftop details chosen by position.
func roofTile(cv *canvas, m *ws.Map, p ws.Pt) {
	x0, y0, x1, y1 := roofRect(m, p)
	l := lot(p)
	base := roofColors[hash2(l.X, l.Y, 11)%uint32(len(roofColors))]
	cv.rect(x0, y0, x1, y1, render.Shade(base, 0.72))
	for py := int(y0) + 2; py < int(y1)-2; py++ {
		for px := int(x0) + 2; px < int(x1)-2; px++ {
			n := vnoise(float64(px), float64(py), 5, 12)
			cv.img.SetRGBA(px, py, render.Shade(base, 0.95+0.1*n))
		}
	}
	// Edges where the roof continues into the same lot have no parapet.
	for d := ws.North; d <= ws.West; d++ {
		q := p.Add(d)
		if m.At(q).Type != ws.Company || lot(q) != lot(p) {
			continue
		}
		switch d {
		case ws.North:
			cv.rect(x0+2, y0, x1-2, y0+2, base)
		case ws.South:
			cv.rect(x0+2, y1-2, x1-2, y1, base)
		case ws.West:
			cv.rect(x0, y0+2, x0+2, y1-2, base)
		case ws.East:
			cv.rect(x1-2, y0+2, x1, y1-2, base)
		}
	}
	h := hash2(p.X, p.Y, 13)
	cx, cy := (x0+x1)/2, (y0+y1)/2
	switch h % 6 {
	case 0: // an air-conditioning unit
		ax, ay := cx-8+float64(h>>8%8), cy-6+float64(h>>12%6)
		cv.rect(ax+1, ay+1, ax+12, ay+9, render.Shade(base, 0.6))
		cv.rect(ax, ay, ax+11, ay+8, color.RGBA{200, 204, 208, 255})
		cv.disc(ax+5.5, ay+4, 2.5, color.RGBA{120, 124, 130, 255})
	case 1: // skylights
		for k := 0.0; k < 3; k++ {
			cv.rect(cx-10+k*7, cy-4, cx-5+k*7, cy+4, color.RGBA{120, 170, 200, 255})
		}
	case 2: // vents
		cv.disc(cx-6, cy+3, 2.5, render.Shade(base, 0.55))
		cv.disc(cx+5, cy-4, 2, render.Shade(base, 0.55))
	case 3: // a roof garden
		cv.roundRect(cx-9, cy-7, cx+9, cy+7, 3, treeMid)
		cv.disc(cx-3, cy-1, 3, treeLight)
		cv.disc(cx+4, cy+2, 2.5, treeLight)
	}
}

// coffeeTile draws a coffee-house roof with a cup painted on it and a
// striped awning toward each road.
func coffeeTile(cv *canvas, m *ws.Map, p ws.Pt) {
	x0, y0, x1, y1 := roofRect(m, p)
	cv.rect(x0, y0, x1, y1, render.Shade(coffeeRf, 0.75))
	cv.rect(x0+2, y0+2, x1-2, y1-2, coffeeRf)
	for d := ws.North; d <= ws.West; d++ {
		if !drive(m, p.Add(d)) {
			continue
		}
		var ax0, ay0, ax1, ay1 float64
		switch d {
		case ws.North:
			ax0, ay0, ax1, ay1 = x0, y0-4, x1, y0+1
		case ws.South:
			ax0, ay0, ax1, ay1 = x0, y1-1, x1, y1+4
		case ws.West:
			ax0, ay0, ax1, ay1 = x0-4, y0, x0+1, y1
		default:
			ax0, ay0, ax1, ay1 = x1-1, y0, x1+4, y1
		}
		for py := int(ay0); py < int(ay1); py++ {
			for px := int(ax0); px < int(ax1); px++ {
				k := px
				if d == ws.West || d == ws.East {
					k = py
				}
				c := color.RGBA{196, 52, 44, 255}
				if (k/4)%2 == 0 {
					c = white
				}
				cv.blend(px, py, c, 1)
			}
		}
	}
	cx, cy := (x0+x1)/2, (y0+y1)/2
	cupShape(cv, cx, cy, 1, cream, render.Shade(coffeeRf, 0.6))
}

// cupShape paints a coffee cup seen from the side, centred at (cx, cy).
func cupShape(cv *canvas, cx, cy, s float64, body, ink color.RGBA) {
	cv.ring(cx+6*s, cy+1*s, 3.5*s, 2*s, body, cx, cy-10*s, cx+12*s, cy+10*s)
	cv.roundRect(cx-7*s, cy-5*s, cx+6*s, cy+7*s, 2.5*s, body)
	cv.rect(cx-9*s, cy+7*s, cx+8*s, cy+9*s, body)
	cv.rect(cx-5*s, cy-3*s, cx+4*s, cy-1*s, ink)
	for k := -1.0; k <= 1; k++ {
		cv.line(cx+k*4*s, cy-8*s, cx+k*4*s+1.5*s, cy-12*s, 1.2*s, render.Shade(body, 0.9))
	}
}

// parkTile plants trees (and now and then a pond) on a park tile.
func parkTile(cv *canvas, m *ws.Map, p ws.Pt) {
	ox, oy := float64(p.X*PPU), float64(p.Y*PPU)
	all := true
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if q := (ws.Pt{X: p.X + dx, Y: p.Y + dy}); !m.In(q) || m.At(q).Type != ws.Park {
				all = false
			}
		}
	}
	if all && unit(p.X, p.Y, 21) < 0.035 {
		cx, cy := ox+PPU/2+6*(unit(p.X, p.Y, 22)-0.5), oy+PPU/2+6*(unit(p.X, p.Y, 23)-0.5)
		cv.disc(cx, cy, 19, render.Shade(grassA, 0.8))
		cv.disc(cx, cy, 17, water)
		cv.disc(cx-5, cy-5, 8, render.Shade(water, 1.15))
		return
	}
	n := 1 + int(hash2(p.X, p.Y, 24)%3)
	for k := 0; k < n; k++ {
		tx := ox + 10 + unit(p.X, p.Y, 30+k)*(PPU-20)
		ty := oy + 10 + unit(p.X, p.Y, 40+k)*(PPU-20)
		r := 6 + unit(p.X, p.Y, 50+k)*5
		tree(cv, tx, ty, r)
	}
}

// tree draws a round canopy with its shadow and a highlight.
func tree(cv *canvas, x, y, r float64) {
	cv.disc(x+3, y+3, r, shadowCol)
	cv.disc(x, y, r, treeDark)
	cv.disc(x-r*0.2, y-r*0.2, r*0.78, treeMid)
	cv.disc(x-r*0.35, y-r*0.38, r*0.4, treeLight)
}

// rightCorner is the corner of tile p at the right hand of a car entering
// by side d, in static-layer pixels: where its stop sign and light stand.
func rightCorner(p ws.Pt, d ws.Dir) (x, y float64) {
	h := d.Reverse()
	r := h.Right()
	x, y = float64(p.X*PPU)+PPU/2, float64(p.Y*PPU)+PPU/2
	x += float64(d.DX()+r.DX()) * PPU / 2
	y += float64(d.DY()+r.DY()) * PPU / 2
	return x, y
}

// stopSigns paints a stop line and an octagonal sign at each signed side
// of a crossing (a sign on the north side stops cars entering from the
// north, reference §4.1).
func stopSigns(cv *canvas, t ws.Tile, p ws.Pt) {
	ox, oy := float64(p.X*PPU), float64(p.Y*PPU)
	for d := ws.North; d <= ws.West; d++ {
		if t.StopSigns&(1<<d) == 0 || !t.Open(d) {
			continue
		}
		// The incoming lane is the right-hand half for a car heading in.
		switch d {
		case ws.North:
			cv.rect(ox+2, oy+9, ox+PPU/2-1, oy+12, white)
		case ws.South:
			cv.rect(ox+PPU/2+1, oy+PPU-12, ox+PPU-2, oy+PPU-9, white)
		case ws.West:
			cv.rect(ox+9, oy+PPU/2+1, ox+12, oy+PPU-2, white)
		case ws.East:
			cv.rect(ox+PPU-12, oy+2, ox+PPU-9, oy+PPU/2-1, white)
		}
		x, y := rightCorner(p, d)
		h := d.Reverse()
		// Just outside the road, on the corner.
		x -= float64(h.Right().DX()) * -5
		y -= float64(h.Right().DY()) * -5
		x -= float64(h.DX()) * 5
		y -= float64(h.DY()) * 5
		cv.disc(x+2, y+2, 6.5, shadowCol)
		cv.octagon(x, y, 6.5, white)
		cv.octagon(x, y, 5.2, stopRed)
		cv.rect(x-3.5, y-0.8, x+3.5, y+0.8, white)
	}
}
