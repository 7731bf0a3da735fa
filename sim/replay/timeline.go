package replay

import (
	"errors"
	"fmt"

	"arena/maps"
	"arena/sim"
	"arena/sim/fileio"
)

// Divergence is the first tick whose recorded hash this engine does not
// reproduce.
type Divergence struct {
	Tick       int // the "t" of the tick line
	Index      int // steps played before it
	Want, Got  uint64
	FileEngine string
	ThisEngine string
}

func (d *Divergence) Error() string {
	return fmt.Sprintf("diverges at tick %d (file engine %s, this engine %s): hash %s, want %s",
		d.Tick, d.FileEngine, d.ThisEngine, HashString(d.Got), HashString(d.Want))
}

// View is the state at one timeline position. State is a clone the caller
// owns; Events are those of the step that led to it (nil at 0 and after a
// jump that restored a snapshot exactly at Pos).
type View struct {
	Pos    int
	State  sim.State
	Events []sim.Event
}

type step struct {
	Step
	actions []sim.Action
}

// Timeline is a seekable match: recorded inputs plus a state every
// SnapEvery steps. Position p is the state after p steps (for lockstep
// games, tick p) and after the edits and faults recorded before step p+1:
// an edit made while looking at position p shows there, live or reopened.
// It is not safe for concurrent use; the app drives it from its worker
// goroutine.
type Timeline struct {
	game     sim.Game
	cfg      sim.Config
	replay   *Replay
	steps    []step
	tail     []Op        // ops after the last step, part of position Len
	snaps    []sim.State // snaps[k] is the state after k*SnapEvery steps
	cur      sim.State
	pos      int
	curOps   bool // cur has the ops before the next step (or the tail) applied
	events   []sim.Event
	diverged *Divergence
	finalErr error // Load: the result line's hash does not match the final state
	// settled is how many steps have their hash and canonical actions:
	// RecordStep leaves them to settle, since only a saved file or a
	// scenario reads them.
	settled int
}

// NewLive starts an empty timeline at initial, for recording a match as it
// is played (see RecordOp and RecordStep).
func NewLive(g sim.Game, cfg sim.Config, initial sim.State) *Timeline {
	return &Timeline{game: g, cfg: cfg, snaps: []sim.State{initial.Clone()}, cur: initial.Clone()}
}

// MapData finds the map bytes for h: the header's own, or the shipped map it
// names, checked against the recorded SHA-256. nil means a generated map.
func MapData(h *Header) ([]byte, error) {
	data := h.MapData
	// Writers record a checksum whenever there are map bytes, and a name
	// only with them (or for a shipped map, found by name): anything else
	// is a tampered header.
	switch {
	case data != nil && h.MapSHA256 == "":
		return nil, fmt.Errorf("map %q is in the replay without its sha256", fileio.Excerpt(h.Map))
	case data == nil && h.Map != "" && h.MapSHA256 == "":
		return nil, fmt.Errorf("map %q is named but neither in the replay nor checksummed", fileio.Excerpt(h.Map))
	case data == nil && h.Map == "" && h.MapSHA256 != "":
		return nil, fmt.Errorf("the header has a map sha256 but no map name or data")
	}
	if data == nil && h.Map != "" && h.MapSHA256 != "" {
		var err error
		if data, err = maps.Lookup(h.Game, h.Map); err != nil {
			return nil, fmt.Errorf("map %q is not in the replay and not shipped with this build: %v", fileio.Excerpt(h.Map), fileio.Short(err))
		}
	}
	if data != nil && h.MapSHA256 != "" && maps.SHA256(data) != h.MapSHA256 {
		return nil, fmt.Errorf("map %q differs from the one recorded (sha256 %s, want %s)", fileio.Excerpt(h.Map), maps.SHA256(data), fileio.Excerpt(h.MapSHA256))
	}
	return data, nil
}

// Load re-simulates rp with g, checking every recorded hash under the
// file's format version (HashFor). A file of an older version is upgraded
// in place: its steps' and result's hashes become this version's and its
// header says Version, so a timeline saved from it verifies. A mismatch does
// not fail the load: Diverged reports it, and from there on seeking resyncs
// at the file's snapshots so the replay stays viewable. Errors are inputs
// this engine cannot apply at all, named by file and tick.
func Load(g sim.Game, rp *Replay) (*Timeline, error) {
	h := &rp.Header
	if id := g.Info().ID; h.Game != id {
		return nil, fmt.Errorf("%s: replay of %q, not %q", rp.Name, fileio.Excerpt(h.Game), id)
	}
	data, err := MapData(h)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", rp.Name, err)
	}
	cfg := h.Config(data)
	initial, err := g.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot recreate the match: %s", rp.Name, fileio.Short(err))
	}
	if len(rp.Snaps) > 0 && rp.Snaps[0].Index == 0 {
		// A match continued from a forked timeline starts from a snapshot.
		if err := initial.UnmarshalBinary(rp.Snaps[0].State); err != nil {
			return nil, fmt.Errorf("%s: start snapshot: %s", rp.Name, fileio.Short(err))
		}
	}
	t := NewLive(g, cfg, initial)
	t.replay = rp
	fileSnaps := map[int][]byte{}
	for _, sn := range rp.Snaps {
		fileSnaps[sn.Index] = sn.State
	}
	for i, rs := range rp.Steps {
		st := step{Step: rs, actions: make([]sim.Action, len(rs.Actions))}
		for p, a := range rs.Actions {
			if a == nil {
				continue
			}
			if st.actions[p], err = g.ParseAction(sim.PlayerID(p), *a); err != nil {
				return nil, fmt.Errorf("%s: tick %d: player %d: %s", rp.Name, rs.T, p, fileio.Short(err))
			}
		}
		if now := t.cur.Tick(); rs.T != now {
			// Every tick line records State.Tick() before its step.
			return nil, fmt.Errorf("%s: step %d says tick %d, but the match is at tick %d", rp.Name, i+1, rs.T, now)
		}
		t.steps = append(t.steps, st)
		if t.events, err = t.apply(t.cur, &t.steps[i], false); err != nil {
			return nil, fmt.Errorf("%s: %v", rp.Name, err)
		}
		t.pos++
		if got := HashFor(h.Version, t.cur); got != rs.Hash && t.diverged == nil {
			t.diverged = &Divergence{Tick: rs.T, Index: i, Want: rs.Hash, Got: got,
				FileEngine: h.Engine, ThisEngine: EngineVersion()}
		}
		if h.Version < Version {
			// Checked under the file's own hash; from here on the steps
			// carry this version's, so saving the timeline writes a
			// consistent file of the current version.
			rp.Steps[i].Hash = t.cur.Hash()
			t.steps[i].Hash = rp.Steps[i].Hash
		}
		if b, ok := fileSnaps[t.pos]; ok && t.diverged != nil {
			// Past a divergence our own states are wrong; the file's
			// snapshots are the best view of what happened.
			s := initial.Clone()
			if err := s.UnmarshalBinary(b); err != nil {
				return nil, fmt.Errorf("%s: snapshot after tick %d: %s", rp.Name, rs.T, fileio.Short(err))
			}
			t.cur = s
		}
		if t.pos%SnapEvery == 0 {
			t.snaps = append(t.snaps, t.cur.Clone())
		}
	}
	t.tail = rp.Tail
	if res := rp.Result; res != nil && res.Hash != "" && len(rp.Tail) == 0 {
		if got := HashString(HashFor(h.Version, t.cur)); got != res.Hash {
			t.finalErr = fmt.Errorf("%s: %w: %s, result says %s", rp.Name, ErrFinalHash, got, fileio.Excerpt(res.Hash))
		}
		if h.Version < Version {
			res.Hash = HashString(t.cur.Hash())
		}
	}
	h.Version = Version // every hash in rp is now this version's
	t.settled = len(t.steps)
	if err := t.applyNextOps(); err != nil {
		return nil, fmt.Errorf("%s: %v", rp.Name, err)
	}
	return t, nil
}

// HashFor is the state hash replay format version uses: FNV-1a over the
// snapshot for version 1 (sim.HashV1), State.Hash from version 2 on.
func HashFor(version int, s sim.State) uint64 {
	if version < 2 {
		return sim.HashV1(s)
	}
	return s.Hash()
}

// ErrFinalHash is Verify's error when every tick matches but the final
// state's hash is not the result line's.
var ErrFinalHash = errors.New("final state hash")

// Verify re-simulates rp and returns its first divergence (a *Divergence),
// ErrFinalHash, or nil. Any other error is an input Load cannot apply.
func Verify(g sim.Game, rp *Replay) error {
	t, err := Load(g, rp)
	if err != nil {
		return err
	}
	if d := t.Diverged(); d != nil {
		return fmt.Errorf("%s: %w", rp.Name, d)
	}
	return t.finalErr
}

// apply plays one recorded step on s: its edits and faults in file order
// (unless opsDone says s has them already), then Step.
func (t *Timeline) apply(s sim.State, st *step, opsDone bool) ([]sim.Event, error) {
	var evs []sim.Event
	if !opsDone {
		var err error
		if evs, err = t.applyOps(s, st.T, st.Pre); err != nil {
			return nil, err
		}
	}
	more, err := s.Step(st.actions)
	if err != nil {
		return nil, fmt.Errorf("tick %d: step: %s", st.T, fileio.Short(err))
	}
	return append(evs, more...), nil
}

func (t *Timeline) applyOps(s sim.State, tick int, ops []Op) ([]sim.Event, error) {
	var evs []sim.Event
	for _, op := range ops {
		if op.Fault != nil {
			if pen, ok := s.(sim.Penalizer); ok {
				evs = append(evs, pen.Fault(op.Fault.P, op.Fault.Status, op.Fault.Reason)...)
			}
			continue
		}
		ed, ok := s.(sim.Editor)
		if !ok {
			return nil, fmt.Errorf("tick %d: edit %q, but %s has no editor", tick, fileio.Excerpt(op.Edit), t.game.Info().ID)
		}
		if err := ed.ApplyEdit(op.Edit); err != nil {
			return nil, fmt.Errorf("tick %d: edit %q: %s", tick, fileio.Excerpt(op.Edit), fileio.Short(err))
		}
		evs = append(evs, sim.Event{Tick: s.Tick(), Kind: sim.KindEdit, Player: -1, Detail: op.Edit})
	}
	return evs, nil
}

// applyNextOps applies to the current state the ops recorded before the
// next step (the tail at the end), so position pos shows edits made there.
func (t *Timeline) applyNextOps() error {
	if t.curOps {
		return nil
	}
	ops := t.tail
	if t.pos < len(t.steps) {
		ops = t.steps[t.pos].Pre
	}
	evs, err := t.applyOps(t.cur, t.cur.Tick(), ops)
	t.events = append(t.events, evs...)
	t.curOps = true
	return err
}

// Len is the number of recorded steps; positions run from 0 to Len.
func (t *Timeline) Len() int { return len(t.steps) }

// Pos is the position of the last Seek.
func (t *Timeline) Pos() int { return t.pos }

// Diverged is the first hash mismatch found by Load, or nil.
func (t *Timeline) Diverged() *Divergence { return t.diverged }

// Replay is the file the timeline was loaded from, or nil for a live one.
func (t *Timeline) Replay() *Replay { return t.replay }

// Config is the configuration that recreates position 0.
func (t *Timeline) Config() sim.Config { return t.cfg }

// TickAt is the recorded State.Tick() before step i (i < Len).
func (t *Timeline) TickAt(i int) int { return t.steps[i].T }

// Seek moves to position pos: from the current state when pos is at most
// one snapshot interval ahead, otherwise from the nearest snapshot at or
// before pos, replaying recorded actions, edits and faults.
func (t *Timeline) Seek(pos int) (View, error) {
	if pos < 0 || pos > len(t.steps) {
		return View{}, fmt.Errorf("seek to %d: out of range 0..%d", pos, len(t.steps))
	}
	k := min(pos/SnapEvery, len(t.snaps)-1)
	if t.cur == nil || pos < t.pos || k*SnapEvery > t.pos {
		t.cur, t.pos, t.events, t.curOps = t.snaps[k].Clone(), k*SnapEvery, nil, false
	}
	for t.pos < pos {
		evs, err := t.apply(t.cur, &t.steps[t.pos], t.curOps)
		if err != nil {
			t.cur = nil
			return View{}, err
		}
		t.events, t.curOps = evs, false
		t.pos++
	}
	if err := t.applyNextOps(); err != nil {
		t.cur = nil
		return View{}, err
	}
	return View{Pos: pos, State: t.cur.Clone(), Events: t.events}, nil
}

// Fork drops everything after pos (an edit while viewing the past replaces
// the future) and returns the state at pos. Recording continues from there.
func (t *Timeline) Fork(pos int) (View, error) {
	v, err := t.Seek(pos)
	if err != nil {
		return View{}, err
	}
	if pos < len(t.steps) {
		// The edits already made at pos stay; the steps after it go.
		t.tail = append([]Op(nil), t.steps[pos].Pre...)
		t.steps = t.steps[:pos:pos]
	}
	t.settled = min(t.settled, pos)
	t.snaps = t.snaps[:pos/SnapEvery+1]
	if t.diverged != nil && t.diverged.Index >= pos {
		t.diverged = nil
	}
	return v, nil
}

// RecordOp records an edit or fault applied to the live state before the
// next step. It does not touch the timeline's own current state.
func (t *Timeline) RecordOp(op Op) {
	t.tail = append(t.tail, op)
	if t.curOps && t.pos == len(t.steps) {
		t.cur = nil // recompute with the new op on the next Seek
	}
}

// RecordStep records a step played live: tick is State.Tick() before it,
// actions what Step was given and after the state after it (cloned only at
// snapshot positions). The step's hash and the actions' text are made
// when they are read (settle): a window playing a thousand ticks a second
// hashed every state for a file it rarely saves.
func (t *Timeline) RecordStep(tick int, actions []sim.Action, after sim.State) {
	st := step{Step: Step{T: tick, Pre: t.tail}, actions: append([]sim.Action(nil), actions...)}
	t.tail = nil
	t.steps = append(t.steps, st)
	if n := len(t.steps); n%SnapEvery == 0 && len(t.snaps) == n/SnapEvery {
		t.snaps = append(t.snaps, after.Clone())
	}
}
