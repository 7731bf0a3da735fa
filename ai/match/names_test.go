package match

import "testing"

func TestShortName(t *testing.T) {
	for _, tc := range []struct{ spec, want string }{
		{"builtin:hunter", "hunter"},
		{"proc:python3 bots/runner.py --fast", "runner.py"},
		{"proc:./bot", "bot"},
		{"tcp:@Anders Hejlsberg", "Anders Hejlsberg"},
		{"tcp:Probe", "Probe"},
		{"tcp:", "player 3"},
	} {
		if got := shortName(tc.spec, 2); got != tc.want {
			t.Errorf("shortName(%q) = %q, want %q", tc.spec, got, tc.want)
		}
	}
}
