//go:build !(linux || freebsd || netbsd || openbsd || dragonfly)

package cmdline

// noDisplay is "" where the window system is always there (Windows, macOS).
func noDisplay() string { return "" }
