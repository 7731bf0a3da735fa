//go:build !(linux || freebsd || netbsd || openbsd || dragonfly)

package early

// noDisplay is "" where the window system is always there (Windows, macOS).
func noDisplay() string { return "" }
