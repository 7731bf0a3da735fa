package app

import (
	"fmt"
	"io/fs"

	"arena/sim/fileio"
)

// readDirFS lists the top-level files of a dropped-files FS; a special
// file among them (a FIFO, a device) is an error.
func readDirFS(fsys fs.FS) ([]string, error) {
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

// checkDropped refuses a dropped entry that is not a regular file within
// the replay size cap (the same rule as fileio.Check for Ctrl+O).
func checkDropped(f fs.File, name string) error {
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
