package coderunner

import "arena/sim"

// Event kinds the engine emits. Every event's X, Y is the centre of the cell
// where it happened (1 world unit = 1 cell, X = column, Y = row); Player is
// the runner concerned, or -1.
const (
	KindDig          sim.EventKind = "coderunner.dig"           // DigDetail: a runner removed a brick
	KindBrickClosed  sim.EventKind = "coderunner.brick_closed"  // BrickDetail: a hole was restored to Brick
	KindGold         sim.EventKind = "coderunner.gold"          // GoldDetail: a runner collected gold
	KindGoldRespawn  sim.EventKind = "coderunner.gold_respawn"  // GoldDetail: gold came back
	KindEnemyTrapped sim.EventKind = "coderunner.enemy_trapped" // EnemyDetail: an enemy entered a hole
	KindEnemyKilled  sim.EventKind = "coderunner.enemy_killed"  // EnemyDetail: a restored brick killed an enemy
	KindRunnerKilled sim.EventKind = "coderunner.runner_killed" // KillDetail: a runner died
	KindRespawn      sim.EventKind = "coderunner.respawn"       // RespawnDetail: a runner or enemy came back
	KindScore        sim.EventKind = "score"                    // ScoreDetail: a runner scored (visits excluded)
	KindFault        sim.EventKind = sim.KindFault              // sim.FaultDetail: emitted by the runner
	KindEdit         sim.EventKind = sim.KindEdit               // emitted by the runner for an edit (Detail: its text)
)

// EventKinds lists every kind Step emits, plus "fault" and "edit", which
// the match runner emits for this game.
var EventKinds = []sim.EventKind{
	KindDig, KindBrickClosed, KindGold, KindGoldRespawn, KindEnemyTrapped,
	KindEnemyKilled, KindRunnerKilled, KindRespawn, KindScore, KindFault, KindEdit,
}

// DigDetail is the Detail of KindDig.
type DigDetail struct {
	Row, Col int // the removed brick
	Move     Move
}

// BrickDetail is the Detail of KindBrickClosed; Diggers has bit p set when
// runner p dug the brick.
type BrickDetail struct {
	Row, Col int
	Diggers  uint8
}

// GoldDetail is the Detail of KindGold and KindGoldRespawn.
type GoldDetail struct{ Row, Col int }

// EnemyDetail is the Detail of KindEnemyTrapped and KindEnemyKilled. Master
// is the enemy's master after the event (-1 none).
type EnemyDetail struct {
	Enemy    int
	Row, Col int
	Master   int
}

// Causes of a runner's death in KillDetail.
const (
	CauseEnemy = "enemy" // caught by an enemy (same cell or swapped places)
	CauseBrick = "brick" // a brick was restored on it
)

// KillDetail is the Detail of KindRunnerKilled. Killers has bit p set for
// each opponent runner p credited with the kill (brick deaths only).
type KillDetail struct {
	Row, Col int
	Cause    string
	Killers  uint8
}

// RespawnDetail is the Detail of KindRespawn: Enemy is the enemy's index,
// or -1 when the runner Event.Player came back.
type RespawnDetail struct {
	Enemy    int
	Row, Col int
}

// Reasons in ScoreDetail.
const (
	ScoreGold     = "gold"
	ScoreEnemy    = "enemy"
	ScoreOpponent = "opponent"
)

// ScoreDetail is the Detail of KindScore.
type ScoreDetail struct {
	Points int64
	Total  int64
	Reason string
}

func ev(t int, k sim.EventKind, p int, r, c int, d any) sim.Event {
	return sim.Event{Tick: t, Kind: k, Player: sim.PlayerID(p), X: float64(c) + 0.5, Y: float64(r) + 0.5, Detail: d}
}
