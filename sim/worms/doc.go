// Package worms is the Worms engine (Entelect Challenge 2019, phase 1), a
// pure and deterministic implementation of ../shared/rules/worms.txt with a
// "classic" preset for the original engine (reference worms.md).
//
// Register the game with sim.Register(worms.Game{}). The state is a *State of
// exported plain data (Cells, Worms, Packs, Active, Scores, Round, Status);
// renderers type-assert st := s.(*worms.State) once. Step never reads the
// clock, global randomness or I/O. The only randomness is the 50 % swap of a
// move collision. Under the default rules it comes from a rand.PCG held by
// value in the state, seeded from Config.Seed on the play stream. Under
// classic it comes, like the original's, from Kotlin's seeded generator
// (XorWowRandom, xorwow.go, checked against the Kotlin library's own test
// values), seeded with the seed's low 32 bits, so together with the
// generated map a classic seed replays the original's game. Both are held by
// value, so Clone and MarshalBinary capture them.
//
// Commands. A Command is one player's order for its active worm; its
// canonical text is "move X Y", "dig X Y", "shoot D" (D one of N NE E SE S SW
// W NW) or "nothing", exactly the wire's reply format, and
// ParseCommand(c.String()) == c. Under both rulesets a well-formed but
// illegal command costs 4 points (rule text "Scoring").
//
// Rulesets. DefaultRules is the rule text; ClassicRules differs in the
// fields MaxRounds, MaxIdle, FaultLoses, PackAtRoundEnd, LingerDead,
// SymmetricSeats and OriginalRNG, each documented with both sources in
// rules.go. Faults reach the engine through State.Fault (sim.Penalizer):
// under the rule text a TIMEOUT, INVALID or CRASHED bot loses at once; under
// classic a late or unreadable reply becomes the original runner's "No
// Command".
//
// Maps. Config.MapData is a map file (ParseMap): one row per line, '.' air,
// '#' dirt, 'X' deep space, '+' a health pack on air, 'a' 'b' 'c' player 0's
// worms 1–3 and 'A' 'B' 'C' player 1's. Without MapData the map is generated
// from the seed by arena/sim/worms/mapgen (mirror-symmetric by default, the
// original's seats under classic).
//
// Wire. Codec is the rule text's protocol: a hello line with the player id,
// then each round the round number, map size, map rows ('0'/'1' worms),
// players, worms and potions; one command line back.
//
// Events. Step emits "worms.move" (MoveDetail), "worms.collision"
// (CollisionDetail), "worms.dig" (DigDetail), "shot" (ShotDetail), "hit"
// (HitDetail), "death" (DeathDetail), "pickup" (PickupDetail), "score"
// (ScoreDetail), "worms.invalid" (InvalidDetail), "worms.nothing"
// (NothingDetail) and "worms.end" (EndDetail); Fault emits "fault"
// (sim.FaultDetail). X, Y are cell centres (cell + 0.5).
//
// Edits. EditsAt(x, y) takes world coordinates, one unit per cell, and
// ApplyEdit accepts these canonical texts, P the player (0 or 1) and I the
// worm id (1–3):
//
//	worm P.I at X Y      move the worm to an air cell
//	worm P.I hp N        set its health (1..100000)
//	worm P.I active      make it its player's active worm
//	cell X Y air         dig a cell out (also: dirt, space)
//	pack X Y add         put a health pack on an air cell
//	pack X Y remove      take a health pack away
package worms
