//go:build race

package main

// raceAllocFactor loosens the hostile tests' allocation bounds under the
// race detector, which drops a share of sync.Pool's items on purpose and so
// allocates buffers a normal build would reuse.
const raceAllocFactor = 2
