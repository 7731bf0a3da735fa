// Package tournament plays many matches between a set of agents: it plans
// the pairings (every pair on every seed, in both seatings), runs them on a
// pool of workers, and summarises the results as standings and CSV.
//
// Contract: a match that fails (an engine error, a bot that cannot start)
// is reported in its MatchResult and does not stop the others; results come
// back in plan order whatever the number of workers, so the CSV of a
// tournament is the same for -j 1 and -j 8.
package tournament
