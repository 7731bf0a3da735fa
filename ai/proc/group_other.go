//go:build !unix

package proc

import (
	"os"
	"os/exec"
)

// setGroup does nothing where there are no Unix process groups. On Windows
// a job object would be the equivalent; until then only the bot process
// itself is killed.
func setGroup(cmd *exec.Cmd, id string) {}

func startCmd(cmd *exec.Cmd) error { return cmd.Start() }

func killGroup(p *os.Process, id string) { _ = p.Kill() }
