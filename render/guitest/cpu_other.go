//go:build gui && !unix

package guitest

import "time"

// processCPU is not measured off Unix: BenchDraw then reports no CPU.
func processCPU() time.Duration { return 0 }
