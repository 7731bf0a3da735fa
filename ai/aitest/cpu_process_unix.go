//go:build unix

package aitest

import (
	"syscall"
	"time"
)

// ProcessCPU is the user and system time this whole process has used so
// far, every thread's (its bots, other processes, left out): benchmarks
// report it beside the wall clock, which a busy machine stretches.
func ProcessCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
