//go:build gui

package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestCommandLine builds arena and runs it as a user does, with the
// display these tests have and without one: --help and --version answer
// on stdout and exit 0, a bad command line is one line on stderr and exit
// 2, and with no display the app says so in one line and exits 1; none of
// them opens a window.
func TestCommandLine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds arena; skipped with -short")
	}
	bin := filepath.Join(t.TempDir(), "arena")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	noDisplay := slices.DeleteFunc(os.Environ(), func(kv string) bool { return strings.HasPrefix(kv, "DISPLAY=") })
	tests := []struct {
		args    []string
		display bool
		code    int
		stdout  string // a substring; "" for none at all
		stderr  string
	}{
		{[]string{"--help"}, false, 0, "--clip-size WxH", ""},
		{[]string{"-h"}, false, 0, "arenactl bots --game G lists them", ""},
		{[]string{"--help"}, true, 0, "builtin:hunter", ""},
		{[]string{"--version"}, false, 0, "arena ", ""},
		{[]string{"--version"}, true, 0, "arena ", ""},
		{[]string{"--bogus"}, false, 2, "", "arena: flag provided but not defined: -bogus"},
		{[]string{"--seed", "x"}, true, 2, "", `invalid value "x" for flag -seed`},
		{[]string{"--game", "chess"}, true, 2, "", `arena: unknown game "chess"`},
		{[]string{"--game", "worms"}, false, 1, "", "arena: no display (DISPLAY is not set)"},
		{nil, false, 1, "", "arena: no display"},
	}
	for _, tc := range tests {
		if tc.display && os.Getenv("DISPLAY") == "" {
			t.Errorf("%q: DISPLAY is not set (run under xvfb-run)", tc.args)
			continue
		}
		cmd := exec.Command(bin, tc.args...)
		if !tc.display {
			cmd.Env = noDisplay
		}
		var out, errs bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errs
		err := cmd.Run()
		code := 0
		if ee := (*exec.ExitError)(nil); errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != tc.code || !strings.Contains(out.String(), tc.stdout) || (tc.stdout == "") != (out.Len() == 0) ||
			!strings.Contains(errs.String(), tc.stderr) || strings.Count(errs.String(), "\n") > 1 {
			t.Errorf("%q (display %v): exit %d (want %d)\nstdout %q\nstderr %q", tc.args, tc.display, code, tc.code, out.String(), errs.String())
		}
	}
}
