package sdk

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

//go:embed cpp examples
var embedded embed.FS

// File is one file of the SDK: its name (no directories) and contents.
type File struct {
	Name string
	Data []byte
}

// Files returns the SDK's files: the API headers, their sources, the
// Makefile and the README, sorted by name.
func Files() []File { return dir("cpp") }

// Examples returns the example players: AIDemo.cc (plays as builtin:demo)
// and AINull.cc (a template).
func Examples() []File { return dir("examples") }

func dir(name string) []File {
	ents, err := fs.ReadDir(embedded, name)
	if err != nil {
		panic(err) // the directories are embedded: cannot happen
	}
	var out []File
	for _, e := range ents {
		data, err := fs.ReadFile(embedded, path.Join(name, e.Name()))
		if err != nil {
			panic(err)
		}
		out = append(out, File{e.Name(), data})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// sources are the SDK's files a program compiles (the rest are headers,
// the Makefile and the README).
func sources() []File {
	var out []File
	for _, f := range Files() {
		if strings.HasSuffix(f.Name, ".cc") {
			out = append(out, f)
		}
	}
	return out
}

// Hash names this version of the SDK: the first 16 hex digits of the
// SHA-256 of its files' names and contents. The build cache is keyed by it.
func Hash() string {
	h := sha256.New()
	for _, f := range Files() {
		fmt.Fprintf(h, "%s\x00%d\x00", f.Name, len(f.Data))
		h.Write(f.Data)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// ErrExists reports files Write would have replaced.
var ErrExists = errors.New("exists with other contents")

// Write puts the SDK's files and the examples into dir, creating it, and
// returns the paths written. A file already there with the same contents
// is left as it is; one with other contents (an example you edited, an
// older SDK) is replaced only when force is set, else Write writes nothing
// and names them in an error wrapping ErrExists.
func Write(dir string, force bool) ([]string, error) {
	files := append(Files(), Examples()...)
	if !force {
		var differ []string
		for _, f := range files {
			p := filepath.Join(dir, f.Name)
			old, err := os.ReadFile(p)
			if err == nil && !bytes.Equal(old, f.Data) {
				differ = append(differ, p)
			} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
				return nil, err
			}
		}
		if len(differ) > 0 {
			return nil, fmt.Errorf("%s %w (--force replaces them)", strings.Join(differ, ", "), ErrExists)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var paths []string
	for _, f := range files {
		p := filepath.Join(dir, f.Name)
		if err := writeFile(p, f.Data); err != nil {
			return paths, err
		}
		paths = append(paths, p)
	}
	return paths, nil
}

// writeFile writes data to p unless p already holds it, through a
// temporary file renamed into place, so a reader (another build sharing
// the cache) never sees half a file.
func writeFile(p string, data []byte) error {
	if old, err := os.ReadFile(p); err == nil && bytes.Equal(old, data) {
		return nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), "."+filepath.Base(p)+".tmp*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(tmp.Name(), 0o644)
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), p)
	}
	if werr != nil {
		os.Remove(tmp.Name())
	}
	return werr
}
