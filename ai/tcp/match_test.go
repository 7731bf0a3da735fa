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
	aiww "arena/ai/windward"
	"arena/sim"
	"arena/sim/match"
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

// TestWindwardOverTCP plays a one-round session through sim/match with one
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
	r, err := match.New(windward.Game{}, cfg, agents, match.Options{Agents: []string{"tcp:Fake", "builtin:tycoon"}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Second)
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
	case <-time.After(5 * time.Second):
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
