// Command arenactl runs arena matches without a window: single matches
// printed as JSON, replay verification, forks of replays (ai/session),
// tournaments (results appended per match, resumable, shardable across
// machines), their reports and merges.
//
//	arenactl run --game worms --seed 7 --player builtin:hunter --player 'proc:python3 bot.py'
//	arenactl verify worms-20261122-080509-7.arena.jsonl.gz
//	arenactl fork worms-20261122-080509-7.arena.jsonl.gz --at 100 --player 2=builtin:hunter --replay fork.arena.jsonl.gz
//	arenactl tournament --game worms --player builtin:hunter --player builtin:sample --seeds 1-200 -j 2 --out r.jsonl
//	arenactl report r.jsonl --html report.html
//	arenactl merge shard-0.jsonl shard-1.jsonl --out all.jsonl
//	arenactl games
//	arenactl bots --game worms
//
// Each subcommand is one row of the table in cli.go (its name, its usage
// lines as the README writes them, one line of what it does, a
// constructor) and one file holding its command: a struct of its flag
// values, a flags method defining them on a pflag set (the value's name
// back-quoted in the usage text, so the help reads "--seed N"; a one-letter
// flag is a shorthand, fs.IntVarP(&c.jobs, "jobs", "j", ...)) and a run
// method given the positional arguments. Help (--help, -h, help COMMAND),
// the command list, the unknown-command message, shell completion (cobra;
// flag values completed by flag name, complete.go) and the tests of --help
// follow the table. A flag the app takes too belongs in
// cmd/internal/matchflags.
//
// It never imports ebiten, oto or dialog (deps_test.go checks), so it builds
// with CGO_ENABLED=0 and runs on machines with no display or sound.
package main
