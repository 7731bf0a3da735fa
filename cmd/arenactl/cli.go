package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"arena/ai/transports"
	"arena/cmd/internal/version"
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

// stdio is where a subcommand writes: its results on out, progress and
// notes on err (the error line itself is Main's).
type stdio struct{ out, err io.Writer }

// A command is one subcommand's flag values and action. Its row's make
// returns a fresh one for every invocation, so nothing is shared between
// two runs of Main (the tests run many at once).
type command interface {
	// flags defines the subcommand's flags on fs.
	flags(fs *pflag.FlagSet)
	// run runs the subcommand with its positional arguments.
	run(std stdio, pos []string) error
}

// subcommand is one row of the subcommand table.
type subcommand struct {
	name string
	// synopsis are the usage lines after "arenactl NAME", flags written as
	// the README writes them; "" for a command without arguments.
	synopsis []string
	// short says in one line what it does, for the command list;
	// long, when set, is the help's paragraph instead.
	short, long string
	// footer, when set, ends the help (what a SPEC is, ...).
	footer string
	make   func() command
}

// specHelp ends the help of the commands that take --player: builtin:
// and the kinds of ai/transports' table, so a new transport shows here.
var specHelp = func() string {
	var b strings.Builder
	b.WriteString("A SPEC is builtin:NAME (arenactl bots --game G lists them), or")
	for _, e := range transports.Table() {
		fmt.Fprintf(&b, "\n  %s: %s", e.Kind.Usage, e.Kind.Doc)
	}
	return b.String()
}()

// subcommands is arenactl's table: adding a subcommand is one row here and
// one file holding its command. Help, the command list, the unknown-command
// message, shell completions and the tests of --help all follow the table.
var subcommands = []subcommand{
	{name: "run", synopsis: []string{
		"--game G --player SPEC --player SPEC [--seed N] [--map NAME|FILE] [--rules NAME]\n    [--replay FILE|DIR] [--no-timeout] [--param K=V] [--export KIND=FILE]\n    [--pace TPS|lockstep]",
		"--scenario FILE [--player SPEC]... [--seed N] [--replay FILE|DIR] [--no-timeout]"},
		short: "play one match and print its result as one JSON object", footer: specHelp,
		make: func() command { return new(runCmd) }},
	{name: "verify", synopsis: []string{"FILE"},
		short: "re-simulate a replay: exit 0 ok, 1 diverged, 2 unreadable, 3 incomplete (cut short)",
		make:  func() command { return new(verifyCmd) }},
	{name: "fork", synopsis: []string{"REPLAY --at T [--player [SEAT=]SPEC]... [--edit TEXT]... --replay OUT"},
		short: "play a replay on from tick T with other players or edits, and save the new match", footer: specHelp,
		make: func() command { return new(forkCmd) }},
	{name: "replay-turn", synopsis: []string{"REPLAY --tick T --seat P [--explain]"},
		short: "print what seat P (from 1) was sent on tick T, to pipe into a fresh bot",
		make:  func() command { return new(replayTurnCmd) }},
	{name: "scenario", synopsis: []string{"REPLAY --at T [--edit TEXT]... --out FILE"},
		short: "write a replay's tick T, with edits, as a scenario file",
		make:  func() command { return new(scenarioCmd) }},
	{name: "import", synopsis: []string{"--game coderunner|madmax RECORDED-GAME [--out REPLAY]"},
		short: "read a game recorded by the original engine (a CodeRunner trace, a Madmax .res) as a replay",
		make:  func() command { return new(importCmd) }},
	{name: "tournament", synopsis: []string{
		"--game G --player SPEC --player SPEC [--seeds 1-200] [-j N] [--csv FILE]\n    [--out FILE.jsonl | --resume FILE.jsonl] [--gauntlet PLAYER] [--swap] [--shard K/N]\n    [--ratings FILE.json] [--map NAME|FILE] [--rules NAME] [--no-timeout]",
		"--scenario FILE [--player SPEC]... [--seeds 1-200] [...]"},
		short: "play every pairing on every seed, -j at once; results appended per match, resumable, shardable", footer: specHelp,
		make: func() command { return new(tournamentCmd) }},
	{name: "report", synopsis: []string{"FILE.jsonl... [--html OUT.html] [--json OUT.json]"},
		short: "standings, ratings, pairs and seats of tournament results",
		make:  func() command { return new(reportCmd) }},
	{name: "merge", synopsis: []string{"A.jsonl B.jsonl... --out ALL.jsonl"},
		short: "join the results of a tournament's shards into one file",
		make:  func() command { return new(mergeCmd) }},
	{name: "traffic", synopsis: []string{"[--map NAME|FILE]... [--lineup SPEC,SPEC]... [--rules NAME]... [--seeds 1-5] [-j N]"},
		short: "survey Windwardopolis 2 traffic health: ticks, unsticks, longest hold, deliveries per round", footer: specHelp,
		make: func() command { return new(trafficCmd) }},
	{name: "games", synopsis: []string{""},
		short: "list the games, their players and rulesets",
		make:  func() command { return new(gamesCmd) }},
	{name: "bots", synopsis: []string{"--game G"},
		short: "list a game's built-in bots",
		make:  func() command { return new(botsCmd) }},
	{name: "sfx", synopsis: []string{"--out DIR"},
		short: "render every sound effect into DIR as a WAV file",
		make:  func() command { return new(sfxCmd) }},
	{name: "sdk", synopsis: []string{"madmax --build AIName.cc [more .cc files] [-o NAME]", "madmax --out DIR [--force]", ""},
		short: "build a player written for an original framework (EDA-JOC Madmax, C++) into a proc: program",
		long: "Build a player written for an original framework (EDA-JOC Madmax, C++) into a program arena plays\n" +
			"as proc:, or write the SDK's files for a build of your own; alone, list the games with an SDK.",
		make: func() command { return new(sdkCmd) }},
}

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
	root := newRoot(stdio{stdout, stderr})
	if len(args) == 0 {
		rootUsage(stderr, root)
		return exitBadArgs
	}
	if cmd := args[0]; cmd == cobra.ShellCompRequestCmd || cmd == cobra.ShellCompNoDescRequestCmd {
		addCompletions(root)
	}
	err := checkCommand(root, args[0])
	if err == nil {
		root.SetArgs(longDashes(root, args))
		err = root.Execute()
	}
	if err == nil {
		return exitOK
	}
	msg := strings.ReplaceAll(strings.TrimSpace(err.Error()), "\n", "; ")
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

// newRoot builds the command tree from the table.
func newRoot(std stdio) *cobra.Command {
	root := &cobra.Command{
		Use:           "arenactl",
		Short:         "arena's games without a window: matches, replays, tournaments",
		Version:       version.String("arenactl"),
		Args:          cobra.NoArgs,
		SilenceErrors: true, // Main writes the one error line
		SilenceUsage:  true,
	}
	root.SetOut(std.out)
	root.SetErr(std.err)
	root.SetVersionTemplate("{{.Version}}\n")
	root.SetHelpFunc(printHelp)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		if c.HasParent() {
			return badArgs("%s: %v", c.Name(), err)
		}
		return badArgs("%v", err)
	})
	root.Flags().SortFlags = false
	for _, sc := range subcommands {
		root.AddCommand(sc.cobra(std))
	}
	root.SetHelpCommand(&cobra.Command{
		Use:   "help [COMMAND]",
		Short: "show a command's usage and flags (as COMMAND --help does)",
		Args:  cobra.ArbitraryArgs,
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
			return commandNames(root), cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(_ *cobra.Command, args []string) error {
			if len(args) == 0 {
				return root.Help()
			}
			sub, _, err := root.Find(args)
			if err != nil || sub == root {
				return badArgs("help: unknown command %q (want %s)", strings.Join(args, " "), orList(commandNames(root)))
			}
			return sub.Help()
		},
	})
	// Made now rather than in Execute, so that checkCommand and longDashes
	// know them.
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	root.InitDefaultHelpFlag()
	root.InitDefaultVersionFlag()
	for _, c := range root.Commands() {
		if c.Name() == "completion" {
			c.Short = "print a shell completion script: bash, zsh, fish or powershell"
		}
	}
	return root
}

// cobra makes the row's command: its flags on a fresh command value, its
// action writing to std.
func (sc subcommand) cobra(std stdio) *cobra.Command {
	cmd := sc.make()
	use := strings.TrimSpace(sc.name + " " + sc.synopsis[0])
	c := &cobra.Command{
		Use:                   use,
		Short:                 sc.short,
		Long:                  sc.long,
		Args:                  cobra.ArbitraryArgs,
		DisableFlagsInUseLine: true,
		Annotations:           map[string]string{"synopsis": strings.Join(sc.synopsis, "\x00"), "footer": sc.footer},
		RunE:                  func(_ *cobra.Command, pos []string) error { return cmd.run(std, pos) },
	}
	c.Flags().SortFlags = false
	cmd.flags(c.Flags())
	c.InitDefaultHelpFlag()
	return c
}

// checkCommand refuses an unknown subcommand with the list of known ones.
func checkCommand(root *cobra.Command, name string) error {
	if strings.HasPrefix(name, "-") || name == cobra.ShellCompRequestCmd || name == cobra.ShellCompNoDescRequestCmd {
		return nil
	}
	if names := commandNames(root); !slices.Contains(names, name) {
		return badArgs("unknown command %q (want %s)", name, orList(names))
	}
	return nil
}

// commandNames are the visible subcommands: the table's, then cobra's
// completion and help.
func commandNames(root *cobra.Command) []string {
	var out []string
	for _, sc := range subcommands {
		out = append(out, sc.name)
	}
	for _, c := range root.Commands() {
		if !c.Hidden && !slices.Contains(out, c.Name()) {
			out = append(out, c.Name())
		}
	}
	return out
}

// orList is "a, b or c".
func orList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// rootUsage is arenactl's own help: the command list, from the table.
func rootUsage(w io.Writer, root *cobra.Command) {
	fmt.Fprintln(w, "usage: arenactl COMMAND [ARGUMENTS] [FLAGS]")
	fmt.Fprintln(w, "\nCommands:")
	byName := map[string]*cobra.Command{}
	for _, c := range root.Commands() {
		byName[c.Name()] = c
	}
	for _, n := range commandNames(root) {
		fmt.Fprintf(w, "  %-12s %s\n", n, byName[n].Short)
	}
	fmt.Fprintln(w, "\n'arenactl COMMAND --help' shows a command's usage and flags; 'arenactl --version' says which")
	fmt.Fprintln(w, "build this is; 'arenactl completion bash|zsh|fish' prints a shell completion script.")
	fmt.Fprintln(w, specHelp)
}

// printHelp is every command's --help (and arenactl help COMMAND): its
// usage lines, what it does, its flags with two dashes.
func printHelp(c *cobra.Command, _ []string) {
	w := c.OutOrStdout()
	if !c.HasParent() {
		rootUsage(w, c)
		return
	}
	lines := []string{c.UseLine()}
	if syn, ok := c.Annotations["synopsis"]; ok {
		lines = nil
		for _, s := range strings.Split(syn, "\x00") {
			lines = append(lines, strings.TrimSpace(c.CommandPath()+" "+s))
		}
	}
	for i, l := range lines {
		prefix := "usage: "
		if i > 0 {
			prefix = "       "
		}
		fmt.Fprintln(w, prefix+strings.ReplaceAll(l, "\n", "\n       "))
	}
	if desc := firstOf(c.Long, c.Short); desc != "" {
		fmt.Fprintf(w, "\n%s\n", strings.TrimSpace(desc))
	}
	if c.HasAvailableSubCommands() {
		fmt.Fprintln(w, "\nCommands:")
		for _, s := range c.Commands() {
			if s.IsAvailableCommand() {
				fmt.Fprintf(w, "  %-12s %s\n", s.Name(), s.Short)
			}
		}
	}
	if fl := c.Flags(); fl.HasAvailableFlags() {
		fmt.Fprintf(w, "\nFlags:\n%s", fl.FlagUsagesWrapped(100))
	}
	if f := c.Annotations["footer"]; f != "" {
		fmt.Fprintf(w, "\n%s\n", f)
	}
}

// firstOf is the first of its arguments that is not empty.
func firstOf(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// longDashes rewrites "-name" to "--name" where name is one of the
// command's long flags. arenactl parsed its flags with Go's flag package
// before, which takes one dash as well as two, so a script written then
// keeps working. The value after a flag is skipped, so a value that starts
// with a dash is never rewritten, and nothing after "--" is touched.
func longDashes(root *cobra.Command, args []string) []string {
	c, rest := root, args
	if len(args) > 0 {
		for _, s := range root.Commands() {
			if s.Name() == args[0] {
				c, rest = s, args[1:]
			}
		}
	}
	fs := c.Flags()
	out := slices.Clone(args)
	off := len(args) - len(rest)
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" {
			break
		}
		if len(a) < 2 || a[0] != '-' {
			continue
		}
		name, _, inline := strings.Cut(strings.TrimLeft(a, "-"), "=")
		var f *pflag.Flag
		switch {
		case strings.HasPrefix(a, "--"):
			f = fs.Lookup(name)
		case len(name) > 1 && fs.Lookup(name) != nil:
			f = fs.Lookup(name)
			out[off+i] = "-" + a
		case len(name) > 1 && fs.ShorthandLookup(a[1:2]) == nil:
			// Neither a long flag nor shorthands: say "unknown flag:
			// --name" rather than name an unknown shorthand letter.
			out[off+i] = "-" + a
		default: // shorthands: -j 2, -j2, -h
			f = fs.ShorthandLookup(a[1:2])
			inline = inline || len(a) > 2
		}
		if f != nil && !inline && f.NoOptDefVal == "" {
			i++ // its value
		}
	}
	return out
}

// required marks flags the command cannot do without: the help says so,
// and shows no default (-1 and "" stand for "not given").
func required(fs *pflag.FlagSet, names ...string) {
	for _, n := range names {
		defaultNote(fs, n, "required")
	}
}

// defaultNote replaces the default the help shows for a flag with a note.
func defaultNote(fs *pflag.FlagSet, name, note string) {
	f := fs.Lookup(name)
	f.Usage += " (" + note + ")"
	if f.Value.Type() == "string" {
		f.DefValue = ""
	} else {
		f.DefValue = "0"
	}
}

// multi is a repeatable string flag.
type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(v string) error { *m = append(*m, v); return nil }
func (m *multi) Type() string       { return "strings" }

// noFlags is embedded by commands that take none.
type noFlags struct{}

func (noFlags) flags(*pflag.FlagSet) {}

// noPositionals rejects stray words, which are usually a missing flag name.
func noPositionals(cmd string, pos []string) error {
	if len(pos) > 0 {
		return badArgs("%s: unexpected argument %q", cmd, pos[0])
	}
	return nil
}
