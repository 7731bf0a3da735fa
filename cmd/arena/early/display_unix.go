//go:build linux || freebsd || netbsd || openbsd || dragonfly

package early

import "os"

// noDisplay says why no X11 display is reachable, or "" when one may be.
// Ebitengine's GLFW back end on these systems talks X11 only.
func noDisplay() string {
	if os.Getenv("DISPLAY") == "" {
		return "DISPLAY is not set"
	}
	return ""
}
