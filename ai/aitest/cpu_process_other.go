//go:build !unix

package aitest

import "time"

// ProcessCPU is not measured off Unix: the benchmarks then report 0.
func ProcessCPU() time.Duration { return 0 }
