//go:build unix && !linux

package proc

import (
	"os"
	"os/exec"
	"syscall"
)

// setGroup puts the bot in its own process group so that killGroup reaches
// every process it forked, not just the one we started. Without Linux's
// parent-death signal a bot outlives a host that is killed with SIGKILL,
// and a bot child that leaves the group (setsid) outlives the match.
func setGroup(cmd *exec.Cmd, id string) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

func startCmd(cmd *exec.Cmd) error { return cmd.Start() }

func killGroup(p *os.Process, id string) {
	_ = syscall.Kill(-p.Pid, syscall.SIGKILL)
	_ = p.Kill()
}
