//go:build linux

package tcp

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
)

// setGroup puts a launched client in its own process group, so kill
// reaches everything it forked, and has the kernel kill it if we die
// first (SIGKILL on the parent's death), so it never outlives arenactl or
// the app even when they are killed.
func setGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// tokenPids lists the processes whose environment holds the token.
func tokenPids(token string) []int {
	want := []byte(tokenVar + "=" + token + "\x00")
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	var out []int
	for _, d := range dirs {
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil || pid == os.Getpid() {
			continue
		}
		env, err := os.ReadFile(filepath.Join(d, "environ"))
		if err == nil && bytes.Contains(append([]byte{0}, env...), append([]byte{0}, want...)) {
			out = append(out, pid)
		}
	}
	return out
}
