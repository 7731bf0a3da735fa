// Package paintball holds the built-in Paintball Panic bots: sample, which
// picks random legal commands like the original sample players, and
// captain, a coordinated team that collects paintballs, shields and
// adapters, shoots only along clear lines (never through a teammate),
// bursts balls on standing children by aiming past them, drops balls on
// crouched ones, defends with shields when it cannot shoot and plants flags
// for field domain. Bots read the state they are given but only use what
// their team can see (Rules §5.5.1), remembering items seen earlier. Call
// Register once from cmd/*.
package paintball
