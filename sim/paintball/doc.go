// Package paintball is the Paintball Panic engine (Operation: Code Clash
// 2014), a pure and deterministic implementation of section 5 of
// ../shared/rules/paintball-panic.txt. The original engine is lost, so the
// rule text is the whole specification and the "classic" ruleset equals the
// default; only the wire format of the original sample players is kept.
//
// Register the game with sim.Register(paintball.Game{}). The state is a
// *State of exported plain data: Cells (the 31×31 field, Index(x, y), y up),
// Kids (children 0–3 red, 4–7 blue, with posture, defence, shield, launcher
// and paintballs), Score, Quiet, Round, Over, and for the last turn Flights
// (every ball with its steps, heights and times), Trails (every child's
// steps with times), Splats and Canceled. Renderers and overlays reuse the
// engine's geometry: Path, PathPoint, Steps, BallHeight, InLaunchRange,
// CanMoveTo, MoveLimit, RapidTargets, Direction, SplatterZone,
// SafeFromSplatter, State.TraceBall (a launch's flight on a still field),
// State.BallMeets, State.MoveTargets, State.Visible(team) and
// State.VisibleMask, State.Domain(), State.DomainMask(),
// State.DomainSizes(), and WorldToSpace and SpaceToWorld (the field as
// drawn, y = 30 on top). Events carry typed details (LaunchDetail,
// HitDetail, SplatDetail, ItemDetail, PostureDetail, CancelDetail,
// BonusDetail; see EventKinds); their X and Y are field coordinates. A
// *State, like any Go value, must not be used from two goroutines at once:
// Domain and Visible keep a cache of the domain in it.
// Step never reads the clock, global randomness or I/O; the only randomness
// (where a hit child's paintballs land) comes from a rand.PCG held by value
// in the state and seeded from Config.Seed on the play stream. Rule
// arithmetic is in integers, so no platform rounds differently.
//
// # Rules the text leaves open
//
// These are this engine's decisions (reference paintball-panic.md §1.2):
//
//  1. Burst on a direct hit: a ball bursts (30 points) when it hits a child
//     while still in the first half of its flight, at height 9, that is at
//     step t of n with 2t ≤ n; later it does not burst (20 points). "Distance"
//     is thus measured against the distance the ball was aimed at: aim
//     beyond a target to burst on it.
//  2. Splatter: a ball that hits an obstacle always bursts (Rules §5.4.2
//     says so for the first half; §5.2 says a ball bursting on something
//     solid may splatter, which we apply to the second half too). It
//     splatters every opposing child in the eight spaces around the
//     obstacle (16 points each) except a defending child and, in the safe
//     zone, a crouched child or a standing child behind a tree. The safe
//     zone is the three neighbours on the far side from the launcher: the
//     direction of travel (launch point to target) is rounded to one of
//     eight (within 22.5° of an axis counts as that axis); for a ball from
//     the north the safe zone is the row of three south of the obstacle,
//     for a ball from the northeast the three spaces west, southwest and
//     south of it (Figures 7 and 8).
//  3. Contact: a ball hits a child or an obstacle in the space it steps
//     into when its height is at most the child's (9 standing, 3 crouched)
//     or the obstacle's (tree 20, high wall and flag 7, low wall 3). So a
//     ball at height 9 passes over walls, flags and crouched children and
//     stops at standing children and trees. A child is checked before an
//     obstacle in the same space (which cannot happen on a legal field).
//  4. Ground: a ball that reaches its target (height 0) without hitting
//     anything splatters every opposing child in the eight spaces around the
//     target unless it defends; obstacles give no cover from a ground burst.
//     A ball that leaves the field is lost without effect.
//  5. Movement steps: n = max(|dx|, |dy|) (Rules §5.4.1), with the limit of
//     Table 4 checked as Euclidean distance (dx² + dy² ≤ r²); a crouched
//     child therefore only crawls orthogonally. A move beyond the limit or to
//     one's own space is canceled; a target off the field is allowed and
//     the child stops at the edge.
//  6. Children block each other: all steps of one instant happen at once.
//     A step into an obstacle, off the field, into a space another child
//     steps into at the same instant (both stop), into a space whose child
//     stays, or into the space of a child stepping into the mover's own
//     space (a swap) is blocked, and the blocked child stays where it is for
//     the rest of the turn. A child may step into a space its occupant
//     leaves at the same instant.
//  7. Time: every entity's step t of n happens at time t/n of the turn. At
//     one instant the children step first, then the balls, in launch order
//     (team red first, then by child, then first/last/middle of a spread).
//     So a child stepping away as a ball arrives is missed, and one stepping
//     into the ball's space at that instant is hit.
//  8. Dropped paintballs: a child hit directly and not protected by its
//     shield (friendly fire included) drops min(5, what it holds) paintballs
//     on one of the eight adjacent on-field spaces that is empty or holds
//     paintballs, drawn uniformly from the state's PCG; if there is none,
//     it keeps them. Children do not make a space unsuitable.
//  9. Rapid fire: the middle ball aims at ((x1+x2)/2, (y1+y2)/2), each
//     rounded away from zero; balls launch in the order first, last,
//     middle. Every target must be within 24. With fewer than three
//     paintballs the child fires what it has, in that order.
//  10. Quiet bonus: a team earns 30 points each time 50 consecutive rounds
//     pass in which none of its own children was painted (hit directly
//     without a shield block, including by friendly fire, or splattered);
//     the count restarts after each award, so at most three per game.
//  11. Flags: planting earns 12 points at once; there is no further flag
//     bonus at the end (Table 3 lists none). Flags count for field domain.
//  12. Field domain: a space belongs to a team when it is less than 8 from
//     one of its flags and strictly nearer its nearest own flag than any
//     enemy flag; equidistant spaces belong to nobody. The tie-break of
//     Rules §5.1 compares the numbers of such spaces; equal counts share
//     the rank.
//  13. Visibility is computed on the state after the turn, which is what
//     the next turn's input shows. Turn 0's input shows the whole initial
//     field (Rules §5.6.1: "at turn zero, each player sees the initial
//     state of the field"), but still hides opposing children out of sight.
//  14. Blue's view: coordinates are mapped by (x, y) → (30−x, 30−y), in the
//     input and in its replies. Children keep their order (Blue's first
//     child line is child 4, which Blue sees at (2,0)); the flag letters are
//     swapped so that R is always the reader's own.
//  15. Pick-up above capacity takes what fits under 100; at 100 it is
//     canceled.
//  16. A skipped move (timeout) idles all four children (Limits.OnFault is
//     NoOp; 1000 ms for the first turn, 500 ms after).
//  17. Wire replies: a reply that is not four well-formed commands (unknown
//     word, wrong argument count, non-number) is INVALID and skipped like a
//     late one; a well-formed command the rules forbid (too far, nothing to
//     pick up, crouched launch, ...) cancels only that child, with a
//     KindCancel event (the viewer's question mark).
//
// Further details: two or more drops, pickups or plants aimed at the same
// space are all canceled (Rules §5.4 names drops and pickups; plants follow).
// A drop needs an adjacent on-field space that is empty, or holds
// paintballs when dropping paintballs. A plant needs a standing child with
// at least 25 paintballs and an adjacent empty space with no child on it.
// Dropping a shield ends a defence. Defend without a shield, a defend while
// defending, undefend while not defending, crouch while crouched and stand
// while standing are canceled. Launching needs a standing, non-defending
// child with a launcher and a paintball, and a target other than its own
// space within 24 (dx² + dy² ≤ 576). End bonuses (Table 3) are counted per
// child: ⌊balls/2⌋, 6 per shield, 10 per rapid-fire launcher.
//
// # Actions and the wire
//
// An Action is four Commands in child order; its canonical text joins the
// commands' Rules §5.3 text with "; " ("move 3 4; idle; launch 10 12 14 12;
// drop 2 3 shield"), in absolute engine coordinates. ParseAction accepts
// words in any case and round-trips. Codec speaks Rules §5.6 (see Codec);
// once the game is over Observe returns "-1\n".
//
// # Fields
//
// A field file is 31 lines of 31 whitespace-separated Table 6 tokens (. T V
// W R B S A L F Pn), the first line being y = 30 and the first token x = 0;
// blank lines and lines starting with '#' are skipped (ParseField).
// Generate builds a field from a seed; ValidateField checks point symmetry,
// two shields and two adapters, free start squares and reachability.
//
// # Edits
//
// State implements sim.Editor. EditsAt(x, y) offers edits for the space
// under the world point (x, y) of the field as drawn, with y = 30 on top:
// (floor(x), 30 − floor(y)) (WorldToSpace; SpaceToWorld is the inverse).
// ApplyEdit takes:
//
//	child I at X Y            move child I to an empty space
//	child I stand|crouch      change posture
//	child I defend|undefend   change defence (defend needs a shield)
//	child I inventory L       set the Table 5 letter a–f
//	child I balls N           set the paintballs held, 0–100
//	cell X Y TOKEN            set a space to a Table 6 token
package paintball
