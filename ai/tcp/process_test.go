//go:build linux

package tcp

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"arena/ai"
	"arena/sim"
)

func startLaunched(t *testing.T, mode string) (*Server, *Agent, error) {
	return startLaunchedGrace(t, mode, 0)
}

func startLaunchedGrace(t *testing.T, mode string, grace time.Duration) (*Server, *Agent, error) {
	t.Helper()
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	a := New(srv, Options{Command: clientCommand(t, mode, srv.Addr(), "Team "+mode), Wait: time.Minute, ExitGrace: grace})
	t.Cleanup(func() { a.Close() })
	// The deadline only bounds a broken test: a crash must end Start long
	// before it, as CRASHED, not TIMEOUT.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	return srv, a, a.Start(ctx, nil)
}

// A launched client gets a stdin that stays open and empty, runs in its
// own process group, joins under its team name, and gets <exit/> at the
// end, after which it exits by itself.
func TestLaunchedClientStdinAndGroup(t *testing.T) {
	// A long grace: the test asserts the exit, not its speed.
	_, a, err := startLaunchedGrace(t, "play", 5*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	joined := takeWait(t, a)
	if !strings.Contains(joined, `<join name="Team play" school="open-empty own-group"`) {
		t.Fatalf("the client joined with %q; want an open, empty stdin and its own process group", joined)
	}
	p := a.proc
	a.Close()
	<-p.exited
	if p.err != nil {
		t.Fatalf("the client did not exit by itself after <exit/>: %v", p.err)
	}
}

// A client that exits before joining is CRASHED at once with its status.
func TestLaunchedClientCrashAtStart(t *testing.T) {
	_, _, err := startLaunched(t, "crash-start")
	f := ai.AsFault(err)
	if err == nil || f.Status != sim.Crashed || !strings.Contains(f.Reason, "exited with status 3 before joining") {
		t.Fatalf("got %v, want CRASHED with the exit status", err)
	}
}

// A client that exits mid-game is CRASHED by the next Ask, with its
// status, not left DONE or charged TIMEOUT.
func TestLaunchedClientCrashMidGame(t *testing.T) {
	_, a, err := startLaunched(t, "crash-after")
	if err != nil {
		t.Fatal(err)
	}
	a.Take(0)
	_, err = a.Ask(context.Background(), ai.Turn{Wire: frame([]byte(`<status status="NO_PATH"/>`))})
	f := ai.AsFault(err)
	if err == nil || f.Status != sim.Crashed || !strings.Contains(f.Reason, "exited with status 7 during the match (stderr: crashing on purpose)") {
		t.Fatalf("got %v, want CRASHED with the exit status", err)
	}
	if _, err := a.Ask(context.Background(), ai.Turn{}); err != nil {
		t.Fatalf("the crash was reported twice: %v", err)
	}
}

// Close kills what the client started, even a child in its own session.
func TestLaunchedClientSetsidChildIsKilled(t *testing.T) {
	_, a, err := startLaunched(t, "setsid")
	if err != nil {
		t.Fatal(err)
	}
	joined := takeWait(t, a)
	i := strings.Index(joined, `language="`)
	if i < 0 {
		t.Fatalf("join %q", joined)
	}
	pid, err := strconv.Atoi(strings.Split(joined[i+len(`language="`):], `"`)[0])
	if err != nil {
		t.Fatal(err)
	}
	if !alive(pid) {
		t.Fatal("the setsid child is not running")
	}
	a.Close()
	for k := 0; alive(pid); k++ {
		if k > 3000 {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("process %d (setsid child) survived Close", pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// alive reports whether pid runs (a zombie waiting to be reaped is dead).
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	if j := strings.LastIndexByte(s, ')'); j >= 0 && j+2 < len(s) {
		return s[j+2] != 'Z'
	}
	return true
}

// A launched client dies with its host, even when the host is killed
// with SIGKILL and cannot clean up (parent-death signal).
func TestLaunchedClientDiesWithItsHost(t *testing.T) {
	host := exec.Command(clientCommand(t, "host", "127.0.0.1:1", "x")[0], clientCommand(t, "host", "127.0.0.1:1", "x")[1:]...)
	out, err := host.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	pid, perr := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || perr != nil {
		host.Process.Kill()
		t.Fatalf("host said %q: %v %v", line, err, perr)
	}
	if !alive(pid) {
		t.Fatal("the client is not running")
	}
	host.Process.Signal(syscall.SIGKILL)
	host.Wait()
	for k := 0; alive(pid); k++ {
		if k > 3000 {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("client %d outlived its host", pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
