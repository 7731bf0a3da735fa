package windward

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/sim"
	ws "arena/sim/windward"
)

// carArt is a limo seen from above, facing north: B the body in the seat
// colour, b its shade, R the lighter roof, W the glass, w a glint, h the
// headlights, t the tail lights, T the tyres, o the outline.
const carArt = `
....oooooo....
..ooBBBBBBoo..
.oBhBBBBBBhBo.
.oBBBBBBBBBBo.
oBBbBBBBBBbBBo
oBBBBBBBBBBBBo
oBWWWWWWWWWWBo
oBWwwWWWWWWWBo
TBWwWWWWWWWWBT
TBBWWWWWWWWBBT
TBBRRRRRRRRBBT
oBBRRRRRRRRBBo
oBBRRRRRRRRBBo
obBRRRRRRRRBbo
obBRRRRRRRRBbo
obBRRRRRRRRBbo
obBRRRRRRRRBbo
oBBRRRRRRRRBBo
oBBRRRRRRRRBBo
TBBRRRRRRRRBBT
TBBWWWWWWWWBBT
TBWWWWWWWWWWBT
oBWWWWWWWWWWBo
oBBBBBBBBBBBBo
oBBbBBBBBBbBBo
.otBBBBBBBBto.
..ootBBBBtoo..
....oooooo....
`

// carW and carH are the car sprite's size in pixels; in the world a car is
// 13 map units long (rule text: "1 car length between cars", a car length
// being 12 units plus paint).
const (
	carW       = 14
	carH       = 28
	carLenTile = 13.0 / ws.UnitsPerTile
)

// personArt is a CEO seen from above: S the suit (the company colour), H
// the hair, F a bit of face.
const personArt = `
...HHH...
..HHHHH..
.SSHFHSS.
SSSSSSSSS
SSSSSSSSS
.SSSSSSS.
`

// sprites holds the images built once per renderer.
type sprites struct {
	car    [ws.NumPlayers]*ebiten.Image
	person [ws.NumCompanies]*ebiten.Image
	logo   [ws.NumCompanies]*ebiten.Image
	card   map[ws.Card]*ebiten.Image
	face   [ws.NumPlayers]*ebiten.Image // default avatars of bot seats
	robot  [ws.NumPlayers]*ebiten.Image // default avatars of seat fillers
	cup    *ebiten.Image
}

var outlineCol = color.RGBA{22, 22, 28, 255}

// CarColor is seat i's car colour, the same as its HUD colour.
func CarColor(i int) color.RGBA { return render.PlayerColor(sim.PlayerID(i)) }

func buildSprites() *sprites {
	sp := &sprites{card: map[ws.Card]*ebiten.Image{}}
	for i := range sp.car {
		sp.car[i] = ebiten.NewImageFromImage(carImage(CarColor(i)))
		sp.face[i] = ebiten.NewImageFromImage(faceAvatar(CarColor(i)))
		sp.robot[i] = ebiten.NewImageFromImage(robotAvatar(CarColor(i)))
	}
	for k := range sp.person {
		sp.person[k] = ebiten.NewImageFromImage(render.SpriteImage(personArt, map[rune]color.RGBA{
			'S': companyColors[k], 'H': {58, 40, 30, 255}, 'F': {232, 184, 150, 255},
		}))
		sp.logo[k] = ebiten.NewImageFromImage(logoImage(k, 48))
	}
	for k := ws.MovePassenger; k <= ws.MultDeliverAtCompany; k++ {
		sp.card[k] = ebiten.NewImageFromImage(cardImage(k))
	}
	cv := newCanvas(24, 24)
	cupShape(cv, 11, 13, 0.9, cream, color.RGBA{110, 70, 44, 255})
	sp.cup = ebiten.NewImageFromImage(cv.img)
	return sp
}

func carImage(body color.RGBA) *image.RGBA {
	return render.SpriteImage(carArt, map[rune]color.RGBA{
		'o': outlineCol, 'B': body, 'b': render.Shade(body, 0.72), 'R': mix(body, color.RGBA{255, 255, 255, 255}, 0.28),
		'W': {36, 52, 76, 255}, 'w': {150, 190, 220, 255}, 'h': {255, 246, 190, 255}, 't': {230, 40, 40, 255},
		'T': {14, 14, 16, 255},
	})
}

// faceAvatar is our default picture for a bot seat without one: a round
// smiling face in the seat colour.
func faceAvatar(c color.RGBA) *image.RGBA {
	cv := newCanvas(32, 32)
	cv.disc(16, 16, 15, outlineCol)
	cv.disc(16, 16, 13.5, c)
	cv.disc(12.5, 11.5, 5, mix(c, color.RGBA{255, 255, 255, 255}, 0.35))
	cv.disc(11, 14, 2.6, white)
	cv.disc(21, 14, 2.6, white)
	cv.disc(11.5, 14.5, 1.3, outlineCol)
	cv.disc(21.5, 14.5, 1.3, outlineCol)
	cv.ring(16, 17, 6.5, 1.6, outlineCol, 8, 19, 24, 26)
	return cv.img
}

// robotAvatar is the picture of a built-in seat filler: a robot head with
// eyes in the seat colour.
func robotAvatar(c color.RGBA) *image.RGBA {
	cv := newCanvas(32, 32)
	metal := color.RGBA{176, 182, 192, 255}
	cv.line(16, 3, 16, 8, 2, outlineCol)
	cv.disc(16, 3, 2.5, c)
	cv.roundRect(4, 8, 28, 29, 4, outlineCol)
	cv.roundRect(5.5, 9.5, 26.5, 27.5, 3, metal)
	cv.roundRect(8, 13, 24, 20, 2, outlineCol)
	cv.disc(12, 16.5, 2.3, c)
	cv.disc(20, 16.5, 2.3, c)
	for k := 0.0; k < 4; k++ {
		cv.rect(10+k*3.5, 23, 12+k*3.5, 25.5, render.Shade(metal, 0.6))
	}
	return cv.img
}

// The tiny 3×5 pixel font used on logos and card icons.
var tinyFont = map[rune][5]string{
	'A': {".#.", "#.#", "###", "#.#", "#.#"}, 'B': {"##.", "#.#", "##.", "#.#", "##."},
	'C': {".##", "#..", "#..", "#..", ".##"}, 'D': {"##.", "#.#", "#.#", "#.#", "##."},
	'E': {"###", "#..", "##.", "#..", "###"}, 'F': {"###", "#..", "##.", "#..", "#.."},
	'G': {".##", "#..", "#.#", "#.#", ".##"}, 'H': {"#.#", "#.#", "###", "#.#", "#.#"},
	'I': {"###", ".#.", ".#.", ".#.", "###"}, 'J': {"..#", "..#", "..#", "#.#", ".#."},
	'K': {"#.#", "#.#", "##.", "#.#", "#.#"}, 'L': {"#..", "#..", "#..", "#..", "###"},
	'M': {"#.#", "###", "###", "#.#", "#.#"}, 'N': {"##.", "#.#", "#.#", "#.#", "#.#"},
	'O': {".#.", "#.#", "#.#", "#.#", ".#."}, 'P': {"##.", "#.#", "##.", "#..", "#.."},
	'Q': {".#.", "#.#", "#.#", "##.", ".##"}, 'R': {"##.", "#.#", "##.", "#.#", "#.#"},
	'S': {".##", "#..", ".#.", "..#", "##."}, 'T': {"###", ".#.", ".#.", ".#.", ".#."},
	'U': {"#.#", "#.#", "#.#", "#.#", "###"}, 'V': {"#.#", "#.#", "#.#", "#.#", ".#."},
	'W': {"#.#", "#.#", "###", "###", "#.#"}, 'X': {"#.#", "#.#", ".#.", "#.#", "#.#"},
	'Y': {"#.#", "#.#", ".#.", ".#.", ".#."}, 'Z': {"###", "..#", ".#.", "#..", "###"},
	'1': {".#.", "##.", ".#.", ".#.", "###"}, '2': {"##.", "..#", ".#.", "#..", "###"},
	'4': {"#.#", "#.#", "###", "..#", "..#"}, '5': {"###", "#..", "##.", "..#", "##."},
	'x': {"...", "#.#", ".#.", "#.#", "..."}, '/': {"..#", "..#", ".#.", "#..", "#.."},
}

// tinyText paints s in the 3×5 font at scale s, top-left at (x, y).
func tinyText(cv *canvas, s string, x, y, sc float64, col color.RGBA) {
	for _, r := range s {
		g, ok := tinyFont[r]
		if ok {
			for gy, row := range g {
				for gx, ch := range row {
					if ch == '#' {
						cv.rect(x+float64(gx)*sc, y+float64(gy)*sc, x+float64(gx+1)*sc, y+float64(gy+1)*sc, col)
					}
				}
			}
		}
		x += 4 * sc
	}
}

func tinyWidth(s string, sc float64) float64 { return float64(4*len([]rune(s))-1) * sc }

// cardInfo gives each card kind its icon colour and short mark.
var cardInfo = map[ws.Card]struct {
	col  color.RGBA
	mark string
	name string
}{
	ws.MovePassenger:            {color.RGBA{70, 150, 220, 255}, "MP", "Move passenger"},
	ws.ChangeDestination:        {color.RGBA{150, 90, 210, 255}, "CD", "Change destination"},
	ws.MultDeliveryQuarterSpeed: {color.RGBA{230, 150, 40, 255}, "x15", "x1.5 at 1/4 speed"},
	ws.AllOtherCarsQuarterSpeed: {color.RGBA{90, 170, 90, 255}, "1/4", "Others at 1/4 speed"},
	ws.StopCar:                  {color.RGBA{210, 50, 50, 255}, "SC", "Stop car"},
	ws.RelocateAllCars:          {color.RGBA{60, 160, 170, 255}, "RC", "Relocate all cars"},
	ws.RelocateAllPassengers:    {color.RGBA{170, 120, 60, 255}, "RP", "Relocate passengers"},
	ws.MultDeliveringPassenger:  {color.RGBA{220, 190, 40, 255}, "xP", "x1.2 for a CEO"},
	ws.MultDeliverAtCompany:     {color.RGBA{200, 100, 160, 255}, "xC", "x1.2 at a company"},
}

// cardImage is a small playing card in the kind's colour with its mark.
func cardImage(k ws.Card) *image.RGBA {
	ci := cardInfo[k]
	mark := strings.ReplaceAll(ci.mark, "15", "1")
	cv := newCanvas(14, 18)
	cv.roundRect(0, 0, 14, 18, 2.5, outlineCol)
	cv.roundRect(1, 1, 13, 17, 1.8, white)
	cv.roundRect(2, 2, 12, 16, 1.2, ci.col)
	w := tinyWidth(mark, 1)
	tinyText(cv, mark, 7-w/2, 6.5, 1, white)
	return cv.img
}

// drawImageAt draws img scaled to w×h screen pixels with its top-left at
// (x, y).
func drawImageAt(dst, img *ebiten.Image, x, y, w, h float64, cs *ebiten.ColorScale) {
	var op ebiten.DrawImageOptions
	b := img.Bounds()
	op.GeoM.Scale(w/float64(b.Dx()), h/float64(b.Dy()))
	op.GeoM.Translate(x, y)
	if w >= float64(b.Dx()) {
		op.Filter = ebiten.FilterNearest
	} else {
		op.Filter = ebiten.FilterLinear
	}
	if cs != nil {
		op.ColorScale = *cs
	}
	dst.DrawImage(img, &op)
}

// drawRotated draws img centred on the screen point (sx, sy), rotated by
// deg degrees clockwise (the wire angle: 0 north) and scaled so that its
// height spans hpx screen pixels.
func drawRotated(dst, img *ebiten.Image, sx, sy, hpx, deg float64, cs *ebiten.ColorScale) {
	var op ebiten.DrawImageOptions
	b := img.Bounds()
	sc := hpx / float64(b.Dy())
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Rotate(deg * math.Pi / 180)
	op.GeoM.Scale(sc, sc)
	op.GeoM.Translate(sx, sy)
	if sc >= 2 {
		op.Filter = ebiten.FilterNearest
	} else {
		op.Filter = ebiten.FilterLinear
	}
	if cs != nil {
		op.ColorScale = *cs
	}
	dst.DrawImage(img, &op)
}
