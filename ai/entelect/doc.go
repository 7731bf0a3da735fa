// Package entelect runs the bots written for the Entelect Challenge 2019
// (Worms) as the original game runner did, the "entelect:DIR" agent spec:
// the official starter bots, the reference bot and the competitors' bots,
// unmodified (reference worms.md §3.1; EntelectChallenge/2019-Worms,
// game-runner at 2019.1.0).
//
// A bot is a folder holding bot.json. Load finds the first bot.json under
// the folder, joins its botLocation to the folder (the bot's directory, in
// which it runs) and makes the command its botLanguage was started with:
// java -jar FILE (java, scala), node FILE (javascript), dotnet FILE
// (dotnetcore), the first of python3, py -3, python, py whose --version
// works, then FILE (python, and python3 as the later runner called it),
// ./FILE (cplusplus, rust) and ./FILE +RTS -N<coreCount> -RTS (haskell,
// with bot.json's arguments).
//
// Every round N the agent writes rounds/N/state.json and
// rounds/N/textMap.txt into the bot's directory (sim/worms'
// EntelectStateJSON and EntelectTextMap, the original's files field for
// field), never deleting earlier rounds, then writes N and a line break on
// the bot's stdin. The bot's command is the rest of the last line
// starting with "C;N;" read by the time the first such line arrives
// (ai/proc's Pick); every other line is dropped, and a late reply to an
// earlier round never counts (its N is not this round's). No such line
// within the round's limit is a TIMEOUT, which the classic ruleset plays
// as the original's "No Command". The command is decoded by the game's
// codec: under classic as the original engine's parser read it
// (worms.ParseClassicCommand: "MOVE 1 1", "shoot ul"), under the rule text
// strictly.
//
// The process is ai/proc's: its own process group, the limits and
// escape-proofing that package gives every bot, stderr to the log pane,
// stdin closed at the end and a grace to exit. One bot directory plays one
// seat of a process at a time (both would share rounds/).
package entelect
