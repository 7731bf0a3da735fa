package coderunner

import (
	"fmt"
	"strings"

	"arena/maps"
)

// Names lists the shipped maps without their .txt extension, sorted.
func Names() []string { return maps.List("coderunner") }

// Lookup returns the bytes of the shipped map called name (with or without
// its .txt extension). The files are embedded once, by package maps.
func Lookup(name string) ([]byte, error) {
	b, err := maps.Lookup("coderunner", strings.TrimSuffix(name, ".txt")+".txt")
	if err != nil {
		return nil, fmt.Errorf("unknown coderunner map %q (shipped: %s)", name, strings.Join(Names(), ", "))
	}
	return b, nil
}
