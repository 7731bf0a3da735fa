package matchflags

import (
	"flag"
	"io"
	"maps"
	"strings"
	"testing"
)

func TestFlags(t *testing.T) {
	cases := []struct {
		args      []string
		ruleset   string
		noTimeout bool
		params    map[string]string
		err       string // substring of the parse or resolve error
	}{
		{args: nil, params: map[string]string{}},
		{args: []string{"--rules", "classic"}, ruleset: "classic", params: map[string]string{}},
		{args: []string{"--ruleset", "classic"}, ruleset: "classic", params: map[string]string{}},
		{args: []string{"--rules", "classic", "--ruleset", "classic"}, ruleset: "classic", params: map[string]string{}},
		{args: []string{"--rules", "classic", "--ruleset", "other"}, err: "disagree"},
		{args: []string{"--no-timeout"}, noTimeout: true, params: map[string]string{}},
		{args: []string{"--rounds", "3"}, params: map[string]string{"rounds": "3"}},
		{args: []string{"--param", "rounds=2", "--rounds", "4"}, params: map[string]string{"rounds": "4"}},
		{args: []string{"--param", "a=1", "--param", "b=x=y"}, params: map[string]string{"a": "1", "b": "x=y"}},
		{args: []string{"--param", "novalue"}, err: "want KEY=VALUE"},
		{args: []string{"--rounds", "-1"}, err: "positive"},
		{args: []string{"--rounds", "x"}, err: "invalid value"},
	}
	for _, c := range cases {
		var f Flags
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		f.Register(fs)
		err := fs.Parse(c.args)
		var rs string
		var params map[string]string
		if err == nil {
			rs, err = f.RulesetName()
		}
		if err == nil {
			params, err = f.ParamMap()
		}
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want %q", c.args, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.args, err)
			continue
		}
		if rs != c.ruleset || f.NoTimeout != c.noTimeout || !maps.Equal(params, c.params) {
			t.Errorf("%q: ruleset %q no-timeout %v params %v; want %q %v %v", c.args, rs, f.NoTimeout, params, c.ruleset, c.noTimeout, c.params)
		}
	}
}
