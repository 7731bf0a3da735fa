//go:build unix && !linux

package proc

import (
	"syscall"

	"golang.org/x/sys/unix"
)

// cloexecPipe makes a pipe whose ends no other child inherits: without
// pipe2, under the fork lock so that no child starts between the two calls.
func cloexecPipe(p []int) error {
	syscall.ForkLock.RLock()
	defer syscall.ForkLock.RUnlock()
	if err := unix.Pipe(p); err != nil {
		return err
	}
	unix.CloseOnExec(p[0])
	unix.CloseOnExec(p[1])
	return nil
}
