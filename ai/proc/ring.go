package proc

import "sync"

// ring keeps the last len(buf) bytes written to it and counts everything
// ever written, so a reader can ask for "what arrived since mark" without
// the writer ever blocking or growing.
type ring struct {
	mu    sync.Mutex
	buf   []byte
	total int64
}

func newRing(size int) *ring { return &ring{buf: make([]byte, size)} }

func (r *ring) Write(p []byte) (int, error) {
	n := len(p)
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.buf) == 0 {
		r.total += int64(n)
		return n, nil
	}
	if len(p) > len(r.buf) {
		r.total += int64(len(p) - len(r.buf))
		p = p[len(p)-len(r.buf):]
	}
	for len(p) > 0 {
		at := int(r.total % int64(len(r.buf)))
		c := copy(r.buf[at:], p)
		p = p[c:]
		r.total += int64(c)
	}
	return n, nil
}

// since returns up to max of the most recent bytes written after mark (that
// are still retained), and the new mark.
func (r *ring) since(mark int64, max int) ([]byte, int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := r.total - mark
	if kept := min(r.total, int64(len(r.buf))); n > kept {
		n = kept
	}
	if n > int64(max) {
		n = int64(max)
	}
	if n <= 0 {
		return nil, r.total
	}
	out := make([]byte, n)
	start := r.total - n
	for i := range out {
		out[i] = r.buf[(start+int64(i))%int64(len(r.buf))]
	}
	return out, r.total
}

// Total is how many bytes were ever written.
func (r *ring) Total() int64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.total
}
