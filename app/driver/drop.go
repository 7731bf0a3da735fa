package driver

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"arena/sim/fileio"
)

// ReadDirFS lists the top-level files of a dropped-files FS; a special
// file among them (a FIFO, a device) is an error.
func ReadDirFS(fsys fs.FS) ([]string, error) {
	ents, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		// Opening a FIFO would block the UI thread: refuse special files
		// by their directory entry, before any Open.
		if e.Type()&(fs.ModeNamedPipe|fs.ModeSocket|fs.ModeDevice|fs.ModeCharDevice|fs.ModeIrregular) != 0 {
			return nil, fmt.Errorf("%s: not a regular file", e.Name())
		}
		out = append(out, e.Name())
	}
	return out, nil
}

// CheckDropped refuses a dropped entry that is not a regular file within
// the replay size cap (the same rule as fileio.Check for Ctrl+O).
func CheckDropped(f fs.File, name string) error {
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file", name)
	}
	if st.Size() > fileio.Replay.MaxFile {
		return &fileio.TooLargeError{Name: name, What: "file", Limit: fileio.Replay.MaxFile}
	}
	return nil
}

// CopyDropped copies the first file dropped on the window (fsys, as
// ebiten.DroppedFiles gives it) to a temporary file for the replay
// reader, through the replay size cap (a dropped /dev/zero or huge file
// stops at the cap instead of filling the disk), and returns its path; ""
// when nothing was dropped.
func CopyDropped(fsys fs.FS) (string, error) {
	ents, err := ReadDirFS(fsys)
	if err != nil || len(ents) == 0 {
		return "", err
	}
	name := ents[0]
	f, err := fsys.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	if err := CheckDropped(f, name); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp("", "arena-drop-*-"+strings.ReplaceAll(name, "/", "_"))
	if err != nil {
		return "", err
	}
	_, err = io.Copy(tmp, fileio.Capped(f, name, "file", fileio.Replay.MaxFile))
	tmp.Close()
	if err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	return tmp.Name(), nil
}
