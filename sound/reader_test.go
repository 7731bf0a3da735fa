package sound

import (
	"bytes"
	"encoding/binary"
	"io"
	"math"
	"testing"
	"testing/iotest"
)

func TestReader(t *testing.T) {
	buf := []float32{0.5, 0.5, -0.25, -0.25, 1, 1}
	l, r := Gains(-0.5, 0.8)
	want := []float32{0.5 * float32(l), 0.5 * float32(r), -0.25 * float32(l), -0.25 * float32(r), float32(l), float32(r)}
	// Odd chunk sizes split samples across reads, as a device buffer may.
	for _, chunk := range []int{1, 3, 4, 7, 8, 1024} {
		rd := NewReader(buf, -0.5, 0.8)
		var got bytes.Buffer
		p := make([]byte, chunk)
		for {
			n, err := rd.Read(p)
			got.Write(p[:n])
			if err == io.EOF {
				break
			}
			if err != nil || n == 0 {
				t.Fatalf("chunk %d: Read = %d, %v", chunk, n, err)
			}
		}
		b := got.Bytes()
		if len(b) != 4*len(want) {
			t.Fatalf("chunk %d: %d bytes, want %d", chunk, len(b), 4*len(want))
		}
		for i, w := range want {
			g := math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
			if g != w {
				t.Errorf("chunk %d: sample %d = %v, want %v", chunk, i, g, w)
			}
		}
	}
}

func TestReaderContract(t *testing.T) {
	buf, _ := Samples("edit")
	want, _ := io.ReadAll(NewReader(buf, 0.3, 0.6))
	if err := iotest.TestReader(NewReader(buf, 0.3, 0.6), want); err != nil {
		t.Error(err)
	}
}
