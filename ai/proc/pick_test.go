package proc_test

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"arena/ai/proc"
	"arena/sim"
)

// TestPick runs a real process under Options.Pick with the Entelect
// runner's rule (the reply is the rest of a line starting "C;N;"): lines
// it refuses are dropped, of the lines in one write the last taken counts,
// a turn with no line taken times out owing nothing, so the next turn is
// sent at once and its reply is not mistaken for the missed one's.
func TestPick(t *testing.T) {
	t.Parallel()
	// Turn 2 answers only for turn 1 (a late reply as the runner would see
	// it); every other turn answers with chatter, a stale line and two
	// lines for itself in one write.
	script := `while read n; do
	  if [ "$n" = 2 ]; then printf 'C;1;late\n'; continue; fi
	  printf 'thinking\n\nC;%d;stale\nC;%s;first %s\nC;%s;second %s\n' $((n-1)) $n $n $n $n
	done`
	var n int
	pick := func(line []byte) ([]byte, bool) {
		p := []byte("C;" + strconv.Itoa(n) + ";")
		if !bytes.HasPrefix(line, p) {
			return nil, false
		}
		return line[len(p):], true
	}
	a, err := proc.New("sh -c '"+strings.ReplaceAll(script, "'", `'\''`)+"'", proc.Options{Pick: pick})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if err := a.Start(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	for n = 1; n <= 4; n++ {
		limit := 10 * time.Second
		if n == 2 {
			limit = 300 * time.Millisecond // never answered, whatever the machine's speed
		}
		r, f := askTurn(a, n, limit)
		switch {
		case n == 2:
			if f == nil || f.Status != sim.Timeout || strings.Contains(f.Reason, "busy") {
				t.Fatalf("turn 2: %q %v, want a plain TIMEOUT", r.Raw, f)
			}
		case f != nil:
			t.Fatalf("turn %d: %v", n, f)
		case string(r.Raw) != "second "+strconv.Itoa(n):
			t.Fatalf("turn %d: %q, want the last line taken", n, r.Raw)
		}
	}
}
