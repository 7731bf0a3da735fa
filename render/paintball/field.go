package paintball

import (
	"bytes"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	pb "arena/sim/paintball"
)

// field caches the ground at PPU pixels per space: grass with mowing
// stripes and chalk lines, and the obstacles that never move (trees, high
// and low walls) with their shadows. It is re-composed only when the
// obstacles change (an edit); items and flags, which change during play,
// are drawn as sprites on top.
type field struct {
	grass *image.RGBA
	key   [pb.Size * pb.Size]pb.Kind
	dom   [pb.Size * pb.Size]int8
	built bool
	rgba  *image.RGBA
	img   *ebiten.Image
	// shown is what img holds (rgba's pixels as last uploaded), dirty
	// and buf upload's scratch.
	shown []byte
	dirty []bool
	buf   []byte
}

const fieldPx = pb.Size * PPU

var (
	grassDark  = color.RGBA{58, 112, 46, 255}
	grassLight = color.RGBA{104, 160, 66, 255}
	chalk      = color.RGBA{236, 240, 226, 255}
)

func grassPixel(px, py int) color.RGBA {
	n := render.Quantize(render.Noise(px, py, 7, 1)*0.65+render.Noise(px, py, 2.5, 2)*0.35, 6)
	c := render.Mix(grassDark, grassLight, 0.25+n*0.75)
	// Mowing stripes two spaces wide, as on a kept field.
	if (py/(2*PPU))%2 == 0 {
		c = render.Mix(c, color.RGBA{140, 190, 90, 255}, 0.12)
	}
	switch r := render.PointRand(px, py, 3); {
	case r < 0.025:
		c = render.Mix(c, grassDark, 0.7) // a blade's shadow
	case r < 0.04:
		c = render.Mix(c, color.RGBA{150, 200, 96, 255}, 0.7) // a lit blade
	case r < 0.0415:
		c = color.RGBA{250, 244, 200, 255} // a daisy
	}
	return c
}

// onChalk reports whether a ground pixel lies on a chalk line: the dashed
// diagonal between the halves (x + y = 30 on the field), the centre circle
// and the arcs around each team's start corner.
func onChalk(px, py int) bool {
	fx, fy := float64(px)+0.5, float64(py)+0.5
	if math.Abs(fx-fy) < 0.75 && (px/5)%2 == 0 {
		return true
	}
	c := float64(fieldPx) / 2
	if d := math.Hypot(fx-c, fy-c); math.Abs(d-3.5*PPU) < 0.7 {
		return true
	}
	// Red starts at the bottom left as drawn, Blue at the top right.
	for _, o := range [2][2]float64{{0, fieldPx}, {fieldPx, 0}} {
		if d := math.Hypot(fx-o[0], fy-o[1]); math.Abs(d-5*PPU) < 0.7 {
			return true
		}
	}
	return false
}

func (f *field) ensureGrass() {
	if f.grass != nil {
		return
	}
	f.grass = image.NewRGBA(image.Rect(0, 0, fieldPx, fieldPx))
	for py := 0; py < fieldPx; py++ {
		for px := 0; px < fieldPx; px++ {
			c := grassPixel(px, py)
			if onChalk(px, py) {
				c = render.Mix(c, chalk, 0.55)
			}
			f.grass.SetRGBA(px, py, c)
		}
	}
	f.rgba = image.NewRGBA(f.grass.Rect)
	f.img = ebiten.NewImage(fieldPx, fieldPx)
}

// staticKind is what the cache draws of a cell: trees and walls only.
func staticKind(c pb.Cell) pb.Kind {
	switch c.Kind {
	case pb.Tree, pb.HighWall, pb.LowWall:
		return c.Kind
	}
	return pb.Empty
}

// image returns the ground of s with each team's field domain (dom)
// marked on the grass, re-composed only when the trees, walls or domain
// changed.
func (f *field) image(s *pb.State, dom *[pb.Size * pb.Size]int8) *ebiten.Image {
	f.ensureGrass()
	var key [pb.Size * pb.Size]pb.Kind
	for i, c := range s.Cells {
		key[i] = staticKind(c)
	}
	if f.built && key == f.key && *dom == f.dom {
		return f.img
	}
	f.key, f.dom, f.built = key, *dom, true
	copy(f.rgba.Pix, f.grass.Pix)
	f.domain(dom)
	at := func(x, y int) pb.Kind {
		if x < 0 || y < 0 || x >= pb.Size || y >= pb.Size {
			return pb.Empty
		}
		return key[pb.Index(x, y)]
	}
	// Shadows first (light from the top left): a mask, so overlapping
	// shadows of neighbours do not darken twice.
	var shadow [fieldPx * fieldPx]bool
	mark := func(px, py int) {
		if px >= 0 && py >= 0 && px < fieldPx && py < fieldPx {
			shadow[py*fieldPx+px] = true
		}
	}
	for y := 0; y < pb.Size; y++ {
		for x := 0; x < pb.Size; x++ {
			k := at(x, y)
			if k == pb.Empty {
				continue
			}
			wx, wy := pb.SpaceToWorld(pb.Point{X: x, Y: y})
			ox, oy := int(wx)*PPU, int(wy)*PPU
			switch k {
			case pb.Tree:
				cx, cy := float64(ox)+8+4, float64(oy)+8+4
				for py := oy - 4; py < oy+PPU+8; py++ {
					for px := ox - 4; px < ox+PPU+8; px++ {
						dx, dy := (float64(px)+0.5-cx)/9.5, (float64(py)+0.5-cy)/7.5
						if dx*dx+dy*dy <= 1 {
							mark(px, py)
						}
					}
				}
			default:
				off := 3
				if k == pb.LowWall {
					off = 2
				}
				in := wallShape(k == pb.HighWall, at(x, y+1) == k, at(x, y-1) == k, at(x-1, y) == k, at(x+1, y) == k)
				for py := 0; py < PPU; py++ {
					for px := 0; px < PPU; px++ {
						if in(px, py) {
							mark(ox+px+off, oy+py+off)
						}
					}
				}
			}
		}
	}
	for i, s := range shadow {
		if s {
			o := i * 4
			for c := 0; c < 3; c++ {
				f.rgba.Pix[o+c] = uint8(float64(f.rgba.Pix[o+c]) * 0.62)
			}
		}
	}
	for y := 0; y < pb.Size; y++ {
		for x := 0; x < pb.Size; x++ {
			if k := at(x, y); k == pb.HighWall || k == pb.LowWall {
				// Neighbours as drawn: north is y+1 on the field.
				f.wall(x, y, k, at(x, y+1) == k, at(x, y-1) == k, at(x-1, y) == k, at(x+1, y) == k)
			}
		}
	}
	for y := pb.Size - 1; y >= 0; y-- {
		for x := 0; x < pb.Size; x++ {
			if at(x, y) == pb.Tree {
				f.tree(x, y)
			}
		}
	}
	f.upload()
	return f.img
}

// upload writes to img the squares of PPU pixels whose pixels changed
// since the last upload (render.WriteCells): a child's moves change its
// team's domain, a few squares of the field, every tick, and uploading the
// whole field each frame cost a software GL a copy of a megabyte.
func (f *field) upload() {
	const cells = fieldPx / PPU
	first := f.shown == nil
	if first {
		f.shown, f.dirty = make([]byte, len(f.rgba.Pix)), make([]bool, cells*cells)
	}
	row := PPU * 4
	for i := range f.dirty {
		f.dirty[i] = first
		for y := 0; y < PPU; y++ {
			o := f.rgba.PixOffset(i%cells*PPU, i/cells*PPU+y)
			if first || !bytes.Equal(f.rgba.Pix[o:o+row], f.shown[o:o+row]) {
				f.dirty[i] = true
				break
			}
		}
	}
	copy(f.shown, f.rgba.Pix)
	render.WriteCells(f.img, f.rgba, f.dirty, cells, PPU, &f.buf)
}

// Wall colours: high walls are stone with a brick face, low walls
// sandbags.
var (
	stoneTop   = color.RGBA{178, 174, 164, 255}
	stoneJoint = color.RGBA{132, 128, 120, 255}
	brick      = color.RGBA{150, 96, 78, 255}
	brickDark  = color.RGBA{116, 70, 58, 255}
	mortar     = color.RGBA{92, 84, 80, 255}
	bagTop     = color.RGBA{206, 182, 130, 255}
	bagSeam    = color.RGBA{160, 136, 90, 255}
	bagFace    = color.RGBA{164, 138, 92, 255}
	bagFaceDk  = color.RGBA{124, 102, 66, 255}
)

// domain marks each team's field domain on the grass with diagonal
// stripes of its colour, like lines painted on turf, running on across
// spaces.
func (f *field) domain(dom *[pb.Size * pb.Size]int8) {
	for i, o := range dom {
		if o < 0 {
			continue
		}
		tc := teamColor(int(o))
		wx, wy := pb.SpaceToWorld(pb.Point{X: i % pb.Size, Y: i / pb.Size})
		ox, oy := int(wx)*PPU, int(wy)*PPU
		for py := oy; py < oy+PPU; py++ {
			for px := ox; px < ox+PPU; px++ {
				a := 0.05
				if (px+py)%8 < 2 {
					a = 0.3
				}
				f.rgba.SetRGBA(px, py, render.Mix(f.rgba.RGBAAt(px, py), tc, a))
			}
		}
	}
}

// wall paints one wall space seen from above and a little to the south:
// a top face and, at the bottom of each run, a front face. High walls (7
// units) are stone blocks filling their space with a tall brick face; low
// walls (3 units) are a thin line of sandbags with a short face, joining
// their neighbours through the middle of each side. Neighbours of the same
// kind join without seams.
func (f *field) wall(x, y int, k pb.Kind, n, s, w, e bool) {
	wx, wy := pb.SpaceToWorld(pb.Point{X: x, Y: y})
	ox, oy := int(wx)*PPU, int(wy)*PPU
	high := k == pb.HighWall
	faceH := 6
	if !high {
		faceH = 3
	}
	in := wallShape(high, n, s, w, e)
	for py := 0; py < PPU; py++ {
		for px := 0; px < PPU; px++ {
			if !in(px, py) {
				continue
			}
			gx, gy := ox+px, oy+py
			face := !in(px, py+faceH)
			var c color.RGBA
			switch {
			case high && !face:
				c = stoneTop
				// Slabs in a running bond across the whole wall.
				if gy%8 == 0 || (gx+(gy/8)*4)%8 == 0 {
					c = stoneJoint
				} else if render.PointRand(gx, gy, 11) < 0.08 {
					c = render.Shade(stoneTop, 0.9)
				}
			case high:
				c = brick
				if gy%3 == 2 || (gx+(gy/3)*3)%6 == 0 {
					c = mortar
				} else if render.PointRand(gx/3, gy/3, 12) < 0.3 {
					c = brickDark
				}
			case !face:
				c = bagTop
				if gy%4 == 0 || (gx+(gy/4)*3)%6 == 0 {
					c = bagSeam
				}
			default:
				c = bagFace
				if (gx+gy*3)%6 == 0 {
					c = bagFaceDk
				}
			}
			switch {
			case !in(px-1, py) || !in(px+1, py) || !in(px, py-1) || !in(px, py+1):
				c = outline
			case face && in(px, py-1) && in(px, py-1+faceH):
				c = render.Shade(c, 0.72) // the face's first row, under the top's edge
			case !face && !in(px, py-2):
				c = render.Shade(c, 1.12) // the lit top edge
			}
			f.rgba.SetRGBA(gx, gy, c)
		}
	}
}

// wallShape reports whether pixel (px, py) of a wall space, or of a
// joined neighbour just outside it, belongs to the wall; n, s, w and e say
// which neighbours (as drawn) are walls of the same kind.
func wallShape(high, n, s, w, e bool) func(px, py int) bool {
	return func(px, py int) bool {
		rowsOK := high || py >= 5 && py < 13
		colsOK := high || px >= 3 && px <= PPU-4
		switch {
		case px < 0:
			return w && rowsOK
		case px >= PPU:
			return e && rowsOK
		case py < 0:
			return n && colsOK
		case py >= PPU:
			return s && colsOK
		}
		if high {
			return (n || py >= 1) && (w || px >= 1) && (e || px <= PPU-2)
		}
		switch {
		case rowsOK && colsOK:
			return true
		case rowsOK:
			return px < 3 && w || px > PPU-4 && e
		case colsOK:
			return py < 5 && n || py >= 13 && s
		}
		return false
	}
}

// tree paints a round, lumpy canopy lit from the top left, a little wider
// than its space and lifted, since a tree stands 20 units tall.
func (f *field) tree(x, y int) {
	wx, wy := pb.SpaceToWorld(pb.Point{X: x, Y: y})
	cx, cy := wx*PPU+8, wy*PPU+6
	seed := int(render.PointHash(x, y, 21) % 1000)
	leafDark, leaf, leafLight := color.RGBA{34, 86, 40, 255}, color.RGBA{52, 124, 52, 255}, color.RGBA{96, 168, 72, 255}
	for py := int(cy) - 13; py < int(cy)+13; py++ {
		for px := int(cx) - 13; px < int(cx)+13; px++ {
			if px < 0 || py < 0 || px >= fieldPx || py >= fieldPx {
				continue
			}
			dx, dy := float64(px)+0.5-cx, float64(py)+0.5-cy
			a := math.Atan2(dy, dx)
			r := 9.6 + 0.9*math.Sin(5*a+float64(seed)) + 0.5*math.Sin(9*a+float64(seed)*1.7)
			d := math.Hypot(dx, dy)
			if d > r {
				continue
			}
			// Sphere shading with the light from the top left.
			nx, ny := dx/r, dy/r
			nz := math.Sqrt(max(0, 1-nx*nx-ny*ny))
			l := -0.55*nx - 0.6*ny + 0.58*nz
			l += (render.Noise(px, py, 2.2, seed) - 0.5) * 0.5 // clumps of leaves
			var c color.RGBA
			switch {
			case d > r-1:
				c = color.RGBA{22, 56, 28, 255}
			case l > 0.62:
				c = leafLight
			case l > 0.3:
				c = leaf
			default:
				c = leafDark
			}
			f.rgba.SetRGBA(px, py, c)
		}
	}
}
