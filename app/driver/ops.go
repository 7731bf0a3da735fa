package driver

import (
	"context"
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"arena/ai"
	"arena/ai/session"
	"arena/sim/scenario"
)

// Session operations the window asks of its source beyond the Source
// interface: fork with a new player, save the branch a fork left, save a
// scenario, play on to a tick. Each runs on the worker (Call), which owns
// the session, and reports through the notices (Note): "what: error" when
// it fails, else what its ok callback says.

// Then runs fn on the worker and, once it has run, notes "what: " and its
// error, or calls ok (on another goroutine: it may use the Controller)
// and notes what it returns ("" notes nothing).
func (c *Controller) Then(what string, fn func(Source) (*session.Frame, error), ok func() string) {
	done := make(chan error, 1)
	c.Call(fn, done)
	go func() {
		if err := <-done; err != nil {
			c.Note(what + ": " + err.Error())
			return
		}
		if ok != nil {
			if msg := ok(); msg != "" {
				c.Note(msg)
			}
		}
	}()
}

// asSession is the source as a ai/session, or the error that it is not.
func asSession(src Source, what string) (*session.Session, error) {
	ss, ok := src.(*session.Session)
	if !ok {
		return nil, errors.New("this source cannot " + what)
	}
	return ss, nil
}

// ParseSeat reads the fork prompt's "N=SPEC" (seat N, from 1) or "SPEC"
// (seat def, 0-based); a spec ai.ParseSpec knows comes back in full
// ("hunter" is "builtin:hunter").
func ParseSeat(text string, def int) (int, string) {
	seat, spec := def, strings.TrimSpace(text)
	if n, rest, ok := strings.Cut(spec, "="); ok {
		if k, err := strconv.Atoi(strings.TrimSpace(n)); err == nil {
			seat, spec = k-1, strings.TrimSpace(rest)
		}
	}
	if sp, err := ai.ParseSpec(spec); err == nil {
		spec = sp.String()
	}
	return seat, spec
}

// Fork forks the session at tick with seat's new player (session.ForkWith)
// and plays on from there; ok runs once it has.
func (c *Controller) Fork(tick, seat int, spec string, ok func() string) {
	c.Then("fork", func(src Source) (*session.Frame, error) {
		ss, err := asSession(src, "fork")
		if err != nil {
			return nil, err
		}
		return ss.ForkWith(tick, seat, spec)
	}, ok)
}

// SaveBranch saves the newest branch a fork left to path; ok gets the
// tick the branch was left at.
func (c *Controller) SaveBranch(path string, ok func(at int) string) {
	var at int
	c.Then("save branch", func(src Source) (*session.Frame, error) {
		ss, _ := src.(*session.Session)
		if ss == nil || len(ss.Branches()) == 0 {
			return nil, errors.New("no branch to save: fork with a new player first (Ctrl+P)")
		}
		br := ss.Branches()
		at = br[len(br)-1].At
		return nil, ss.SaveBranch(len(br)-1, path)
	}, func() string { return ok(at) }) // at is read after the worker wrote it (done)
}

// SaveScenario writes the position at the cursor, with the edits made
// there, as a scenario file at path.
func (c *Controller) SaveScenario(path string, ok func() string) {
	c.Then("scenario", func(src Source) (*session.Frame, error) {
		ss, err := asSession(src, "save scenarios")
		if err != nil {
			return nil, err
		}
		sc, err := ss.Scenario()
		if err != nil {
			return nil, err
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return nil, err
		}
		return nil, os.WriteFile(path, sc.Bytes(), 0o644)
	}, ok)
}

// PlayTo plays the source on from its cursor to tick (watch mode's
// restart back to the moment on screen), or to its end when the match
// ends sooner.
func (c *Controller) PlayTo(tick int) {
	c.Call(func(src Source) (*session.Frame, error) {
		f := src.Current()
		for f.Tick < tick {
			next, err := src.Next(context.Background())
			if err != nil {
				return next, nil // the new program ended the match sooner
			}
			f = next
		}
		return f, nil
	}, nil)
}

// ScenarioPlayers picks a player per seat of sc: given when they fit its
// seats, else defaults (else the game's first built-in), repeated over
// the seats; nil when the game has no player to offer.
func ScenarioPlayers(sc *scenario.Scenario, given, defaults []string) []string {
	n := len(sc.Players)
	if len(given) == n {
		return append([]string(nil), given...)
	}
	def := defaults
	if len(def) == 0 {
		if bots := ai.Bots(sc.Game); len(bots) > 0 {
			def = []string{"builtin:" + bots[0].Name}
		}
	}
	if len(def) == 0 {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = def[i%len(def)]
	}
	return out
}

// RandomSeed is a seed for a new match, short enough to read and type:
// nine decimal digits at most (the clock's nanoseconds when there is no
// randomness to read).
func RandomSeed() uint64 {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		return uint64(time.Now().UnixNano())
	}
	return binary.LittleEndian.Uint64(b[:])%999_999_999 + 1
}

// ReplayNotes says when an opened replay diverges from this engine (a
// line for the messages: "replay ...") or is incomplete, cut short or
// saved before the match ended (a notice), so nobody mistakes its last
// tick for the match's end. Both are "" when there is nothing to say.
func ReplayNotes(src Source) (diverged, incomplete string) {
	ss, ok := src.(*session.Session)
	if !ok {
		return "", ""
	}
	if d := ss.Diverged(); d != nil {
		diverged = "replay " + d.Error()
	}
	switch rp := ss.Replay(); {
	case rp == nil:
	case rp.Truncated:
		incomplete = fmt.Sprintf("incomplete replay: it ends early (%s) after %d ticks", rp.Why, len(rp.Steps))
	case rp.Result == nil:
		incomplete = fmt.Sprintf("incomplete replay: no result, it stops after %d ticks", len(rp.Steps))
	}
	return diverged, incomplete
}
