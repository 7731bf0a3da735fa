// Package tournament plays many matches between a set of agents: it plans
// them (round robin, gauntlet, every seating with Swap; a shard of the plan
// for one machine of many), runs them on a pool of workers, records each
// finished match as one JSON line, and summarises results as standings,
// Bradley–Terry ratings with intervals, pairwise win rates with Wilson
// intervals and seat bias.
//
// Contract: a match that fails (an engine error, a bot that cannot start)
// is reported in its MatchResult and does not stop the others. Matches are
// seeded, so the same plan gives the same result for each match whatever
// the number of workers, shards or interruptions; a results file identifies
// its plan by a fingerprint in every line, so a resumed or merged file never
// mixes plans.
package tournament
