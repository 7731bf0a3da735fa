// Package proc runs a bot as a local process that talks over stdin and
// stdout, the "proc:<command line>" agent spec.
//
// Contract:
//
//   - The command line is split with ai.SplitCommand (plus Options.Args)
//     and run without a shell, in the caller's working directory (or
//     Options.Dir), in its own process group on Unix so Close can kill
//     everything the bot started; on Linux also with a parent-death signal
//     and an environment mark that finds children which left the group
//     (group_linux.go).
//   - Start writes the game's Hello bytes; each Ask writes one observation and
//     reads one reply framed by the game's sim.Framing: N words (read as a
//     stream, whatever the line breaks), N non-blank lines, or lines up to
//     a terminator line. Complete lines that arrive while no reply is due
//     are dropped before the next observation (not words: they answer it).
//   - Every reply is paired with the observation it answers. The clock
//     starts once the observation has been written (ai.Turn.Limit); a reply
//     that misses it is owed and discarded when it arrives, and a bot that
//     still owes one when asked is busy: it is not sent the new observation,
//     and Ask waits out the limit for the late reply and returns TIMEOUT.
//   - Ask returns within about twice its limit. Failures come back as
//     *ai.Fault: TIMEOUT ("no reply within 50ms (waited 51ms)", "busy: …"),
//     INVALID (a reply line longer than Options.MaxLine) or CRASHED ("exit
//     status 2", "closed stdout"), also when the main process exits while a
//     child keeps its stdout open. Deciding whether a reply parses is the
//     runner's job.
//   - End announces the end of the game (the game's end message, then stdin
//     closed) and gives the bot a grace to exit by itself before Close.
//   - A turn asked with ai.Turn.Inspect (a recording runner) waits, at
//     most 20 ms, until the stderr the bot wrote before its reply has been
//     read (settle.go, Linux), so its log and "#arena" drawing land on the
//     turn they belong to; other turns never wait.
//   - Memory is bounded whatever the bot prints: stdout is read only by
//     Ask, on the caller's goroutine, into one buffer of at most MaxLine
//     bytes (what the bot writes beyond waits in the pipe), and stderr is
//     drained on its own goroutine into a ring buffer of StderrCap bytes.
//   - A turn costs the pipe and little more. On Unix (read_unix.go) it
//     takes no goroutine, channel or timer: one write of the observation,
//     one poll(2) and one read of the reply, plus one read for lines sent
//     while no reply was due; the buffers are the agent's, reused every
//     turn. Elsewhere one goroutine per bot reads stdout (read_other.go).
package proc
