package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// WriteCells copies the cells marked in dirty from src into img, the GPU
// copy of src: dirty holds one flag per cell of a grid cols wide, row by
// row, each cell cell×cell pixels at the same place in both images. A run
// of neighbouring dirty cells in a row goes up as one rectangle (buf is
// the scratch it is packed in, kept by the caller), and when most cells
// changed the whole image goes up at once. A map that changes a few cells
// a tick at full speed so uploads those, not the whole texture every
// frame, which costs a software GL a copy of all of it.
func WriteCells(img *ebiten.Image, src *image.RGBA, dirty []bool, cols, cell int, buf *[]byte) {
	n := 0
	for _, d := range dirty {
		if d {
			n++
		}
	}
	if n == 0 {
		return
	}
	if 2*n > len(dirty) {
		img.WritePixels(src.Pix)
		return
	}
	for i := 0; i < len(dirty); {
		if !dirty[i] {
			i++
			continue
		}
		j := i
		for j < len(dirty) && dirty[j] && j/cols == i/cols {
			j++
		}
		r, c := i/cols, i%cols
		writeRect(img, src, image.Rect(c*cell, r*cell, (c+j-i)*cell, (r+1)*cell), buf)
		i = j
	}
}

// writeRect copies the rectangle r of src into the same rectangle of img.
func writeRect(img *ebiten.Image, src *image.RGBA, r image.Rectangle, buf *[]byte) {
	row := r.Dx() * 4
	need := row * r.Dy()
	if cap(*buf) < need {
		*buf = make([]byte, need)
	}
	pix := (*buf)[:need]
	for y := r.Min.Y; y < r.Max.Y; y++ {
		o := src.PixOffset(r.Min.X, y)
		copy(pix[(y-r.Min.Y)*row:], src.Pix[o:o+row])
	}
	img.SubImage(r).(*ebiten.Image).WritePixels(pix)
}
