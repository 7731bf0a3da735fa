package session_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"arena/ai/session"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/worms"
)

// TestFailureIsLoggedOnItsTick: when a bot fails, the log pane's entries
// for the position the viewer is at hold its stderr and the reason, also
// when the failure ends the match before any step (Worms), where the pane
// used to say "(nothing logged yet)".
func TestFailureIsLoggedOnItsTick(t *testing.T) {
	wormsOnce.Do(func() {
		sim.Register(worms.Game{})
		aiworms.Register()
	})
	const crasher = "proc:sh -c 'echo boom >&2; echo second line >&2; exit 3'"
	cases := []struct {
		name    string
		game    string
		players []string
		stderr  string     // want in seat 0's entries at the last position ("" = none)
		status  sim.Status // want in seat 0's last entry ("" = no entry at all)
	}{
		{"worms: crash before the first reply ends the match", "worms", []string{crasher, "builtin:sample"}, "boom", sim.Crashed},
		{"count: crash, the match plays on", "count", []string{crasher, "builtin:seven"}, "boom", sim.Crashed},
		{"worms: no failure, nothing at the start", "worms", []string{"builtin:sample", "builtin:sample"}, "", ""},
	}
	for _, c := range cases {
		s, err := session.Start(session.Spec{Game: c.game, Seed: 7, Players: c.players})
		if err != nil {
			t.Fatal(err)
		}
		// Play until the first fault is seen, or a few positions.
		var f *session.Frame
		for i := 0; i < 3; i++ {
			f, err = s.Next(context.Background())
			if errors.Is(err, session.ErrEnded) || (f != nil && f.Players[0].Status != sim.Active) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if c.status == "" {
			if logs := s.Logs(0, 0, 10); len(logs) != 0 {
				t.Errorf("%s: entries at position 0: %+v", c.name, logs)
			}
			s.Close()
			continue
		}
		logs := s.Logs(0, f.Tick, 10)
		var all strings.Builder
		for _, e := range logs {
			all.WriteString(e.Stderr)
		}
		if len(logs) == 0 || logs[len(logs)-1].Status != c.status || logs[len(logs)-1].Reason == "" {
			t.Errorf("%s: at position %d entries %+v, want the last %s with a reason", c.name, f.Tick, logs, c.status)
		} else if !strings.Contains(all.String(), c.stderr) {
			t.Errorf("%s: stderr %q lacks %q", c.name, all.String(), c.stderr)
		}
		s.Close()
	}
}
