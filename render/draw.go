package render

import (
	"image"
	"image/color"
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"arena/render/gfx"
	"arena/sim"
)

// PlayerColors are the team colours, shared by the HUD and every renderer so
// a player has one colour everywhere; ten, for Windwardopolis's ten cars.
var PlayerColors = []color.RGBA{
	{232, 72, 72, 255},   // red
	{64, 140, 240, 255},  // blue
	{92, 200, 92, 255},   // green
	{240, 200, 56, 255},  // yellow
	{196, 96, 220, 255},  // purple
	{240, 140, 48, 255},  // orange
	{64, 208, 208, 255},  // cyan
	{220, 220, 220, 255}, // white
	{236, 112, 184, 255}, // pink
	{160, 112, 72, 255},  // brown
}

// PlayerColor returns the colour of player p (grey for none).
func PlayerColor(p sim.PlayerID) color.RGBA {
	if p < 0 {
		return color.RGBA{160, 160, 160, 255}
	}
	return PlayerColors[int(p)%len(PlayerColors)]
}

// UI colours shared by the app's panels and renderers' overlays.
var (
	PanelBG     = color.RGBA{14, 16, 28, 220}
	PanelBorder = color.RGBA{90, 100, 140, 255}
	TextColor   = color.RGBA{230, 232, 240, 255}
	DimText     = color.RGBA{150, 156, 176, 255}
	Accent      = color.RGBA{255, 210, 80, 255}
	Danger      = color.RGBA{255, 90, 80, 255}
	Good        = color.RGBA{110, 220, 120, 255}
)

// Fade returns c with its alpha scaled by a in [0,1].
func Fade(c color.RGBA, a float64) color.RGBA {
	if a < 0 {
		a = 0
	} else if a > 1 {
		a = 1
	}
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// Shade returns c with its brightness scaled by f (above 1 lightens),
// each channel clamped to 255; alpha is kept.
func Shade(c color.RGBA, f float64) color.RGBA {
	cl := func(v float64) uint8 { return uint8(max(0, min(255, v))) }
	return color.RGBA{cl(float64(c.R) * f), cl(float64(c.G) * f), cl(float64(c.B) * f), c.A}
}

// Mix blends a toward b by t, clamped to [0,1], channel by channel
// (alpha too), truncating: the blend the renderers' textures and palettes
// were tuned with.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	t = max(0, min(1, t))
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// bigRect is the area (in pixels) from which Rect paints through
// gfx.Fill: a software GL spends about 2 ns of CPU less on each of its
// pixels, and a rectangle amid other draws breaks ebiten's batch twice,
// at some 17 µs of CPU a draw call; below it the break costs more than
// the pixels save.
const bigRect = 16384

// Rect fills a screen rectangle.
func Rect(dst *ebiten.Image, x, y, w, h float64, c color.Color) {
	// Rounded to float32 as vector.FillRect takes them, so both paths
	// place the quad alike.
	x32, y32, w32, h32 := float32(x), float32(y), float32(w), float32(h)
	if w*h >= bigRect {
		gfx.Fill(dst, float64(x32), float64(y32), float64(w32), float64(h32), c)
		return
	}
	vector.FillRect(dst, x32, y32, w32, h32, c, false)
}

// Frame strokes a screen rectangle with a line of width lw, inside its edge.
func Frame(dst *ebiten.Image, x, y, w, h, lw float64, c color.Color) {
	vector.StrokeRect(dst, float32(x+lw/2), float32(y+lw/2), float32(w-lw), float32(h-lw), float32(lw), c, false)
}

// Line draws a screen line, antialiased.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.Color) {
	vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), float32(width), c, false)
}

// Circle fills a screen circle, antialiased.
func Circle(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	vector.FillCircle(dst, float32(cx), float32(cy), float32(r), c, false)
}

// Ring strokes a screen circle, antialiased.
func Ring(dst *ebiten.Image, cx, cy, r, width float64, c color.Color) {
	vector.StrokeCircle(dst, float32(cx), float32(cy), float32(r), float32(width), c, false)
}

// Panel draws the standard translucent box with a border.
func Panel(dst *ebiten.Image, x, y, w, h float64) {
	Rect(dst, x, y, w, h, PanelBG)
	Frame(dst, x, y, w, h, 1, PanelBorder)
}

// Bar draws a health-style bar: frac of it filled with fill over a dark
// track, with a one-pixel black outline.
func Bar(dst *ebiten.Image, x, y, w, h, frac float64, fill color.Color) {
	if frac < 0 {
		frac = 0
	} else if frac > 1 {
		frac = 1
	}
	Rect(dst, x-1, y-1, w+2, h+2, color.RGBA{0, 0, 0, 230})
	Rect(dst, x, y, w, h, color.RGBA{60, 20, 20, 255})
	Rect(dst, x, y, w*frac, h, fill)
}

// HealthColor goes from green at full health through yellow to red.
func HealthColor(frac float64) color.RGBA {
	switch {
	case frac > 0.6:
		return color.RGBA{96, 214, 96, 255}
	case frac > 0.3:
		return color.RGBA{236, 200, 64, 255}
	default:
		return color.RGBA{236, 72, 60, 255}
	}
}

// Sprite builds a pixel-art image from rows of characters: each character
// is looked up in pal ('.' and ' ' are transparent unless pal says
// otherwise). Rows may differ in length; the image is as wide as the
// longest. Renderers build sprites once and keep them.
func Sprite(art string, pal map[rune]color.RGBA) *ebiten.Image {
	return ebiten.NewImageFromImage(SpriteImage(art, pal))
}

// SpriteImage is Sprite without the GPU upload, for tests and compositing.
func SpriteImage(art string, pal map[rune]color.RGBA) *image.RGBA {
	var rows [][]rune
	for _, l := range strings.Split(strings.Trim(art, "\n"), "\n") {
		rows = append(rows, []rune(strings.TrimRight(l, "\r")))
	}
	w := 0
	for _, r := range rows {
		if len(r) > w {
			w = len(r)
		}
	}
	img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(len(rows), 1)))
	for y, r := range rows {
		for x, ch := range r {
			if c, ok := pal[ch]; ok {
				img.SetRGBA(x, y, c)
			}
		}
	}
	return img
}

// Outline returns src with a one-pixel outline in c around every opaque
// pixel (on the four sides, inside src's bounds), so a sprite reads
// against any ground. Renderers outline their sprites once, when they build
// them.
func Outline(src *image.RGBA, c color.RGBA) *image.RGBA {
	b := src.Bounds()
	dst := image.NewRGBA(b)
	copy(dst.Pix, src.Pix)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if src.RGBAAt(x, y).A != 0 {
				continue
			}
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				p := image.Pt(x+d[0], y+d[1])
				if p.In(b) && src.RGBAAt(p.X, p.Y).A != 0 {
					dst.SetRGBA(x, y, c)
					break
				}
			}
		}
	}
	return dst
}

// FlipH returns src mirrored left to right: the art is drawn facing right
// and flipped for the left-facing frame.
func FlipH(src *image.RGBA) *image.RGBA {
	b := src.Bounds()
	dst := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			dst.SetRGBA(b.Max.X-1-(x-b.Min.X), y, src.RGBAAt(x, y))
		}
	}
	return dst
}

var (
	pixelOnce sync.Once
	pixel     *ebiten.Image
)

// Pixel returns a 1×1 white image, shared by all renderers, to draw
// scaled and tinted into a block of any size and colour (particles, bars
// of sprite pixels). It is made on first use, since ebiten images can
// only be made once the game loop runs.
func Pixel() *ebiten.Image {
	pixelOnce.Do(func() {
		pixel = ebiten.NewImage(1, 1)
		pixel.Fill(color.White)
	})
	return pixel
}

// Particle draws one square particle size screen pixels wide centred on
// the screen point (sx, sy), in c faded by alpha: the debris, sparks and
// droplets of effects.
func Particle(dst *ebiten.Image, sx, sy, size float64, c color.RGBA, alpha float64) {
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(size, size)
	op.GeoM.Translate(sx-size/2, sy-size/2)
	op.ColorScale.ScaleWithColor(Fade(c, alpha))
	dst.DrawImage(Pixel(), &op)
}

// DrawWorld draws img (ppu pixels per world unit) with its top-left at the
// world point (wx, wy), with nearest filtering so pixel art stays crisp.
func DrawWorld(dst, img *ebiten.Image, c Camera, wx, wy, ppu float64, cs *ebiten.ColorScale) {
	var op ebiten.DrawImageOptions
	op.GeoM = WorldGeoM(c, wx, wy, ppu)
	op.Filter = ebiten.FilterNearest
	if cs != nil {
		op.ColorScale = *cs
	}
	dst.DrawImage(img, &op)
}

// DrawGround draws a renderer's ground image (Renderer.Ground) at the
// world origin like DrawWorld, copied rather than blended: the image is
// opaque everywhere (drawbench.CheckGround), where the two give the same
// pixels, and a copy spares a software GL reading back every pixel under
// it.
func DrawGround(dst, img *ebiten.Image, c Camera, ppu float64) {
	var op ebiten.DrawImageOptions
	op.GeoM = WorldGeoM(c, 0, 0, ppu)
	op.Filter = ebiten.FilterNearest
	op.Blend = ebiten.BlendCopy
	dst.DrawImage(img, &op)
}

// EventRand returns a cosmetic random generator seeded from an event, so an
// effect (debris, sparks) looks the same on every redraw without any state
// and never touches the simulation's RNG.
func EventRand(ev sim.Event, salt uint64) *rand.Rand {
	h := uint64(1469598103934665603)
	for _, v := range []uint64{uint64(ev.Tick), uint64(int64(ev.X * 1024)), uint64(int64(ev.Y * 1024)), uint64(ev.Player + 7), salt} {
		h ^= v
		h *= 1099511628211
	}
	return rand.New(rand.NewPCG(h, h^0x9e3779b97f4a7c15))
}

// PlayerIDOf converts a game's plain int player index to a sim.PlayerID.
func PlayerIDOf(p int) sim.PlayerID { return sim.PlayerID(p) }
