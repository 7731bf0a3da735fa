//go:build unix

package match_test

import "syscall"

// hostCPU is the CPU time this process has used so far (its bots, other
// processes, left out), user and system, in nanoseconds.
func hostCPU() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
