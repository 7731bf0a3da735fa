package maps

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"

	"arena/sim/fileio"
)

// The game folders hold the shipped map files (and each a doc.go; map
// generators live beside their engines under sim/<game>); lookups skip the
// .go files. This is the only embed of the maps: maps/coderunner reads its
// files through Lookup.
//
// Every game folder is embedded by the one pattern, so a new game's maps
// need no line here.
//
//go:embed */*
var files embed.FS

func isData(name string) bool {
	return !strings.HasSuffix(name, ".go") && !strings.HasPrefix(path.Base(name), ".")
}

// Games lists the games with a folder of shipped maps, sorted.
func Games() []string {
	ents, _ := fs.ReadDir(files, ".")
	var out []string
	for _, e := range ents {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out
}

// List returns the names of the shipped maps of game, without extensions,
// sorted.
func List(game string) []string {
	ents, err := fs.ReadDir(files, game)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		if e.IsDir() || !isData(e.Name()) {
			continue
		}
		out = append(out, strings.TrimSuffix(e.Name(), path.Ext(e.Name())))
	}
	sort.Strings(out)
	return out
}

// Lookup returns the bytes of a shipped map by game and name (with or
// without its extension).
func Lookup(game, name string) ([]byte, error) {
	p, err := lookupPath(game, name)
	if err != nil {
		return nil, err
	}
	return files.ReadFile(p)
}

// lookupPath is the embedded path of a shipped map.
func lookupPath(game, name string) (string, error) {
	ents, err := fs.ReadDir(files, game)
	if err != nil {
		return "", fmt.Errorf("no shipped maps for game %q", game)
	}
	for _, e := range ents {
		if e.IsDir() || !isData(e.Name()) {
			continue
		}
		if e.Name() == name || strings.TrimSuffix(e.Name(), path.Ext(e.Name())) == name {
			return game + "/" + e.Name(), nil
		}
	}
	return "", fmt.Errorf("unknown %s map %q (shipped: %s)", game, name, strings.Join(List(game), ", "))
}

// All names every shipped map of a game back to back, for games whose
// loader takes a pack and draws one map per round (Windwardopolis 2
// sessions).
const All = "all"

// Resolve turns a --map argument into a name and bytes: an existing file
// path (or anything with a path separator or an extension that exists on
// disk) is read from disk; All gives every shipped map back to back;
// otherwise the shipped map of that name is used. The returned name is the
// file's base name without extension.
func Resolve(game, arg string) (name string, data []byte, err error) {
	if arg == "" {
		return "", nil, nil
	}
	if arg == All {
		if data, err = pack(game); err != nil {
			return "", nil, err
		}
		return All, data, nil
	}
	if _, e := os.Lstat(arg); e == nil {
		// Only regular files within the format's size and line caps are
		// read: a FIFO, /dev/zero or a huge file fails at once, and a map
		// stays small enough to ride in a replay header.
		data, err = fileio.ReadFile(arg, Limit(game))
		if err != nil {
			return "", nil, fmt.Errorf("map %v", err)
		}
		base := path.Base(strings.ReplaceAll(arg, "\\", "/"))
		return strings.TrimSuffix(base, path.Ext(base)), data, nil
	}
	if strings.ContainsAny(arg, "/\\") {
		return "", nil, fmt.Errorf("map %s: no such file", arg)
	}
	data, err = Lookup(game, arg)
	if err != nil {
		return "", nil, err
	}
	return arg, data, nil
}

// Limit is the size limit of a map file of game: Windwardopolis 2 cities
// are XML documents (and packs of them), every other game's maps are small
// text grids.
func Limit(game string) fileio.Limit {
	if game == "windward" {
		return fileio.XMLMap
	}
	return fileio.TextMap
}

// pack joins every shipped map of game, sorted by name, each after an XML
// comment that names it ("<!-- map: harbor -->"): packs exist for games
// whose maps are XML documents (Windwardopolis 2).
func pack(game string) ([]byte, error) {
	names := List(game)
	if len(names) == 0 {
		return nil, fmt.Errorf("no shipped maps for game %q", game)
	}
	// The pack is built in one buffer of its final size, each file read
	// straight into it: a process that plays one round of a pack touches
	// every page it allocates, so copies and regrowth cost (issue #16).
	paths := make([]string, len(names))
	size := 0
	for i, n := range names {
		p, err := lookupPath(game, n)
		if err != nil {
			return nil, err
		}
		st, err := fs.Stat(files, p)
		if err != nil {
			return nil, err
		}
		paths[i] = p
		size += len("<!-- map:  -->\n") + len(n) + int(st.Size()) + 1
	}
	out := make([]byte, 0, size)
	for i, n := range names {
		out = fmt.Appendf(out, "<!-- map: %s -->\n", n)
		f, err := files.Open(paths[i])
		if err != nil {
			return nil, err
		}
		at := len(out)
		out, err = appendAll(out, f)
		f.Close()
		if err != nil {
			return nil, err
		}
		// A byte-order mark is only allowed at the very start of a file.
		if bytes.HasPrefix(out[at:], []byte("\xef\xbb\xbf")) {
			out = append(out[:at], out[at+3:]...)
		}
		out = append(out, '\n')
	}
	return out, nil
}

// appendAll appends what r holds to b, in b's spare capacity when it fits.
func appendAll(b []byte, r io.Reader) ([]byte, error) {
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
}

// SHA256 is the hex digest recorded in replay headers.
func SHA256(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}
