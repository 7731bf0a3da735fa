package aitest

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU returns the CPU time the calling OS thread has used, which
// leaves out the time it waited for a core. It reads the thread's CPU clock
// (CLOCK_THREAD_CPUTIME_ID, nanoseconds of scheduler time) rather than
// getrusage(RUSAGE_THREAD), whose user and system times advance by whole
// scheduler ticks (4 ms at 250 Hz): every turn shorter than a tick read as
// 0 or 4 ms.
func threadCPU() (time.Duration, bool) {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
