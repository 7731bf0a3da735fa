//go:build !unix

package proc

import (
	"errors"
	"os"
	"time"
)

// outSys reads stdout through Go's poller where plain poll(2) is not
// available: a read deadline bounds each wait.
type outSys struct{ out, in *os.File }

func (s *outSys) init(out, in *os.File) { s.out, s.in = out, in }

// botPipe is os.Pipe here.
func botPipe(bool) (r, w *os.File, err error) { return os.Pipe() }

// readSome reads what has arrived on stdout into p, first waiting up to
// wait for something when nothing has. It returns 0 and no error when
// nothing came, an error at the end.
func (a *Agent) readSome(p []byte, wait time.Duration) (int, error) {
	if a.outSys.out == nil {
		return 0, os.ErrClosed
	}
	_ = a.outSys.out.SetReadDeadline(time.Now().Add(max(wait, time.Microsecond)))
	n, err := a.outSys.out.Read(p)
	if errors.Is(err, os.ErrDeadlineExceeded) {
		err = nil
	}
	return n, err
}

// writeBy writes p, giving up at deadline (zero: none) with
// os.ErrDeadlineExceeded and what was written.
func (a *Agent) writeBy(p []byte, deadline time.Time) (int, error) {
	if a.outSys.in == nil {
		return 0, os.ErrClosed
	}
	_ = a.outSys.in.SetWriteDeadline(deadline)
	return a.outSys.in.Write(p)
}
