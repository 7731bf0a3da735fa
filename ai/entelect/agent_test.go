package entelect

import (
	"strings"
	"testing"

	"arena/ai/proc"
)

// TestPickLine: a line starting with the round's "C;N;" carries the
// command, its rest as it is (untrimmed: the codec judges it); a line of
// another round or without the prefix is dropped; Java's Scanner also ends
// lines at CR, U+2028, U+2029 and U+0085, and of several lines so made the
// last with the prefix counts.
func TestPickLine(t *testing.T) {
	a := &Agent{prefix: []byte("C;5;")}
	tests := []struct {
		line string
		cmd  string
		ok   bool
	}{
		{"C;5;move 1 1", "move 1 1", true},
		{"C;5;shoot N ", "shoot N ", true},
		{"C;5;", "", true},
		{"C;4;move 1 1", "", false},
		{"C;55;move 1 1", "", false},
		{" C;5;move 1 1", "", false},
		{"c;5;move 1 1", "", false},
		{"debug output", "", false},
		{"", "", false},
		{"C;5;dig 1 1\rC;5;shoot E", "shoot E", true},
		{"C;5;nothing\u2028log line", "nothing", true},
		{"log\u0085C;5;dig 2 2\u2029", "dig 2 2", true},
		{"C;5;C;5;nothing", "C;5;nothing", true},
	}
	for _, tc := range tests {
		cmd, ok := a.pick([]byte(tc.line))
		if ok != tc.ok || string(cmd) != tc.cmd {
			t.Errorf("%q: %q %v, want %q %v", tc.line, cmd, ok, tc.cmd, tc.ok)
		}
	}
}

// TestOneSeatPerDirectory: a bot directory a seat of this process plays
// is refused to another until the first is closed.
func TestOneSeatPerDirectory(t *testing.T) {
	root := folder(t, map[string]string{"bot.json": meta("javascript", "/", "b.js"), "b.js": "x"})
	a, err := New(root, proc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(root+"/", proc.Options{}); err == nil || !strings.Contains(err.Error(), "already played by another seat") {
		t.Fatalf("second seat: %v", err)
	}
	a.Close()
	b, err := New(root, proc.Options{})
	if err != nil {
		t.Fatalf("after Close: %v", err)
	}
	b.Close()
	b.Close() // idempotent, and frees once
	if c, err := New(root, proc.Options{}); err != nil {
		t.Fatalf("after a second Close: %v", err)
	} else {
		c.Close()
	}
}
