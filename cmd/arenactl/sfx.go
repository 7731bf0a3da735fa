package main

import (
	"flag"
	"fmt"
	"io"

	"arena/sound"
)

// runSFX implements `arenactl sfx --out DIR`: it renders every sound effect
// into DIR as a 16-bit WAV file and prints each path, so effects can be
// auditioned in any player and checked with sound/testdata/check-wavs.sh.
func runSFX(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sfx", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	out := fs.String("out", "", "directory for the WAV files (created if missing)")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 || *out == "" {
		fmt.Fprintln(stderr, "usage: arenactl sfx --out DIR")
		return exitBadArgs
	}
	paths, err := sound.WriteAll(*out)
	for _, p := range paths {
		fmt.Fprintln(stdout, p)
	}
	if err != nil {
		fmt.Fprintln(stderr, "arenactl: "+err.Error())
		return exitFailed
	}
	return exitOK
}
