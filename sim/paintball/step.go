package paintball

import (
	"fmt"

	"arena/sim"
)

// Step advances one round. actions[p] is player p's Action (or *Action);
// nil means every child idles (a skipped move, Rules §3.3).
func (s *State) Step(actions []sim.Action) ([]sim.Event, error) {
	if s.Over {
		return nil, fmt.Errorf("paintball: Step after the game is over")
	}
	var acts [2]Action
	for p := 0; p < 2 && p < len(actions); p++ {
		switch a := actions[p].(type) {
		case nil:
		case Action:
			acts[p] = a
		case *Action:
			if a != nil {
				acts[p] = *a
			}
		default:
			return nil, fmt.Errorf("paintball: player %d: action of type %T", p, actions[p])
		}
	}
	return s.Apply(acts), nil
}

// Apply plays one round with both teams' moves, in the phase order of Rules
// §5.4: idle, drop, pickup, stand/crouch/defend/undefend, plant, then moves
// and launches together. Illegal commands are canceled (the child idles,
// Rules §5.3.1) with a KindCancel event.
func (s *State) Apply(acts [2]Action) []sim.Event {
	var cmds [Children]Command
	for i := range cmds {
		cmds[i] = acts[i/PerTeam][i%PerTeam]
	}
	tc := &turnCtx{}
	s.Flights = s.Flights[:0]
	s.Splats = s.Splats[:0]
	for i := range s.Trails {
		s.Trails[i] = s.Trails[i][:0]
		s.Canceled[i] = ""
	}
	s.phaseDrop(tc, &cmds)
	s.phasePickup(tc, &cmds)
	s.phasePosture(tc, &cmds)
	s.phasePlant(tc, &cmds)
	s.phaseMoveLaunch(tc, &cmds)
	// Rules §5.2, Table 2: 50 rounds with no child of a team painted earn
	// that team 30 points; the count starts again after each award.
	for t := 0; t < 2; t++ {
		if tc.painted[t] {
			s.Quiet[t] = 0
			continue
		}
		if s.Quiet[t]++; s.Quiet[t] == QuietRounds {
			s.Quiet[t] = 0
			s.Score[t] += PointsQuiet
			s.emit(tc, KindBonus, t, Starts[t*PerTeam], BonusDetail{Team: t, Points: PointsQuiet, Reason: "50 rounds with no child painted"})
		}
	}
	s.Round++
	if s.Round >= Rounds {
		s.finish(tc, "150 rounds played")
	}
	return tc.evs
}

func (s *State) cancel(tc *turnCtx, i int, c Command, why string) {
	s.Canceled[i] = why
	s.emit(tc, KindCancel, i/PerTeam, s.Kids[i].Pos(), CancelDetail{Child: i, Command: c.String(), Reason: why})
}

// adjacentTarget checks the target space of a drop, pickup or plant: one of
// the eight spaces around the child, on the field.
func (s *State) adjacentTarget(i int, c Command) string {
	p := Point{c.X, c.Y}
	if !p.OnField() {
		return fmt.Sprintf("(%d,%d) is off the field", c.X, c.Y)
	}
	if !Adjacent(s.Kids[i].Pos(), p) {
		return fmt.Sprintf("(%d,%d) is not adjacent", c.X, c.Y)
	}
	return ""
}

// contested marks the commands of op that share a target space with another
// child's command of op: Rules §5.4 cancels them all. Only commands that
// would succeed on their own (why[i] == "") contend: an invalid pickup,
// drop or plant (not adjacent, crouched, nothing to drop) is canceled for
// its own reason and does not cancel a valid one on the same space
// (Rules §5.3.3, §5.3.7: "two children try to pick up", which an invalid
// command does not).
func contested(cmds *[Children]Command, op Op, why *[Children]string) [Children]bool {
	var out [Children]bool
	for i := range cmds {
		for j := range cmds {
			if i != j && cmds[i].Op == op && cmds[j].Op == op && why[i] == "" && why[j] == "" &&
				cmds[i].X == cmds[j].X && cmds[i].Y == cmds[j].Y {
				out[i] = true
			}
		}
	}
	return out
}

// phaseDrop is phase 2 (Rules §5.3.7).
func (s *State) phaseDrop(tc *turnCtx, cmds *[Children]Command) {
	// Every drop is judged on the field as it was before any of them.
	var whys [Children]string
	for i, c := range cmds {
		if c.Op == OpDrop {
			whys[i] = s.dropWhy(i, c)
		}
	}
	clash := contested(cmds, OpDrop, &whys)
	for i, c := range cmds {
		if c.Op != OpDrop {
			continue
		}
		k := &s.Kids[i]
		why := whys[i]
		if why == "" && clash[i] {
			why = "another child drops on the same space"
		}
		if why != "" {
			s.cancel(tc, i, c, why)
			continue
		}
		dst := &s.Cells[Index(c.X, c.Y)]
		d := ItemDetail{Child: i, At: Point{c.X, c.Y}}
		switch c.Item {
		case DropShield:
			k.Shield, k.Defending = false, false
			dst.Kind = Shield
		case DropBasic:
			k.Launcher, dst.Kind = NoLauncher, BasicLauncher
		case DropRapid:
			k.Launcher, dst.Kind = NoLauncher, RapidLauncher
		case DropBalls:
			// Rules §5.3.7: more than carried drops them all.
			n := min(c.N, k.Balls)
			k.Balls -= n
			dst.Kind, dst.N = Balls, dst.N+n
			d.Count = n
		}
		d.Item = dst.Kind
		s.emit(tc, KindDrop, i/PerTeam, d.At, d)
	}
}

// dropWhy is why child i's drop c fails on its own, or "" (Rules §5.3.7).
func (s *State) dropWhy(i int, c Command) string {
	k := &s.Kids[i]
	why := s.adjacentTarget(i, c)
	cell := Cell{}
	if why == "" {
		cell = s.At(c.X, c.Y)
	}
	switch {
	case why != "":
	case c.Item == DropShield && !k.Shield:
		why = "carries no shield"
	case c.Item == DropBasic && k.Launcher != Basic:
		why = "carries no basic launcher"
	case c.Item == DropRapid && k.Launcher != Rapid:
		why = "carries no rapid-fire launcher"
	case c.Item == DropBalls && k.Balls == 0:
		why = "carries no paintballs"
	case cell.Kind == Balls && c.Item == DropBalls:
	case cell.Kind != Empty:
		why = fmt.Sprintf("the space holds %s", cell.Kind)
	}
	return why
}

// phasePickup is phase 3 (Rules §5.3.3).
func (s *State) phasePickup(tc *turnCtx, cmds *[Children]Command) {
	// Every pickup is judged on the field as it was before any of them.
	var whys [Children]string
	for i, c := range cmds {
		if c.Op == OpPickup {
			whys[i] = s.pickupWhy(i, c)
		}
	}
	clash := contested(cmds, OpPickup, &whys)
	for i, c := range cmds {
		if c.Op != OpPickup {
			continue
		}
		k := &s.Kids[i]
		why := whys[i]
		if why == "" && clash[i] {
			why = "another child picks up from the same space"
		}
		if why != "" {
			s.cancel(tc, i, c, why)
			continue
		}
		src := &s.Cells[Index(c.X, c.Y)]
		d := ItemDetail{Child: i, At: Point{c.X, c.Y}, Item: src.Kind}
		switch src.Kind {
		case Adapter:
			k.Launcher = Rapid // Rules §5.2: the basic launcher becomes rapid-fire for good
		case Shield:
			k.Shield = true
		case BasicLauncher:
			k.Launcher = Basic
		case RapidLauncher:
			k.Launcher = Rapid
		case Balls:
			// Rules §5.3.3: no count or too many takes them all; we also
			// stop at the 100 a child can hold (package documentation).
			n := src.N
			if c.HasN {
				n = min(n, c.N)
			}
			n = min(n, MaxBallsHeld-k.Balls)
			k.Balls += n
			src.N -= n
			d.Count = n
		}
		if src.Kind != Balls || src.N == 0 {
			*src = Cell{}
		}
		s.emit(tc, KindPickup, i/PerTeam, d.At, d)
	}
}

// pickupWhy is why child i's pickup c fails on its own, or "" (Rules
// §5.3.3).
func (s *State) pickupWhy(i int, c Command) string {
	k := &s.Kids[i]
	why := s.adjacentTarget(i, c)
	cell := Cell{}
	if why == "" {
		cell = s.At(c.X, c.Y)
	}
	switch {
	case why != "":
	case !cell.Kind.Item():
		why = "nothing to pick up"
	case cell.Kind == Adapter && k.Launcher != Basic:
		why = "an adapter needs a basic launcher"
	case cell.Kind == Shield && k.Shield:
		why = "already holds a shield"
	case (cell.Kind == BasicLauncher || cell.Kind == RapidLauncher) && k.Launcher != NoLauncher:
		why = "already holds a launcher"
	case cell.Kind == Balls && k.Balls >= MaxBallsHeld:
		why = "already holds 100 paintballs"
	}
	return why
}

// phasePosture is phase 4 (Rules §5.3.5, §5.3.6, §5.3.8, §5.3.9).
func (s *State) phasePosture(tc *turnCtx, cmds *[Children]Command) {
	for i, c := range cmds {
		k := &s.Kids[i]
		why := ""
		switch c.Op {
		case OpStand:
			if !k.Crouched {
				why = "already standing"
			}
			k.Crouched = false
		case OpCrouch:
			if k.Crouched {
				why = "already crouched"
			}
			k.Crouched = true
		case OpDefend:
			switch {
			case !k.Shield:
				why = "has no shield"
			case k.Defending:
				why = "already defending"
			}
			k.Defending = k.Shield
		case OpUndefend:
			if !k.Defending {
				why = "not defending"
			}
			k.Defending = false
		default:
			continue
		}
		if why != "" {
			s.cancel(tc, i, c, why)
			continue
		}
		s.emit(tc, KindPosture, i/PerTeam, k.Pos(), PostureDetail{Child: i, Command: c.Op})
	}
}

// plantWhy is why child i's plant c fails on its own, or "" (Rules
// §5.3.10).
func (s *State) plantWhy(i int, c Command) string {
	k := &s.Kids[i]
	why := s.adjacentTarget(i, c)
	switch {
	case why != "":
	case k.Crouched:
		why = "must stand to plant"
	case k.Balls < FlagCost:
		why = "needs 25 paintballs"
	case s.At(c.X, c.Y).Kind != Empty:
		why = fmt.Sprintf("the space holds %s", s.At(c.X, c.Y).Kind)
	case s.ChildAt(Point{c.X, c.Y}) >= 0:
		why = "a child stands there"
	}
	return why
}

// phasePlant is phase 5 (Rules §5.3.10).
func (s *State) phasePlant(tc *turnCtx, cmds *[Children]Command) {
	var whys [Children]string
	for i, c := range cmds {
		if c.Op == OpPlant {
			whys[i] = s.plantWhy(i, c)
		}
	}
	clash := contested(cmds, OpPlant, &whys)
	for i, c := range cmds {
		if c.Op != OpPlant {
			continue
		}
		k := &s.Kids[i]
		why := whys[i]
		if why == "" && clash[i] {
			why = "another child plants on the same space"
		}
		if why != "" {
			s.cancel(tc, i, c, why)
			continue
		}
		k.Balls -= FlagCost
		flag := FlagOf(k.Team)
		s.Cells[Index(c.X, c.Y)] = Cell{Kind: flag}
		s.Score[k.Team] += PointsPlant
		s.emit(tc, KindFlag, k.Team, Point{c.X, c.Y}, ItemDetail{Child: i, At: Point{c.X, c.Y}, Item: flag})
	}
}

// phaseMoveLaunch is phase 6 (Rules §5.3.2, §5.3.4, §5.4): it checks the
// moves and launches, takes the paintballs and hands the flights to
// moveAndLaunch.
func (s *State) phaseMoveLaunch(tc *turnCtx, cmds *[Children]Command) {
	var movers []mover
	var balls []ball
	for i, c := range cmds {
		k := &s.Kids[i]
		to := Point{c.X, c.Y}
		switch c.Op {
		case OpMove:
			if !CanMoveTo(*k, to) {
				s.cancel(tc, i, c, fmt.Sprintf("(%d,%d) is beyond the move limit of %d", c.X, c.Y, MoveLimit(*k)))
				continue
			}
			movers = append(movers, mover{child: i, from: k.Pos(), target: to, n: Steps(k.Pos(), to)})
		case OpLaunch:
			targets := []Point{to}
			rapid := k.Launcher == Rapid
			if rapid {
				// Rules §5.3.4: a spread at the two targets and the point
				// bisecting them, or three balls at one target.
				end := to
				if c.Two {
					end = Point{c.X2, c.Y2}
				}
				t3 := RapidTargets(to, end)
				targets = t3[:]
			}
			why := ""
			switch {
			case k.Launcher == NoLauncher:
				why = "has no launcher"
			case k.Crouched:
				why = "cannot launch crouched"
			case k.Defending:
				why = "cannot launch while defending"
			case k.Balls == 0:
				why = "has no paintballs"
			}
			for _, t := range targets {
				if why == "" && !InLaunchRange(k.Pos(), t) {
					why = fmt.Sprintf("(%d,%d) is not within %d spaces", t.X, t.Y, MaxRange)
				}
			}
			if why != "" {
				s.cancel(tc, i, c, why)
				continue
			}
			// A rapid launch with fewer than three paintballs fires what
			// the child has, in launch order (package documentation).
			targets = targets[:min(len(targets), k.Balls)]
			k.Balls -= len(targets)
			kind := KindLaunch
			if rapid {
				kind = KindRapidFire
			}
			s.emit(tc, kind, k.Team, k.Pos(), LaunchDetail{Child: i, From: k.Pos(), Targets: append([]Point(nil), targets...)})
			for _, t := range targets {
				s.Flights = append(s.Flights, Flight{Team: k.Team, Child: i, From: k.Pos(), To: t, Victim: -1})
				balls = append(balls, ball{flight: len(s.Flights) - 1, from: k.Pos(), to: t, n: Steps(k.Pos(), t), dir: Direction(k.Pos(), t)})
			}
		}
	}
	s.moveAndLaunch(tc, movers, balls)
}
