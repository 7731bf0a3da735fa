package coderunner

import "fmt"

// Field size (rule text "The Game Map": a fixed 16-by-25 matrix).
const (
	Rows = 16
	Cols = 25
)

// Rules holds every constant of the game, so the two presets differ only in
// named fields. Delays are counted in turns processed: an effect queued while
// turn t is processed with delay d fires while turn t+d is processed, so it
// shows in the state sent for turn t+d+1.
type Rules struct {
	Turns          int   // match length; reference §1.1: 700 by default, 400–1200 allowed
	BrickRestore   int   // rule text "Brick Destruction": Removed_Brick for 25 turns
	RunnerRespawn  int   // rule text "Runner Death": respawns 50 turns after being killed
	GoldRespawn    int   // rule text "Gold Collection": Empty for 150 turns
	DigCooldown    int   // rule text "Destroying Brick Cells" 2: next dig at t+10
	ChaseRadius    int   // rule text "Pursuit Mode": 5 for both runners without a master
	MasterRadius   int   // rule text "Pursuit Mode": 4 for the master
	OtherRadius    int   // rule text "Pursuit Mode": 8 for the other runner
	GoldPoints     int64 // reference §1.2 (the text's table is cut off): +100 per gold
	VisitPoints    int64 // reference §1.2: +1 per cell neither runner visited before
	EnemyPoints    int64 // reference §1.2: +20 per digger of the brick that kills an enemy
	OpponentPoints int64 // reference §1.2: +300 per digger of the brick that kills the opponent

	// EnemyRespawn is the delay before a killed enemy is back.
	// Rule text "Enemy Death": killed at turn t, "able to move at turn t+25",
	// so it must be on the map when turn t+25 starts: 24.
	// Original engine (reference §1.3, §2): absent in states t+1 … t+25 and
	// back in state t+26, so it first moves at t+26: 25.
	EnemyRespawn int

	// EnemyFirstTurn is the first turn in which an undisturbed enemy moves;
	// it then moves every second turn.
	// Rule text "Enemy Behavior, Movement": "The first move is made at the
	// first turn (turn number 0)": 0.
	// Original engine (reference §1.6, §2): the last-acted turn starts at −1,
	// so no enemy moves in turn 0 and the first moves come in turn 1: 1.
	EnemyFirstTurn int
}

// DefaultRules follows the rule text, with the scoring table and constants
// of reference §1.1–§1.2 that the text leaves out.
func DefaultRules() Rules {
	return Rules{
		Turns:          700,
		BrickRestore:   25,
		RunnerRespawn:  50,
		GoldRespawn:    150,
		DigCooldown:    10,
		ChaseRadius:    5,
		MasterRadius:   4,
		OtherRadius:    8,
		GoldPoints:     100,
		VisitPoints:    1,
		EnemyPoints:    20,
		OpponentPoints: 300,
		EnemyRespawn:   24,
		EnemyFirstTurn: 0,
	}
}

// ClassicRules reproduces the original 2013 engine where it differs from
// the rule text (reference §2); the differing fields are commented on Rules.
func ClassicRules() Rules {
	r := DefaultRules()
	r.EnemyRespawn = 25
	r.EnemyFirstTurn = 1
	return r
}

// RulesFor returns the preset of a ruleset name: "" or "classic".
func RulesFor(ruleset string) (Rules, error) {
	switch ruleset {
	case "", "default":
		return DefaultRules(), nil
	case "classic":
		return ClassicRules(), nil
	}
	return Rules{}, fmt.Errorf("coderunner: unknown ruleset %q (want \"\" or \"classic\")", ruleset)
}
