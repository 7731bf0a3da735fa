// Package windward is the Windwardopolis 2 engine (Windward Code Wars 2014):
// ten limos carry twelve CEOs between companies for points, with coffee,
// power-up cards, traffic lights and stop signs.
//
// A match is a session of rounds (Config.Params["rounds"], default 10 as in
// the rule text); each round is played on a map drawn from the session's
// maps without replacement, and ends when a car has made eight deliveries.
// Config.MapData holds one map in the original XML format or several <map>
// documents back to back; nil plays the built-in city DefaultCity. Seats
// beyond Config.Players are driven by built-in seat fillers inside Step, as
// the original server did, so there are always ten cars. A filler decides
// as the server's own AI (Server/game_ai/PlayerAI.cs): on the tick after a
// status about its car it sends a destination and a pick-up list, never
// between statuses (fillers.go).
//
// The default ruleset follows the rule text; "classic" follows the original
// server where it differs (Rules, DefaultRules, ClassicRules; each field
// cites both sources).
//
// Contract: Step never reads the clock, never draws from a global random
// source, never starts a goroutine and never does I/O. All randomness comes
// from the PCG held by value in State.RNG. Rule decisions use integers: map
// units (24 per tile), speeds in hundredths of a speed unit and scores in
// thousandths of a point (milli-points). Pending returns only bot seats
// with a message due (a periodic status, a bus-stop status, a power-up
// status or NO_PATH), since the original server never waits for a bot.
//
// Sessions: Config.Params["rounds"] sets the number of rounds (default 10).
// Each finished round is appended to State.History (a RoundResult, also the
// Detail of its "windward.round_end" event); Outcome's scores are the
// session totals of the bot seats in milli-points; State.Session() and
// Export("rounds", w) (match.Exporter) give per-round and total results as
// JSON in points. State.Scores() reports running totals (match.Scorer).
//
// Movement follows the rule text and the reference: cars move in unit steps
// along fixed per-tile movements (straight 24, right 12, left 34, U-turn 48
// steps), accelerate per tick up to 6 (straight) or 3 (turns), and keep
// their distance as the original does: a car waits while its next 18 steps
// cross the quarter tiles of another car's last 7 positions, so cars in
// opposite lanes never hold each other (movement.go). A tick spends each
// car's steps in up to players + 1 passes in seat order. Cars obey lights,
// stop signs and left-turn yielding at crossings, pass cars stopped or
// slowed by cards, and are freed after 20 failed movement checks (and,
// under the rule text, after 20 ticks in a cycle of cars blocking each
// other); a car waiting behind a car that moves, or in a queue behind a
// held car, is waiting its turn and not counted as stuck. Each round's
// traffic health (unstick pushes, the longest hold, deliveries) is in its
// RoundResult, the rounds JSON and SummaryLines.
//
// Edits (State implements sim.Editor), one line each:
//
//	car N at TX TY [NORTH|EAST|SOUTH|WEST]   move car N to a straight road or crossing; path recomputed
//	car N dest STOP                          drive car N to a company or store (underscores for spaces)
//	car N passenger CEO                      put a CEO in car N (destination kept)
//	card N PLAY CARD [target]                seat N plays a card at the next tick (refused, changing
//	                                         nothing, when the rules refuse it); target is a
//	                                         seat (STOP_CAR, CHANGE_DESTINATION), a CEO (MOVE_PASSENGER,
//	                                         MULT_DELIVERING_PASSENGER) or a company (MULT_DELIVER_AT_COMPANY)
//
// Orders (the canonical action text, ParseOrders) look like
// "path 3,4 3,5 3,6; pickup Larry_Page Tim_Cook; play STOP_CAR player=2".
package windward
