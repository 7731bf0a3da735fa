//go:build linux || freebsd

package gfx

import (
	"os"
	"path/filepath"

	"github.com/ebitengine/purego"
)

// softwareGL reports a GL that will rasterise on the CPU: Mesa told so,
// or no GPU render node to drive.
func softwareGL() bool {
	if v := os.Getenv("LIBGL_ALWAYS_SOFTWARE"); v != "" && v != "0" && v != "false" {
		return true
	}
	nodes, _ := filepath.Glob("/dev/dri/renderD*")
	return len(nodes) == 0
}

// desktopGL reports whether ebiten could load desktop OpenGL (the names
// it tries, in its order), so Setup never asks for a library that is
// not there.
func desktopGL() bool {
	for _, name := range []string{"libGL.so", "libGL.so.2", "libGL.so.1", "libGL.so.0"} {
		if lib, err := purego.Dlopen(name, purego.RTLD_LAZY|purego.RTLD_LOCAL); err == nil {
			_ = purego.Dlclose(lib)
			return true
		}
	}
	return false
}
