//go:build !unix

package tcp

import (
	"fmt"
	"os"
	"os/exec"
)

// setGroup does nothing where there are no Unix process groups; only the
// client process itself is killed.
func setGroup(cmd *exec.Cmd) {}

func exitText(ee *exec.ExitError) string { return fmt.Sprintf("exited with status %d", ee.ExitCode()) }

func killAll(p *os.Process, token string) { _ = p.Kill() }
