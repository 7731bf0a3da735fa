package sound

import (
	"bytes"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestEncodeWAVHeader(t *testing.T) {
	buf := []float32{0, 0, 0.5, -0.5, 1.5, -1.5} // three frames, the last out of range
	var b bytes.Buffer
	if err := EncodeWAV(&b, buf); err != nil {
		t.Fatal(err)
	}
	got := b.Bytes()
	le := binary.LittleEndian
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"length", len(got), 44 + 12},
		{"RIFF", string(got[0:4]), "RIFF"},
		{"RIFF size", le.Uint32(got[4:]), uint32(36 + 12)},
		{"WAVE", string(got[8:16]), "WAVEfmt "},
		{"format", le.Uint16(got[20:]), uint16(1)},
		{"channels", le.Uint16(got[22:]), uint16(2)},
		{"rate", le.Uint32(got[24:]), uint32(48000)},
		{"byte rate", le.Uint32(got[28:]), uint32(48000 * 4)},
		{"block align", le.Uint16(got[32:]), uint16(4)},
		{"bits", le.Uint16(got[34:]), uint16(16)},
		{"data", string(got[36:40]), "data"},
		{"data size", le.Uint32(got[40:]), uint32(12)},
		{"half", int16(le.Uint16(got[48:])), int16(16384)},
		{"minus half", int16(le.Uint16(got[50:])), int16(-16384)},
		{"clamped high", int16(le.Uint16(got[52:])), int16(32767)},
		{"clamped low", int16(le.Uint16(got[54:])), int16(-32768)},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}

func TestWriteAll(t *testing.T) {
	dir := t.TempDir()
	paths, err := WriteAll(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) != len(Names()) {
		t.Fatalf("wrote %d files for %d effects", len(paths), len(Names()))
	}
	for i, p := range paths {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		buf, _ := Samples(Names()[i])
		if want := int64(44 + 2*len(buf)); fi.Size() != want {
			t.Errorf("%s: %d bytes, want %d", p, fi.Size(), want)
		}
	}
	if _, err := WriteAll(""); err == nil {
		t.Error("WriteAll(\"\") succeeded")
	}
}

// TestWAVsWithSox runs testdata/check-wavs.sh, which asks sox for each
// file's statistics and fails on a silent or clipped effect. It skips where
// sox is not installed (platform/install-deps.sh installs it).
func TestWAVsWithSox(t *testing.T) {
	if _, err := exec.LookPath("sox"); err != nil {
		t.Skip("sox not installed; skipping the sox check of the WAV files")
	}
	dir := t.TempDir()
	if _, err := WriteAll(dir); err != nil {
		t.Fatal(err)
	}
	script, _ := filepath.Abs(filepath.Join("testdata", "check-wavs.sh"))
	out, err := exec.Command("sh", script, dir).CombinedOutput()
	if err != nil {
		t.Fatalf("check-wavs.sh: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), " 0 bad") {
		t.Errorf("unexpected check-wavs output:\n%s", out)
	}
}

// TestCheckWAVsCatchesBadFiles makes sure the sox script fails on the two
// faults it exists for, so a passing run means something.
func TestCheckWAVsCatchesBadFiles(t *testing.T) {
	if _, err := exec.LookPath("sox"); err != nil {
		t.Skip("sox not installed; skipping the sox check of the WAV files")
	}
	script, _ := filepath.Abs(filepath.Join("testdata", "check-wavs.sh"))
	tone := func(amp float32) []float32 {
		buf := make([]float32, 2*4800)
		for i := range buf {
			if (i/40)%2 == 0 {
				buf[i] = amp
			} else {
				buf[i] = -amp
			}
		}
		return buf
	}
	tests := []struct {
		name string
		buf  []float32
		want string
	}{
		{"silent", make([]float32, 2*4800), "silent"},
		{"clipped", tone(1.2), "clipped"},
		{"fine", tone(0.5), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := writeFile(filepath.Join(dir, tt.name+".wav"), tt.buf); err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command("sh", script, dir).CombinedOutput()
			if tt.want == "" {
				if err != nil {
					t.Errorf("a good file failed: %v\n%s", err, out)
				}
				return
			}
			if err == nil || !strings.Contains(string(out), tt.want) {
				t.Errorf("want a %s failure, got %v\n%s", tt.want, err, out)
			}
		})
	}
}
