package coderunner

import (
	"encoding/json"
	"fmt"
)

// snapshotVersion changes whenever the snapshot layout does.
const snapshotVersion = 1

// snapshot is the serialised form: plain structs and slices only (no Go
// maps), so encoding/json writes it deterministically.
type snapshot struct {
	V       int
	Rules   Rules
	Turn    int
	Cells   string
	Visited string
	Runners [2]Runner
	Enemies []Enemy
	Timers  []Timer
	Spawned bool
}

// MarshalBinary is a deterministic snapshot of the whole state.
func (s *State) MarshalBinary() ([]byte, error) {
	cells := make([]byte, len(s.Cells))
	vis := make([]byte, len(s.Visited))
	for i, c := range s.Cells {
		cells[i] = byte(c)
		vis[i] = '0'
		if s.Visited[i] {
			vis[i] = '1'
		}
	}
	// Empty and nil slices must snapshot alike, or a clone (which drops
	// empty slices) would hash differently from its original.
	var enemies []Enemy
	for _, e := range s.Enemies {
		e.Program, e.Stack, e.Path = nilIfEmpty(e.Program), nilIfEmpty(e.Stack), nilIfEmpty(e.Path)
		enemies = append(enemies, e)
	}
	var timers []Timer
	if len(s.Timers) > 0 {
		timers = s.Timers
	}
	return json.Marshal(snapshot{V: snapshotVersion, Rules: s.Rules, Turn: s.Turn, Cells: string(cells), Visited: string(vis),
		Runners: s.Runners, Enemies: enemies, Timers: timers, Spawned: s.Spawned})
}

// UnmarshalBinary restores a snapshot written by MarshalBinary.
func (s *State) UnmarshalBinary(b []byte) error {
	var sn snapshot
	if err := json.Unmarshal(b, &sn); err != nil {
		return fmt.Errorf("coderunner: snapshot: %v", err)
	}
	if sn.V != snapshotVersion {
		return fmt.Errorf("coderunner: snapshot version %d, want %d", sn.V, snapshotVersion)
	}
	if len(sn.Cells) != Rows*Cols || len(sn.Visited) != Rows*Cols {
		return fmt.Errorf("coderunner: snapshot has %d cells, want %d", len(sn.Cells), Rows*Cols)
	}
	*s = State{Rules: sn.Rules, Turn: sn.Turn, Runners: sn.Runners, Enemies: sn.Enemies, Timers: sn.Timers, Spawned: sn.Spawned}
	for i := 0; i < Rows*Cols; i++ {
		s.Cells[i] = Cell(sn.Cells[i])
		s.Visited[i] = sn.Visited[i] == '1'
	}
	return nil
}

func nilIfEmpty(m []Move) []Move {
	if len(m) == 0 {
		return nil
	}
	return m
}
