package coderunner

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

//go:embed *.txt
var files embed.FS

// Names lists the shipped maps without their .txt extension, sorted.
func Names() []string {
	ents, _ := fs.ReadDir(files, ".")
	var out []string
	for _, e := range ents {
		out = append(out, strings.TrimSuffix(e.Name(), ".txt"))
	}
	sort.Strings(out)
	return out
}

// Lookup returns the bytes of the shipped map called name (with or without
// its .txt extension).
func Lookup(name string) ([]byte, error) {
	b, err := files.ReadFile(strings.TrimSuffix(name, ".txt") + ".txt")
	if err != nil {
		return nil, fmt.Errorf("unknown coderunner map %q (shipped: %s)", name, strings.Join(Names(), ", "))
	}
	return b, nil
}
