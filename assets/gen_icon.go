//go:build ignore

// gen_icon draws the window icon, our own pixel art, and writes icon.png:
//
//	go run gen_icon.go
package main

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"strings"
)

// A worm in a red helmet peeking out of a dirt mound under a sky, on a
// 16×16 grid scaled ×2.
const art = `
SSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSS
SSSSSOOOOOOSSSSS
SSSSORRRRRROSSSS
SSSORRRRRRRROSSS
SSSOrrrrrrrrOSSS
SSSOPWWPPWWPOSSS
SSSOPWKPPWKPOSSS
SSSOPPPPPPPPOSSS
SSSSOPPPPPPOSSSS
SSGGOPPPPPPOGGSS
SGGGOpPPPPpOGGGS
GGDDDOPPPPODDDGG
DDDDDDOPPODDDDDD
DDdDDDDDDDDDdDDD
DDDDDdDDDDdDDDDD
`

func main() {
	pal := map[rune]color.RGBA{
		'S': {96, 168, 228, 255}, 'O': {20, 14, 24, 255}, 'R': {232, 72, 72, 255}, 'r': {170, 44, 44, 255},
		'P': {244, 168, 176, 255}, 'p': {206, 120, 136, 255}, 'W': {255, 255, 255, 255}, 'K': {16, 16, 24, 255},
		'G': {96, 178, 70, 255}, 'D': {138, 90, 54, 255}, 'd': {104, 64, 38, 255},
	}
	rows := strings.Split(strings.Trim(art, "\n"), "\n")
	const scale = 2
	img := image.NewRGBA(image.Rect(0, 0, 16*scale, 16*scale))
	for y, row := range rows {
		for x, ch := range row {
			for dy := 0; dy < scale; dy++ {
				for dx := 0; dx < scale; dx++ {
					img.SetRGBA(x*scale+dx, y*scale+dy, pal[ch])
				}
			}
		}
	}
	f, err := os.Create("icon.png")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		panic(err)
	}
}
