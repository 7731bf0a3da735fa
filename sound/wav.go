package sound

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
)

// PCM16 converts one float sample to 16-bit PCM, clamping and rounding. WAV
// files and the golden hashes both use it, so a hash change is a change in
// what a listener would hear, not float noise in the last bit.
func PCM16(v float32) int16 {
	x := math.Round(float64(v) * 32767)
	return int16(math.Max(-32768, math.Min(32767, x)))
}

// EncodeWAV writes buf (interleaved stereo float32 at SampleRate) as a
// 16-bit PCM RIFF/WAVE file, the format every player and sox read.
func EncodeWAV(w io.Writer, buf []float32) error {
	const bits = 16
	data := uint32(len(buf) * bits / 8)
	le := binary.LittleEndian
	h := make([]byte, 0, 44)
	h = append(h, "RIFF"...)
	h = le.AppendUint32(h, 36+data)
	h = append(h, "WAVEfmt "...)
	h = le.AppendUint32(h, 16)                         // fmt chunk size
	h = le.AppendUint16(h, 1)                          // PCM
	h = le.AppendUint16(h, Channels)                   // channels
	h = le.AppendUint32(h, SampleRate)                 // frames per second
	h = le.AppendUint32(h, SampleRate*Channels*bits/8) // bytes per second
	h = le.AppendUint16(h, Channels*bits/8)            // bytes per frame
	h = le.AppendUint16(h, bits)                       // bits per sample
	h = append(h, "data"...)
	h = le.AppendUint32(h, data)
	bw := bufio.NewWriter(w)
	if _, err := bw.Write(h); err != nil {
		return err
	}
	var s [2]byte
	for _, v := range buf {
		le.PutUint16(s[:], uint16(PCM16(v)))
		if _, err := bw.Write(s[:]); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// WriteAll renders every effect into dir as <name>.wav, creating dir if
// needed, and returns the paths written in name order. It backs
// `arenactl sfx --out DIR`.
func WriteAll(dir string) ([]string, error) {
	if dir == "" {
		return nil, errors.New("sound: no output directory")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var paths []string
	for _, name := range Names() {
		buf, _ := Samples(name)
		p := filepath.Join(dir, name+".wav")
		if err := writeFile(p, buf); err != nil {
			return paths, fmt.Errorf("sound: %s: %w", name, err)
		}
		paths = append(paths, p)
	}
	return paths, nil
}

func writeFile(path string, buf []float32) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := EncodeWAV(f, buf); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
