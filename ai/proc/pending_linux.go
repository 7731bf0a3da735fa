package proc

import (
	"os"

	"golang.org/x/sys/unix"
)

// pipePending is how many bytes wait unread in pipe f (TIOCINQ, FIONREAD on Linux).
func pipePending(f *os.File) (int, bool) {
	if f == nil {
		return 0, false
	}
	rc, err := f.SyscallConn()
	if err != nil {
		return 0, false
	}
	n, ierr := 0, error(nil)
	if err := rc.Control(func(fd uintptr) { n, ierr = unix.IoctlGetInt(int(fd), unix.TIOCINQ) }); err != nil || ierr != nil {
		return 0, false
	}
	return n, true
}
