package madmax

import (
	"errors"
	"fmt"
	"io"
	"slices"
)

// history is what a State remembers of how it came to be, so that the final
// state of a run can write the whole .res file (match.Exporter). Nodes are
// immutable and shared between clones: a Clone copies one pointer, and a
// Step or an edit pushes a new node in front. The root holds a copy of the
// state New returned; each later node holds one round's instructions or one
// edit. Export re-plays them, which is deterministic, instead of keeping
// 300 rendered states. The history is not part of snapshots or hashes.
type history struct {
	prev   *history
	start  *State // root only
	asked  [4][]Instr
	edit   string
	isEdit bool
}

// remember starts a history at s (called by Game.New).
func (s *State) remember() {
	root := s.Copy()
	root.hist = nil
	s.hist = &history{start: root}
}

// ExportKinds lists the extra outputs of a finished game: the original
// engine's .res file (arenactl run --res FILE).
func (s *State) ExportKinds() []string { return []string{"res"} }

// Export writes the .res file of the game that led to s, from the state
// Game.New returned to s, byte for byte as the original engine would. It
// fails for a state restored from a snapshot, which has no history.
func (s *State) Export(kind string, w io.Writer) error {
	if kind != "res" {
		return fmt.Errorf("madmax: unknown export %q (known: res)", kind)
	}
	if l := s.live; l != nil && l.w == w {
		if l.finish(s) {
			return l.rw.Flush()
		}
		// The .res was cut short (see ExportLive): start w again.
		if err := rewind(w); err != nil {
			return fmt.Errorf("madmax: the .res written while the game was played stopped short, and %v", err)
		}
	}
	var nodes []*history
	for h := s.hist; h != nil; h = h.prev {
		nodes = append(nodes, h)
	}
	if len(nodes) == 0 || nodes[len(nodes)-1].start == nil {
		return errors.New("madmax: this state has no history (restored from a snapshot?); cannot write a .res")
	}
	slices.Reverse(nodes)
	r := nodes[0].start.Copy()
	r.log = &cellLog{} // the writer redraws only the cells each round wrote
	rw := NewResWriter(w)
	if err := rw.Write(r); err != nil {
		return err
	}
	for _, h := range nodes[1:] {
		if h.isEdit {
			// The .res format has no edits: the next state shows them.
			if err := r.applyEdit(h.edit); err != nil {
				return fmt.Errorf("madmax: replaying edit %q: %v", h.edit, err)
			}
			continue
		}
		r.Advance(h.asked)
		if err := rw.Write(r); err != nil {
			return err
		}
	}
	if r.Hash() != s.Hash() {
		return errors.New("madmax: replaying the history did not reach this state; .res not written")
	}
	return rw.Flush()
}

// ExportLive makes s write its .res to w while it is played
// (match.LiveExporter), so that Export(kind, w) at the end only flushes it
// instead of re-playing the game from its history, and no whole .res is
// held in memory. Only s writes, not its copies (a bot's look-ahead must
// not write into w), and only along an unbroken line of rounds. When the
// line breaks (an edit, or the runner going on with a copy of s), Export
// starts w again and writes the .res from the history, the slow way. It
// declines (false) a state that has played rounds already (a fork: its
// .res starts at the game's first state) or has no history.
func (s *State) ExportLive(kind string, w io.Writer) bool {
	if kind != "res" || s.hist == nil || s.hist.start == nil || s.live != nil {
		return false
	}
	l := &liveRes{owner: s, w: w, rw: NewResWriter(w), at: s.hist}
	s.log = &cellLog{}
	if l.rw.Write(s) != nil {
		s.log = nil
		l.owner = nil
	}
	s.live = l
	return true
}

// liveRes is a .res written as its game is played: by one state, its
// owner, up to the history node it has reached. Copies of the owner share
// it, so that Export on any of them knows w already holds part of a .res.
type liveRes struct {
	owner *State // nil once the writing stopped
	w     io.Writer
	rw    *ResWriter
	at    *history
}

// round writes the round that just took s from the history node prev to
// s.hist. A line broken by an edit stops the writing.
func (l *liveRes) round(s *State, prev *history) {
	if l.owner != s {
		return
	}
	if l.at != prev || l.rw.Write(s) != nil {
		l.owner, s.log = nil, nil
		return
	}
	l.at = s.hist
}

// finish reports whether the text written is the whole .res of s, and
// stops the writing either way: a second Export starts again.
func (l *liveRes) finish(s *State) bool {
	ok := l.owner == s && l.at == s.hist
	l.owner = nil
	return ok
}

// rewind empties w, a file the .res was being written to, so that the
// whole .res can be written again from its start.
func rewind(w io.Writer) error {
	f, ok := w.(interface {
		io.Seeker
		Truncate(int64) error
	})
	if !ok {
		return fmt.Errorf("%T cannot be started again", w)
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	return f.Truncate(0)
}
