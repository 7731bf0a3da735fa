package coderunner

import "fmt"

// EnemyMode says what an enemy's AI does in the next turn (rule text "Enemy
// Behavior", reference §1.6), for viewers and the inspector.
type EnemyMode uint8

// The modes, in the order decide tests them.
const (
	ModeDead    EnemyMode = iota // killed; waiting to respawn
	ModeTrapped                  // in a hole; cannot move until it closes
	ModeFalling                  // falling; spends one program step per turn
	ModeWaiting                  // moved last turn; rests this turn
	ModeChase                    // pursuing a runner within its chase radius
	ModeReturn                   // undoing chase moves to get back to its circuit
	ModePatrol                   // following its program
)

var modeNames = [...]string{"dead", "trapped", "falling", "waiting", "chasing", "returning", "patrolling"}

// String is the mode as a lower-case word.
func (m EnemyMode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return fmt.Sprintf("EnemyMode(%d)", int(m))
}

// Plan is what an enemy will do in the next turn, computed by the engine's
// own AI on a copy of the state, so it is exactly what Step will do.
type Plan struct {
	Mode    EnemyMode
	Move    Move   // the move it takes next turn (None while waiting or dead)
	Chasing int    // the runner it pursues, -1 none
	Path    []Move // ModeChase: the shortest reversible path to that runner
	// Dist holds, per cell (row-major), the length of the shortest
	// reversible path from the enemy, up to the larger of its two chase
	// radii, and -1 beyond or when the enemy is dead. A runner is within
	// reach when its cell's Dist is 0..Radius[p].
	Dist   [Rows * Cols]int8
	Radius [2]int // the chase radius for red and blue (rule text "Pursuit Mode")
}

// Plans returns every enemy's plan for the next turn, in enemy order. It
// never changes s: the AI runs on a copy, because deciding advances the
// program counter, the stack and the planner's cache.
func (s *State) Plans() []Plan {
	c := s.Copy()
	b := new(bfs)
	out := make([]Plan, len(c.Enemies))
	t := c.Turn
	for i := range c.Enemies {
		e := &c.Enemies[i]
		p := &out[i]
		p.Chasing = -1
		p.Radius = [2]int{c.Radius(e, 0), c.Radius(e, 1)}
		for k := range p.Dist {
			p.Dist[k] = -1
		}
		if !e.Alive {
			p.Mode = ModeDead
			continue
		}
		c.search(b, e.Row, e.Col, e.prefs(), max(p.Radius[0], p.Radius[1]), [2]int16{-1, -1})
		for k, d := range b.dist {
			if d > 0 && d <= 128 {
				p.Dist[k] = int8(d - 1)
			}
		}
		falling := aiEmpty(c.At(e.Row, e.Col)) && aiEmpty(c.At(e.Row+1, e.Col))
		waiting := !falling && e.LastActed >= t-1
		stack := len(e.Stack)
		p.Move = c.decide(e, t, &b)
		p.Chasing = e.Chasing
		p.Path = append([]Move(nil), e.Path...)
		switch {
		case e.Trapped(c):
			p.Mode = ModeTrapped
		case falling:
			p.Mode = ModeFalling
		case waiting:
			p.Mode = ModeWaiting
		case e.Chasing >= 0:
			p.Mode = ModeChase
		case len(e.Stack) < stack:
			p.Mode = ModeReturn
		default:
			p.Mode = ModePatrol
		}
	}
	return out
}

// Circuit returns the cells (row, col) of the enemy's patrol program from
// its respawn cell: entry k is where it stands after k instructions, so the
// last entry is the respawn cell again (the loader checks every program is
// closed and moves exactly one cell per step, reference §4.1).
func (e *Enemy) Circuit() [][2]int {
	out := make([][2]int, 0, len(e.Program)+1)
	r, c := e.SpawnRow, e.SpawnCol
	out = append(out, [2]int{r, c})
	for _, m := range e.Program {
		dr, dc := m.Delta()
		r, c = r+dr, c+dc
		out = append(out, [2]int{r, c})
	}
	return out
}

// ReturnPath returns the cells an enemy walks through to undo its chase
// moves (rule text "Pursuit Mode": the stack is unwound in reverse), from
// its current cell back to where the chase began; just its cell when the
// stack is empty.
func (e *Enemy) ReturnPath() [][2]int {
	out := make([][2]int, 0, len(e.Stack)+1)
	r, c := e.Row, e.Col
	out = append(out, [2]int{r, c})
	for k := len(e.Stack) - 1; k >= 0; k-- {
		dr, dc := e.Stack[k].Reverse().Delta()
		r, c = r+dr, c+dc
		out = append(out, [2]int{r, c})
	}
	return out
}
