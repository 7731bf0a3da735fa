//go:build gui

package app

import (
	"errors"
	"strings"
	"testing"
)

// TestBadStartIsUsage: a parameter the game does not take (--rounds on
// Worms) or an unreadable replay fails New with a StartError, which
// cmd/arena turns into exit status 2.
func TestBadStartIsUsage(t *testing.T) {
	cases := []Options{
		{Match: MatchSpec{Game: "worms", Seed: 1, Players: []string{"builtin:hunter", "builtin:sample"}, Params: map[string]string{"rounds": "3"}}},
		{Replay: "/nonexistent/x.arena.jsonl.gz"},
	}
	for _, o := range cases {
		a, err := New(o)
		if err == nil {
			a.ctl.Close()
			t.Errorf("%+v: started", o)
			continue
		}
		var se *StartError
		if !errors.As(err, &se) {
			t.Errorf("%+v: %v is not a StartError", o, err)
		}
		if o.Replay == "" && !strings.Contains(err.Error(), "rounds") {
			t.Errorf("the error does not name the parameter: %v", err)
		}
	}
}
