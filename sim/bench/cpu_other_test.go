//go:build !unix

package bench

// cpuTime is not measured off Unix; benchmarks then report no CPU figures.
func cpuTime() int64 { return 0 }
