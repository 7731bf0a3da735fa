//go:build unix && !linux

package tcp

import (
	"os/exec"
	"syscall"
)

// setGroup puts a launched client in its own process group so kill
// reaches everything it forked. There is no parent-death signal here: a
// client outlives a host killed with SIGKILL.
func setGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// tokenPids finds nothing where /proc does not list environments.
func tokenPids(string) []int { return nil }
