//go:build unix

package proc

import (
	"io"
	"os"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// outSys reads stdout and writes stdin with plain system calls on the
// caller's goroutine. Going through Go's poller (os.File.Read with a
// deadline) costs a park, a wake-up and an epoll round of the scheduler per
// turn, more than the pipe itself; poll(2) on the caller's thread costs one
// system call. The calls run inside syscall.RawConn callbacks, which hold
// the file's read (or write) lock, so Close waits for them to return and
// the descriptor is never reused under a call (a wait is at most
// pollSlice).
type outSys struct {
	in, out syscall.RawConn
	// Bound once, so that a turn allocates no closure.
	readFn, writeFn, waitWriteFn func(fd uintptr) bool

	// The arguments and results of the call in progress.
	p    []byte
	wait time.Duration
	n    int
	err  error
	fds  [1]unix.PollFd
}

func (s *outSys) init(out, in *os.File, _ <-chan struct{}) {
	s.out, _ = out.SyscallConn()
	s.in, _ = in.SyscallConn()
	s.readFn = s.read
	s.writeFn = s.write
	s.waitWriteFn = s.waitWrite
}

// readSome reads what has arrived on stdout into p, first waiting up to
// wait for something when nothing has. It returns 0 and no error when
// nothing came, io.EOF (or another error) at the end.
func (a *Agent) readSome(p []byte, wait time.Duration) (int, error) {
	s := &a.outSys
	if s.out == nil {
		return 0, io.EOF
	}
	s.p, s.wait, s.n, s.err = p, wait, 0, nil
	if err := s.out.Read(s.readFn); err != nil {
		return 0, err // our end was closed
	}
	s.p = nil
	return s.n, s.err
}

func (s *outSys) read(fd uintptr) bool {
	if s.wait > 0 {
		// A caller that waits has just written a state and found nothing
		// in the buffer: a read now would only say "not yet". Each system
		// call is dear on a virtual machine, so wait first.
		if !s.pollFor(fd, unix.POLLIN) {
			return true
		}
	}
	for {
		n, err := rawRead(fd, s.p)
		switch {
		case err == unix.EINTR:
			continue
		case err == unix.EAGAIN:
			if s.wait <= 0 {
				return true
			}
			if !s.pollFor(fd, unix.POLLIN) {
				return true
			}
		case err != nil:
			s.err = err
			return true
		case n == 0:
			s.err = io.EOF
			return true
		default:
			s.n = n
			return true
		}
	}
}

// pollFor waits until fd is ready for events or s.wait has passed (or a
// signal cut the wait short, and the caller waits again), spending the
// wait. It reports false when the wait failed, with s.err set.
func (s *outSys) pollFor(fd uintptr, events int16) bool {
	// Round up: a wait cut to 0 ms would spin.
	ms := int((s.wait + time.Millisecond - 1) / time.Millisecond)
	s.wait = 0
	s.fds[0] = unix.PollFd{Fd: int32(fd), Events: events}
	if _, err := unix.Poll(s.fds[:], ms); err != nil && err != unix.EINTR {
		s.err = err
		return false
	}
	return true
}

// rawRead and rawWrite never block (our ends are non-blocking, botPipe), so they skip the scheduler's bookkeeping of a
// system call that might; only poll, which waits, goes through it.
func rawRead(fd uintptr, p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	n, _, e := unix.RawSyscall(unix.SYS_READ, fd, uintptr(unsafe.Pointer(&p[0])), uintptr(len(p)))
	if e != 0 {
		return 0, e
	}
	return int(n), nil
}

func rawWrite(fd uintptr, p []byte) (int, error) {
	n, _, e := unix.RawSyscall(unix.SYS_WRITE, fd, uintptr(unsafe.Pointer(&p[0])), uintptr(len(p)))
	if e != 0 {
		return 0, e
	}
	return int(n), nil
}

// writeBy writes p, waiting for room in the pipe until deadline (zero: no
// deadline) and returning os.ErrDeadlineExceeded with what was written when
// it passes. A state that fits in the pipe takes one system call.
func (a *Agent) writeBy(p []byte, deadline time.Time) (int, error) {
	s := &a.outSys
	if s.in == nil {
		return 0, os.ErrClosed
	}
	written := 0
	for {
		s.p, s.n, s.err, s.wait = p[written:], 0, nil, 0
		if err := s.in.Write(s.writeFn); err != nil {
			return written, err // our end was closed
		}
		written += s.n
		s.p = nil
		if s.err != nil || written == len(p) {
			return written, s.err
		}
		// The pipe is full: wait for room, in slices so that Close (which
		// waits for the callback) is never held long.
		s.wait = pollSlice
		if !deadline.IsZero() {
			left := time.Until(deadline)
			if left <= 0 {
				return written, os.ErrDeadlineExceeded
			}
			s.wait = min(left, pollSlice)
		}
		s.p = nil
		if err := s.in.Write(s.waitWriteFn); err != nil {
			return written, err
		}
		if s.err != nil {
			return written, s.err
		}
	}
}

// write writes what the pipe takes at once, without waiting.
func (s *outSys) write(fd uintptr) bool {
	for s.n < len(s.p) {
		n, err := rawWrite(fd, s.p[s.n:])
		switch {
		case err == unix.EINTR:
			continue
		case err == unix.EAGAIN:
			return true // the pipe is full
		case err != nil:
			s.err = err
			return true
		}
		s.n += n
	}
	return true
}

// waitWrite waits up to s.wait for room in the pipe.
func (s *outSys) waitWrite(fd uintptr) bool {
	s.pollFor(fd, unix.POLLOUT)
	return true
}

// botPipe returns a pipe for a bot's stdin (ours is the write end) or
// stdout (ours is the read end). Go's poller does not watch it: the poller
// would wake an idle thread for every line the bot writes (edge-triggered
// epoll reports each arrival) although Ask reads the pipe itself. Our end
// is non-blocking, the bot's stays blocking.
func botPipe(oursReads bool) (r, w *os.File, err error) {
	var p [2]int
	if err := cloexecPipe(p[:]); err != nil {
		return nil, nil, err
	}
	// os.NewFile leaves a blocking descriptor out of the poller.
	r, w = os.NewFile(uintptr(p[0]), "|0"), os.NewFile(uintptr(p[1]), "|1")
	ours := p[1]
	if oursReads {
		ours = p[0]
	}
	if err := unix.SetNonblock(ours, true); err != nil {
		r.Close()
		w.Close()
		return nil, nil, err
	}
	return r, w, nil
}
