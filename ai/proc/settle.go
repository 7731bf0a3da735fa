package proc

import (
	"io"
	"sync/atomic"
	"time"
)

// settleMax bounds how long settleStderr waits: a bot still writing to
// stderr after its reply keeps the rest for the next turn.
const settleMax = 20 * time.Millisecond

// settleStderr waits until what the bot wrote to stderr before its reply
// is in the ring, at most settleMax (20 ms). Stdout and stderr are two pipes
// drained by two goroutines, so a reply can be read before the stderr
// lines written ahead of it, which would then be logged (and drawn, for
// "#arena" lines) on the next turn. A bot that writes its stderr before
// its reply has put it in the pipe by the time the reply arrives: the
// stderr pipe being empty and every byte read from it being in the ring
// means it has all been taken. Only a recording runner asks for this
// (ai.Turn.Inspect); where the pipe's fill level cannot be read
// (pipePending), it returns at once.
func (a *Agent) settleStderr() {
	deadline := time.Now().Add(settleMax)
	for !a.stderrCaughtUp() && time.Now().Before(deadline) {
		time.Sleep(20 * time.Microsecond)
	}
}

// stderrCaughtUp reports whether nothing waits in the stderr pipe and all
// that was read from it is in the ring (true where the pipe cannot be
// measured).
func (a *Agent) stderrCaughtUp() bool {
	n, ok := pipePending(a.stderrR)
	return !ok || (n == 0 && a.errRead.Load() == a.stderr.Total())
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}
