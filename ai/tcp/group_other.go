//go:build !unix

package tcp

import (
	"os"
	"os/exec"
)

// setGroup does nothing where there are no Unix process groups; only the
// client process itself is killed.
func setGroup(cmd *exec.Cmd) {}

func killGroup(p *os.Process) { _ = p.Kill() }
