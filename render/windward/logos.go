package windward

import (
	"image"
	"image/color"
	"math"

	ws "arena/sim/windward"
)

// companyColors are the companies' own colours (our choice, not their
// brands'), used for logos, headquarters roofs and their CEOs' suits.
var companyColors = [ws.NumCompanies]color.RGBA{
	{0, 150, 160, 255},   // Microsoft
	{48, 78, 168, 255},   // Hewlett-Packard
	{80, 176, 232, 255},  // salesforce.com
	{204, 44, 44, 255},   // Oracle
	{96, 80, 184, 255},   // Facebook
	{206, 58, 152, 255},  // JetBrains
	{232, 172, 36, 255},  // Windward
	{140, 146, 158, 255}, // Apple
	{28, 112, 176, 255},  // LinkedIn
	{58, 166, 84, 255},   // Google
	{236, 128, 28, 255},  // Amazon
	{44, 196, 214, 255},  // Twitter
}

// logoShape is the emblem each company's initials sit in.
type logoShape int

const (
	shapeCircle logoShape = iota
	shapeRounded
	shapeHex
	shapeRing
	shapeDiamond
	shapeShield
	shapeTriangle
)

// companyLogos pairs each company with an emblem and two initials: our own
// simple marks, deliberately unlike any real company's logo.
var companyLogos = [ws.NumCompanies]struct {
	shape logoShape
	mark  string
}{
	{shapeCircle, "MS"}, {shapeRounded, "HP"}, {shapeHex, "SF"}, {shapeRing, "OR"},
	{shapeRounded, "FB"}, {shapeDiamond, "JB"}, {shapeShield, "WW"}, {shapeCircle, "AP"},
	{shapeHex, "LI"}, {shapeRing, "GO"}, {shapeDiamond, "AM"}, {shapeTriangle, "TW"},
}

// logoImage draws company k's logo n pixels square.
func logoImage(k, n int) *image.RGBA {
	cv := newCanvas(n, n)
	s := float64(n)
	c := s / 2
	col := companyColors[k]
	light := mix(col, color.RGBA{255, 255, 255, 255}, 0.35)
	dist := func(shape logoShape, r float64) func(x, y float64) float64 {
		return func(x, y float64) float64 {
			dx, dy := x-c, y-c
			switch shape {
			case shapeRounded:
				return boxDist(x, y, c-r+s*0.12, c-r+s*0.12, c+r-s*0.12, c+r-s*0.12) - s*0.12
			case shapeHex:
				ax, ay := math.Abs(dx), math.Abs(dy)
				return math.Max(ax*0.866+ay*0.5, ay) - r*0.95
			case shapeDiamond:
				return (math.Abs(dx)+math.Abs(dy))/math.Sqrt2 - r*0.85
			case shapeShield:
				top := boxDist(x, y, c-r*0.85, c-r*0.9, c+r*0.85, c)
				bottom := math.Hypot(dx, dy*1.05) - r*0.86
				if y > c {
					return math.Max(bottom, math.Abs(dx)-r*0.85)
				}
				return top
			case shapeTriangle:
				// Pointing up, with soft corners.
				return math.Max(math.Abs(dx)*0.87+dy*0.5, -dy*0.9) - r*0.62
			}
			return math.Hypot(dx, dy) - r
		}
	}
	lg := companyLogos[k]
	r := s * 0.46
	cv.sdf(0, 0, s, s, outlineCol, func(x, y float64) float64 { return dist(lg.shape, r)(x, y) - s*0.03 })
	cv.sdf(0, 0, s, s, col, dist(lg.shape, r))
	if lg.shape == shapeRing {
		cv.sdf(0, 0, s, s, white, func(x, y float64) float64 { return math.Hypot(x-c, y-c) - r*0.68 })
	} else {
		// A thin light rim inside the edge gives the emblem some relief.
		cv.sdf(0, 0, s, s, light, func(x, y float64) float64 { return math.Abs(dist(lg.shape, r*0.84)(x, y)) - s*0.025 })
	}
	ink := white
	if lg.shape == shapeRing {
		ink = col
	}
	sc := math.Max(1, math.Floor(s/16))
	w := tinyWidth(lg.mark, sc)
	ty := c - 2.5*sc
	if lg.shape == shapeTriangle {
		ty += s * 0.1
	}
	tinyText(cv, lg.mark, math.Round(c-w/2), math.Round(ty), sc, ink)
	return cv.img
}
