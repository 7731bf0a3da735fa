// Package madmax is the Mad Max 2020 engine (EDA "Joc", Jutge P32575): four
// players, two cars each, on a cylindrical universe seen through a window
// that moves one column a round (../shared/rules/madmax.txt).
//
// # Fidelity
//
// The engine reproduces the original C++ engine exactly. Step never reads
// the clock, global randomness, goroutines or I/O; the only randomness is
// the original's Park–Miller generator (RNG, multiplier 48271, modulus
// 2^31−1), held by value in the State and drawn in the original's order
// (reference §1.4): each round the player order takes four draws; the
// respawn and bonus placements draw from a copy of the stream taken before
// those four draws; and the stream then moves on exactly five draws. The
// Demo type is the original Demo player with its own stream, seeded with the
// game seed plus its player index, burning one draw before each round. With
// the same .cnf, seed and four Demo players, ResWriter writes the original's
// .res file byte for byte (golden_test.go checks the two recorded games).
//
// Where the rule text is vague the original engine decides (reference §2),
// and both rulesets, "" and "classic", are that engine: a car's default
// move happens right after its player's instructions, in the random player
// order; a move's destination must lie in the next round's window; bonuses
// are topped up to the parameter counts at the end of every round, missile
// bonuses first, then water, then gas, 20 draws each; a dead car comes back
// 30 states later if a safe cell is found in 20 draws; collisions are
// sequential, car against car kills both with no points, and a car driving
// into another player's missile scores for the missile's owner.
//
// Three cases make the original abort or loop; here they resolve as
// follows. A car shooting with a missile one or two cells ahead destroys
// both missiles. Missiles blocking each other round the whole cylinder stay
// put. A live car loaded with 0 gas dies at the end of the first round.
//
// # Files
//
// ParseConfig reads a .cnf file with the original's checks (Rules §1.4
// ranges and fixed values). ResWriter (or WriteRes) writes the original's
// .res game file; ReadRes reads one back, rebuilding every state (the
// generator state of round r is the seed advanced 5r draws) and the
// actions of every round. The State implements ai/match's Exporter:
// Export("res", w) on the final state of a run writes the whole .res (each
// state remembers, in a history shared by its clones, the state New made
// and every round's instructions and edits, and Export replays them). It
// is also a LiveExporter: given a writer before the game (ExportLive), the
// runner's state writes the .res to it round by round, and Export into that
// writer only finishes it; this is what arenactl run --res FILE uses. A
// streaming writer does the same by hand:
//
//	st, _ := madmax.Game{}.New(cfg)   // cfg.MapData = the .cnf bytes
//	rw := madmax.NewResWriter(f)
//	rw.Write(st)                      // settings and round 0
//	for each round { st.Step(actions); rw.Write(st) }
//	rw.Flush()
//
// Each state carries the actions of the round that produced it, so clones
// published after each Step serve as well. The header's names come from
// Config.Players through ResName ("builtin:demo", "demo" and "demo (2)" all
// print as "Demo", as the original prints its player class names), and its
// seed is PMSeed(Config.Seed), the low 32 bits as a C int: the original run
// with "-s" and that number gives the same file.
//
// # Generated maps and forecasts
//
// With no map bytes, Game.New plays on Generate(Seed): a .cnf made from
// the seed with its own generator (sizes and bonus targets inside the
// Rules §1.4 ranges), so a replay without map bytes recreates it. For
// viewers and bots the State offers read-only forecasts that never touch
// the generator: AfterMissiles (the board once the next round's missiles
// have moved), Moves (a car's nine moves, the cells each passes through
// and where it would die) and MissilePath.
//
// # Actions
//
// A player's action is Orders: instructions in order, canonical text joined
// by "; ", "CAR m DR DC" to move (DR in −1…1, DC in 0…2) and "CAR s" to
// shoot, the empty string for none. Well-formed instructions that do not
// apply (another player's car, a dead car, a destination outside the next
// round's window, a shot with no missiles) are ignored and the car moves by
// default (Rules §1.3); they still appear in the .res actions_asked block.
//
// # Edits
//
// The State implements sim.Editor; one world unit is one cell, x the
// universe column and y the row. ApplyEdit accepts:
//
//	car C at ROW COL     move car C (reviving it if dead) to an empty cell of the window
//	car C gas N          set car C's gas (N ≥ 1)
//	car C missiles N     set car C's missiles (N ≥ 0)
//	bonus water|gas|missile at ROW COL   put a bonus on an empty cell
//	tyre at ROW COL      put a tyre on an empty cell
//	clear at ROW COL     remove the bonus or tyre there
//
// # Bot protocol
//
// The original compiled its players into the game; arena talks to process
// bots with plain text lines over stdin and stdout. Every message ends with
// a line "end". First the engine sends Hello:
//
//	madmax 1
//	me P                  your player id, 0…3; you own cars P*K … P*K+K−1 (K = nb_cars_x_player)
//	seed S
//	nb_players 4          then one "key value" line per parameter, as in the .cnf:
//	…                     nb_rnds nb_rows nb_uni_cols nb_win_cols nb_cars_x_player nb_rnds_regen
//	                      nb_miss_bonuses nb_gas_bonuses nb_water_bonuses bonus_miss bonus_gas
//	                      water_pnts kill_pnts init_gas
//	names A B C D
//	end
//
// Then, every round, Observe:
//
//	round R               0 … nb_rnds−1
//	window J              the window's first column, R mod nb_uni_cols
//	scores S0 S1 S2 S3
//	status T0 T1 T2 T3    always 0 (the original's CPU column)
//	row ....X..W..        nb_rows lines: the whole universe, . X W G M as in the .cnf
//	car ID ROW COL MISSILES GAS ALIVE TIME    one per car; ALIVE is 1 or 0
//	missile ID CAR ROW COL                    one per missile in flight
//	end
//
// The bot answers with any number of instruction lines and a line "end":
// "CAR m DR DC" moves car CAR by DR rows (−1, 0, 1) and DC columns (0, 1,
// 2); "CAR s" shoots. Only a car's first instruction counts; a malformed
// reply or no reply in time counts as no instructions (OnFault NoOp: every
// car moves by default, Rules §1.3). Deadlines: 1 s for the first reply,
// 200 ms for every later one. A destination must be inside the window of
// round R+1, columns R+1 … R+nb_win_cols (mod nb_uni_cols).
//
// After the last round the engine sends
//
//	over
//	scores S0 S1 S2 S3    the final scores
//	end
//
// closes the bot's stdin and gives it about a second to exit by itself
// before its process group is killed.
package madmax
