// Package series turns game states into the numbers the chart pane plots:
// each player's score over time and each game's own quantities (Worms'
// health, CodeRunner's gold, Paintball's field domain, …).
//
// A game's State implements Charter (a pure method beside the game, in
// sim/<game>/chart.go); Samples falls back to running scores for states
// that only tell those. An Accumulator collects samples over a timeline in
// bounded memory: it keeps at most Max points, and when a long game
// (Windwardopolis plays ~50 000 ticks) overflows it, it doubles its stride
// and keeps one point per stride. It does not import ebiten: arenactl and
// tests use it headless.
package series
