//go:build !linux && !freebsd

package gfx

// Elsewhere ebiten does not choose between OpenGL ES and desktop OpenGL
// (Windows and macOS have their own graphics APIs), so there is nothing
// to set up.
func softwareGL() bool { return false }
func desktopGL() bool  { return false }
