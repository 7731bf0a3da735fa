// Package version says which build of arena is running, for both
// binaries' --version: the module version and the VCS revision (with its
// time and whether the tree had local changes) that the go tool stamps
// into the binary (runtime/debug.ReadBuildInfo).
//
// It imports only the standard library: the desktop app answers --version
// before anything touches the display (cmd/arena/cmdline).
package version
