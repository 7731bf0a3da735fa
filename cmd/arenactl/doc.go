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
// It never imports ebiten, oto or dialog (deps_test.go checks), so it builds
// with CGO_ENABLED=0 and runs on machines with no display or sound.
package main
