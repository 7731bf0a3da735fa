package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// Exit codes.
const (
	exitOK      = 0
	exitFailed  = 1 // the command ran and found a problem (a diverging replay, a failed match)
	exitBadArgs = 2 // bad arguments, unknown games or bots, unreadable inputs
	// exitIncomplete is verify's answer for a replay that ends before the
	// match did (cut short, or no result line) but whose every recorded
	// tick matches.
	exitIncomplete = 3
)

// maxErrLine bounds the error line: parsers quote short excerpts, and this
// is the backstop so no input ever turns into a megabyte of stderr.
const maxErrLine = 2000

const usage = `usage:
  arenactl run --game G --player SPEC --player SPEC [--seed N] [--map NAME|FILE] [--rules NAME]
               [--replay FILE|DIR] [--no-timeout] [--param K=V] [--export KIND=FILE]
  arenactl run --scenario FILE [--player SPEC]… [--seed N] [--replay FILE|DIR] [--no-timeout]
  arenactl verify FILE      exit 0 ok, 1 diverged, 2 unreadable, 3 incomplete (cut short)
  arenactl fork REPLAY --at T [--player SPEC]… [--edit TEXT]… --replay OUT
  arenactl replay-turn REPLAY --tick T --seat P [--explain]   what seat P (from 1) was sent on tick T
  arenactl scenario REPLAY --at T [--edit TEXT]… --out FILE
  arenactl import --game coderunner|madmax RECORDED-GAME [--out REPLAY]
  arenactl tournament --game G --player SPEC --player SPEC [--seeds 1-200] [-j N] [--csv FILE]
               [--out FILE.jsonl | --resume FILE.jsonl] [--gauntlet PLAYER] [--swap] [--shard K/N]
               [--ratings FILE.json] [--map NAME|FILE] [--rules NAME] [--no-timeout]
  arenactl tournament --scenario FILE [--player SPEC]… [--seeds 1-200] [...]
  arenactl report FILE.jsonl... [--html OUT.html] [--json OUT.json]
  arenactl merge A.jsonl B.jsonl... --out ALL.jsonl
  arenactl traffic [--map NAME|FILE]... [--lineup SPEC,SPEC]... [--rules NAME]... [--seeds 1-5] [-j N]
  arenactl games
  arenactl bots --game G
  arenactl sfx --out DIR
  arenactl sdk madmax --build AIName.cc [more .cc files] [-o NAME] | --out DIR [--force]
A SPEC is builtin:NAME, proc:COMMAND LINE or tcp:...`

// codeError is a failure with its own exit code.
type codeError struct {
	code int
	err  error
}

func (e *codeError) Error() string { return e.err.Error() }
func (e *codeError) Unwrap() error { return e.err }

// usageError is a bad command line: exit code 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func badArgs(format string, a ...any) error { return &usageError{fmt.Sprintf(format, a...)} }

// Main runs one arenactl command and returns its exit code. Errors are one
// line on stderr.
func Main(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, usage)
		return exitBadArgs
	}
	var err error
	switch cmd, rest := args[0], args[1:]; cmd {
	case "run":
		err = cmdRun(rest, stdout)
	case "verify":
		err = cmdVerify(rest, stdout)
	case "fork":
		err = cmdFork(rest, stdout)
	case "scenario":
		err = cmdScenario(rest, stdout)
	case "tournament":
		err = cmdTournament(rest, stdout, stderr)
	case "report":
		err = cmdReport(rest, stdout)
	case "merge":
		err = cmdMerge(rest, stdout, stderr)
	case "traffic":
		err = cmdTraffic(rest, stdout, stderr)
	case "games":
		err = cmdGames(rest, stdout)
	case "bots":
		err = cmdBots(rest, stdout)
	case "import":
		err = cmdImport(rest, stdout)
	case "replay-turn":
		err = cmdReplayTurn(rest, stdout)
	case "sfx":
		return runSFX(rest, stdout, stderr)
	case "sdk":
		err = cmdSDK(rest, stdout, stderr)
	case "help", "-h", "--help", "-help":
		fmt.Fprintln(stdout, usage)
		return exitOK
	default:
		err = badArgs("unknown command %q (want run, verify, fork, scenario, tournament, report, merge, traffic, import, replay-turn, sfx, sdk, games or bots)", cmd)
	}
	if err == nil {
		return exitOK
	}
	msg := strings.ReplaceAll(err.Error(), "\n", "; ")
	if len(msg) > maxErrLine {
		msg = strings.ToValidUTF8(msg[:maxErrLine], "") + fmt.Sprintf("…(%d bytes)", len(msg))
	}
	fmt.Fprintln(stderr, "arenactl: "+msg)
	var ue *usageError
	if errors.As(err, &ue) {
		return exitBadArgs
	}
	var ce *codeError
	if errors.As(err, &ce) {
		return ce.code
	}
	return exitFailed
}

// multi is a repeatable string flag.
type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(v string) error { *m = append(*m, v); return nil }

// parse parses flags that may come before, between or after positional
// arguments, and returns the positionals.
func parse(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, badArgs("%s: %v", fs.Name(), err)
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// noPositionals rejects stray words, which are usually a missing flag name.
func noPositionals(cmd string, pos []string) error {
	if len(pos) > 0 {
		return badArgs("%s: unexpected argument %q", cmd, pos[0])
	}
	return nil
}
