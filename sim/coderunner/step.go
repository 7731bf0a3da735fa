package coderunner

import (
	"fmt"

	"arena/sim"
)

// Step plays one turn. actions is indexed by player; a nil entry is None
// (reference §1.3 step 2: a missing move is NONE).
func (s *State) Step(actions []sim.Action) ([]sim.Event, error) {
	if s.Over() {
		return nil, fmt.Errorf("coderunner: step after the last turn (%d)", s.Turn)
	}
	var moves [2]Move
	for p := 0; p < 2 && p < len(actions); p++ {
		switch a := actions[p].(type) {
		case nil:
		case Move:
			moves[p] = a
		default:
			m, err := ParseMove(a.String())
			if err != nil {
				return nil, err
			}
			moves[p] = m
		}
		if moves[p] > DigRight {
			return nil, fmt.Errorf("coderunner: invalid move %d for player %d", moves[p], p)
		}
	}
	return s.Apply(moves), nil
}

type cellPos struct{ r, c int }

// Apply plays one turn with the runners' moves, in the event order of rule
// text "Game Event Ordering" as the original engine implements it
// (reference §1.3), and returns what happened. It is Decide then Resolve.
func (s *State) Apply(moves [2]Move) []sim.Event {
	var ebuf [32]Move
	return s.Resolve(moves, s.Decide(ebuf[:0]))
}

// Decide runs the first part of a turn: every enemy decides on the
// start-of-turn world, in list order (reference §1.3 step 3), which
// advances its program, stack and chase state; it appends their moves to
// buf. The runners' moves play no part in it, so a look-ahead that tries
// several moves from one state decides once and resolves each move on a
// copy of the decided state.
func (s *State) Decide(buf []Move) []Move {
	var b *bfs // taken from bfsPool by the first enemy that searches
	t := s.Turn
	for i := range s.Enemies {
		e := &s.Enemies[i]
		m := s.decide(e, t, &b)
		e.LastMove = m
		buf = append(buf, m)
	}
	if b != nil {
		bfsPool.Put(b)
	}
	return buf
}

// Resolve plays the rest of the turn Decide began: emoves must be what
// Decide returned for this turn on this state (or on the state it was
// copied from). It returns what happened.
func (s *State) Resolve(moves [2]Move, emoves []Move) []sim.Event {
	t := s.Turn
	var evs []sim.Event
	if !s.Spawned {
		// Reference §1.3 step 1: the spawn cells score their first visit
		// in turn 0, right after the first state is sent.
		s.Spawned = true
		s.scoreVisits()
	}
	for p := range s.Runners {
		s.Runners[p].LastMove = moves[p]
	}

	// Step 1b: targets (reference §1.4). A digging runner does not walk.
	var rfrom, rto [2]cellPos
	for p := range s.Runners {
		ru := &s.Runners[p]
		if !ru.Alive {
			continue
		}
		walk := moves[p]
		if walk == DigLeft || walk == DigRight {
			walk = None
		}
		rfrom[p] = cellPos{ru.Row, ru.Col}
		r, c := s.Target(ru.Row, ru.Col, walk, false)
		rto[p] = cellPos{r, c}
	}
	var pbuf [32]cellPos
	eto := pbuf[:0]
	if len(s.Enemies) > len(pbuf) {
		eto = make([]cellPos, 0, len(s.Enemies))
	}
	for i := range s.Enemies {
		e := &s.Enemies[i]
		if !e.Alive {
			eto = append(eto, cellPos{e.Row, e.Col})
			continue
		}
		r, c := s.Target(e.Row, e.Col, emoves[i], true)
		eto = append(eto, cellPos{r, c})
	}

	// Step 3 is checked on the start-of-turn world (reference §1.5).
	var digOK [2]bool
	var digAt [2]cellPos
	for p := range s.Runners {
		if ok, r, c := s.CanDig(p, moves[p]); ok {
			digOK[p], digAt[p] = true, cellPos{r, c}
		}
	}

	// Step 2: a runner and an enemy that exchange places meet half-way and
	// the runner dies (rule text "Runner Death"). The original checks exact
	// positions after sub-steps 1–3 of 4 (reference §1.3 step 6).
	var caught [2]bool
	for p := range s.Runners {
		if !s.Runners[p].Alive {
			continue
		}
		a, a2 := rfrom[p], rto[p]
		for i := range s.Enemies {
			e := &s.Enemies[i]
			if !e.Alive || absInt(a.r-e.Row) > 1 || absInt(a.c-e.Col) > 1 {
				// Each moves at most a cell, so positions a quarter,
				// half and three quarters of the way can only meet
				// when they start at most a cell apart each way.
				continue
			}
			for k := 1; k <= 3 && !caught[p]; k++ {
				if 4*a.r+k*(a2.r-a.r) == 4*e.Row+k*(eto[i].r-e.Row) &&
					4*a.c+k*(a2.c-a.c) == 4*e.Col+k*(eto[i].c-e.Col) {
					caught[p] = true
				}
			}
		}
	}
	for p := range s.Runners {
		ru := &s.Runners[p]
		if ru.Alive {
			ru.Row, ru.Col = rto[p].r, rto[p].c
		}
	}
	for i := range s.Enemies {
		e := &s.Enemies[i]
		if !e.Alive {
			continue
		}
		wasIn := s.At(e.Row, e.Col) == Removed
		e.Row, e.Col = eto[i].r, eto[i].c
		if !wasIn && s.At(e.Row, e.Col) == Removed {
			// Enemy rule 4: an enemy entering a hole is trapped there.
			if !s.quiet {
				evs = append(evs, ev(t, KindEnemyTrapped, -1, e.Row, e.Col, EnemyDetail{Enemy: i, Row: e.Row, Col: e.Col, Master: e.Master}))
			}
		}
	}
	for p := range s.Runners {
		if caught[p] {
			evs = s.killRunner(evs, p, CauseEnemy, 0)
		}
	}

	// Step 3: digs (rule text "Destroying Brick Cells"); both runners may
	// dig the same brick and share the credit (reference §1.2).
	for p := range s.Runners {
		if !digOK[p] {
			continue
		}
		r, c := digAt[p].r, digAt[p].c
		if s.At(r, c) == Brick {
			s.set(r, c, Removed)
			s.Timers = append(s.Timers, Timer{At: t + s.Rules.BrickRestore, Kind: RestoreBrick, Row: r, Col: c, Diggers: 1 << p})
		} else {
			for k := range s.Timers {
				tm := &s.Timers[k]
				if tm.Kind == RestoreBrick && tm.Row == r && tm.Col == c && tm.At == t+s.Rules.BrickRestore {
					tm.Diggers |= 1 << p
				}
			}
		}
		s.Runners[p].Cooldown = s.Rules.DigCooldown
		if !s.quiet {
			evs = append(evs, ev(t, KindDig, p, r, c, DigDetail{Row: r, Col: c, Move: moves[p]}))
		}
	}

	// Step 4: bricks, gold, enemies and runners come back, in the order
	// their timers were queued (reference §1.3 step 8).
	evs = s.fireTimers(evs, t)

	// Step 5: gold; two runners on one gold both collect it (reference §1.2).
	var got [2]bool
	for p := range s.Runners {
		ru := &s.Runners[p]
		got[p] = ru.Alive && s.At(ru.Row, ru.Col) == Gold
	}
	for p := range s.Runners {
		if !got[p] {
			continue
		}
		ru := &s.Runners[p]
		if s.At(ru.Row, ru.Col) == Gold {
			s.set(ru.Row, ru.Col, Empty)
			s.Timers = append(s.Timers, Timer{At: t + s.Rules.GoldRespawn, Kind: RespawnGold, Row: ru.Row, Col: ru.Col})
		}
		ru.Golds++
		if !s.quiet {
			evs = append(evs, ev(t, KindGold, p, ru.Row, ru.Col, GoldDetail{Row: ru.Row, Col: ru.Col}))
		}
		evs = s.addScore(evs, p, s.Rules.GoldPoints, ScoreGold)
	}

	// First visits, scored from the grid both runners share (reference §1.2).
	s.scoreVisits()

	// Step 6: a runner on an enemy's cell dies (rule text "Runner Death").
	for p := range s.Runners {
		ru := &s.Runners[p]
		if ru.Alive && s.enemyAt(ru.Row, ru.Col) {
			evs = s.killRunner(evs, p, CauseEnemy, 0)
		}
	}

	// Cooldowns run down every turn, dead runners included (reference §1.3
	// step 12).
	for p := range s.Runners {
		if s.Runners[p].Cooldown > 0 {
			s.Runners[p].Cooldown--
		}
	}
	s.Turn++
	return evs
}

// scoreVisits gives each live runner a point for a cell neither runner
// visited before; two runners entering one new cell both score.
func (s *State) scoreVisits() {
	var fresh [2]bool
	for p := range s.Runners {
		ru := &s.Runners[p]
		fresh[p] = ru.Alive && !s.Visited[ru.Row*Cols+ru.Col]
	}
	for p := range s.Runners {
		if fresh[p] {
			ru := &s.Runners[p]
			s.Visited[ru.Row*Cols+ru.Col] = true
			ru.Score += s.Rules.VisitPoints
			ru.Visits++
		}
	}
}

func (s *State) addScore(evs []sim.Event, p int, pts int64, why string) []sim.Event {
	ru := &s.Runners[p]
	ru.Score += pts
	if s.quiet {
		return evs
	}
	return append(evs, ev(s.Turn, KindScore, p, ru.Row, ru.Col, ScoreDetail{Points: pts, Total: ru.Score, Reason: why}))
}

// killRunner kills runner p and queues its respawn (rule text "Runner
// Death": back at its respawn cell 50 turns later).
func (s *State) killRunner(evs []sim.Event, p int, cause string, killers uint8) []sim.Event {
	ru := &s.Runners[p]
	ru.Alive = false
	ru.Deaths++
	s.Timers = append(s.Timers, Timer{At: s.Turn + s.Rules.RunnerRespawn, Kind: RespawnRunner, Index: p, Row: ru.SpawnRow, Col: ru.SpawnCol})
	if s.quiet {
		return evs
	}
	return append(evs, ev(s.Turn, KindRunnerKilled, p, ru.Row, ru.Col, KillDetail{Row: ru.Row, Col: ru.Col, Cause: cause, Killers: killers}))
}

// fireTimers runs every timer due in turn t, in insertion order.
func (s *State) fireTimers(evs []sim.Event, t int) []sim.Event {
	n := 0
	for _, tm := range s.Timers {
		if tm.At <= t {
			n++
		}
	}
	if n == 0 {
		return evs // most turns
	}
	var dbuf [8]Timer
	due := dbuf[:0]
	keep := s.Timers[:0]
	for _, tm := range s.Timers {
		if tm.At <= t {
			due = append(due, tm)
		} else {
			keep = append(keep, tm)
		}
	}
	s.Timers = keep
	for _, tm := range due {
		switch tm.Kind {
		case RestoreBrick:
			evs = s.restore(evs, t, tm)
		case RespawnGold:
			// Rule text "Gold Collection": gold is back after 150 turns.
			s.set(tm.Row, tm.Col, Gold)
			if !s.quiet {
				evs = append(evs, ev(t, KindGoldRespawn, -1, tm.Row, tm.Col, GoldDetail{Row: tm.Row, Col: tm.Col}))
			}
		case RespawnEnemy:
			// Rule text "Enemy Death" and "Patrol Mode Program": back at
			// its respawn cell, from the first instruction, master kept.
			e := &s.Enemies[tm.Index]
			e.Alive = true
			e.Row, e.Col = e.SpawnRow, e.SpawnCol
			e.PC = 0
			e.Stack = e.Stack[:0]
			if !s.quiet {
				evs = append(evs, ev(t, KindRespawn, -1, e.Row, e.Col, RespawnDetail{Enemy: tm.Index, Row: e.Row, Col: e.Col}))
			}
		case RespawnRunner:
			ru := &s.Runners[tm.Index]
			ru.Alive = true
			ru.Row, ru.Col = ru.SpawnRow, ru.SpawnCol
			if !s.quiet {
				evs = append(evs, ev(t, KindRespawn, tm.Index, ru.Row, ru.Col, RespawnDetail{Enemy: -1, Row: ru.Row, Col: ru.Col}))
			}
		}
	}
	return evs
}

// restore turns a hole back into Brick and kills whoever is inside (rule
// text "Brick Destruction and Restoration"), scoring as in reference §1.2:
// +20 per digger for each enemy, +300 to a digger of the other colour for a
// runner, nothing for dying in one's own hole.
func (s *State) restore(evs []sim.Event, t int, tm Timer) []sim.Event {
	r, c := tm.Row, tm.Col
	if s.At(r, c) != Removed {
		return evs // an edit already changed the cell
	}
	s.set(r, c, Brick)
	if !s.quiet {
		evs = append(evs, ev(t, KindBrickClosed, -1, r, c, BrickDetail{Row: r, Col: c, Diggers: tm.Diggers}))
	}
	for p := range s.Runners {
		ru := &s.Runners[p]
		if !ru.Alive || ru.Row != r || ru.Col != c {
			continue
		}
		other := 1 - p
		var killers uint8
		if tm.Diggers&(1<<other) != 0 {
			killers = 1 << other
		}
		evs = s.killRunner(evs, p, CauseBrick, killers)
		if killers != 0 {
			s.Runners[other].OpponentKills++
			evs = s.addScore(evs, other, s.Rules.OpponentPoints, ScoreOpponent)
		}
	}
	for i := range s.Enemies {
		e := &s.Enemies[i]
		if !e.Alive || e.Row != r || e.Col != c {
			continue
		}
		// Rule text "Pursuit Mode": the runner that killed the enemy is
		// its master; a brick dug by both leaves it without one.
		switch tm.Diggers {
		case 1:
			e.Master = 0
		case 2:
			e.Master = 1
		default:
			e.Master = -1
		}
		e.Alive = false
		e.PC = 0
		e.Stack = e.Stack[:0]
		s.Timers = append(s.Timers, Timer{At: t + s.Rules.EnemyRespawn, Kind: RespawnEnemy, Index: i, Row: e.SpawnRow, Col: e.SpawnCol})
		if !s.quiet {
			evs = append(evs, ev(t, KindEnemyKilled, -1, r, c, EnemyDetail{Enemy: i, Row: r, Col: c, Master: e.Master}))
		}
		for p := range s.Runners {
			if tm.Diggers&(1<<p) != 0 {
				s.Runners[p].EnemyKills++
				evs = s.addScore(evs, p, s.Rules.EnemyPoints, ScoreEnemy)
			}
		}
	}
	return evs
}
