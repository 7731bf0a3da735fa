package ui

import (
	"bytes"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// Capture copies the screen's pixels (on the UI thread; encode them on
// any goroutine).
func Capture(screen *ebiten.Image) *image.RGBA {
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	return img
}

// WritePNG encodes img to path, writing beside it and renaming, so nobody
// ever sees half a PNG.
func WritePNG(img image.Image, path string) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	tmp := path + ".part"
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
