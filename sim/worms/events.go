package worms

import "arena/sim"

// Event kinds the engine emits. Every event's X, Y is the centre of the cell
// where it happened, in cells (1 world unit = 1 cell).
const (
	KindMove      sim.EventKind = "worms.move"      // MoveDetail: a worm moved
	KindCollision sim.EventKind = "worms.collision" // CollisionDetail: two worms moved into one cell
	KindDig       sim.EventKind = "worms.dig"       // DigDetail: a dirt cell became air
	KindShot      sim.EventKind = "shot"            // ShotDetail: a worm fired
	KindHit       sim.EventKind = "hit"             // HitDetail: a worm lost health to a shot
	KindDeath     sim.EventKind = "death"           // DeathDetail: a worm fell unconscious
	KindPickup    sim.EventKind = "pickup"          // PickupDetail: a worm took a health pack
	KindScore     sim.EventKind = "score"           // ScoreDetail: a player's points changed
	KindInvalid   sim.EventKind = "worms.invalid"   // InvalidDetail: a well-formed but illegal command
	KindNothing   sim.EventKind = "worms.nothing"   // NothingDetail: a player did nothing
	KindFault     sim.EventKind = sim.KindFault     // sim.FaultDetail: a bot fault or disqualification
	KindEdit      sim.EventKind = sim.KindEdit      // EditDetail: an edit was applied
	KindEnd       sim.EventKind = "worms.end"       // EndDetail: the match ended
)

// EventKinds lists every kind Step, Fault and ApplyEdit emit.
var EventKinds = []sim.EventKind{
	KindMove, KindCollision, KindDig, KindShot, KindHit, KindDeath,
	KindPickup, KindScore, KindInvalid, KindNothing, KindFault, KindEdit, KindEnd,
}

// MoveDetail is the Detail of a KindMove event.
type MoveDetail struct {
	Worm         WormRef
	FromX, FromY int
	ToX, ToY     int
}

// CollisionDetail is the Detail of a KindCollision event (rule text "Move":
// both worms take damage, then swap or stay with equal chance). A and B end
// at (AX, AY) and (BX, BY); TargetX, TargetY is the contested cell.
type CollisionDetail struct {
	A, B             WormRef
	TargetX, TargetY int
	Swapped          bool
	Damage           int
	AX, AY, BX, BY   int
}

// DigDetail is the Detail of a KindDig event.
type DigDetail struct {
	Worm WormRef
	X, Y int
}

// Shot outcomes for ShotDetail.Result.
const (
	ShotHit     = "hit"     // the shot hit a worm
	ShotBlocked = "blocked" // dirt or deep space stopped it
	ShotMissed  = "missed"  // it left the range or the map
)

// ShotDetail is the Detail of a KindShot event. The shot travels from the
// shooter's cell (FromX, FromY) in Dir and ends at (ToX, ToY): the hit worm's
// cell, the blocking cell, or the last cell in range on the map (the shooter's
// own cell when not even one cell is). Hit is the worm hit when Result is
// ShotHit.
type ShotDetail struct {
	Worm         WormRef
	Dir          Direction
	FromX, FromY int
	ToX, ToY     int
	Result       string
	Hit          WormRef
	Damage       int
}

// HitDetail is the Detail of a KindHit event (Player is the victim's owner).
type HitDetail struct {
	Victim   WormRef
	Shooter  WormRef
	Damage   int
	HP       int  // the victim's health after the hit
	Friendly bool // the shooter hit its own team
	Kill     bool // the hit left the victim at 0 HP or less
}

// DeathDetail is the Detail of a KindDeath event.
type DeathDetail struct {
	Worm  WormRef
	Cause string // "shot", "collision" or "disqualified"
}

// PickupDetail is the Detail of a KindPickup event.
type PickupDetail struct {
	Worm WormRef
	Pack int // the pack's id
	X, Y int
	Heal int
	HP   int // the worm's health after the pickup
}

// ScoreDetail is the Detail of a KindScore event.
type ScoreDetail struct {
	Delta  int
	Points int    // the player's command points after the change
	Reason string // "kill", "hit", "friendly fire", "miss", "move", "dig", "invalid"
}

// InvalidDetail is the Detail of a KindInvalid event.
type InvalidDetail struct {
	Worm    WormRef
	Command string // canonical text, or "No Command" for a classic fault
	Reason  string
}

// NothingDetail is the Detail of a KindNothing event.
type NothingDetail struct {
	Worm WormRef
	Idle int // the player's do-nothing streak after this round
}

// EditDetail is the Detail of a KindEdit event.
type EditDetail struct{ Text string }

// EndDetail is the Detail of a KindEnd event.
type EndDetail struct {
	Reason string
	Ranks  []int
	Totals []int64
}

func ev(tick int, k sim.EventKind, p int, x, y int, d any) sim.Event {
	return sim.Event{Tick: tick, Kind: k, Player: sim.PlayerID(p), X: float64(x) + 0.5, Y: float64(y) + 0.5, Detail: d}
}
