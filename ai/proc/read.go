package proc

import "bytes"

// outBuf holds what was read from a bot's stdout and not yet taken as
// lines. It never holds more than MaxLine+2 bytes: the rest of an overlong
// line is skipped as it arrives.
type outBuf struct {
	buf      []byte // buf[r:w] is unread
	r, w     int
	max      int  // the buffer's largest size, MaxLine plus a line break
	skipping bool // inside an overlong line, discarding up to its end
	eof      bool // stdout reached its end (or our end was closed)
}

// take returns the next complete line in the buffer (its line break cut,
// a CR before it too), gotLong for an overlong one, gotEOF at the end of
// stdout; ok is false when more input is needed.
func (o *outBuf) take(maxLine int) (line []byte, st int, ok bool) {
	for {
		data := o.buf[o.r:o.w]
		i := bytes.IndexByte(data, '\n')
		if o.skipping {
			if i < 0 {
				o.r, o.w = 0, 0
				if o.eof {
					o.skipping = false
					return nil, gotLong, true
				}
				return nil, 0, false
			}
			o.r += i + 1
			o.skipping = false
			return nil, gotLong, true
		}
		if i < 0 {
			if len(data) > maxLine {
				o.skipping = true
				continue
			}
			if o.eof {
				if len(data) > 0 {
					o.r = o.w
					return trimCR(data), gotUnit, true
				}
				return nil, gotEOF, true
			}
			return nil, 0, false
		}
		o.r += i + 1
		if i > maxLine {
			return nil, gotLong, true
		}
		return trimCR(data[:i]), gotUnit, true
	}
}

func trimCR(b []byte) []byte { return bytes.TrimSuffix(b, []byte("\r")) }

// makeRoom makes space after w for the next read: the unread bytes move to
// the front, and the buffer grows (up to max) only when they fill it.
func (o *outBuf) makeRoom() {
	if o.r == o.w {
		o.r, o.w = 0, 0
	}
	if o.w < len(o.buf) {
		return
	}
	if o.r > 0 {
		o.w = copy(o.buf, o.buf[o.r:o.w])
		o.r = 0
		return
	}
	// Full of one partial line no longer than MaxLine (take would skip a
	// longer one), so max is never passed.
	nb := make([]byte, min(2*len(o.buf), o.max))
	o.w = copy(nb, o.buf[:o.w])
	o.buf = nb
}
