package ui

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

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

// SaveScreenshot copies the screen's pixels on the UI thread and writes
// them to dir/name (made absolute, so the notice names the full path) on a
// goroutine, then calls note with what to tell the user.
func SaveScreenshot(screen *ebiten.Image, dir, name string, note func(string)) {
	img := Capture(screen)
	path := filepath.Join(dir, name)
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	go func() {
		err := os.MkdirAll(dir, 0o755)
		if err == nil {
			err = WritePNG(img, path)
		}
		if err != nil {
			note("screenshot: " + err.Error())
			return
		}
		fmt.Println("screenshot:", path)
		note("screenshot saved: " + path)
	}()
}

// Dialog is a file dialog's answer awaited without ever waiting: the
// channel the dialog answers on and what to do with the path chosen.
type Dialog struct {
	ch <-chan string
	do func(path string)
}

// Open awaits the answer on ch for do, in place of any awaited before.
func (d *Dialog) Open(ch <-chan string, do func(path string)) { d.ch, d.do = ch, do }

// Waiting reports whether an answer is awaited.
func (d *Dialog) Waiting() bool { return d.ch != nil }

// Poll runs do with the path chosen once the dialog has answered;
// nothing happens when it was cancelled.
func (d *Dialog) Poll() {
	if d.ch == nil {
		return
	}
	select {
	case path, ok := <-d.ch:
		do := d.do
		d.ch, d.do = nil, nil
		if ok && path != "" && do != nil {
			do(path)
		}
	default:
	}
}
