package paintball

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
)

// PPU is the sprite resolution: pixels per field space (one world unit).
const PPU = 16

// The standing child, facing right: h/H hair, M the team's mask, G/g
// goggles, S/s skin, T/t the team's jersey, W its white stripe, P/p
// trousers, B boots. An outline is added by code. A standing child is 9
// units tall and fills its space (Rules §5.5.2).
const standArt = `
................
......hhhh......
.....hHHHHh.....
....hHHHHHHh....
....hMMMgGGG....
....hMMMGGGG....
....sSSSSSSM....
.....MMMMMM.....
....tTTTTTTt....
...tTTTWWTTTt...
...sTTTWWTTTs...
....tTTTTTTt....
....pPPPPPPp....
....pPP..PPp....
....pPP..PPp....
....BBB..BBB....
`

// The crouched child: 3 units tall, so it sits low in its space, knees
// out.
const crouchArt = `
................
................
................
................
................
................
......hhhh......
.....hHHHHh.....
....hMMMgGGG....
....sSSSSSSM....
.....MMMMMM.....
...tTTTTTTTTt...
..stTTTWWTTTts..
...tTTTTTTTTt...
..pPPPPPPPPPPp..
..BBBB....BBBB..
`

// The basic launcher in the hands: a yellow hopper on a black body.
const basicHeld = `
..yy....
.yYYy...
kkkkkkkk
.kK.....
.k......
`

// The rapid-fire launcher: a bigger orange hopper, a long silver barrel
// with a muzzle brake.
const rapidHeld = `
..rrr......
.rRRRr.....
kkkkkkmmmmM
kkkkkkmmmmM
.kK........
.k.........
`

// The shield slung on the back while not defending.
const shieldBack = `
.ooo.
oWWWo
oWwWo
oWMWo
oWwWo
oWWWo
.ooo.
`

// The shield raised in front while defending (Rules §5.3.5).
const shieldFront = `
..oooo..
.oWWWWo.
oWwWWwWo
oWWWWWWo
oWWMMWWo
oWWMMWWo
oWWWWWWo
oWwWWwWo
.oWWWWo.
..oooo..
`

// A wooden shield lying on the field (Table 6 "S").
const shieldItem = `
................
................
................
................
.....oooooo.....
...ooWWWWWWoo...
..oWWwWWWWwWWo..
..oWWWWMMWWWWo..
..oWWWWMMWWWWo..
..oWWwWWWWwWWo..
...ooWWWWWWoo...
.....oooooo.....
................
................
................
................
`

// A basic launcher lying on the field (Table 6 "L").
const basicItem = `
................
................
................
................
................
.....yyy........
....yYYYy.......
...kkkkkkkkkkkk.
...kKKKKkkkkkkk.
....kK..........
....kk..........
................
................
................
................
................
`

// A rapid-fire launcher lying on the field (Table 6 "F").
const rapidItem = `
................
................
................
................
....rrrr........
...rRRRRr.......
..kkkkkkkmmmmmM.
..kKKKKkkmmmmmM.
..kkkkkkkmmmmmM.
...kK...........
...kk...........
................
................
................
................
................
`

// A planted flag (Table 6 "R", "B"), two frames of cloth in the wind; C is
// the team's colour.
var flagArt = [2]string{`
................
...k............
...kCCCCCc......
...kCCCCCCCc....
...kCCCWCCCCc...
...kCCCCCCCc....
...kCCCCCc......
...k............
...k............
...k............
...k............
...k............
.ssks...........
sSSSSs..........
sSSSSSs.........
.ssss...........
`, `
................
...k............
...kCCCCc.......
...kCCCCCCc.....
...kCCCWCCCCc...
...kCCCCCCCCc...
...kCCCCCCc.....
...kCCc.........
...k............
...k............
...k............
...k............
.ssks...........
sSSSSs..........
sSSSSSs.........
.ssss...........
`}

var outline = color.RGBA{24, 20, 26, 255}

// Neutral colours of the paintballs lying in stacks: fresh paint of no
// team, so a stack is never mistaken for a splat.
var stackColors = []color.RGBA{{250, 214, 60, 255}, {120, 220, 80, 255}, {250, 140, 40, 255}, {236, 92, 200, 255}}

// sprites holds the images built once per renderer.
type sprites struct {
	child  [2][2][2]*ebiten.Image // [team][crouched][facing left]
	basic  [2]*ebiten.Image       // held, [facing left]
	rapid  [2]*ebiten.Image
	back   [2]*ebiten.Image // shield on the back
	front  [2]*ebiten.Image // shield raised
	items  map[byte]*ebiten.Image
	stacks [3]*ebiten.Image // small, medium, large paintball piles
	flag   [2][2]*ebiten.Image
	splat  [6]*ebiten.Image // white splat shapes, tinted when drawn
	drips  [3]*ebiten.Image // white droplets around a child hit directly
	hatch  [2]*ebiten.Image // each team's sight in the "both" fog
	drop   *ebiten.Image    // a white paint drop for particles
	ball   *ebiten.Image    // a white ball with a highlight, tinted when drawn
}

// teamColor is a team's colour: red for 0, blue for 1 (the HUD's colours).
func teamColor(team int) color.RGBA { return render.PlayerColor(render.PlayerIDOf(team)) }

var gear = map[rune]color.RGBA{
	'k': {36, 36, 44, 255}, 'K': {84, 84, 96, 255},
	'y': {214, 170, 30, 255}, 'Y': {252, 222, 80, 255},
	'r': {206, 80, 30, 255}, 'R': {250, 136, 56, 255},
	'm': {176, 184, 196, 255}, 'M': {230, 236, 244, 255},
	'o': {92, 70, 56, 255}, 'W': {184, 128, 70, 255}, 'w': {138, 92, 48, 255},
	'g': {96, 100, 112, 255}, 'G': {176, 182, 194, 255},
}

func img(src *image.RGBA) *ebiten.Image { return ebiten.NewImageFromImage(src) }

func buildSprites() *sprites {
	sp := &sprites{items: map[byte]*ebiten.Image{}}
	for team := 0; team < 2; team++ {
		tc := teamColor(team)
		pal := map[rune]color.RGBA{
			'h': {74, 46, 30, 255}, 'H': {112, 72, 42, 255},
			'M': render.Shade(tc, 0.55), 'G': {170, 232, 250, 255}, 'g': {250, 255, 255, 255},
			'S': {244, 196, 160, 255}, 's': {214, 156, 124, 255},
			'T': tc, 't': render.Shade(tc, 0.72), 'W': {250, 250, 250, 255},
			'P': {64, 70, 92, 255}, 'p': {44, 48, 66, 255}, 'B': {30, 26, 30, 255},
		}
		if team == 1 {
			pal['h'], pal['H'] = color.RGBA{150, 110, 40, 255}, color.RGBA{214, 170, 70, 255}
		}
		for c, art := range []string{standArt, crouchArt} {
			im := render.Outline(render.SpriteImage(art, pal), outline)
			sp.child[team][c][0] = img(im)
			sp.child[team][c][1] = img(render.FlipH(im))
		}
		sp.flag[team][0] = img(render.Outline(render.SpriteImage(flagArt[0], flagPal(tc)), outline))
		sp.flag[team][1] = img(render.Outline(render.SpriteImage(flagArt[1], flagPal(tc)), outline))
	}
	for i, art := range []string{basicHeld, rapidHeld, shieldBack, shieldFront} {
		im := render.Outline(render.SpriteImage(art, gear), outline)
		pair := [2]*ebiten.Image{img(im), img(render.FlipH(im))}
		switch i {
		case 0:
			sp.basic = pair
		case 1:
			sp.rapid = pair
		case 2:
			sp.back = pair
		case 3:
			sp.front = pair
		}
	}
	for tok, art := range map[byte]string{'S': shieldItem, 'L': basicItem, 'F': rapidItem} {
		sp.items[tok] = img(render.Outline(render.SpriteImage(art, gear), outline))
	}
	sp.items['A'] = img(render.Outline(cogImage(), outline))
	for i, n := range []int{3, 6, 10} {
		sp.stacks[i] = img(stackImage(n))
	}
	for i := range sp.splat {
		sp.splat[i] = img(splatImage(uint64(i)*7919+17, true))
	}
	for i := range sp.drips {
		sp.drips[i] = img(splatImage(uint64(i)*104729+5, false))
	}
	sp.hatch[0], sp.hatch[1] = img(hatchTile(0)), img(hatchTile(1))
	sp.drop = img(discImage(4, color.RGBA{255, 255, 255, 255}))
	sp.ball = img(ballImage())
	return sp
}

func flagPal(tc color.RGBA) map[rune]color.RGBA {
	return map[rune]color.RGBA{
		'k': {60, 44, 34, 255}, 'C': tc, 'c': render.Shade(tc, 0.7), 'W': {250, 250, 250, 255},
		's': {110, 110, 120, 255}, 'S': {160, 160, 170, 255},
	}
}

// stackImage draws a pile of n paintballs (n = 3, 6 or 10) in a
// pyramid, bottom row widest.
func stackImage(n int) *image.RGBA {
	im := image.NewRGBA(image.Rect(0, 0, PPU, PPU))
	rows := map[int][]int{3: {2, 1}, 6: {3, 2, 1}, 10: {4, 3, 2, 1}}[n]
	k := 0
	for r, cnt := range rows {
		y := PPU - 3 - 5 - r*3
		x0 := PPU/2 - cnt*4/2
		for i := 0; i < cnt; i++ {
			drawBall(im, x0+i*4, y, stackColors[k%len(stackColors)])
			k++
		}
	}
	return render.Outline(im, outline)
}

// drawBall paints a 4×4 ball with a highlight and a shaded rim.
func drawBall(im *image.RGBA, x, y int, c color.RGBA) {
	art := [4]string{".cc.", "cLcc", "cccd", ".dd."}
	for j, row := range art {
		for i, ch := range row {
			var p color.RGBA
			switch ch {
			case 'c':
				p = c
			case 'L':
				p = color.RGBA{255, 255, 240, 255}
			case 'd':
				p = render.Shade(c, 0.65)
			default:
				continue
			}
			im.SetRGBA(x+i, y+j, p)
		}
	}
}

// cogImage draws the rapid-fire adapter (Table 6 "A"): a steel cog with
// eight teeth, lit from the top left, around a yellow core.
func cogImage() *image.RGBA {
	im := image.NewRGBA(image.Rect(0, 0, PPU, PPU))
	for y := 0; y < PPU; y++ {
		for x := 0; x < PPU; x++ {
			dx, dy := float64(x)-7.5, float64(y)-8
			d := math.Hypot(dx, dy)
			a := math.Atan2(dy, dx)
			rOut := 4.6
			if math.Cos(8*a+0.4) > 0.1 {
				rOut = 6.3
			}
			switch {
			case d > rOut:
			case d < 2.1:
				im.SetRGBA(x, y, gear['Y'])
			case d < 2.9:
				im.SetRGBA(x, y, gear['g'])
			case dx+dy < -2:
				im.SetRGBA(x, y, gear['M'])
			case dx+dy > 3:
				im.SetRGBA(x, y, gear['g'])
			default:
				im.SetRGBA(x, y, gear['G'])
			}
		}
	}
	return im
}

// ballImage is a white 8×8 ball with a highlight; it is tinted with the
// team's colour when drawn.
func ballImage() *image.RGBA {
	im := image.NewRGBA(image.Rect(0, 0, 8, 8))
	for y := 0; y < 8; y++ {
		for x := 0; x < 8; x++ {
			dx, dy := float64(x)-3.5, float64(y)-3.5
			d := math.Hypot(dx, dy)
			switch {
			case d > 3.9:
			case d > 3.0:
				im.SetRGBA(x, y, color.RGBA{40, 40, 40, 255})
			case math.Hypot(dx+1.3, dy+1.3) < 1.2:
				im.SetRGBA(x, y, color.RGBA{255, 255, 255, 255})
			case dx+dy > 2.2:
				im.SetRGBA(x, y, color.RGBA{170, 170, 170, 255})
			default:
				im.SetRGBA(x, y, color.RGBA{235, 235, 235, 255})
			}
		}
	}
	return im
}

func discImage(r int, c color.RGBA) *image.RGBA {
	im := image.NewRGBA(image.Rect(0, 0, 2*r, 2*r))
	for y := 0; y < 2*r; y++ {
		for x := 0; x < 2*r; x++ {
			if math.Hypot(float64(x)-float64(r)+0.5, float64(y)-float64(r)+0.5) <= float64(r)-0.2 {
				im.SetRGBA(x, y, c)
			}
		}
	}
	return im
}

// splatImage draws one white splat shape, 24×24 pixels (1.5 spaces), from
// a fixed seed: a lumpy blob with droplets thrown around it, or (without
// the blob) only droplets, for the paint that drips around a child hit.
func splatImage(seed uint64, blob bool) *image.RGBA {
	const n = 24
	rng := rand.New(rand.NewPCG(seed, seed^0x5bd1e995))
	im := image.NewRGBA(image.Rect(0, 0, n, n))
	type disc struct{ x, y, r float64 }
	var blobs []disc
	lumps := 6
	if blob {
		blobs = append(blobs, disc{n / 2, n / 2, 4.2 + rng.Float64()})
	} else {
		lumps = 0
	}
	for i := 0; i < lumps; i++ {
		a := rng.Float64() * 2 * math.Pi
		d := 2.5 + rng.Float64()*2
		blobs = append(blobs, disc{n/2 + math.Cos(a)*d, n/2 + math.Sin(a)*d, 1.8 + rng.Float64()*1.6})
	}
	for i := 0; i < 8; i++ {
		a := rng.Float64() * 2 * math.Pi
		d := 6.5 + rng.Float64()*4.5
		blobs = append(blobs, disc{n/2 + math.Cos(a)*d, n/2 + math.Sin(a)*d, 0.7 + rng.Float64()*1.0})
	}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			for _, b := range blobs {
				if math.Hypot(float64(x)+0.5-b.x, float64(y)+0.5-b.y) <= b.r {
					im.SetRGBA(x, y, color.RGBA{255, 255, 255, 255})
					break
				}
			}
		}
	}
	return im
}
