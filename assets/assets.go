package assets

import (
	"bytes"
	_ "embed"
	"image"
	"image/png"
)

//go:embed icon.png
var iconPNG []byte

// Icon returns the window icon (32×32).
func Icon() image.Image {
	img, err := png.Decode(bytes.NewReader(iconPNG))
	if err != nil {
		// The file is embedded at build time; a decode failure is a
		// broken build, not a runtime condition.
		panic("assets: icon.png: " + err.Error())
	}
	return img
}
