package aitest

import (
	"syscall"
	"time"
)

// threadCPU returns the CPU time the calling OS thread has used
// (getrusage RUSAGE_THREAD), which leaves out the time it waited for a core.
func threadCPU() (time.Duration, bool) {
	const rusageThread = 1 // RUSAGE_THREAD, linux/resource.h
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
