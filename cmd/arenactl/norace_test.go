//go:build !race

package main

// raceAllocFactor is 1 in a normal build: the bounds hold as written.
const raceAllocFactor = 1
