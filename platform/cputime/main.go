package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: cputime COMMAND [ARG...]")
		os.Exit(2)
	}
	cpu, wall, err := measure(os.Args[1], os.Args[2:]...)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cputime:", err)
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			os.Exit(exit.ExitCode())
		}
		os.Exit(1)
	}
	fmt.Println(format(cpu, wall))
}

// measure runs name with args, stdin and output detached, and returns the
// CPU time the child used and the wall time from start to exit.
func measure(name string, args ...string) (cpu, wall time.Duration, err error) {
	cmd := exec.Command(name, args...)
	start := time.Now()
	err = cmd.Run()
	wall = time.Since(start)
	if cmd.ProcessState == nil {
		return 0, wall, err
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	} else {
		cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	return cpu, wall, err
}

// format prints both durations in milliseconds, three decimals.
func format(cpu, wall time.Duration) string {
	return fmt.Sprintf("%.3f %.3f", ms(cpu), ms(wall))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
