//go:build unix

package proc_test

import (
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/proc"
)

// TestCloseKillsGroup starts a bot that forks a grandchild, and checks that
// Close kills the grandchild too.
func TestCloseKillsGroup(t *testing.T) {
	// The shell answers the turn with its child's pid: read first, since a
	// line written before a turn is asked is not its reply (Ask drops it).
	a, err := proc.New(`sh -c 'sleep 30 & read turn; echo $!; wait'`, proc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := a.Start(ctx, nil); err != nil {
		t.Fatal(err)
	}
	rep, err := a.Ask(ctx, ai.Turn{Wire: []byte("go\n")})
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(rep.Raw)))
	if err != nil {
		t.Fatalf("reply %q", rep.Raw)
	}
	a.Close()
	for i := 0; ; i++ {
		err := syscall.Kill(pid, 0)
		if errors.Is(err, syscall.ESRCH) || zombie(pid) {
			return
		}
		if i == 200 {
			t.Fatalf("grandchild %d still alive after Close: %v", pid, err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// zombie reports whether pid has exited but not yet been reaped by
// whichever process adopted it (Linux only; false elsewhere).
func zombie(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	_, after, ok := strings.Cut(string(b), ") ")
	return ok && strings.HasPrefix(after, "Z")
}
