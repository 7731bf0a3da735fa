package windward

import (
	"image"
	"image/color"
	"math"
)

// canvas is a small software rasteriser over an RGBA image, for the city's
// static layer: shapes are signed-distance functions (negative inside), so
// every edge gets one pixel of antialiasing for free.
type canvas struct {
	img *image.RGBA
}

func newCanvas(w, h int) *canvas { return &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h))} }

// blend mixes col into pixel (x, y) with coverage a in [0,1], over an
// opaque background.
func (c *canvas) blend(x, y int, col color.RGBA, a float64) {
	if a <= 0 || !image.Pt(x, y).In(c.img.Rect) {
		return
	}
	a *= float64(col.A) / 255
	if a >= 1 {
		c.img.SetRGBA(x, y, color.RGBA{col.R, col.G, col.B, 255})
		return
	}
	o := c.img.RGBAAt(x, y)
	m := func(p, q uint8) uint8 { return uint8(float64(p) + (float64(q)-float64(p))*a + 0.5) }
	c.img.SetRGBA(x, y, color.RGBA{m(o.R, col.R), m(o.G, col.G), m(o.B, col.B), 255})
}

// sdf fills the shape whose signed distance is d over the pixel box
// [x0,x1)×[y0,y1), sampling pixel centres.
func (c *canvas) sdf(x0, y0, x1, y1 float64, col color.RGBA, d func(x, y float64) float64) {
	ix0, iy0 := int(math.Floor(x0))-1, int(math.Floor(y0))-1
	ix1, iy1 := int(math.Ceil(x1))+1, int(math.Ceil(y1))+1
	for y := iy0; y < iy1; y++ {
		for x := ix0; x < ix1; x++ {
			if a := 0.5 - d(float64(x)+0.5, float64(y)+0.5); a > 0 {
				c.blend(x, y, col, math.Min(a, 1))
			}
		}
	}
}

// rect fills [x0,x1)×[y0,y1) exactly (pixel-aligned bounds are crisp).
func (c *canvas) rect(x0, y0, x1, y1 float64, col color.RGBA) {
	c.sdf(x0, y0, x1, y1, col, func(x, y float64) float64 { return boxDist(x, y, x0, y0, x1, y1) })
}

// roundRect fills a rectangle with corners rounded by r.
func (c *canvas) roundRect(x0, y0, x1, y1, r float64, col color.RGBA) {
	c.sdf(x0, y0, x1, y1, col, func(x, y float64) float64 { return boxDist(x, y, x0+r, y0+r, x1-r, y1-r) - r })
}

// disc fills a circle.
func (c *canvas) disc(cx, cy, r float64, col color.RGBA) {
	c.sdf(cx-r, cy-r, cx+r, cy+r, col, func(x, y float64) float64 { return math.Hypot(x-cx, y-cy) - r })
}

// ring strokes a circle of radius r with width w, limited to the pixel
// box (x0,y0,x1,y1) (a quarter ring for curves).
func (c *canvas) ring(cx, cy, r, w float64, col color.RGBA, x0, y0, x1, y1 float64) {
	c.sdf(x0, y0, x1, y1, col, func(x, y float64) float64 {
		if x < x0 || y < y0 || x > x1 || y > y1 {
			return 1
		}
		return math.Abs(math.Hypot(x-cx, y-cy)-r) - w/2
	})
}

// line strokes a segment with round caps.
func (c *canvas) line(ax, ay, bx, by, w float64, col color.RGBA) {
	c.sdf(math.Min(ax, bx)-w, math.Min(ay, by)-w, math.Max(ax, bx)+w, math.Max(ay, by)+w, col,
		func(x, y float64) float64 { return segDist(x, y, ax, ay, bx, by) - w/2 })
}

// octagon fills a regular octagon of inner radius r (a stop sign).
func (c *canvas) octagon(cx, cy, r float64, col color.RGBA) {
	c.sdf(cx-r*1.1, cy-r*1.1, cx+r*1.1, cy+r*1.1, col, func(x, y float64) float64 { return octDist(x-cx, y-cy, r) })
}

func octDist(x, y, r float64) float64 {
	// A square intersected with the same square turned 45°.
	a := math.Max(math.Abs(x), math.Abs(y))
	b := (math.Abs(x) + math.Abs(y)) / math.Sqrt2
	return math.Max(a, b) - r
}

func boxDist(x, y, x0, y0, x1, y1 float64) float64 {
	dx := math.Max(x0-x, x-x1)
	dy := math.Max(y0-y, y-y1)
	out := math.Hypot(math.Max(dx, 0), math.Max(dy, 0))
	return out + math.Min(math.Max(dx, dy), 0)
}

func segDist(x, y, ax, ay, bx, by float64) float64 {
	vx, vy := bx-ax, by-ay
	l := vx*vx + vy*vy
	t := 0.0
	if l > 0 {
		t = math.Max(0, math.Min(1, ((x-ax)*vx+(y-ay)*vy)/l))
	}
	return math.Hypot(x-ax-t*vx, y-ay-t*vy)
}

// hash2 is a cheap integer hash of a position, for textures and for
// cosmetic choices that must not change between frames.
func hash2(x, y, salt int) uint32 {
	h := uint32(x)*0x27d4eb2d ^ uint32(y)*0x165667b1 ^ uint32(salt)*0x9e3779b1
	h ^= h >> 15
	h *= 0x85ebca6b
	h ^= h >> 13
	h *= 0xc2b2ae35
	h ^= h >> 16
	return h
}

// unit maps a hash to [0,1).
func unit(x, y, salt int) float64 { return float64(hash2(x, y, salt)&0xffffff) / (1 << 24) }

// vnoise is value noise with lattice spacing cell, smoothly interpolated.
func vnoise(px, py, cell float64, salt int) float64 {
	fx, fy := px/cell, py/cell
	x0, y0 := math.Floor(fx), math.Floor(fy)
	tx, ty := fx-x0, fy-y0
	tx, ty = tx*tx*(3-2*tx), ty*ty*(3-2*ty)
	ix, iy := int(x0), int(y0)
	a := unit(ix, iy, salt)
	b := unit(ix+1, iy, salt)
	cc := unit(ix, iy+1, salt)
	d := unit(ix+1, iy+1, salt)
	top := a + (b-a)*tx
	bot := cc + (d-cc)*tx
	return top + (bot-top)*ty
}

// mix blends a toward b by t.
func mix(a, b color.RGBA, t float64) color.RGBA {
	t = math.Max(0, math.Min(1, t))
	l := func(p, q uint8) uint8 { return uint8(float64(p) + (float64(q)-float64(p))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// halve box-filters an image to half its size, for the zoomed-out copy of
// the city (a poor man's mipmap: no shimmer when the map is fitted).
func halve(src *image.RGBA) *image.RGBA {
	b := src.Bounds()
	w, h := b.Dx()/2, b.Dy()/2
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var r, g, bl, a int
			for _, d := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
				p := src.RGBAAt(2*x+d[0], 2*y+d[1])
				r, g, bl, a = r+int(p.R), g+int(p.G), bl+int(p.B), a+int(p.A)
			}
			dst.SetRGBA(x, y, color.RGBA{uint8(r / 4), uint8(g / 4), uint8(bl / 4), uint8(a / 4)})
		}
	}
	return dst
}
