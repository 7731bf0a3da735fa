package sound

import (
	"encoding/binary"
	"io"
	"math"
)

// Reader streams one effect as little-endian float32 interleaved stereo, the
// byte layout the speaker's device expects, with pan and volume applied on
// the way. Applying them while reading means a cue costs no copy of the
// buffer however often it plays.
type Reader struct {
	buf         []float32
	left, right float32
	pos         int // bytes read so far
}

// NewReader returns a Reader over buf (from Samples) at the given pan and
// volume (see Gains).
func NewReader(buf []float32, pan, vol float64) *Reader {
	l, r := Gains(pan, vol)
	return &Reader{buf: buf, left: float32(l), right: float32(r)}
}

// Read fills p with the next bytes; it copes with any len(p), including one
// that splits a sample, and returns io.EOF at the end.
func (r *Reader) Read(p []byte) (int, error) {
	total := len(r.buf) * 4
	if r.pos >= total {
		return 0, io.EOF
	}
	n := 0
	var word [4]byte
	for n < len(p) && r.pos < total {
		i := r.pos / 4
		g := r.left
		if i%2 == 1 {
			g = r.right
		}
		binary.LittleEndian.PutUint32(word[:], math.Float32bits(r.buf[i]*g))
		c := copy(p[n:], word[r.pos%4:])
		n += c
		r.pos += c
	}
	return n, nil
}
