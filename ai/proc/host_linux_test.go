package proc_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/proc"
)

// escapingBot, once asked (a line on stdin), prints its own pid, the pid of
// a child that left its process group with setsid, and the pid of a child
// still in the group, then waits. It reads before it answers: a line
// printed before the state is written is unsolicited and dropped
// (dropUnsolicited), so answering early would leave the Ask waiting.
const escapingBot = `sh -c 'setsid sleep 301 </dev/null >/dev/null 2>&1 & a=$!; sleep 302 & b=$!; read x; echo "$$ $a $b"; wait'`

// runHost is a host process for TestHostDeath: it starts escapingBot, prints
// the bot's pids, and waits; told to stop with SIGTERM it closes its bots as
// arenactl and arena do (proc.CloseAll).
func runHost(mode string) int {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	a, err := proc.New(escapingBot, proc.Options{})
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	if err := a.Start(context.Background(), nil); err != nil {
		fmt.Println("error", err)
		return 1
	}
	r, err := a.Ask(context.Background(), ai.Turn{Wire: []byte("go\n"), Limit: 30 * time.Second})
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	fmt.Printf("pids %s\n", r.Raw)
	<-ctx.Done()
	proc.CloseAll()
	return 0
}

// TestHostDeath kills a host running a bot whose children escaped its
// process group, with SIGTERM and with SIGKILL: no bot process survives.
func TestHostDeath(t *testing.T) {
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("no setsid command")
	}
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGKILL} {
		t.Run(sig.String(), func(t *testing.T) {
			t.Parallel()
			exe, err := os.Executable()
			if err != nil {
				t.Fatal(err)
			}
			host := exec.Command(exe, hostMarker, "wait")
			out, err := host.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			host.Stderr = os.Stderr
			if err := host.Start(); err != nil {
				t.Fatal(err)
			}
			line, err := bufio.NewReader(out).ReadString('\n')
			if err != nil || !strings.HasPrefix(line, "pids ") {
				host.Process.Kill()
				host.Wait()
				t.Fatalf("host said %q, %v", line, err)
			}
			var pids []int
			for _, f := range strings.Fields(strings.TrimPrefix(line, "pids ")) {
				pid, err := strconv.Atoi(f)
				if err != nil {
					t.Fatalf("host said %q", line)
				}
				pids = append(pids, pid)
			}
			if len(pids) != 3 {
				t.Fatalf("host said %q, want three pids", line)
			}
			for _, pid := range pids {
				if !alive(pid) {
					t.Fatalf("bot process %d is not running before the host dies", pid)
				}
			}
			if err := host.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			host.Wait()
			deadline := time.Now().Add(20 * time.Second)
			for _, pid := range pids {
				for alive(pid) {
					if time.Now().After(deadline) {
						syscall.Kill(pid, syscall.SIGKILL)
						t.Fatalf("bot process %d survived the host's %v", pid, sig)
					}
					time.Sleep(20 * time.Millisecond)
				}
			}
		})
	}
}

const hostMarker = "proc-test-host"

// alive reports whether pid runs (a zombie does not).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil && !zombie(pid)
}

// TestCloseKillsEscapedChild: Close kills a bot child that left the bot's
// process group with setsid, as well as the group.
func TestCloseKillsEscapedChild(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("no setsid command")
	}
	a, err := proc.New(escapingBot, proc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if err := a.Start(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	r, err := a.Ask(context.Background(), ai.Turn{Wire: []byte("go\n"), Limit: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	a.Close()
	deadline := time.Now().Add(10 * time.Second)
	for _, f := range strings.Fields(string(r.Raw)) {
		pid, _ := strconv.Atoi(f)
		for alive(pid) {
			if time.Now().After(deadline) {
				syscall.Kill(pid, syscall.SIGKILL)
				t.Fatalf("process %d survived Close", pid)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
}
