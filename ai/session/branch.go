package session

import (
	"bytes"
	"fmt"
	"os"

	"arena/sim"
)

// KindFork marks a fork on the timeline: the position where a seat got a
// new player (ForkWith). It is a marker kind only; no engine emits it.
const KindFork sim.EventKind = "fork"

// MaxBranches is how many left branches a session keeps; the oldest go
// first. Each is a gzipped replay in memory, a few hundred KB at most for
// the longest matches.
const MaxBranches = 8

// Branch is a timeline a fork left behind: the whole match as it was
// before the fork, kept so it can still be saved.
type Branch struct {
	At      int      // the fork's position
	Len     int      // the branch's last position
	Players []string // its seats' agents
	replay  []byte   // the gzipped replay stream
}

// ForkWith replaces seat's player (0-based; spec as SetPlayer takes it)
// at position pos and plays on from there: the timeline after pos is
// dropped, but kept first as a Branch (when there was anything after pos)
// so both the branch left and the new one can be saved, and a KindFork
// marker shows the fork point. The cursor moves to pos; Next plays the
// next tick with the new player.
func (s *Session) ForkWith(pos, seat int, spec string) (*Frame, error) {
	s.fresh(true)
	if pos < 0 || pos > s.tl.Len() {
		return s.frame, fmt.Errorf("fork at %d: out of range 0..%d", pos, s.tl.Len())
	}
	old := append([]string(nil), s.seats...)
	oldSet := append([]bool(nil), s.set...)
	if err := s.SetPlayer(seat, spec); err != nil {
		return s.frame, err
	}
	if !s.CanPlayOn() {
		copy(s.seats, old)
		copy(s.set, oldSet)
		return s.frame, fmt.Errorf("seat %d keeps its recorded program, which cannot play on: give every program seat a player", s.firstUnset()+1)
	}
	var keep *Branch
	if pos < s.tl.Len() || (s.runner != nil && !s.done) {
		var buf bytes.Buffer
		if err := s.Encode(&buf); err != nil {
			return s.frame, fmt.Errorf("keeping the branch before the fork: %v", err)
		}
		// The header still names the players of the branch left: the
		// new one enters it when the runner resumes.
		keep = &Branch{At: pos, Len: s.tl.Len(), Players: s.headerAgents(), replay: buf.Bytes()}
	}
	if _, err := s.Fork(pos); err != nil {
		copy(s.seats, old)
		copy(s.set, oldSet)
		return s.frame, err
	}
	if keep != nil {
		s.branches = append(s.branches, *keep)
		if len(s.branches) > MaxBranches {
			s.branches = s.branches[len(s.branches)-MaxBranches:]
		}
	}
	s.markers = append(s.markers, Marker{Tick: pos, Kind: KindFork, Player: sim.PlayerID(seat)})
	return s.frame, nil
}

func (s *Session) firstUnset() int {
	for i := range s.seats {
		if !s.set[i] {
			return i
		}
	}
	return 0
}

func (s *Session) headerAgents() []string {
	var out []string
	for _, p := range s.header.Players {
		out = append(out, p.Agent)
	}
	return out
}

// Branches lists the branches forks left, oldest first.
func (s *Session) Branches() []Branch { return append([]Branch(nil), s.branches...) }

// SaveBranch writes branch i (of Branches) to path as a replay file.
func (s *Session) SaveBranch(i int, path string) error {
	if i < 0 || i >= len(s.branches) {
		return fmt.Errorf("branch %d: the session has %d", i+1, len(s.branches))
	}
	return os.WriteFile(path, s.branches[i].replay, 0o644)
}
