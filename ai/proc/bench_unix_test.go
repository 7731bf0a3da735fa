//go:build unix

package proc_test

import (
	"bufio"
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/aitest"
	"arena/ai/proc"
)

// BenchmarkEchoTurn is one Ask of a bot that answers each line at once:
// the agent's whole turn. host-cpu-ns/turn is what the host spends on it,
// the bot's own time left out (it runs in another process).
func BenchmarkEchoTurn(b *testing.B) {
	cmd := strings.TrimPrefix(aitest.Command(b, aitest.Echo, "reply=move 1 2"), "proc:")
	a, err := proc.New(cmd, proc.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer a.Close()
	ctx := context.Background()
	if err := a.Start(ctx, []byte("0\n")); err != nil {
		b.Fatal(err)
	}
	turn := ai.Turn{Wire: []byte("1 2 3 4\n"), Limit: time.Hour}
	b.ReportAllocs()
	cpu0 := int64(aitest.ProcessCPU())
	for b.Loop() {
		if _, err := a.Ask(ctx, turn); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(int64(aitest.ProcessCPU())-cpu0)/float64(b.N), "host-cpu-ns/turn")
}

// BenchmarkRawPipe is the floor under BenchmarkEchoTurn: the same bot, one
// line written to its stdin and one line read back from its stdout with
// plain blocking calls, nothing else (no deadline, no framing, no stderr).
func BenchmarkRawPipe(b *testing.B) {
	argv, err := ai.SplitCommand(strings.TrimPrefix(aitest.Command(b, aitest.Echo, "reply=move 1 2"), "proc:"))
	if err != nil {
		b.Fatal(err)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	in, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() { in.Close(); _ = cmd.Wait() }()
	br := bufio.NewReader(out)
	if _, err := in.Write([]byte("0\n")); err != nil {
		b.Fatal(err)
	}
	msg := []byte("1 2 3 4\n")
	cpu0 := int64(aitest.ProcessCPU())
	for b.Loop() {
		if _, err := in.Write(msg); err != nil {
			b.Fatal(err)
		}
		if _, err := br.ReadSlice('\n'); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(int64(aitest.ProcessCPU())-cpu0)/float64(b.N), "host-cpu-ns/turn")
}
