package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// NewLayer makes a w×h image for a large cached layer (a map's terrain,
// board or field, the grid overlay) on a texture of its own, off ebiten's
// shared atlas. Sprites, glyphs and text masks then share one atlas
// texture, so a frame's many small draws batch into few draw calls (each
// costs a software GL tens of microseconds); a layer is drawn on its own
// anyway. Only for layers drawn with nearest filtering: smoothed, an
// image samples its edges and rounds its texture coordinates differently
// on a texture of its own than on the atlas, so it would not look the
// same (Windwardopolis' city and Madmax's road stay on the atlas).
func NewLayer(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// NewLayerFrom is NewLayer holding src's pixels.
func NewLayerFrom(src *image.RGBA) *ebiten.Image {
	b := src.Bounds()
	img := NewLayer(b.Dx(), b.Dy())
	if b.Min == (image.Point{}) && src.Stride == 4*b.Dx() {
		img.WritePixels(src.Pix)
		return img
	}
	cp := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		copy(cp.Pix[(y-b.Min.Y)*cp.Stride:], src.Pix[src.PixOffset(b.Min.X, y):src.PixOffset(b.Max.X, y)])
	}
	img.WritePixels(cp.Pix)
	return img
}
