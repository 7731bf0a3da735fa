package matchflags

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
)

// Flags are the shared match flags, as given.
type Flags struct {
	Rules     string
	Ruleset   string
	NoTimeout bool
	Rounds    int
	Params    Multi
}

// Multi is a repeatable string flag.
type Multi []string

func (m *Multi) String() string     { return strings.Join(*m, ",") }
func (m *Multi) Set(v string) error { *m = append(*m, v); return nil }

// Register defines the flags on fs.
func (f *Flags) Register(fs *flag.FlagSet) {
	fs.StringVar(&f.Rules, "rules", "", "the ruleset `NAME`: the rule text (default) or classic (the original engine's)")
	fs.StringVar(&f.Ruleset, "ruleset", "", "same as --rules `NAME`")
	fs.BoolVar(&f.NoTimeout, "no-timeout", false, "lift bot time limits, for debugging")
	fs.Var(&f.Params, "param", "a game parameter `K=V`, repeatable")
	fs.IntVar(&f.Rounds, "rounds", 0, "`N` rounds in a session (Windwardopolis 2), same as --param rounds=N")
}

// RulesetName is the ruleset --rules or --ruleset names ("" = the rule
// text); it is an error when both are given and differ.
func (f *Flags) RulesetName() (string, error) {
	rs := f.Rules
	if f.Ruleset != "" {
		if rs != "" && rs != f.Ruleset {
			return "", fmt.Errorf("--rules %q and --ruleset %q disagree", rs, f.Ruleset)
		}
		rs = f.Ruleset
	}
	return rs, nil
}

// ParamMap is the game parameters of --param and --rounds (which sets
// "rounds"); it is never nil.
func (f *Flags) ParamMap() (map[string]string, error) {
	out := map[string]string{}
	for _, p := range f.Params {
		k, v, ok := strings.Cut(p, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("--param %q: want KEY=VALUE", p)
		}
		out[k] = v
	}
	if f.Rounds != 0 {
		if f.Rounds < 0 {
			return nil, fmt.Errorf("--rounds %d: want a positive number", f.Rounds)
		}
		out["rounds"] = strconv.Itoa(f.Rounds)
	}
	return out, nil
}
