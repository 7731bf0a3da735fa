// Package madmax holds the built-in Madmax bots: demo, the original
// framework's Demo player draw for draw (so four of them reproduce the
// original's recorded games), and raider, a planner that routes each car to
// bonuses through a short time-expanded search, avoids tyres, cars and
// missiles, keeps its gas up and shoots enemies lined up ahead of it; raider
// is the strongest. Two sparring bots (sparring.go) measure it against more
// than Demo's random driving: collector (each car takes the move sweeping
// the most valuable bonuses, never a deadly one) and shooter (fires at enemy
// cars ahead in its row, else collects while drifting toward enemy rows).
// examples/ holds a Python bot for the line protocol of sim/madmax.
//
// Bots are stateful per match: demo keeps its player stream, so the runner
// must make a new bot for each match and ask it every round in order.
package madmax
