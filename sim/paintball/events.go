package paintball

import "arena/sim"

// Event kinds emitted by Step and ApplyEdit. Every event's Player is the
// team (0 red, 1 blue) of the child concerned, X and Y its field position.
const (
	// KindLaunch: a child launched one paintball (Detail LaunchDetail).
	KindLaunch sim.EventKind = "paintball.launch"
	// KindRapidFire: a child with a rapid-fire launcher launched a spread
	// (Detail LaunchDetail).
	KindRapidFire sim.EventKind = "paintball.rapid_fire"
	// KindHit: a ball hit a child directly (Detail HitDetail); Player is the
	// launching team, X, Y the child hit.
	KindHit sim.EventKind = "hit"
	// KindShieldBlock: a defending child's shield stopped an enemy ball
	// (Detail HitDetail with Blocked set); Player is the defending team.
	KindShieldBlock sim.EventKind = "paintball.shield_block"
	// KindSplat: a ball burst on an obstacle or the ground (Detail
	// SplatDetail); Player is the launching team.
	KindSplat sim.EventKind = "paintball.splat"
	// KindPickup: a child picked something up (Detail ItemDetail).
	KindPickup sim.EventKind = "pickup"
	// KindDrop: a child dropped something (Detail ItemDetail).
	KindDrop sim.EventKind = "paintball.drop"
	// KindFlag: a child planted a flag (Detail ItemDetail, Item the flag).
	KindFlag sim.EventKind = "paintball.flag_planted"
	// KindPosture: a child stood, crouched, defended or stopped defending
	// (Detail PostureDetail).
	KindPosture sim.EventKind = "paintball.posture"
	// KindCancel: a child's command could not be carried out and the child
	// idled (the viewer's question mark, Rules §4.3; Detail CancelDetail).
	KindCancel sim.EventKind = "paintball.cancel"
	// KindBonus: a team scored a bonus, the 50 quiet rounds of Table 2 or
	// the end-of-game possessions of Table 3 (Detail BonusDetail).
	KindBonus sim.EventKind = "paintball.bonus"
	// KindEnd: the game ended (Detail BonusDetail with the reason).
	KindEnd sim.EventKind = "paintball.end"
)

// EventKinds lists every kind the engine emits, shared ones included.
var EventKinds = []sim.EventKind{KindLaunch, KindRapidFire, KindHit, KindShieldBlock, KindSplat, KindPickup,
	KindDrop, KindFlag, KindPosture, KindCancel, KindBonus, KindEnd, sim.KindFault, sim.KindEdit}

// LaunchDetail describes a launch.
type LaunchDetail struct {
	Child   int
	From    Point
	Targets []Point // one per ball, in launch order (first, last, middle for a spread)
}

// HitDetail describes a direct hit or a shield block.
type HitDetail struct {
	Child    int  // the launching child
	Target   int  // the child hit
	Burst    bool // the ball burst (it was still in the first half of its flight)
	Friendly bool // the child hit is on the launcher's team
	Blocked  bool // a defending child's shield stopped it
	Points   int  // to the launching team (or, when Blocked, to the defending team)
	Dropped  int  // paintballs the child hit dropped
	DropAt   Point
}

// SplatDetail describes a burst on an obstacle or the ground.
type SplatDetail struct {
	Child      int   // the launching child
	On         Kind  // the obstacle hit, or Empty for the ground
	Splattered []int // opposing children splattered, in child order
	Points     int   // to the launching team
}

// ItemDetail describes a pickup, a drop or a planted flag.
type ItemDetail struct {
	Child int
	At    Point
	Item  Kind
	Count int // paintballs moved (pickup, drop)
}

// PostureDetail describes a stand, crouch, defend or undefend.
type PostureDetail struct {
	Child   int
	Command Op
}

// CancelDetail says why a child's command was canceled.
type CancelDetail struct {
	Child   int
	Command string
	Reason  string
}

// BonusDetail describes a bonus or the end of the game.
type BonusDetail struct {
	Team   int
	Points int
	Reason string
}
