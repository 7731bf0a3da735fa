//go:build unix

package bench

import "syscall"

// cpuTime is the CPU time this process has used so far, user and system,
// in nanoseconds: every thread, so the garbage collector's work counts.
func cpuTime() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
