package worms

import (
	"fmt"
	"math/rand/v2"

	"arena/sim"
)

// Cell is one map cell's type (rule text "The Map").
type Cell uint8

// The three cell types.
const (
	Air       Cell = iota // worms move into and shoot through it
	Dirt                  // blocks moves and shots until dug out
	DeepSpace             // nothing interacts with it
)

// Char is the cell's wire and map-file character.
func (c Cell) Char() byte {
	switch c {
	case Dirt:
		return '#'
	case DeepSpace:
		return 'X'
	}
	return '.'
}

func (c Cell) String() string {
	switch c {
	case Dirt:
		return "dirt"
	case DeepSpace:
		return "deep space"
	}
	return "air"
}

// Players is the number of players in every match (rule text "Rules").
const Players = 2

// WormsPerPlayer is the most worms a player has (rule text "Rules"); tiny
// test maps may give a player fewer.
const WormsPerPlayer = 3

// WormRef names a worm: its owner (0 or 1, the wire's player ids) and its id
// within that player (1, 2, 3, as in the original).
type WormRef struct {
	Player int
	ID     int
}

func (w WormRef) String() string { return fmt.Sprintf("%d.%d", w.Player, w.ID) }

// Worm is one conscious worm on the map. Unconscious worms are removed from
// State.Worms (rule text "Shoot").
type Worm struct {
	Player int // owner, 0 or 1
	ID     int // 1..3 within its owner
	X, Y   int
	HP     int
}

// Ref returns the worm's name.
func (w Worm) Ref() WormRef { return WormRef{w.Player, w.ID} }

// Pack is a health pack lying on an air cell (rule text "The Map"). ID is the
// wire's potionId.
type Pack struct {
	ID   int
	X, Y int
}

// State is a whole Worms match: plain exported data plus the play RNG.
type State struct {
	Rules Rules
	Size  int    // the map is Size×Size cells (33 in real games)
	Cells []Cell // row-major: Cells[y*Size+x]
	// Worms holds the conscious worms, sorted by (Player, ID).
	Worms []Worm
	// Fallen holds the worms that left the map, in the order they left,
	// as they were then: unconscious (HP at or below 0) where they fell,
	// or a disqualified player's. Nothing in the game reads them; the
	// original runner's state files list every worm of a team, the fallen
	// too (EntelectStateJSON). They are not part of the hash (AppendHash).
	Fallen []Worm
	Packs  []Pack
	// Active is the id of each player's active worm, the one its next command
	// moves (the wire's nextWormId); 0 once the player has no worm left.
	Active [Players]int
	// Scores holds each player's command points (rule text "Scoring"); the
	// total score adds the average worm health, see Total.
	Scores [Players]int
	// Round is the round about to be played, from 1 (the wire's roundNum).
	Round int
	// Status is each player's standing; a player loses by fault or
	// disqualification.
	Status [Players]sim.Status
	Reason [Players]string
	// Idle counts each player's consecutive "nothing" and invalid commands
	// (the original's do-nothing streak, reference §1.3).
	Idle [Players]int
	// NoCommand marks a player whose next command is the original runner's
	// "No Command" (classic: a late or unreadable reply, reference §3.1).
	NoCommand [Players]bool
	// Over is set once the match has ended; EndReason says why.
	Over      bool
	EndReason string
	EndRound  int // the value of Round when the match ended

	rng rand.PCG
	xw  xorWow // the classic collision coin (Rules.OriginalRNG)

	// quiet is set only while Simulate plays a round: no events are built,
	// since a bot's look-ahead never reads them and building them (boxed
	// details, growing slices) was most of the round's cost.
	quiet bool
}

// In reports whether (x, y) is on the map.
func (s *State) In(x, y int) bool { return x >= 0 && y >= 0 && x < s.Size && y < s.Size }

// At returns the cell at (x, y); off-map cells read as deep space.
func (s *State) At(x, y int) Cell {
	if !s.In(x, y) {
		return DeepSpace
	}
	return s.Cells[y*s.Size+x]
}

// Set changes the cell at (x, y), which must be on the map.
func (s *State) Set(x, y int, c Cell) { s.Cells[y*s.Size+x] = c }

// WormAt returns the index in Worms of the worm at (x, y), or -1.
func (s *State) WormAt(x, y int) int {
	// Pointers, not copies: a Worm is five words, and these scans run
	// many times in every round of a bot's look-ahead.
	for i := range s.Worms {
		if w := &s.Worms[i]; w.X == x && w.Y == y {
			return i
		}
	}
	return -1
}

// Find returns the index in Worms of the worm r, or -1 once it is gone.
func (s *State) Find(r WormRef) int {
	for i := range s.Worms {
		if w := &s.Worms[i]; w.Player == r.Player && w.ID == r.ID {
			return i
		}
	}
	return -1
}

// PackAt returns the index in Packs of the pack at (x, y), or -1.
func (s *State) PackAt(x, y int) int {
	for i := range s.Packs {
		if p := &s.Packs[i]; p.X == x && p.Y == y {
			return i
		}
	}
	return -1
}

// ActiveWorm returns the index in Worms of player p's active worm, or -1.
func (s *State) ActiveWorm(p int) int {
	if s.Active[p] == 0 {
		return -1
	}
	return s.Find(WormRef{p, s.Active[p]})
}

// Alive reports whether player p is still in the game: it has a conscious
// worm and has not lost by fault or disqualification (reference §1.6).
func (s *State) Alive(p int) bool {
	if s.lost(p) {
		return false
	}
	for i := range s.Worms {
		if w := &s.Worms[i]; w.Player == p && w.HP > 0 {
			return true
		}
	}
	return false
}

// conscious reports, for each player, whether it has a conscious worm.
func (s *State) conscious() (c [Players]bool) {
	for i := range s.Worms {
		if w := &s.Worms[i]; w.HP > 0 && w.Player >= 0 && w.Player < Players {
			c[w.Player] = true
		}
	}
	return c
}

// lost reports whether player p lost by fault or disqualification.
func (s *State) lost(p int) bool {
	switch s.Status[p] {
	case sim.Timeout, sim.Invalid, sim.Crashed, sim.Disqualified:
		// Under classic a late or unreadable reply only costs the turn.
		return s.Rules.FaultLoses || s.Status[p] == sim.Disqualified
	}
	return false
}

// Total is player p's total score: its command points plus its average worm
// health (rule text "Scoring"). The average is over the team of three with
// unconscious worms at 0, i.e. the sum of the conscious worms' health divided
// by three with integer division, exactly as the original (reference §1.5).
func (s *State) Total(p int) int {
	hp := 0
	for _, w := range s.Worms {
		if w.Player == p && w.HP > 0 {
			hp += w.HP
		}
	}
	return s.Scores[p] + hp/WormsPerPlayer
}

// Tick is the number of rounds played.
func (s *State) Tick() int { return s.Round - 1 }

// Pending lists the players who owe a command: every player still in the
// game while it runs (rule text "The commands": each player submits one
// command per round).
func (s *State) Pending() []sim.PlayerID {
	if s.Over {
		return nil
	}
	var out []sim.PlayerID
	for p := 0; p < Players; p++ {
		if s.Status[p] == sim.Active {
			out = append(out, sim.PlayerID(p))
		}
	}
	return out
}

// Clone deep-copies the state, RNG included.
func (s *State) Clone() sim.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.Cells = append([]Cell(nil), s.Cells...)
	c.Worms = append([]Worm(nil), s.Worms...)
	// Fallen is only ever appended to, never changed in place: the copy
	// shares it, capped so that an append of either side copies.
	c.Fallen = s.Fallen[:len(s.Fallen):len(s.Fallen)]
	c.Packs = append([]Pack(nil), s.Packs...)
	return &c
}

// Seed reseeds the play RNG (collision coin flips, rule text "Move"): the
// PCG for the default rules and, for classic, Kotlin's generator seeded with
// the seed's low 32 bits as the original's Int seed (the same value the map
// generator uses).
func (s *State) Seed(seed uint64) {
	s.rng = sim.NewPCG(seed, sim.StreamPlay)
	s.xw = newXorWow(int32(uint32(seed)))
}
