//go:build unix

package tcp

import (
	"fmt"
	"os"
	"os/exec"
	"syscall"
)

// exitText words an exit status or the signal that killed the client.
func exitText(ee *exec.ExitError) string {
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return fmt.Sprintf("was killed by signal %d (%v)", int(ws.Signal()), ws.Signal())
	}
	return fmt.Sprintf("exited with status %d", ee.ExitCode())
}

// killAll kills the client's process group, then (where /proc lists
// environments) every process still carrying its token: children that
// called setsid or outlived the client.
func killAll(p *os.Process, token string) {
	_ = syscall.Kill(-p.Pid, syscall.SIGKILL)
	_ = p.Kill()
	for _, pid := range tokenPids(token) {
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}
}
