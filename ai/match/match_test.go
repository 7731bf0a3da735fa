package match_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/aitest"
	"arena/ai/aitest/fakegame"
	"arena/ai/match"
	"arena/sim"
	"arena/sim/replay"
)

func TestMain(m *testing.M) {
	fakegame.Register()
	aitest.Main(m)
}

// play runs a match of game between specs and returns its result and the
// replay it wrote, failing if it does not end within a minute (a hang).
func play(t *testing.T, game string, specs []string, cfg sim.Config, opt match.Options) (match.Result, []byte) {
	t.Helper()
	g, err := sim.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	agents, err := match.NewAgents(game, specs, cfg.Seed)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	opt.Replay, opt.Agents = &buf, specs
	r, err := match.New(g, cfg, agents, opt)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := r.Run(ctx)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res, buf.Bytes()
}

func verify(t *testing.T, game string, file []byte) *replay.Replay {
	t.Helper()
	rp, err := replay.Read(bytes.NewReader(file), "match.arena.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	if rp.Truncated || rp.Result == nil {
		t.Fatalf("replay truncated %v (%s), result %v", rp.Truncated, rp.Why, rp.Result)
	}
	g, _ := sim.Lookup(game)
	if err := replay.Verify(g, rp); err != nil {
		t.Fatalf("Verify: %v", err)
	}
	return rp
}

func TestBuiltins(t *testing.T) {
	res, file := play(t, "count", []string{"builtin:three", "builtin:seven"}, sim.Config{Seed: 5}, match.Options{})
	if res.Seed != 5 || res.Turns != 10 || len(res.Players) != 2 {
		t.Fatalf("result %+v", res)
	}
	p0, p1 := res.Players[0], res.Players[1]
	if p0.Name != "three" || p1.Agent != "builtin:seven" || p0.Status != sim.Done || p1.Rank != 1 || p0.Rank != 2 {
		t.Errorf("players %+v", res.Players)
	}
	if p0.Score < 30 || p1.Score < 70 {
		t.Errorf("scores %d %d", p0.Score, p1.Score)
	}
	rp := verify(t, "count", file)
	if rp.Header.Seed != 5 || rp.Result.Hash != replay.HashString(res.Hash) {
		t.Errorf("header seed %d, result hash %s vs %x", rp.Header.Seed, rp.Result.Hash, res.Hash)
	}
}

func TestSeedZeroIsPicked(t *testing.T) {
	res, file := play(t, "count", []string{"three", "seven"}, sim.Config{}, match.Options{})
	if res.Seed == 0 {
		t.Fatal("seed 0 was not replaced")
	}
	if rp := verify(t, "count", file); rp.Header.Seed != res.Seed {
		t.Fatalf("header seed %d, result seed %d", rp.Header.Seed, res.Seed)
	}
}

// TestFaultBots plays each misbehaving fake bot against a built-in: every
// match finishes, the bot gets the right status and reason, and the replay
// (faults included) re-simulates exactly.
func TestFaultBots(t *testing.T) {
	t.Parallel()
	// Late bots meet tight limits; the others get roomy ones, so a loaded
	// machine cannot turn their fault into a TIMEOUT first.
	tight := &sim.Limits{FirstReply: 500 * time.Millisecond, PerTick: 250 * time.Millisecond, MaxStrikes: 3}
	roomy := &sim.Limits{FirstReply: 10 * time.Second, PerTick: 5 * time.Second, MaxStrikes: 3}
	tests := []struct {
		name      string
		behaviour string
		opts      []string
		status    sim.Status
		reason    string
		faults    int
	}{
		{"answers", aitest.Echo, []string{"reply=add 4"}, sim.Done, "", 0},
		// A bot that missed its deadline is busy afterwards: the next
		// turns are not sent to it (ai/proc); each is a TIMEOUT.
		{"hangs", aitest.Hang, nil, sim.Disqualified, "3 faults in a row (last: ", 3},
		{"sleeps past the limit", aitest.Slow, []string{"delay=3s"}, sim.Disqualified, "3 faults in a row (last: ", 3},
		{"crashes at start", aitest.CrashStart, nil, sim.Crashed, "exit status 2", 1},
		{"crashes mid-game", aitest.CrashAfter, []string{"n=4", "reply=add 1"}, sim.Crashed, "exit status 3", 1},
		{"prints garbage", aitest.Garbage, nil, sim.Disqualified, "cannot parse", 3},
		{"prints 10 MB", aitest.Flood, []string{"reply=add 2"}, sim.Invalid, "longer than 65536 bytes", 1},
		{"floods stderr", aitest.StderrFlood, []string{"reply=add 2"}, sim.Done, "", 0},
		{"closes stdout", aitest.CloseStdout, nil, sim.Crashed, "closed stdout", 1},
		{"partial line", aitest.Partial, []string{"reply=add 2"}, sim.Disqualified, "3 faults in a row (last: ", 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			spec := aitest.Command(t, tc.behaviour, tc.opts...)
			lim := roomy
			if strings.Contains(tc.reason, "faults in a row") && tc.behaviour != aitest.Garbage {
				lim = tight
			}
			res, file := play(t, "count", []string{spec, "builtin:three"}, sim.Config{Seed: 3}, match.Options{Limits: lim})
			p := res.Players[0]
			if p.Status != tc.status || !strings.Contains(p.Reason, tc.reason) || p.Faults != tc.faults {
				t.Errorf("player: %s %q after %d faults, want %s %q after %d", p.Status, p.Reason, p.Faults, tc.status, tc.reason, tc.faults)
				if rp, err := replay.Read(bytes.NewReader(file), "m.arena.jsonl.gz"); err == nil {
					for _, l := range rp.Logs {
						t.Logf("log %+v", l)
					}
				}
			}
			if res.Players[1].Status != sim.Done {
				t.Errorf("opponent %+v", res.Players[1])
			}
			rp := verify(t, "count", file)
			var faults int
			for _, l := range rp.Logs {
				if l.IsFault() {
					faults++
					if lim == tight && l.Status != sim.Timeout && l.Status != sim.Disqualified {
						t.Errorf("a late bot's fault %s %q, want TIMEOUT", l.Status, l.Reason)
					}
				}
				if len(l.Stderr) > 1024 {
					t.Errorf("log line with %d bytes of stderr", len(l.Stderr))
				}
			}
			if want := tc.faults + map[bool]int{true: 1}[tc.status == sim.Disqualified]; faults != want {
				t.Errorf("%d fault lines in the replay, want %d", faults, want)
			}
		})
	}
}

// TestOnFault checks the runner's own policies for a game without a
// Penalizer.
func TestOnFault(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		policy sim.FaultPolicy
		want   int64 // player 0's total from its own actions, bonus aside
	}{
		// The bot adds 9 twice, then times out for the remaining 8 ticks.
		{"noop", sim.NoOp, 18},
		{"repeat last", sim.RepeatLast, 90},
		{"eliminate", sim.Eliminate, 18},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			lim := &sim.Limits{FirstReply: 500 * time.Millisecond, PerTick: 60 * time.Millisecond, OnFault: tc.policy}
			agents := []ai.Agent{&scripted{replies: []string{"add 9", "add 9"}}, ai.NewBuiltin(fakegame.Adder(0))}
			g, _ := sim.Lookup("plaincount")
			r, err := match.New(g, sim.Config{Seed: 1}, agents, match.Options{Limits: lim})
			if err != nil {
				t.Fatal(err)
			}
			res, err := r.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			own := res.Final.(interface{ Scores() []int64 }).Scores()[0]
			// The random bonus adds 0..10 over 10 ticks.
			if own < tc.want || own > tc.want+10 {
				t.Errorf("total %d, want %d plus at most 10", own, tc.want)
			}
			if res.Players[0].Status != sim.Timeout || res.Players[0].Faults == 0 {
				t.Errorf("player %+v", res.Players[0])
			}
			if tc.policy == sim.Eliminate && res.Players[0].Faults != 1 {
				t.Errorf("eliminated player asked again: %d faults", res.Players[0].Faults)
			}
		})
	}
}

// scripted is an in-process agent that gives its replies, then never
// answers (returning at its deadline), and counts overlapping asks.
type scripted struct {
	replies  []string
	n        int
	inFlight *atomic.Int32
	peak     *atomic.Int32
}

func (s *scripted) Start(ctx context.Context, hello []byte) error { return nil }
func (s *scripted) Close() error                                  { return nil }

func (s *scripted) Ask(ctx context.Context, t ai.Turn) (ai.Reply, error) {
	if s.inFlight != nil {
		n := s.inFlight.Add(1)
		defer s.inFlight.Add(-1)
		for p := s.peak.Load(); n > p && !s.peak.CompareAndSwap(p, n); p = s.peak.Load() {
		}
	}
	if s.n < len(s.replies) {
		s.n++
		if s.inFlight != nil {
			time.Sleep(20 * time.Millisecond)
		}
		return ai.Reply{Raw: []byte(s.replies[s.n-1])}, nil
	}
	<-ctx.Done()
	return ai.Reply{}, &ai.Fault{Status: sim.Timeout, Reason: "no reply"}
}

// TestAsksConcurrently checks that both players are asked at the same time,
// so a tick costs one deadline, not one per player.
func TestAsksConcurrently(t *testing.T) {
	var inFlight, peak atomic.Int32
	mk := func() *scripted {
		return &scripted{replies: strings.Split(strings.Repeat("add 1,", 10), ",")[:10], inFlight: &inFlight, peak: &peak}
	}
	g, _ := sim.Lookup("count")
	r, err := match.New(g, sim.Config{Seed: 1}, []ai.Agent{mk(), mk()}, match.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if peak.Load() != 2 {
		t.Fatalf("at most %d asks in flight, want 2", peak.Load())
	}
}

// stuck ignores its context entirely.
type stuck struct{ release chan struct{} }

func (s *stuck) Start(ctx context.Context, hello []byte) error { return nil }
func (s *stuck) Close() error                                  { return nil }
func (s *stuck) Ask(ctx context.Context, t ai.Turn) (ai.Reply, error) {
	<-s.release
	return ai.Reply{}, nil
}

func TestAgentIgnoringDeadline(t *testing.T) {
	s := &stuck{release: make(chan struct{})}
	defer close(s.release)
	g, _ := sim.Lookup("count")
	lim := &sim.Limits{FirstReply: 50 * time.Millisecond, PerTick: 50 * time.Millisecond}
	r, err := match.New(g, sim.Config{Seed: 1}, []ai.Agent{s, ai.NewBuiltin(fakegame.Adder(1))}, match.Options{Limits: lim, Grace: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if p := res.Players[0]; p.Status != sim.Timeout || p.Faults != 1 || !strings.Contains(p.Reason, "did not return") {
		t.Fatalf("player %+v", p)
	}
}

func TestCancel(t *testing.T) {
	t.Parallel()
	g, _ := sim.Lookup("count")
	agents, err := match.NewAgents("count", []string{aitest.Command(t, aitest.Hang), "three"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	r, err := match.New(g, sim.Config{Seed: 1}, agents, match.Options{NoTimeout: true})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if _, err := r.Run(ctx); err == nil {
		t.Fatal("Run returned no error after cancel")
	}
	if _, err := r.Tick(context.Background()); err == nil {
		t.Fatal("Tick after Close succeeded")
	}
}

// TestCloseDuringTick closes a match from another goroutine while a bot
// with no time limit is thinking: neither side waits for the bot.
func TestCloseDuringTick(t *testing.T) {
	t.Parallel()
	g, _ := sim.Lookup("count")
	agents, err := match.NewAgents("count", []string{aitest.Command(t, aitest.Hang), "three"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	r, err := match.New(g, sim.Config{Seed: 1}, agents, match.Options{NoTimeout: true})
	if err != nil {
		t.Fatal(err)
	}
	errc := make(chan error, 1)
	go func() {
		_, err := r.Tick(context.Background())
		errc <- err
	}()
	time.Sleep(100 * time.Millisecond)
	closed := make(chan struct{})
	go func() { r.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(30 * time.Second):
		t.Fatal("Close waited for a bot with no time limit")
	}
	if err := <-errc; err == nil {
		t.Fatal("the interrupted Tick returned no error")
	}
}

func TestEdit(t *testing.T) {
	g, _ := sim.Lookup("count")
	var buf bytes.Buffer
	agents, _ := match.NewAgents("count", []string{"three", "seven"}, 2)
	r, err := match.New(g, sim.Config{Seed: 2}, agents, match.Options{Replay: &buf, Timeline: true})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for range 3 {
		r.Tick(ctx)
	}
	if err := r.Edit("set 9 9"); err == nil {
		t.Fatal("bad edit accepted")
	}
	if err := r.Edit("set 1 100"); err != nil {
		t.Fatal(err)
	}
	f := r.Frame()
	if len(f.Events) != 1 || f.Events[0].Kind != sim.KindEdit || f.Players[1].Score < 100 {
		t.Fatalf("frame after edit: events %+v, players %+v", f.Events, f.Players)
	}
	res, err := r.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Edit("set 0 1"); err == nil {
		t.Fatal("edit after the end accepted")
	}
	rp := verify(t, "count", buf.Bytes())
	if len(rp.Steps[3].Pre) != 1 || rp.Steps[3].Pre[0].Edit != "set 1 100" {
		t.Fatalf("edit not recorded before step 3: %+v", rp.Steps[3].Pre)
	}
	tl := r.Timeline()
	v, err := tl.Seek(tl.Len())
	if err != nil || v.State.Hash() != res.Hash {
		t.Fatalf("live timeline end: %v, hash %x want %x", err, v.State.Hash(), res.Hash)
	}
}

// TestFlush: a live match's streamed replay holds every tick played once
// flushed, even within the writer's one-second flush interval.
func TestFlush(t *testing.T) {
	g, _ := sim.Lookup("count")
	var buf bytes.Buffer
	agents, _ := match.NewAgents("count", []string{"three", "seven"}, 2)
	r, err := match.New(g, sim.Config{Seed: 2}, agents, match.Options{Replay: &buf})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for range 5 {
		r.Tick(context.Background())
	}
	if err := r.Flush(); err != nil {
		t.Fatal(err)
	}
	rp, err := replay.Read(bytes.NewReader(buf.Bytes()), "live.arena.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	if len(rp.Steps) != 5 {
		t.Errorf("flushed replay has %d steps, want 5", len(rp.Steps))
	}
}

// TestStartFromState continues a match from a mid-game state, as the app
// does after forking a timeline; the replay opens with a snapshot and
// verifies.
func TestStartFromState(t *testing.T) {
	g, _ := sim.Lookup("count")
	cfg := sim.Config{Seed: 4, Params: map[string]string{"ticks": "100"}}
	agents, _ := match.NewAgents("count", []string{"three", "seven"}, 4)
	r, err := match.New(g, cfg, agents, match.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for range 70 {
		r.Tick(context.Background())
	}
	mid := r.Frame().State
	r.Close()
	var buf bytes.Buffer
	agents, _ = match.NewAgents("count", []string{"seven", "seven"}, 4)
	r2, err := match.New(g, cfg, agents, match.Options{Start: mid, Replay: &buf})
	if err != nil {
		t.Fatal(err)
	}
	res, err := r2.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if res.Turns != 100 {
		t.Fatalf("turns %d", res.Turns)
	}
	rp := verify(t, "count", buf.Bytes())
	if len(rp.Steps) != 30 || rp.Steps[0].T != 70 {
		t.Fatalf("%d steps from tick %d, want 30 from 70", len(rp.Steps), rp.Steps[0].T)
	}
}

// async sends orders on its own: Take returns them whatever the tick.
type async struct {
	scripted
	orders []string
}

func (a *async) Push(tick int, msg []byte) error { return nil }
func (a *async) Take(tick int) []ai.Reply {
	var out []ai.Reply
	for _, o := range a.orders {
		out = append(out, ai.Reply{Raw: []byte(o)})
	}
	a.orders = nil
	return out
}

// asyncGame is count with only player 1 ever pending, so player 0 acts
// only through orders it sends unasked.
type asyncGame struct{ fakegame.Game }

type asyncState struct{ fakegame.State }

func (asyncGame) New(cfg sim.Config) (sim.State, error) {
	s, err := fakegame.Game{Plain: true}.New(cfg)
	if err != nil {
		return nil, err
	}
	return &asyncState{*s.(*fakegame.State)}, nil
}
func (s *asyncState) Pending() []sim.PlayerID {
	if s.State.Pending() == nil {
		return nil
	}
	return []sim.PlayerID{1}
}
func (s *asyncState) Clone() sim.State { c := *s; return &c }

func TestAsyncOrders(t *testing.T) {
	a := &async{orders: []string{"add 1", "add 5"}}
	r, err := match.New(asyncGame{}, sim.Config{Seed: 1}, []ai.Agent{a, ai.NewBuiltin(fakegame.Adder(0))}, match.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// Only the last order of the first tick counts: 5, plus at most 10 of bonus.
	if own := res.Final.(match.Scorer).Scores()[0]; own < 5 || own > 15 {
		t.Fatalf("player 0 total %d, want 5 plus bonus", own)
	}
}

func TestNewAgentErrors(t *testing.T) {
	tests := []struct{ game, spec, want string }{
		{"count", "builtin:nobody", `unknown built-in bot "nobody"`},
		{"count", "tcp:java -jar x.jar", "count bots are programs on stdin and stdout (proc:), not TCP clients"},
		{"count", "ws:x", `unknown kind "ws" (known: builtin:, entelect:, proc:, tcp:)`},
		{"count", "Proc:x", `"Proc" is not a kind`},
		{"count", "ftp:x", `unknown kind "ftp"`},
		{"count", "proc:'unterminated", "unterminated quote"},
		{"nogame", "builtin:three", `unknown game "nogame"`},
	}
	for _, tc := range tests {
		if _, err := match.NewAgent(tc.game, tc.spec, 1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("NewAgent(%q, %q) = %v, want %q", tc.game, tc.spec, err, tc.want)
		}
	}
}

func TestNewErrors(t *testing.T) {
	g, _ := sim.Lookup("count")
	if _, err := match.New(g, sim.Config{}, []ai.Agent{ai.NewBuiltin(fakegame.Adder(1))}, match.Options{}); err == nil {
		t.Error("one player accepted for a two-player game")
	}
}

// BenchmarkProcTurn is one tick of a match between a local process that
// answers at once and a built-in: the per-turn overhead of process bots.
func BenchmarkProcTurn(b *testing.B) {
	g, _ := sim.Lookup("count")
	spec := aitest.Command(b, aitest.Echo, "reply=add 1")
	agents, err := match.NewAgents("count", []string{spec, "three"}, 1)
	if err != nil {
		b.Fatal(err)
	}
	r, err := match.New(g, sim.Config{Seed: 1, Params: map[string]string{"ticks": "1000000000"}}, agents,
		match.Options{Limits: &sim.Limits{FirstReply: time.Minute, PerTick: time.Minute}})
	if err != nil {
		b.Fatal(err)
	}
	defer r.Close()
	ctx := context.Background()
	r.Tick(ctx)
	b.ReportAllocs()
	cpu0 := int64(aitest.ProcessCPU())
	for b.Loop() {
		if _, err := r.Tick(ctx); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(int64(aitest.ProcessCPU())-cpu0)/float64(b.N), "host-cpu-ns/turn")
}

// gameTransportArg is what the "plaincount" game's proc: override last
// received; the override is registered once so the test survives -count=2.
var (
	gameTransportOnce sync.Once
	gameTransportArg  string
	dupKinds          atomic.Int32
)

// TestGameTransport checks that a per-game kind wins over the built-in one
// for that game only, and that registering a kind twice panics.
func TestGameTransport(t *testing.T) {
	gameTransportOnce.Do(func() {
		match.RegisterGameTransport("plaincount", "proc", func(q match.Request) (ai.Agent, error) {
			gameTransportArg = q.Spec.Arg
			return nil, errors.New("launched by the override")
		})
	})
	_, err := match.NewAgent("plaincount", "proc:./client --fast", 1)
	if err == nil || gameTransportArg != "./client --fast" {
		t.Errorf("override not used: err %v, arg %q", err, gameTransportArg)
	}
	// Other games keep the built-in meaning.
	if _, err := match.NewAgent("count", "proc:'unterminated", 1); err == nil || !strings.Contains(err.Error(), "unterminated quote") {
		t.Errorf("count's proc: = %v, want the built-in parse error", err)
	}
	kind := fmt.Sprintf("dup%d", dupKinds.Add(1))
	match.RegisterGameTransport("plaincount", kind, nil)
	defer func() {
		if recover() == nil {
			t.Error("registering a kind twice did not panic")
		}
	}()
	match.RegisterGameTransport("plaincount", kind, nil)
}
