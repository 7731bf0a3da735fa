package worms

import (
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
)

// PPU is the sprite resolution: pixels per cell (one world unit).
const PPU = 16

// The worm, facing right. T is the team colour (helmet), t its shade, P the
// skin, p the skin's shade, W and K the eye, O outline is added by code.
const wormArt = `
....TTTTTT......
...TTTTTTTTt....
..TTTTTTTTTTt...
..TTTTTTTTTTt...
..tttttttttttt..
...PPWWPPWWP....
...PPWKPPWKP....
...PPPPPPPPP....
....PPPPPPp.....
....pPPPPPp.....
.....PPPPPPp....
......PPPPPPp...
..PP...PPPPPp...
.PPPPPPPPPPPp...
.pPPPPPPPPPpp...
..pppppppppp....
`

// The health pack: a white crate with a red cross.
const packArt = `
................
................
................
....hhhhhhhh....
...hwwwwwwwwg...
...hwwwrrwwwg...
...hwwwrrwwwg...
...hwrrrrrrwg...
...hwrrrrrrwg...
...hwwwrrwwwg...
...hwwwrrwwwg...
...hwwwwwwwwg...
....gggggggg....
................
................
................
`

// A tombstone left for a moment where a worm fell.
const graveArt = `
................
................
................
......ssss......
.....sLLLLs.....
....sLLddLLs....
....sLLddLLs....
....sddddddS....
....sddddddS....
....sLLddLLS....
....sLLddLLS....
....sLLLLLLS....
....sLLLLLLS....
...gggggggggg...
..gGGGGGGGGGGg..
................
`

// The active-worm marker: a small downward arrow.
const arrowArt = `
.AAAAA.
.AAAAA.
.AAAAA.
AAAAAAA
.AAAAA.
..AAA..
...A...
`

var outline = color.RGBA{20, 14, 24, 255}

// sprites holds the images built once per renderer.
type sprites struct {
	worm  [2][2]*ebiten.Image // [team][facing left]
	blink [2][2]*ebiten.Image // the same with eyes shut
	pack  *ebiten.Image
	grave *ebiten.Image
	arrow [2]*ebiten.Image
	pixel *ebiten.Image // one white pixel, for particles
}

func shade(c color.RGBA, f float64) color.RGBA {
	cl := func(v float64) uint8 { return uint8(max(0, min(255, v))) }
	return color.RGBA{cl(float64(c.R) * f), cl(float64(c.G) * f), cl(float64(c.B) * f), c.A}
}

func buildSprites() *sprites {
	sp := &sprites{}
	for team := 0; team < 2; team++ {
		tc := render.PlayerColor(render.PlayerIDOf(team))
		pal := map[rune]color.RGBA{
			'T': tc, 't': shade(tc, 0.7),
			'P': {244, 168, 176, 255}, 'p': {206, 120, 136, 255},
			'W': {255, 255, 255, 255}, 'K': {16, 16, 24, 255},
		}
		img := withOutline(render.SpriteImage(wormArt, pal), outline)
		sp.worm[team][0] = ebiten.NewImageFromImage(img)
		sp.worm[team][1] = ebiten.NewImageFromImage(flipH(img))
		shut := strings.NewReplacer("WW", "pp", "WK", "KK").Replace(wormArt)
		bimg := withOutline(render.SpriteImage(shut, pal), outline)
		sp.blink[team][0] = ebiten.NewImageFromImage(bimg)
		sp.blink[team][1] = ebiten.NewImageFromImage(flipH(bimg))
		sp.arrow[team] = ebiten.NewImageFromImage(withOutline(render.SpriteImage(arrowArt, map[rune]color.RGBA{'A': shade(tc, 1.15)}), outline))
	}
	sp.pack = ebiten.NewImageFromImage(withOutline(render.SpriteImage(packArt, map[rune]color.RGBA{
		'h': {255, 255, 255, 255}, 'w': {236, 236, 240, 255}, 'g': {160, 160, 176, 255}, 'r': {220, 40, 48, 255},
	}), outline))
	sp.grave = ebiten.NewImageFromImage(withOutline(render.SpriteImage(graveArt, map[rune]color.RGBA{
		's': {200, 200, 208, 255}, 'L': {168, 168, 180, 255}, 'd': {96, 96, 110, 255}, 'S': {120, 120, 134, 255},
		'g': {70, 140, 60, 255}, 'G': {50, 110, 44, 255},
	}), outline))
	sp.pixel = ebiten.NewImage(1, 1)
	sp.pixel.Fill(color.White)
	return sp
}

// withOutline adds a one-pixel outline around every opaque pixel, so
// sprites read against any terrain.
func withOutline(src *image.RGBA, c color.RGBA) *image.RGBA {
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

func flipH(src *image.RGBA) *image.RGBA {
	b := src.Bounds()
	dst := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			dst.SetRGBA(b.Max.X-1-(x-b.Min.X), y, src.RGBAAt(x, y))
		}
	}
	return dst
}
