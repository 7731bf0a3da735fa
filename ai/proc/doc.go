// Package proc runs a bot as a local process that talks over stdin and
// stdout, the "proc:<command line>" agent spec.
//
// Contract:
//
//   - The command line is split with ai.SplitCommand and run without a shell,
//     in the caller's working directory (or Options.Dir), in its own process
//     group on Unix so Close can kill everything the bot started.
//   - Start writes the game's Hello bytes; each Ask writes one observation and
//     reads one reply framed by the game's sim.Framing (N lines, or lines up to
//     a terminator line). Lines that arrive between asks are late and are
//     dropped when the next observation is sent.
//   - Ask always returns by its context's deadline. Failures come back as
//     *ai.Fault: TIMEOUT ("no reply within 50ms"), INVALID (a reply line
//     longer than Options.MaxLine) or CRASHED ("exit status 2", "closed
//     stdout"). Deciding whether a reply parses is the runner's job.
//   - Memory is bounded whatever the bot prints: stdout lines are capped at
//     MaxLine bytes and at most a few lines are queued, and stderr is drained
//     on its own goroutine into a ring buffer of StderrCap bytes.
package proc
