package fileio_test

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"arena/sim/fileio"
)

func gzipped(b []byte) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

func TestReadFile(t *testing.T) {
	lim := fileio.Limit{What: "thing", MaxFile: 1000, MaxData: 5000, MaxLine: 100, Gzip: true}
	plain := fileio.Limit{What: "thing", MaxFile: 1000, MaxLine: 100}
	crc := gzipped([]byte("hello\n"))
	crc[len(crc)-6] ^= 1
	tests := []struct {
		name string
		data []byte
		lim  fileio.Limit
		want string // "" = reads
	}{
		{"ok", []byte("a\nb\n"), lim, ""},
		{"gzipped", gzipped([]byte("a\nb\n")), lim, ""},
		{"gzip not allowed", gzipped([]byte("a\n")), plain, ""}, // read as bytes
		{"empty", nil, lim, "empty file"},
		{"blank", []byte("\n\n \n"), lim, "only white space"},
		{"too big", bytes.Repeat([]byte("a\n"), 501), lim, "file is larger than 1000 bytes"},
		{"inflates too big", gzipped(bytes.Repeat([]byte("a\n"), 2600)), lim, "decompressed content is larger than 5000 bytes"},
		{"plain over MaxData", bytes.Repeat([]byte("a\n"), 400), fileio.Limit{MaxFile: 1000, MaxData: 500}, "content is larger than 500 bytes"},
		{"long line", append([]byte("ok\n"), bytes.Repeat([]byte("x"), 101)...), lim, "line 2 is larger than 100 bytes"},
		{"checksum", crc, lim, "checksum"},
		{"cut gzip", gzipped([]byte("hello\n"))[:12], lim, "truncated gzip stream"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "f.dat")
			os.WriteFile(p, tc.data, 0o644)
			_, err := fileio.ReadFile(p, tc.lim)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("error %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), p)):
				t.Fatalf("error %v, want %q after the path", err, tc.want)
			}
		})
	}
}

func TestSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	for path, want := range map[string]string{
		pipe:                       "a named pipe (FIFO), not a map file",
		dir:                        "a directory, not a map file",
		"/dev/zero":                "a character device",
		filepath.Join(dir, "none"): "no such file",
	} {
		if _, err := fileio.ReadFile(path, fileio.TextMap); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", path, err, want)
		}
	}
}

func TestCapped(t *testing.T) {
	r := fileio.Capped(strings.NewReader(strings.Repeat("x", 100)), "n", "content", 50)
	b, err := io.ReadAll(r)
	var tl *fileio.TooLargeError
	if len(b) != 50 || !errors.As(err, &tl) {
		t.Fatalf("read %d bytes, error %v", len(b), err)
	}
	b, err = io.ReadAll(fileio.Capped(strings.NewReader(strings.Repeat("x", 50)), "n", "content", 50))
	if len(b) != 50 || err != nil {
		t.Fatalf("exactly the cap: %d bytes, %v", len(b), err)
	}
}

func TestExcerpt(t *testing.T) {
	long := strings.Repeat("é", 100)
	got := fileio.Excerpt(long)
	if len(got) > fileio.ExcerptLen+20 || !strings.HasSuffix(got, "…(200 bytes)") {
		t.Errorf("Excerpt = %q", got)
	}
	if fileio.Excerpt("short") != "short" {
		t.Error("a short text changed")
	}
	if s := fileio.Short(errors.New(strings.Repeat("x", 10<<20))); len(s) > fileio.MaxErr+30 {
		t.Errorf("Short kept %d bytes", len(s))
	}
	if fileio.Size(64<<20) != "64 MiB" || fileio.Size(1000) != "1000 bytes" {
		t.Error("Size")
	}
}

// FuzzReadAll: any stream, gzipped or not, reads within the limits or
// fails with an error naming it; never more than MaxData bytes come back.
func FuzzReadAll(f *testing.F) {
	f.Add([]byte("a\nb\n"))
	f.Add(gzipped([]byte("hello\n")))
	f.Add(gzipped(bytes.Repeat([]byte{0}, 1<<16)))
	f.Add([]byte{0x1f, 0x8b})
	lim := fileio.Limit{What: "thing", MaxFile: 1 << 16, MaxData: 1 << 14, MaxLine: 256, Gzip: true}
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := fileio.ReadAll(bytes.NewReader(data), "fuzz", lim)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz") {
				t.Fatalf("error %q does not name the input", err)
			}
			return
		}
		if int64(len(b)) > lim.MaxData {
			t.Fatalf("%d bytes came back, cap %d", len(b), lim.MaxData)
		}
	})
}
