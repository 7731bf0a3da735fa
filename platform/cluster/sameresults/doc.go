// Command sameresults checks that two tournament results files hold the
// same results, match for match: the same plan, the same matches, and for
// each match the same seats, seed, turns, final state hash, reason and
// every player's score, rank, status and faults. What differs between two
// runs of one plan by nature is left aside, and only that: each match's
// timing (start, end, ms) and the shard that played it.
//
//	sameresults local.jsonl results/all.jsonl
//
// platform/cluster/test-slurm.sh uses it to check that a tournament played
// as a Slurm job array and merged equals the same tournament played in one
// process. It prints one line saying what was compared and exits 0 when
// the files agree, 1 naming the first match and field that differ (or the
// matches only one file holds), and 2 when a file cannot be read or ends
// in a line cut short.
package main
