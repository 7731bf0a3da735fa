package watch

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestDebounce: a burst of changes restarts once, a quiet Delay after the
// last one; a mode change alone never restarts. Times are made up: the
// test never waits.
func TestDebounce(t *testing.T) {
	ev := make(chan Event, 16)
	w := NewWith(ev)
	t0 := time.Unix(1000, 0)
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	steps := []struct {
		ms     int
		send   []Event
		want   bool
		wantAt string
	}{
		{0, nil, false, ""},
		{10, []Event{{Path: "bot"}, {Path: "bot.o"}}, false, ""},
		{300, nil, false, ""},
		{350, []Event{{Path: "bot"}}, false, ""}, // pushes the restart on
		{700, nil, false, ""},
		{750, nil, true, "bot"},
		{2000, nil, false, ""}, // once
		{2100, []Event{{Path: "bot", Chmod: true}}, false, ""},
		{3000, nil, false, ""},
	}
	for _, s := range steps {
		for _, e := range s.send {
			ev <- e
		}
		path, ok := w.Poll(at(s.ms))
		if ok != s.want || path != s.wantAt {
			t.Fatalf("at %d ms: %q %v, want %q %v", s.ms, path, ok, s.wantAt, s.want)
		}
	}
	close(ev)
	if _, ok := w.Poll(at(5000)); ok {
		t.Fatal("a closed watcher restarted")
	}
}

// TestPrograms: the program files of proc: command lines are the words
// naming existing files; commands on PATH and built-ins are not watched.
func TestPrograms(t *testing.T) {
	dir := t.TempDir()
	bot := filepath.Join(dir, "bot.py")
	bin := filepath.Join(dir, "bot")
	os.WriteFile(bot, []byte("print()"), 0o644)
	os.WriteFile(bin, []byte("#!/bin/sh"), 0o755)
	got := Programs([]string{"builtin:hunter", "proc:python3 " + bot + " --fast", "proc:" + bin, "proc:" + bin + " again", "proc:python3 missing.py"})
	if len(got) != 2 || got[0] != bot || got[1] != bin {
		t.Fatalf("programs %q", got)
	}
}

// TestWatchesTheDirectory: a real file watcher on a program's directory
// reports a rewrite of the program (the event arrives through fsnotify;
// the debounce is driven with made-up times).
func TestWatchesTheDirectory(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "bot")
	os.WriteFile(bin, []byte("v1"), 0o755)
	w, err := New([]string{bin})
	if err != nil {
		t.Skipf("no file watcher here: %v", err)
	}
	defer w.Close()
	if len(w.Dirs()) != 1 || w.Dirs()[0] != dir {
		t.Fatalf("dirs %q", w.Dirs())
	}
	os.WriteFile(bin+".tmp", []byte("v2"), 0o755)
	os.Rename(bin+".tmp", bin)
	// Wait for the event itself (not for time to pass): fsnotify delivers
	// it on its own goroutine.
	var seen bool
	far := time.Unix(1<<40, 0)
	for range 10000 {
		if _, ok := w.Poll(time.Unix(0, 0)); ok {
			t.Fatal("restart before the delay")
		}
		if w.pending {
			seen = true
			break
		}
		time.Sleep(time.Millisecond)
	}
	if !seen {
		t.Fatal("no event for the rewritten program")
	}
	if path, ok := w.Poll(far); !ok || filepath.Dir(path) != dir {
		t.Fatalf("restart %v for %q", ok, path)
	}
}

// TestModeFollowsThePlayers: Follow watches again only when the players
// change, and says so; players without a program file watch nothing.
func TestModeFollowsThePlayers(t *testing.T) {
	var m Mode
	if msg := m.Follow([]string{"builtin:hunter"}); !strings.Contains(msg, "no proc: player") || m.W != nil {
		t.Fatalf("built-ins only: %q, watcher %v", msg, m.W)
	}
	if msg := m.Follow([]string{"builtin:hunter"}); msg != "" {
		t.Errorf("the same players again: %q", msg)
	}
	if _, due := m.Poll(time.Unix(100, 0)); due {
		t.Error("a restart is due with nothing watched")
	}
}

// TestModeClock: a Mode polls at its Clock when one is set, so a frozen
// clock never brings a change due; without one it reads the wall clock.
func TestModeClock(t *testing.T) {
	t0 := time.Unix(1000, 0)
	ev := make(chan Event, 1)
	m := Mode{W: NewWith(ev), Clock: func() time.Time { return t0 }}
	ev <- Event{Path: "bot"}
	for range 3 {
		if _, due := m.Poll(m.Now()); due {
			t.Fatal("a change came due on a frozen clock")
		}
	}
	if _, due := m.Poll(t0.Add(Delay)); !due {
		t.Fatal("the change is not due a Delay later")
	}
	m.Clock = nil
	if now := m.Now(); now.Before(t0.Add(time.Hour)) {
		t.Fatalf("without a Clock, Now is %v, not the wall clock", now)
	}
}
