//go:build !nodialog

package platform

import (
	"os"
	"path/filepath"

	"github.com/sqweek/dialog"
)

// HasDialogs reports whether this build has native file dialogs.
const HasDialogs = true

// PickFile shows an open or save dialog on its own goroutine and sends the
// chosen path ("" on cancel or error) on the returned channel, then closes
// it. start is a folder, or for save a suggested file path.
func PickFile(title string, save bool, start string) <-chan string {
	quietOnce.Do(func() { quietGTK(os.Getenv, os.Setenv) })
	out := make(chan string, 1)
	go func() {
		defer close(out)
		b := dialog.File().Title(title)
		if save {
			if start != "" {
				b = b.SetStartDir(filepath.Dir(start)).SetStartFile(filepath.Base(start))
			}
			p, err := b.Filter("Arena replay", "gz").Save()
			if err == nil {
				out <- p
			}
			return
		}
		if start != "" {
			b = b.SetStartDir(start)
		}
		p, err := b.Load()
		if err == nil {
			out <- p
		}
	}()
	return out
}
