package main

import (
	"fmt"

	"github.com/spf13/pflag"

	"arena/sound"
)

// sfxCmd implements `arenactl sfx --out DIR`: it renders every sound effect
// into DIR as a 16-bit WAV file and prints each path, so effects can be
// auditioned in any player and checked with sound/testdata/check-wavs.sh.
type sfxCmd struct{ out string }

func (c *sfxCmd) flags(fs *pflag.FlagSet) {
	fs.StringVar(&c.out, "out", "", "the `DIR` for the WAV files (created if missing)")
	required(fs, "out")
}

func (c *sfxCmd) run(std stdio, pos []string) error {
	if err := noPositionals("sfx", pos); err != nil {
		return err
	}
	if c.out == "" {
		return badArgs("sfx: --out DIR is required")
	}
	paths, err := sound.WriteAll(c.out)
	for _, p := range paths {
		fmt.Fprintln(std.out, p)
	}
	return err
}
