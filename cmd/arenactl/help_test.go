package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// commandTree is every visible command arenactl has, from the subcommand
// table and cobra's own (completion and its shells, help), by path after
// "arenactl".
func commandTree(t *testing.T) map[string]*cobra.Command {
	t.Helper()
	out := map[string]*cobra.Command{}
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		for _, s := range c.Commands() {
			if s.Hidden {
				continue
			}
			p := append(slices.Clone(path), s.Name())
			out[strings.Join(p, " ")] = s
			walk(s, p)
		}
	}
	walk(newRoot(stdio{os.Stdout, os.Stderr}), nil)
	for _, sc := range subcommands {
		if out[sc.name] == nil {
			t.Errorf("%s: a row of the table with no command", sc.name)
		}
	}
	return out
}

// TestHelp asks every command for its help in each way there is: it
// prints the usage and every flag with two dashes on stdout and exits 0.
func TestHelp(t *testing.T) {
	for path, c := range commandTree(t) {
		words := strings.Fields(path)
		forms := [][]string{
			append(slices.Clone(words), "--help"),
			append(slices.Clone(words), "-h"),
			append(slices.Clone(words), "-help"), // one dash, as Go's flag package took it
			append([]string{"help"}, words...),
		}
		for _, args := range forms {
			t.Run(strings.Join(args, " "), func(t *testing.T) {
				code, out, errs := arenactl(args...)
				if code != exitOK || errs != "" {
					t.Fatalf("exit %d, stderr %q", code, errs)
				}
				if !strings.HasPrefix(out, "usage: arenactl "+path) {
					t.Errorf("help does not start with its usage line:\n%s", out)
				}
				c.Flags().VisitAll(func(f *pflag.Flag) {
					if !f.Hidden && !strings.Contains(out, "--"+f.Name) {
						t.Errorf("help does not show --%s:\n%s", f.Name, out)
					}
				})
				if what, _, _ := strings.Cut(firstOf(c.Long, c.Short), "\n"); !strings.Contains(out, what) {
					t.Errorf("help does not say what it does (%q):\n%s", what, out)
				}
			})
		}
	}
}

// TestRootHelp checks arenactl's own help: every command of the tree is
// listed, on stdout with exit 0 when asked, on stderr with exit 2 when
// no command is given.
func TestRootHelp(t *testing.T) {
	tree := commandTree(t)
	for _, args := range [][]string{{"--help"}, {"-h"}, {"-help"}, {"help"}, nil} {
		code, out, errs := arenactl(args...)
		want := exitOK
		if args == nil {
			want, out, errs = exitBadArgs, errs, out
		}
		if code != want || errs != "" {
			t.Errorf("%q: exit %d (want %d), other stream %q", args, code, want, errs)
		}
		for path := range tree {
			if !strings.Contains(path, " ") && !strings.Contains(out, "\n  "+path+" ") {
				t.Errorf("%q: %s is not listed:\n%s", args, path, out)
			}
		}
	}
}

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"-v"}, {"-version"}} {
		code, out, errs := arenactl(args...)
		if code != exitOK || errs != "" || !strings.HasPrefix(out, "arenactl ") || strings.Count(out, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
		if !strings.Contains(out, "revision") {
			t.Errorf("%q: %q names no revision, not even as unknown", args, out)
		}
	}
}

// TestCompletionScripts generates each shell's script; bash's (and zsh's
// and fish's, where those shells are installed) must parse.
func TestCompletionScripts(t *testing.T) {
	check := map[string][]string{"bash": {"bash", "-n"}, "zsh": {"zsh", "-n"}, "fish": {"fish", "--no-execute"}}
	for _, sh := range []string{"bash", "zsh", "fish"} {
		t.Run(sh, func(t *testing.T) {
			code, out, errs := arenactl("completion", sh)
			if code != exitOK || errs != "" || !strings.Contains(out, "arenactl") || len(out) < 1000 {
				t.Fatalf("exit %d, stderr %q, script %d bytes", code, errs, len(out))
			}
			bin, err := exec.LookPath(check[sh][0])
			if err != nil {
				if sh == "bash" {
					t.Fatal("bash not found")
				}
				t.Skipf("%s is not installed: the script is made but not parsed", sh)
			}
			path := filepath.Join(t.TempDir(), "arenactl."+sh)
			if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			if msg, err := exec.Command(bin, append(check[sh][1:], path)...).CombinedOutput(); err != nil {
				t.Errorf("%s %v: %v\n%s", bin, check[sh][1:], err, msg)
			}
		})
	}
}

// TestCompletions asks what the shells' scripts ask: the candidates for a
// word of a command line.
func TestCompletions(t *testing.T) {
	tests := []struct {
		args []string
		want []string
		not  []string
	}{
		{[]string{"ru"}, []string{"run"}, []string{"verify"}},
		{[]string{"run", "--game", ""}, []string{"worms", "coderunner", "madmax", "paintball", "windward"}, nil},
		{[]string{"run", "--game", "worms", "--player", ""}, []string{"builtin:hunter", "builtin:sample", "proc:"}, []string{"builtin:digger"}},
		{[]string{"tournament", "--game", "coderunner", "--rules", ""}, []string{"classic"}, nil},
		{[]string{"tournament", "--game", "madmax", "--map", ""}, []string{"canyon", "oasis", "rally"}, nil},
		{[]string{"bots", ""}, []string{"worms", "windward"}, nil},
		{[]string{"run", "--s"}, []string{"--seed", "--scenario"}, []string{"--seeds"}},
		{[]string{"tournament", "--s"}, []string{"--seeds", "--swap", "--shard", "--scenario"}, nil},
		{[]string{"completion", ""}, []string{"bash", "zsh", "fish"}, nil},
		{[]string{"help", ""}, []string{"run", "tournament"}, nil},
	}
	for _, tc := range tests {
		code, out, errs := arenactl(append([]string{cobra.ShellCompNoDescRequestCmd}, tc.args...)...)
		if code != exitOK {
			t.Errorf("%q: exit %d: %s", tc.args, code, errs)
			continue
		}
		got := strings.Split(strings.TrimSpace(out), "\n")
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q: %q not offered: %q", tc.args, w, got)
			}
		}
		for _, w := range tc.not {
			if slices.Contains(got, w) {
				t.Errorf("%q: %q offered: %q", tc.args, w, got)
			}
		}
	}
}

// TestOneDash checks the syntax Go's flag package accepted, which scripts
// may use: one dash before a long flag, -j N and -jN.
func TestOneDash(t *testing.T) {
	_, two, errs := arenactl("run", "--game", "worms", "--seed", "5", "--player", "hunter", "--player", "sample")
	_, one, errs1 := arenactl("run", "-game", "worms", "-seed=5", "-player", "hunter", "-player", "sample")
	if two == "" || decodeRun(t, one).Hash != decodeRun(t, two).Hash {
		t.Errorf("one dash and two played different matches: %s%s %q %q", one, two, errs, errs1)
	}
	for _, jobs := range [][]string{{"-j", "1"}, {"-j1"}, {"--jobs", "1"}, {"--jobs=1"}, {"-jobs", "1"}} {
		args := append([]string{"tournament", "--game", "worms", "--player", "hunter", "--player", "sample", "--seeds", "1"}, jobs...)
		if code, out, errs := arenactl(args...); code != exitOK || !strings.Contains(out, "with -j 1;") {
			t.Errorf("%q: exit %d %q %q", jobs, code, out, errs)
		}
	}
}

// TestLongDashes checks the rewriting itself: a value after a flag, and
// everything after "--", are left as they are.
func TestLongDashes(t *testing.T) {
	tests := []struct{ in, want string }{
		{"run -game worms -seed=3", "run --game worms --seed=3"},
		{"run --param -seed -player x", "run --param -seed --player x"},
		{"run -no-timeout -seed 1", "run --no-timeout --seed 1"},
		{"tournament -j -1 -swap", "tournament -j -1 --swap"},
		{"tournament -j2 -swap", "tournament -j2 --swap"},
		{"run -h -colour", "run -h --colour"},
		{"verify -- -game", "verify -- -game"},
		{"-version", "--version"},
	}
	root := newRoot(stdio{os.Stdout, os.Stderr})
	for _, tc := range tests {
		if got := strings.Join(longDashes(root, strings.Fields(tc.in)), " "); got != tc.want {
			t.Errorf("%q: %q, want %q", tc.in, got, tc.want)
		}
	}
}
