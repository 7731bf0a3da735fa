package aitest

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Behaviours of the fake bot.
const (
	Echo        = "echo"         // reply "reply=TEXT" (default "ok") to every observation
	Slow        = "slow"         // sleep "delay=D" (default 1s) before every reply
	Hang        = "hang"         // read everything, never reply
	CrashStart  = "crash-start"  // exit with status 2 at once
	CrashAfter  = "crash-after"  // answer "n=N" (default 3) observations, then exit with status 3
	Garbage     = "garbage"      // reply unparseable text
	Flood       = "flood"        // reply with a 10 MB line, then echo
	StderrFlood = "stderr-flood" // write "bytes=N" (default 256 KiB) to stderr per observation, then echo
	CloseStdout = "close-stdout" // close stdout and keep running
	Partial     = "partial"      // write half a line and never finish it
	Lines       = "lines"        // reply "n=N" lines of "reply=TEXT" per observation
	// Tagged answers each observation with the number that starts it (the
	// turn it answers), or "add N%10" with "format=add"; it sleeps
	// "delay=D" before answering the turns listed in "stall=3,7", and
	// exits 0 when it reads "-1" (the end of the game), logging "end" to stderr.
	Tagged = "tagged"
	// Orphan starts "sleep 300" in a new session (setsid), prints its pid,
	// then exits with status 4 while the sleeper keeps stdout open.
	Orphan = "orphan"
)

// GarbageReply is what the Garbage behaviour prints.
const GarbageReply = "MOVE 3 ??? \x01garbage"

// marker is argv[1] of a re-executed test binary.
const marker = "aitest-bot"

// Main runs the fake bot when the test binary was started as one, and the
// tests otherwise. Call it from TestMain.
func Main(m *testing.M) {
	if len(os.Args) >= 3 && os.Args[1] == marker {
		os.Exit(runBot(os.Args[2], os.Args[3:]))
	}
	os.Exit(m.Run())
}

// Command returns a "proc:" agent spec that runs the current test binary as a
// fake bot with behaviour and options such as "reply=TEXT", "delay=200ms",
// "n=5", "hello=0" or "chunk". The package's TestMain must call Main.
func Command(t testing.TB, behaviour string, opts ...string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatalf("aitest: %v", err)
	}
	words := append([]string{exe, marker, behaviour}, opts...)
	for i, w := range words {
		words[i] = quote(w)
	}
	return "proc:" + strings.Join(words, " ")
}

// quote wraps w in single quotes for ai.SplitCommand, which has no escapes
// inside them; a single quote itself goes in double quotes.
func quote(w string) string {
	return "'" + strings.ReplaceAll(w, "'", `'"'"'`) + "'"
}

type options struct {
	reply  string
	delay  time.Duration
	n      int
	bytes  int
	hello  int
	chunk  bool
	stall  map[int]bool
	format string
}

func parseOptions(args []string) (options, error) {
	o := options{reply: "ok", delay: time.Second, n: 3, bytes: 256 << 10, hello: 1}
	for _, a := range args {
		k, v, _ := strings.Cut(a, "=")
		var err error
		switch k {
		case "reply":
			o.reply = v
		case "delay":
			o.delay, err = time.ParseDuration(v)
		case "n":
			o.n, err = strconv.Atoi(v)
		case "bytes":
			o.bytes, err = strconv.Atoi(v)
		case "hello":
			o.hello, err = strconv.Atoi(v)
		case "chunk":
			o.chunk = true
		case "format":
			o.format = v
		case "stall":
			o.stall = map[int]bool{}
			for _, f := range strings.Split(v, ",") {
				var n int
				if n, err = strconv.Atoi(f); err != nil {
					break
				}
				o.stall[n] = true
			}
		default:
			err = fmt.Errorf("unknown option")
		}
		if err != nil {
			return o, fmt.Errorf("aitest: option %q: %v", a, err)
		}
	}
	return o, nil
}

func runBot(behaviour string, args []string) int {
	o, err := parseOptions(args)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 64
	}
	out := os.Stdout
	say := func(s string) { _, _ = out.WriteString(s + "\n") }
	var reply func(k int)
	switch behaviour {
	case Echo:
		reply = func(int) { say(o.reply) }
	case Slow:
		reply = func(int) { time.Sleep(o.delay); say(o.reply) }
	case Hang:
		reply = func(int) {}
	case CrashStart:
		fmt.Fprintln(os.Stderr, "aitest: crashing at start")
		return 2
	case CrashAfter:
		reply = func(k int) {
			if k >= o.n {
				fmt.Fprintln(os.Stderr, "aitest: crashing mid-game")
				os.Exit(3)
			}
			say(o.reply)
		}
	case Garbage:
		reply = func(int) { say(GarbageReply) }
	case Flood:
		reply = func(k int) {
			if k == 0 {
				big := strings.Repeat("x", 10<<20)
				say(big)
				return
			}
			say(o.reply)
		}
	case StderrFlood:
		chunk := strings.Repeat("e", 1023) + "\n"
		reply = func(int) {
			for i := 0; i < o.bytes; i += len(chunk) {
				_, _ = os.Stderr.WriteString(chunk)
			}
			say(o.reply)
		}
	case CloseStdout:
		out.Close()
		reply = func(int) {}
	case Partial:
		reply = func(int) { _, _ = out.WriteString(o.reply[:len(o.reply)/2+1]) }
	case Lines:
		reply = func(int) {
			for range o.n {
				say(o.reply)
			}
		}
	case Tagged:
		return tagged(o)
	case Orphan:
		return orphan()
	default:
		fmt.Fprintf(os.Stderr, "aitest: unknown behaviour %q\n", behaviour)
		return 64
	}
	serve(o, reply)
	// Stdin closed: the runner is done with us.
	return 0
}

// serve calls reply once per observation until stdin closes.
func serve(o options, reply func(k int)) {
	skip := o.hello
	k := 0
	if !o.chunk {
		br := bufio.NewReader(os.Stdin)
		for {
			if _, err := br.ReadString('\n'); err != nil {
				return
			}
			if skip > 0 {
				skip--
				continue
			}
			reply(k)
			k++
		}
	}
	buf := make([]byte, 64<<10)
	for {
		n, err := os.Stdin.Read(buf)
		if n > 0 {
			lines := strings.Count(string(buf[:n]), "\n")
			if skip >= lines {
				skip -= lines
			} else {
				skip = 0
				reply(k)
				k++
			}
		}
		if err != nil {
			return
		}
	}
}

// tagged serves the Tagged behaviour: one reply per observation line,
// carrying the turn it answers.
func tagged(o options) int {
	br := bufio.NewReader(os.Stdin)
	for skip := o.hello; ; {
		l, err := br.ReadString('\n')
		if err != nil {
			return 0
		}
		if skip > 0 {
			skip--
			continue
		}
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		turn, err := strconv.Atoi(f[0])
		if err != nil {
			continue
		}
		if turn < 0 {
			fmt.Fprintln(os.Stderr, "end")
			return 0
		}
		if o.stall[turn] {
			time.Sleep(o.delay)
		}
		if o.format == "add" {
			fmt.Printf("add %d\n", turn%10)
		} else {
			fmt.Printf("%d\n", turn)
		}
	}
}
