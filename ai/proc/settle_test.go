package proc

import (
	"io"
	"os"
	"runtime"
	"testing"
)

// TestStderrCaughtUp checks what settleStderr waits for, without a clock:
// bytes waiting in the stderr pipe, or read but not yet in the ring, mean
// not caught up; once copied into the ring, caught up.
func TestStderrCaughtUp(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the pipe's fill level is read on Linux only")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	a := &Agent{stderrR: r, stderr: newRing(64)}
	if !a.stderrCaughtUp() {
		t.Error("an empty pipe is not caught up")
	}
	w.Write([]byte("#arena mark 1 1 red\n"))
	if n, ok := pipePending(r); !ok || n != 20 {
		t.Fatalf("pipePending = %d, %v; want 20", n, ok)
	}
	if a.stderrCaughtUp() {
		t.Error("caught up with 20 bytes in the pipe")
	}
	buf := make([]byte, 20)
	if _, err := io.ReadFull(countingReader{r, &a.errRead}, buf); err != nil {
		t.Fatal(err)
	}
	if a.stderrCaughtUp() {
		t.Error("caught up with 20 bytes read but not in the ring")
	}
	a.stderr.Write(buf)
	if !a.stderrCaughtUp() {
		t.Error("not caught up once the ring has everything")
	}
}
