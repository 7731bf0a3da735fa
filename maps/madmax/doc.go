// Package madmax holds arena's own Madmax maps, .cnf game configurations in
// the original Mad Max 2020 format (see sim/madmax.ParseConfig):
//
//   - canyon: 17×80, window 36; three broken tyre walls split the road into
//     lanes with pairs of water bonuses.
//   - oasis: 19×90, window 38; tyre diamonds guard water around a gas,
//     missile or water heart, with open rows of water between them.
//   - rally: 15×64, window 32; a short, busy track strewn with water and
//     single tyres; cars start with 3 missiles.
//
// The original's own maps are not shipped; load them by path.
package madmax
