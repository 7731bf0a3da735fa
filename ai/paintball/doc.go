// Package paintball holds the built-in Paintball Panic bots.
//
// sample picks a random legal command for each child every round, like the
// original sample players: a move within reach, a launch at a random space
// in range (at a visible enemy half the time), a pickup of a neighbouring
// item, a crouch or a stand.
//
// captain plays a coordinated team. Children with a clear line to a visible
// enemy shoot first: past a standing enemy (a ball aimed at m times its
// distance meets it at time 1/m, bursting in the first half of the flight
// and before it can step away when m ≥ 4), onto a crouched one, and ahead
// of one that moved last round; never at a defending enemy (its shield
// would score) and never along a line a teammate stands or steps on. The
// others hand paintballs to a teammate that ran out (a drop and a pickup in
// the same round), pick up what they need (paintballs, a shield, an
// adapter, a launcher), plant flags for points and field domain when rich
// in paintballs, or close in on the enemy, preferring spaces behind trees
// and walls; two children never head for one space. With nothing to do in
// sight of an enemy a child defends with its shield or crouches. It is the
// strongest built-in.
//
// greedy is a sparring team (greedy.go): each child launches at a visible
// enemy the ball meets first, aiming at twice its distance, picks up items
// it can use, and walks at the nearest enemy (or launcher while it has
// none).
//
// The bots use only what their team sees (Rules §5.5.1): the captain
// remembers the items it saw, the whole field of turn 0 included. The one
// exception is the captain's line-of-fire check, which traces the ball over
// the real state (State.BallMeets), so it also stops at a hidden child;
// it never shoots at one. Call Register once from cmd/*.
package paintball
