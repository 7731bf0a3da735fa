//go:build !unix

package proc

import (
	"os"
	"time"
)

// outSys reads stdout on a goroutine of its own where poll(2) is not
// available (pipes there may not take read deadlines): one goroutine for
// the bot's life, handing chunks to readSome, which waits for one with a
// timer. Unix reads on the caller's goroutine (read_unix.go).
type outSys struct {
	in      *os.File
	chunks  chan outChunk
	done    <-chan struct{}
	pending []byte // the rest of the last chunk
	err     error  // the end of stdout, once reached
}

type outChunk struct {
	b   []byte
	err error
}

func (s *outSys) init(out, in *os.File, done <-chan struct{}) {
	s.in, s.done = in, done
	s.chunks = make(chan outChunk, 4)
	go func() {
		for {
			b := make([]byte, 4096)
			n, err := out.Read(b)
			c := outChunk{b: b[:n], err: err}
			select {
			case s.chunks <- c:
			case <-done:
				return
			}
			if err != nil {
				return
			}
		}
	}()
}

// botPipe is os.Pipe here.
func botPipe(bool) (r, w *os.File, err error) { return os.Pipe() }

// readSome reads what has arrived on stdout into p, first waiting up to
// wait for something when nothing has. It returns 0 and no error when
// nothing came, an error at the end.
func (a *Agent) readSome(p []byte, wait time.Duration) (int, error) {
	s := &a.outSys
	if len(s.pending) > 0 {
		n := copy(p, s.pending)
		s.pending = s.pending[n:]
		return n, nil
	}
	if s.err != nil {
		return 0, s.err
	}
	if s.chunks == nil {
		return 0, os.ErrClosed
	}
	var c outChunk
	if wait <= 0 {
		select {
		case c = <-s.chunks:
		default:
			return 0, nil
		}
	} else {
		t := time.NewTimer(wait)
		defer t.Stop()
		select {
		case c = <-s.chunks:
		case <-t.C:
			return 0, nil
		case <-s.done:
			return 0, os.ErrClosed
		}
	}
	n := copy(p, c.b)
	s.pending = c.b[n:]
	if c.err != nil {
		s.err = c.err
		if n == 0 {
			return 0, c.err
		}
	}
	return n, nil
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
