//go:build unix

package tcp

import (
	"os"
	"os/exec"
	"syscall"
)

// setGroup puts a launched client in its own process group so Close reaches
// everything it forked.
func setGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

func killGroup(p *os.Process) {
	_ = syscall.Kill(-p.Pid, syscall.SIGKILL)
	_ = p.Kill()
}
