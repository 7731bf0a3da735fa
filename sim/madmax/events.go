package madmax

import "arena/sim"

// The event kinds Step emits. Positions are cell centres in universe
// coordinates: X = column + 0.5, Y = row + 0.5; Tick is the round the Step
// leads to. Player is the player concerned: the shooter's for launches and
// explosions, the car's owner for pickups, kills and regenerations.
const (
	KindLaunch    sim.EventKind = "madmax.missile_launch" // a car shot (Rules §1.1)
	KindExplosion sim.EventKind = "madmax.explosion"      // a missile hit a car, tyre or bonus (Rules §1.2)
	KindWater     sim.EventKind = "madmax.bonus_water"    // a car took a water bonus
	KindGas       sim.EventKind = "madmax.bonus_gas"      // a car took a gas bonus
	KindMissile   sim.EventKind = "madmax.bonus_missile"  // a car took a missile bonus
	KindOutOfGas  sim.EventKind = "madmax.out_of_gas"     // a car ran dry (Rules §1.3)
	KindRegen     sim.EventKind = "madmax.regenerate"     // a dead car came back (Rules §1.2)
	KindKill      sim.EventKind = "madmax.kill"           // a car died, whatever the cause
)

// EventKinds lists every kind the engine emits, for Info.
var EventKinds = []sim.EventKind{KindLaunch, KindExplosion, KindWater, KindGas, KindMissile,
	KindOutOfGas, KindRegen, KindKill, sim.KindFault, sim.KindEdit}

// Death causes in KillDetail.
const (
	CauseMissile = "missile" // hit by a missile, or drove into one
	CauseTyre    = "tyre"    // drove into a tyre
	CauseCar     = "car"     // collided with another car
	CauseGas     = "gas"     // ran out of gas
)

// KillDetail is the Detail of a KindKill event. By is the car that shot the
// missile or the other car of a collision, −1 otherwise; Points is what the
// missile's owner scored (Rules §1.2: kill points only for another
// player's car).
type KillDetail struct {
	Car    int
	Cause  string
	By     int
	Points int
}

// CarDetail is the Detail of launch, pickup, out-of-gas and regenerate
// events. Missile is the new missile's id for a launch, −1 otherwise.
type CarDetail struct {
	Car     int
	Missile int
}

// ExplosionDetail is the Detail of a KindExplosion event: the missile, the
// car that shot it, and what it hit.
type ExplosionDetail struct {
	Missile int
	Car     int
	Hit     Kind
}

func (s *State) event(evs []sim.Event, k sim.EventKind, player, row, col int, d any) []sim.Event {
	return append(evs, sim.Event{Tick: s.Round, Kind: k, Player: sim.PlayerID(player),
		X: float64(s.Norm(col)) + 0.5, Y: float64(row) + 0.5, Detail: d})
}
