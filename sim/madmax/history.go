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
