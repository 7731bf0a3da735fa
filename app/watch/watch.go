package watch

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"

	"arena/ai"
)

// Delay is the default quiet time after the last change before a restart:
// long enough for a build that writes several files, short enough to feel
// immediate.
const Delay = 400 * time.Millisecond

// Event is a change to a watched path.
type Event struct {
	Path string
	// Chmod says the change was to the metadata only (a touch of the
	// mode bits), which does not restart anything.
	Chmod bool
}

// Watcher debounces changes to the watched programs.
type Watcher struct {
	Delay  time.Duration
	events <-chan Event
	errs   <-chan error
	fs     *fsnotify.Watcher
	dirs   []string

	pending bool
	due     time.Time
	last    string
	// Err is the last error the file watcher reported, for the UI.
	Err error
}

// Programs are the program files of the proc: specs among specs: each
// command line's words that name an existing regular file (./bot,
// bot.py, target/bot.jar), not commands found on PATH (python3, java).
func Programs(specs []string) []string {
	var out []string
	for _, s := range specs {
		sp, err := ai.ParseSpec(s)
		if err != nil || sp.Kind != "proc" {
			continue
		}
		words, err := ai.SplitCommand(sp.Arg)
		if err != nil {
			continue
		}
		for i, w := range words {
			if i == 0 && !strings.ContainsRune(w, '/') {
				// A bare command name is looked up on PATH (python3).
				if _, err := os.Stat(w); err != nil {
					continue
				}
			}
			if st, err := os.Stat(w); err == nil && st.Mode().IsRegular() {
				if abs, err := filepath.Abs(w); err == nil && !slices.Contains(out, abs) {
					out = append(out, abs)
				}
			}
		}
	}
	return out
}

// New watches the directories of programs (a file replaced by a build, as
// most compilers and editors do, is only seen through its directory); any
// change there other than a mode change counts.
func New(programs []string) (*Watcher, error) {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	events := make(chan Event, 64)
	w := &Watcher{Delay: Delay, events: events, errs: fw.Errors, fs: fw}
	for _, p := range programs {
		d := filepath.Dir(p)
		if slices.Contains(w.dirs, d) {
			continue
		}
		if err := fw.Add(d); err != nil {
			fw.Close()
			return nil, err
		}
		w.dirs = append(w.dirs, d)
	}
	go func() {
		defer close(events)
		for e := range fw.Events {
			select {
			case events <- Event{Path: e.Name, Chmod: e.Op == fsnotify.Chmod}:
			default: // a burst beyond the buffer says nothing more
			}
		}
	}()
	return w, nil
}

// NewWith is a Watcher fed from events instead of the file system (tests).
func NewWith(events <-chan Event) *Watcher {
	return &Watcher{Delay: Delay, events: events}
}

// Dirs are the directories watched.
func (w *Watcher) Dirs() []string { return w.dirs }

// Poll takes the events that arrived without waiting and reports, at time
// now, whether a restart is due: some change happened and none in the last
// Delay. It then returns the last path changed and starts over.
func (w *Watcher) Poll(now time.Time) (string, bool) {
	for {
		select {
		case e, ok := <-w.events:
			if !ok {
				w.events = nil
				continue
			}
			if e.Chmod {
				continue
			}
			w.pending, w.due, w.last = true, now.Add(w.Delay), e.Path
			continue
		case err := <-w.errs:
			w.Err = err
			continue
		default:
		}
		break
	}
	if !w.pending || now.Before(w.due) {
		return "", false
	}
	w.pending = false
	return w.last, true
}

// Close stops watching.
func (w *Watcher) Close() error {
	if w.fs == nil {
		return nil
	}
	return w.fs.Close()
}

// Mode is --watch in the window: a Watcher of the current players'
// programs, replaced when the players change (the start screen, a fork).
type Mode struct {
	// W is the watcher, nil before Follow found a program to watch.
	W *Watcher
	// Clock is the time the window polls at (Now); nil is the wall
	// clock. A test sets it so that the window's own polls cannot restart
	// the match before the test does.
	Clock func() time.Time
	key   string
}

// Now is the time to poll at: Clock's, or the wall clock's.
func (m *Mode) Now() time.Time {
	if m.Clock != nil {
		return m.Clock()
	}
	return time.Now()
}

// Follow watches the programs of specs when they are not the ones
// watched already, and returns what to tell the user ("" when nothing
// changed).
func (m *Mode) Follow(specs []string) string {
	key := strings.Join(specs, "\n")
	if key == m.key {
		return ""
	}
	m.key = key
	if m.W != nil {
		m.W.Close()
		m.W = nil
	}
	progs := Programs(specs)
	if len(progs) == 0 {
		return "--watch: no proc: player names a program file to watch"
	}
	w, err := New(progs)
	if err != nil {
		return "--watch: " + err.Error()
	}
	m.W = w
	return fmt.Sprintf("watching %d program(s): a change restarts the match at this tick", len(progs))
}

// Poll reports, at now, the program whose change is due to restart the
// match.
func (m *Mode) Poll(now time.Time) (string, bool) {
	if m.W == nil {
		return "", false
	}
	return m.W.Poll(now)
}
