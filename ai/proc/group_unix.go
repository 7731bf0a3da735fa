//go:build unix

package proc

import (
	"os"
	"os/exec"
	"syscall"
)

// setGroup puts the bot in its own process group so that killGroup reaches
// every process it forked, not just the one we started.
func setGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

func killGroup(p *os.Process) {
	_ = syscall.Kill(-p.Pid, syscall.SIGKILL)
	_ = p.Kill()
}
