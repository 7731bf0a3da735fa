package madmax

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
)

// PPU is the sprite resolution: pixels per cell (one world unit).
const PPU = 16

// The interceptor, the even car of each player, seen from above and facing
// right (the way every car drives, Rules §1.1). B is the body in the
// player's colour, b its shade, H a racing stripe; T the roof, G the
// windscreen, g the rear window; K and k the tyres; o and s bumpers; S the
// spikes of the ram; R and Y the rear and head lights; E the exhausts.
const interceptorArt = `
................
................
..KKKK....KKKK..
..KkkK....KkkK..
.obbbbbbbbbbbbsS
.RBBBBgTTGGBBBY.
EoBBBBgTTGGBBBsS
.oBBBBgTTGGHHHs.
.oBBBBgTTGGHHHs.
EoBBBBgTTGGBBBsS
.RBBBBgTTGGBBBY.
.obbbbbbbbbbbbsS
..KkkK....KkkK..
..KKKK....KKKK..
................
................
`

// The buggy, the odd car of each player: big rear wheels, a body in the
// player's colour round a small roll cage c with the driver's helmet D,
// and the same lights and ram.
const buggyArt = `
................
................
.KKKKK.....KKK..
.KkkkK.....KkK..
.KKKKKbbbbbKKKs.
..RBBBBBBBBBBBY.
EobBBcccBBBHBBsS
.obBBcDcBBHHHBBs
.obBBcDcBBHHHBBs
EobBBcccBBBHBBsS
..RBBBBBBBBBBBY.
.KKKKKbbbbbKKKs.
.KkkkK.....KkK..
.KKKKK.....KKK..
................
................
`

// The water bonus: a drop of clean water, worth more than gold out there.
const waterArt = `
................
.......dd.......
.......dd.......
......dWWd......
......dWWd......
.....dWHWWd.....
.....dWHWWd.....
....dWHWWWWd....
....dWHWWWWd....
...dWHWWWWWWd...
...dWWWWWWWWd...
...dWWWWWWWwd...
....dWWWWWwd....
.....dwwwwd.....
......dddd......
................
`

// The gas bonus: a red jerrycan with its embossed cross, handle and spout.
const gasArt = `
................
.....kkkk.......
....kk..kk.s....
....kkkkkkss....
...RRRRRRRRRr...
...RHRRRRRRrr...
...RHYRRRRYrr...
...RHRYRRYRrr...
...RHRRYYRRrr...
...RHRRYYRRrr...
...RHRYRRYRrr...
...RHYRRRRYrr...
...RHRRRRRRrr...
...rrrrrrrrrr...
....d......d....
................
`

// The missile bonus: an army crate with a rocket stencilled on its side.
const crateArt = `
................
................
..cccccccccccc..
..cLLLLLLLLLLc..
..cGGGGGGGGGGc..
..cccccccccccc..
..cGGGGGGGGGGc..
..cGyGGGGGGGGc..
..cGyyyyyyYRGc..
..cGyGGGGGGGGc..
..cGGGGGGGGGGc..
..cccccccccccc..
..cLGGGGGGGGLc..
..cccccccccccc..
................
................
`

// A missile in flight, facing right: P are the fins and band in the
// shooter's colour, w the body, R the warhead.
const missileArt = `
................
................
................
................
................
..PP............
..PwwwPwwwwRR...
..PwwwPwwwwRRR..
..PwwwPwwwwRR...
..PP............
................
................
................
................
................
................
`

var outline = color.RGBA{22, 16, 14, 255}

// sprites holds the images built once per renderer.
type sprites struct {
	car     [4][2]*ebiten.Image // [player][car id parity]
	wreck   [2]*ebiten.Image    // a burnt-out car of each shape
	missile [4]*ebiten.Image    // [player]
	water   *ebiten.Image
	gas     *ebiten.Image
	crate   *ebiten.Image
	tyre    [2]*ebiten.Image // two tread angles, for variety
}

func carPalette(body color.RGBA) map[rune]color.RGBA {
	return map[rune]color.RGBA{
		'B': body, 'b': render.Shade(body, 0.7), 'H': render.Shade(body, 1.35),
		'T': render.Shade(body, 0.5), 'G': {150, 200, 220, 255}, 'g': {80, 110, 130, 255},
		'K': {24, 22, 22, 255}, 'k': {70, 66, 62, 255},
		'o': {60, 56, 52, 255}, 's': {150, 150, 156, 255}, 'S': {210, 210, 216, 255},
		'R': {220, 40, 30, 255}, 'Y': {255, 236, 150, 255}, 'E': {110, 100, 90, 255},
		'c': {170, 170, 176, 255}, 'D': {40, 36, 40, 255},
	}
}

func buildSprites() *sprites {
	sp := &sprites{}
	arts := [2]string{interceptorArt, buggyArt}
	for p := range 4 {
		pc := render.PlayerColor(sim.PlayerID(p))
		for k, art := range arts {
			sp.car[p][k] = ebiten.NewImageFromImage(render.Outline(render.SpriteImage(art, carPalette(pc)), outline))
		}
		sp.missile[p] = ebiten.NewImageFromImage(render.Outline(render.SpriteImage(missileArt, map[rune]color.RGBA{
			'P': pc, 'w': {232, 232, 226, 255}, 'R': {200, 40, 36, 255},
		}), outline))
	}
	for k, art := range arts {
		wreck := carPalette(color.RGBA{70, 58, 50, 255})
		wreck['G'], wreck['g'], wreck['Y'], wreck['R'] = color.RGBA{40, 38, 36, 255}, color.RGBA{30, 28, 26, 255}, color.RGBA{60, 50, 40, 255}, color.RGBA{60, 40, 30, 255}
		sp.wreck[k] = ebiten.NewImageFromImage(render.Outline(render.SpriteImage(art, wreck), outline))
	}
	sp.water = ebiten.NewImageFromImage(render.Outline(render.SpriteImage(waterArt, map[rune]color.RGBA{
		'd': {20, 60, 150, 255}, 'W': {60, 150, 240, 255}, 'w': {40, 100, 200, 255}, 'H': {210, 240, 255, 255},
	}), outline))
	sp.gas = ebiten.NewImageFromImage(render.Outline(render.SpriteImage(gasArt, map[rune]color.RGBA{
		'R': {214, 40, 32, 255}, 'r': {150, 24, 20, 255}, 'H': {255, 120, 100, 255}, 'Y': {170, 30, 24, 255},
		'k': {50, 46, 44, 255}, 's': {170, 170, 160, 255}, 'd': {40, 30, 28, 255},
	}), outline))
	sp.crate = ebiten.NewImageFromImage(render.Outline(render.SpriteImage(crateArt, map[rune]color.RGBA{
		'c': {62, 70, 38, 255}, 'G': {104, 118, 62, 255}, 'L': {134, 148, 86, 255},
		'y': {236, 206, 80, 255}, 'Y': {255, 236, 140, 255}, 'R': {220, 60, 40, 255},
	}), outline))
	for i := range sp.tyre {
		sp.tyre[i] = ebiten.NewImageFromImage(tyreImage(float64(i) * math.Pi / 12))
	}
	return sp
}

// tyreImage draws a tyre lying on the road, seen from above: a rubber ring
// with tread blocks (turned by rot radians), a steel rim and a hub, and a
// soft shadow to the lower right.
func tyreImage(rot float64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, PPU, PPU))
	const c = 7.5
	for y := range PPU {
		for x := range PPU {
			dx, dy := float64(x)-c, float64(y)-c
			d := math.Hypot(dx, dy)
			a := math.Atan2(dy, dx) + rot
			var col color.RGBA
			switch {
			case d < 1.3:
				col = color.RGBA{60, 58, 56, 255} // axle hole
			case d < 2.4:
				col = color.RGBA{176, 172, 164, 255} // hub
			case d < 3.3:
				col = color.RGBA{120, 116, 110, 255} // rim
			case d < 4.0:
				col = color.RGBA{28, 26, 26, 255} // inner wall
			case d < 6.2:
				col = color.RGBA{44, 42, 42, 255}
				if math.Mod(a*12/(2*math.Pi)+12, 1) < 0.45 && d > 4.9 {
					col = color.RGBA{72, 68, 66, 255} // tread block
				}
				if dx+dy < -3 && d < 5.2 {
					col = color.RGBA{84, 80, 78, 255} // sheen on the upper left
				}
			case d < 7.0:
				col = outline
			default:
				// The shadow falls to the lower right.
				if sd := math.Hypot(dx-1.2, dy-1.2); sd < 7.3 {
					col = color.RGBA{0, 0, 0, 70}
				}
			}
			img.SetRGBA(x, y, col)
		}
	}
	return img
}
