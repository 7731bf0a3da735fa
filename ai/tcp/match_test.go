package tcp

import (
	"bufio"
	"context"
	"encoding/xml"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"arena/ai"
	"arena/ai/match"
	aiww "arena/ai/windward"
	"arena/sim"
	"arena/sim/windward"
)

// fakeClient speaks the 2014 protocol like the sample clients: join, ready
// after setup, a pick-up list and a path on its own statuses, a card play,
// one garbage message; it records the message kinds it received.
func fakeClient(t *testing.T, addr, name string, seen *sync.Map, done chan struct{}) {
	defer close(done)
	var c net.Conn
	var err error
	for k := 0; k < 100; k++ {
		if c, err = net.Dial("tcp", addr); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		t.Error(err)
		return
	}
	defer c.Close()
	c.Write(frame([]byte(`<join name="` + name + `" school="Test U." language="Go"><avatar></avatar></join>`)))
	r := bufio.NewReader(c)
	guid := ""
	sentCard := false
	for {
		msg, err := readFrame(r)
		if err != nil {
			return
		}
		var root struct {
			XMLName xml.Name
			Guid    string `xml:"my-guid,attr"`
			About   string `xml:"player-guid,attr"`
			Status  string `xml:"status,attr"`
		}
		if err := xml.Unmarshal(msg, &root); err != nil {
			t.Errorf("server sent bad XML: %v", err)
			return
		}
		seen.Store(root.XMLName.Local, true)
		seen.Store(root.XMLName.Local+":"+root.Status, true)
		switch root.XMLName.Local {
		case "setup":
			guid = root.Guid
			c.Write(frame([]byte(`<ready><pick-up>` + strings.Join(windward.CEONames[:], ";") + `</pick-up></ready>`)))
		case "status":
			if root.About != guid {
				continue
			}
			if !sentCard {
				sentCard = true
				c.Write(frame([]byte(`<order action="DRAW"><powerup card="ALL_OTHER_CARS_QUARTER_SPEED"/></order>`)))
				c.Write(frame([]byte(`<order action="PLAY"><powerup card="ALL_OTHER_CARS_QUARTER_SPEED"/></order>`)))
				c.Write(frame([]byte(`<move><path>`)))
				continue
			}
			c.Write(frame([]byte(`<move><pick-up>` + strings.Join(windward.CEONames[:], ";") + `</pick-up></move>`)))
		case "exit":
			return
		}
	}
}

// TestWindwardOverTCP plays a one-round session through ai/match with one
// seat over TCP and one built-in; the TCP client's card takes effect, its
// garbage is logged as INVALID and the game finishes.
func TestWindwardOverTCP(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	var seen sync.Map
	done := make(chan struct{})
	go fakeClient(t, srv.Addr(), "Fake", &seen, done)
	agents := []ai.Agent{New(srv, Options{Name: "Fake", Wait: 500 * time.Millisecond}), ai.NewBuiltin(aiww.NewTycoon(1))}
	cfg := sim.Config{Seed: 5, Players: []string{"Fake", "Tycoon"}, Params: map[string]string{"rounds": "1"}}
	r, err := match.New(windward.Game{}, cfg, agents, match.Options{Agents: []string{"tcp:Fake", "builtin:tycoon"},
		Start: lateStart(t, cfg, 3000)})
	if err != nil {
		t.Fatal(err)
	}
	// The deadline only guards against a hang.
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	res, err := r.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range agents {
		a.Close()
	}
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("the client never got <exit/>")
	}
	for _, k := range []string{"setup", "status", "status:NO_PATH", "powerup-status:POWER_UP_PLAYED", "exit"} {
		if _, ok := seen.Load(k); !ok {
			t.Errorf("the client never received %s", k)
		}
	}
	if res.Players[0].Faults == 0 {
		t.Errorf("the garbage message was not logged as a fault: %+v", res.Players[0])
	}
	t.Logf("turns %d, outcome %v, tcp seat %+v", res.Turns, res.Outcome.Scores, res.Players[0])
}

// A seat no client ever joins costs no waiting in a headless run: after
// the join window (Limits.FirstReply) it is TIMEOUT once and the session
// plays on as fast as with built-ins alone.
func TestNeverJoinedSeatCostsNoWaiting(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	a := New(srv, Options{Name: "Nobody", Wait: time.Hour, ReadyWait: time.Hour})
	agents := []ai.Agent{a, ai.NewBuiltin(aiww.NewTycoon(1))}
	cfg := sim.Config{Seed: 5, Players: []string{"Nobody", "Tycoon"}, Params: map[string]string{"rounds": "1"}}
	lim := windward.Game{}.Info().Limits
	lim.FirstReply, lim.PerTick = 100*time.Millisecond, 100*time.Millisecond
	r, err := match.New(windward.Game{}, cfg, agents, match.Options{Agents: []string{"tcp:Nobody", "builtin:tycoon"}, Limits: &lim,
		Start: lateStart(t, cfg, 3000)})
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Run(context.Background())
	for _, x := range agents {
		x.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	if w := a.Waits(); w != 0 {
		t.Fatalf("the runner waited %d times on a seat no client joined", w)
	}
	if p := res.Players[0]; p.Status != sim.Timeout || !strings.Contains(p.Reason, `no client joined as team "Nobody"`) || p.Faults != 1 {
		t.Fatalf("never-joined seat: %+v", p)
	}
	if !res.Final.(*windward.State).Over {
		t.Fatal("the session did not finish")
	}
}

// A client that reconnects in round 2 gets round 2's setup (built from
// the state, as the original did), not the one of round 1. The test ticks
// the runner itself, so the reconnect happens at a known point.
func TestRejoinInRound2GetsRound2Map(t *testing.T) {
	g := windward.Game{}
	mapName, data, err := match.ResolveMap(g, "")
	if err != nil {
		t.Fatal(err)
	}
	cfg := sim.Config{Seed: 11, Map: mapName, MapData: data, Players: []string{"Re"}, Params: map[string]string{"rounds": "2"}}
	st, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	// Start 300 ticks before round 1 runs out, so the test does not play
	// a whole round over TCP.
	st.(*windward.State).RoundTick = windward.MaxRoundTicks - 300
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	a := New(srv, Options{Name: "Re", Wait: 50 * time.Millisecond, ReadyWait: 30 * time.Second})
	defer a.Close()
	r, err := match.New(g, cfg, []ai.Agent{a}, match.Options{Agents: []string{"tcp:Re"}, Start: st})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()

	setups := make(chan string, 16)
	connect := func() (net.Conn, *bufio.Reader) {
		c, err := net.Dial("tcp", srv.Addr())
		if err != nil {
			t.Error(err)
			return nil, nil
		}
		c.Write(frame([]byte(`<join name="Re" school="Test U." language="Go"/>`)))
		return c, bufio.NewReader(c)
	}
	// The client: ready after every setup, and report the setup's map.
	serve := func(c net.Conn, rd *bufio.Reader) {
		for {
			msg, err := readFrame(rd)
			if err != nil {
				return
			}
			if strings.HasPrefix(string(msg), "<setup") {
				c.Write(frame([]byte(`<ready/>`)))
				setups <- mapSection(string(msg))
			}
		}
	}
	c1, rd1 := connect()
	go serve(c1, rd1)
	// The deadline only guards against a hang (the test is slow under
	// -race on a busy machine).
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	tickUntil := func(what string, done func() bool) {
		for k := 0; !done(); k++ {
			if k > 300000 {
				t.Fatalf("no %s", what)
			}
			f, err := r.Tick(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if f.Done {
				t.Fatalf("the session ended before %s", what)
			}
		}
	}
	var got []string
	nSetups := func(n int) func() bool {
		return func() bool {
			for {
				select {
				case s := <-setups:
					got = append(got, s)
				default:
					return len(got) >= n
				}
			}
		}
	}
	tickUntil("round 1 setup", nSetups(1))
	tickUntil("round 2 setup", nSetups(2))
	if round := r.Frame().State.(*windward.State).Round; round != 1 {
		t.Fatalf("second setup in round %d", round+1)
	}
	c1.Close()
	// Reconnect once the server has seen the drop: a join under the name
	// of a team still connected is refused (reference §3.2).
	for k := 0; a.live("Re"); k++ {
		if k > 3000 {
			t.Fatal("the drop was never noticed")
		}
		time.Sleep(10 * time.Millisecond)
	}
	c2, rd2 := connect()
	defer c2.Close()
	go serve(c2, rd2)
	tickUntil("setup after the rejoin", nSetups(3))
	cur := r.Frame().State.(*windward.State)
	if cur.Round != 1 {
		t.Fatalf("the rejoin setup came in round %d", cur.Round+1)
	}
	if got[2] != got[1] || got[2] == got[0] {
		t.Fatalf("rejoin in round 2 got map %q; round 1 was %q, round 2 is %q", head(got[2]), head(got[0]), head(got[1]))
	}
	if want := mapSection(string(windward.SetupXML(cur, 0))); got[2] != want {
		t.Fatal("the rejoin setup's map is not the current state's")
	}
}

// lateStart is cfg's session with its first round running out in ticks
// ticks, so a test over TCP does not play a whole round.
func lateStart(t *testing.T, cfg sim.Config, ticks int) sim.State {
	t.Helper()
	st, err := windward.Game{}.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	st.(*windward.State).RoundTick = windward.MaxRoundTicks - ticks
	return st
}

// mapSection is a setup's <map> element.
func mapSection(setup string) string {
	i, j := strings.Index(setup, "<map"), strings.Index(setup, "</map>")
	if i < 0 || j < i {
		return ""
	}
	return setup[i:j]
}

func head(s string) string {
	if len(s) > 60 {
		return s[:60]
	}
	return s
}
