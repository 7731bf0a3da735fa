package coderunner

import (
	"encoding/binary"

	"arena/sim"
)

// hashVersion starts the hash encoding; it changes whenever the layout
// does, so two layouts never hash alike by accident.
const hashVersion = 1

// Hash is the state hash of replay format 2 (sim.HashOf): XXH64 over the
// binary encoding AppendHash writes into a reused buffer. Replays of
// format 1 used FNV-1a over the JSON snapshot (sim.HashV1).
func (s *State) Hash() uint64 { return sim.HashOf(s) }

// AppendHash appends every field of the state that MarshalBinary saves, in
// a fixed order and fixed-width little-endian: cells and visits as one byte
// each, integers as 8 bytes, lists with their length first. An empty and a
// nil list encode alike (a clone drops empty slices). The planner's cache
// (rev) is derived data and left out, as in snapshots.
func (s *State) AppendHash(b []byte) []byte {
	i := func(v int) { b = binary.LittleEndian.AppendUint64(b, uint64(v)) }
	bl := func(v bool) {
		if v {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
	}
	moves := func(m []Move) {
		i(len(m))
		for _, x := range m {
			b = append(b, byte(x))
		}
	}
	b = append(b, hashVersion)
	r := &s.Rules
	for _, v := range [...]int{r.Turns, r.BrickRestore, r.RunnerRespawn, r.GoldRespawn, r.DigCooldown,
		r.ChaseRadius, r.MasterRadius, r.OtherRadius, int(r.GoldPoints), int(r.VisitPoints),
		int(r.EnemyPoints), int(r.OpponentPoints), r.EnemyRespawn, r.EnemyFirstTurn} {
		i(v)
	}
	i(s.Turn)
	for _, c := range s.Cells {
		b = append(b, byte(c))
	}
	for _, v := range s.Visited {
		bl(v)
	}
	for k := range s.Runners {
		ru := &s.Runners[k]
		for _, v := range [...]int{ru.Row, ru.Col, ru.SpawnRow, ru.SpawnCol, int(ru.Score), ru.Cooldown,
			ru.Golds, ru.EnemyKills, ru.OpponentKills, ru.Visits, ru.Deaths} {
			i(v)
		}
		bl(ru.Alive)
		b = append(b, byte(ru.LastMove))
	}
	i(len(s.Enemies))
	for k := range s.Enemies {
		e := &s.Enemies[k]
		for _, v := range [...]int{e.Row, e.Col, e.SpawnRow, e.SpawnCol, e.PC, e.Master, e.LastActed, e.Chasing} {
			i(v)
		}
		bl(e.Alive)
		b = append(b, byte(e.LastMove))
		moves(e.Program)
		moves(e.Stack)
		moves(e.Path)
	}
	i(len(s.Timers))
	for _, t := range s.Timers {
		i(t.At)
		b = append(b, byte(t.Kind))
		i(t.Row)
		i(t.Col)
		i(t.Index)
		b = append(b, t.Diggers)
	}
	bl(s.Spawned)
	return b
}
