//go:build !linux

package aitest

import "time"

// threadCPU is only measured on Linux.
func threadCPU() (time.Duration, bool) { return 0, false }
