package session_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"path/filepath"
	"sync/atomic"
	"testing"

	"arena/ai"
	"arena/ai/match"
	"arena/ai/session"
	"arena/sim"
	"arena/sim/replay"
)

// picAgent is a remote-looking agent (the game's "tcp:" transport in these
// tests) that adds 1 and sends an avatar once it has joined.
type picAgent struct {
	joined atomic.Bool
	pic    []byte
}

func (a *picAgent) Start(ctx context.Context, hello []byte) error { a.joined.Store(true); return nil }
func (a *picAgent) Ask(ctx context.Context, t ai.Turn) (ai.Reply, error) {
	return ai.Reply{Raw: []byte("add 1"), Stderr: []byte("thinking\n")}, nil
}
func (a *picAgent) Close() error { return nil }
func (a *picAgent) Avatar() []byte {
	if !a.joined.Load() {
		return nil
	}
	return a.pic
}

func pngBytes(t *testing.T) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 2, 2))
	img.Set(0, 0, color.White)
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

var picPNG []byte

func init() {
	match.RegisterGameTransport("count", "tcp", func(q match.Request) (ai.Agent, error) {
		if q.Spec.Arg == "garbage" {
			return &picAgent{pic: []byte("not a png")}, nil
		}
		return &picAgent{pic: picPNG}, nil
	})
}

// TestAvatarsAndRemoteLogs: a remote seat's avatar shows once it joined,
// its replies and stderr fill the log, and saving keeps the stderr.
func TestAvatarsAndRemoteLogs(t *testing.T) {
	picPNG = pngBytes(t)
	s := start(t, "tcp:@team", "tcp:garbage")
	if f := s.Current(); f.Players[0].Avatar != nil {
		t.Fatal("an avatar before joining")
	}
	for range 3 {
		if _, err := s.Next(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	f := s.Current()
	if f.Players[0].Avatar == nil || f.Players[0].Avatar.Bounds().Dx() != 2 || f.Players[1].Avatar != nil {
		t.Fatalf("avatars %v %v", f.Players[0].Avatar, f.Players[1].Avatar)
	}
	if f.Players[0].Name != "team" {
		t.Fatalf("name %q", f.Players[0].Name)
	}
	logs := s.Logs(0, 3, 10)
	if len(logs) != 3 || logs[2].Raw != "add 1" || logs[2].Stderr != "thinking\n" {
		t.Fatalf("logs %+v", logs)
	}
	rp, path := saved(t, s)
	if len(rp.Logs) != 6 || rp.Result != nil {
		t.Fatalf("saved %d logs, result %v", len(rp.Logs), rp.Result)
	}
	// Reopened, the stderr is in the log pane again, at its position.
	o, err := session.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if l := o.Logs(1, 3, 10); len(l) != 3 || l[0].Stderr != "thinking\n" {
		t.Fatalf("reopened logs %+v", l)
	}
	if session.DecodeAvatar(nil) != nil || session.DecodeAvatar([]byte("x")) != nil {
		t.Fatal("garbage decoded")
	}
}

// TestResaveIsIdentical: a replay opened and saved again, from anywhere
// on its timeline, is the same replay (steps, ops, logs, result).
func TestResaveIsIdentical(t *testing.T) {
	s := start(t, "builtin:three", "builtin:crasher")
	playOut(t, s)
	orig, path := saved(t, s)
	o, err := session.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	o.Seek(3)
	f := o.Current()
	if f.Players[1].Status != sim.Crashed {
		t.Fatalf("position 3 after the crash: %+v", f.Players[1])
	}
	if ms := o.Markers(); len(ms) == 0 || ms[0].Kind != sim.KindFault || ms[0].Tick != 3 {
		t.Fatalf("markers %+v", ms)
	}
	again, _ := saved(t, o)
	if o.Pos() != 3 {
		t.Fatal("saving moved the cursor")
	}
	if !equal(hashes(again), hashes(orig)) || again.Result == nil || orig.Result == nil ||
		again.Result.Hash != orig.Result.Hash || again.Result.Players[1].Status != sim.Crashed {
		t.Fatalf("resaved result %+v, original %+v", again.Result, orig.Result)
	}
	if len(again.Steps[2].Pre) != 1 || again.Steps[2].Pre[0].Fault == nil {
		t.Fatalf("the fault moved: %+v", again.Steps[2].Pre)
	}
}

// TestContinuedReplay opens a replay that starts from a snapshot (a match
// the runner continued from a forked state) and saves it with that start.
func TestContinuedReplay(t *testing.T) {
	g, _ := sim.Lookup("count")
	st, _ := g.New(sim.Config{Seed: 7})
	st.(sim.Editor).ApplyEdit("set 0 50")
	agents, _ := match.NewAgents("count", []string{"builtin:three", "builtin:seven"}, 7)
	var buf bytes.Buffer
	r, err := match.New(g, sim.Config{Seed: 7}, agents, match.Options{Replay: &buf, Start: st, Agents: []string{"builtin:three", "builtin:seven"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	rp, err := replay.Read(&buf, "continued")
	if err != nil {
		t.Fatal(err)
	}
	o, err := session.FromReplay(rp)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	path := filepath.Join(t.TempDir(), "c.arena.jsonl.gz")
	if err := o.Save(path); err != nil {
		t.Fatal(err)
	}
	back, err := replay.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := replay.Verify(g, back); err != nil || len(back.Snaps) == 0 || back.Snaps[0].Index != 0 {
		t.Fatalf("resaved continued replay: %v, snaps %d", err, len(back.Snaps))
	}
}

// TestCancelledTick: a cancelled context stops a tick without a fault.
func TestCancelledTick(t *testing.T) {
	s := start(t, "builtin:three", "builtin:seven")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.Next(ctx); err == nil {
		t.Fatal("a cancelled tick played")
	}
	if f := s.Current(); f.Tick != 0 || f.Players[0].Status != sim.Active {
		t.Fatalf("after cancel: %+v", f)
	}
}
