//go:build unix

package aitest

import (
	"fmt"
	"os"
	"os/exec"
	"syscall"
)

// orphan serves the Orphan behaviour: a child in a session of its own
// (so outside the bot's process group) keeps stdout open after the main
// process has exited.
func orphan() int {
	cmd := exec.Command("sleep", "300")
	cmd.Stdout = os.Stdout
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "aitest:", err)
		return 64
	}
	fmt.Printf("%d\n", cmd.Process.Pid)
	return 4
}
