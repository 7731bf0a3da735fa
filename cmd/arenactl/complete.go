package main

import (
	"strings"

	"github.com/spf13/cobra"

	"arena/ai"
	"arena/maps"
	"arena/sim"
)

// flagCompletions complete flag values by the flag's name, on every
// subcommand that has the flag: a new flag with one of these names is
// completed with no further edit, and a new kind of value is one row here.
// Flags not listed complete file names (the shell's default).
var flagCompletions = map[string]cobra.CompletionFunc{
	"game":     completeGames,
	"player":   completePlayers,
	"gauntlet": completePlayers,
	"lineup":   completePlayers,
	"rules":    completeRulesets,
	"ruleset":  completeRulesets,
	"map":      completeMaps,
}

// addCompletions registers flagCompletions on every subcommand. Main calls
// it only for the shell's completion requests: cobra keeps the functions in
// a process-wide table, which ordinary runs need not fill.
func addCompletions(root *cobra.Command) {
	for _, c := range root.Commands() {
		for name, f := range flagCompletions {
			if c.Flags().Lookup(name) != nil {
				c.RegisterFlagCompletionFunc(name, f)
			}
		}
	}
	for _, c := range root.Commands() {
		if c.Name() == "bots" {
			c.ValidArgsFunction = completeGames
		}
	}
}

// gameOf is the game the command line names so far, or "" when none.
func gameOf(c *cobra.Command) string {
	if f := c.Flags().Lookup("game"); f != nil {
		return f.Value.String()
	}
	if c.Name() == "traffic" {
		return "windward"
	}
	return ""
}

func completeGames(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var out []cobra.Completion
	for _, id := range sim.Games() {
		g, _ := sim.Lookup(id)
		out = append(out, cobra.CompletionWithDesc(id, g.Info().Title))
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completePlayers offers the built-ins of the game named so far (of every
// game when none is), as builtin:NAME, and the program kind.
func completePlayers(c *cobra.Command, _ []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	games := sim.Games()
	if g := gameOf(c); g != "" {
		games = []string{g}
	}
	var out []cobra.Completion
	seen := map[string]bool{}
	for _, g := range games {
		for _, b := range ai.Bots(g) {
			if spec := "builtin:" + b.Name; !seen[spec] {
				seen[spec] = true
				out = append(out, cobra.CompletionWithDesc(spec, docLine(b.Doc)))
			}
		}
	}
	out = append(out, cobra.CompletionWithDesc("proc:", "a local program: proc:COMMAND LINE"))
	return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
}

func completeRulesets(c *cobra.Command, _ []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	seen := map[string]bool{}
	var out []cobra.Completion
	games := sim.Games()
	if g := gameOf(c); g != "" {
		games = []string{g}
	}
	for _, id := range games {
		g, err := sim.Lookup(id)
		if err != nil {
			continue
		}
		for _, r := range g.Info().Rulesets {
			if r != "" && !seen[r] {
				seen[r] = true
				out = append(out, r)
			}
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completeMaps offers the game's shipped maps; with no game named yet, file
// names.
func completeMaps(c *cobra.Command, _ []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g := gameOf(c)
	if g == "" {
		return nil, cobra.ShellCompDirectiveDefault
	}
	return maps.List(g), cobra.ShellCompDirectiveDefault
}

// docLine is the first line of a doc string, for a completion's description.
func docLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}
