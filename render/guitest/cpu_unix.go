//go:build gui && unix

package guitest

import (
	"syscall"
	"time"
)

// processCPU is the user and system time of this whole process, every
// thread's: Go's and the software rasteriser's.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
