// Command benchratio reads `go test -bench` output of package ai/bench on
// standard input and prints, per game, what match.Runner costs against the
// engine and its bots in a direct loop: the ratio of their CPU time per
// match (wall time when the benchmarks report no CPU time), ticks per
// CPU-second and allocations per tick. Repeated runs (-count) are reduced
// to their median. `make bench-compare` runs it.
//
// It exits 1 when a game's headless runner ratio is over -max (1.30: the
// runner may add at most 30%), so the figure can gate a check.
package main
