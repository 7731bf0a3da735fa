package tcp

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/binary"
	"net"
	"strings"
	"testing"
	"time"

	"arena/ai"
)

func dial(t *testing.T, srv *Server) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", srv.Addr())
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func send(t *testing.T, c net.Conn, doc string) {
	t.Helper()
	if _, err := c.Write(frame([]byte(doc))); err != nil {
		t.Fatal(err)
	}
}

func recv(t *testing.T, r *bufio.Reader) string {
	t.Helper()
	b, err := readFrame(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestJoinSetupReadyMove(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	a := New(srv, Options{Name: "Anders", Wait: 2 * time.Second})
	defer a.Close()
	done := make(chan error, 1)
	go func() { done <- a.Start(context.Background(), frame([]byte("<setup/>"))) }()
	// A stranger is turned away; the named team gets the seat.
	x := dial(t, srv)
	send(t, x, `<join name="Someone" school="s" language="Go"/>`)
	c := dial(t, srv)
	defer c.Close()
	send(t, c, `<join name="Anders" school="s" language="Go"/>`)
	r := bufio.NewReader(c)
	if got := recv(t, r); got != "<setup/>" {
		t.Fatalf("got %q", got)
	}
	send(t, c, `<ready/>`)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	rep := a.Take(0)
	if len(rep) != 1 || !strings.Contains(string(rep[0].Raw), "<ready/>") {
		t.Fatalf("take %v", rep)
	}
	go func() {
		recv(t, r)
		send(t, c, `<move><path>1,1;</path></move>`)
	}()
	rp, err := a.Ask(context.Background(), ai.Turn{Wire: frame([]byte("<status/>"))})
	if err != nil || !strings.Contains(string(rp.Raw), "<move>") {
		t.Fatalf("ask %q %v", rp.Raw, err)
	}
	// A silent bot is not a fault.
	a.opt.Wait = 20 * time.Millisecond
	rp, err = a.Ask(context.Background(), ai.Turn{Wire: frame([]byte("<status/>"))})
	if err != nil || rp.Raw != nil {
		t.Fatalf("silent ask %q %v", rp.Raw, err)
	}
}

// An oversized length closes only that connection; the client may rejoin.
func TestOversizedLengthAndRejoin(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	a := New(srv, Options{ReadyWait: 10 * time.Millisecond})
	defer a.Close()
	go func() {
		c := dial(t, srv)
		send(t, c, `<join name="T" school="s" language="Go"/>`)
		var hdr [4]byte
		binary.LittleEndian.PutUint32(hdr[:], 0x7fffffff)
		time.Sleep(50 * time.Millisecond)
		c.Write(hdr[:])
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := a.Start(ctx, frame([]byte("<setup/>"))); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) {
		if reps := a.Take(0); len(reps) > 0 && strings.Contains(string(reps[0].Stderr), "out of range") {
			c := dial(t, srv)
			defer c.Close()
			send(t, c, `<join name="T" school="s" language="Go"/>`)
			if got := recv(t, bufio.NewReader(c)); got != "<setup/>" {
				t.Fatalf("rejoin got %q", got)
			}
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("the oversized length was not logged")
}

// A flood of silent connections does not stop a real client from joining.
func TestFloodAndSilentClients(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	var flood []net.Conn
	for i := 0; i < MaxPending+10; i++ {
		if c, err := net.Dial("tcp", srv.Addr()); err == nil {
			flood = append(flood, c)
		}
	}
	time.Sleep(100 * time.Millisecond)
	for _, c := range flood[:8] {
		c.Close() // some give up, freeing slots
	}
	time.Sleep(100 * time.Millisecond)
	a := New(srv, Options{Name: "Real", ReadyWait: 10 * time.Millisecond})
	defer a.Close()
	go func() {
		c := dial(t, srv)
		send(t, c, `<join name="Real" school="s" language="Go"/>`)
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := a.Start(ctx, frame([]byte("<setup/>"))); err != nil {
		t.Fatal(err)
	}
	for _, c := range flood[8:] {
		c.Close()
	}
}

func TestParseArg(t *testing.T) {
	for in, want := range map[string]string{"": "any", "Anders": "name Anders", "@Team X": "name Team X", "java -jar c.jar": "cmd java"} {
		o := ParseArg(in)
		got := "any"
		if o.Name != "" {
			got = "name " + o.Name
		} else if len(o.Command) > 0 {
			got = "cmd " + o.Command[0]
		}
		if got != want {
			t.Errorf("%q: %s, want %s", in, got, want)
		}
	}
}

func TestListenRefusesNonLoopback(t *testing.T) {
	if _, err := Listen("0.0.0.0:0"); err == nil {
		t.Fatal("listened on all interfaces")
	}
}

// In real time Ask never waits, even for a message about the seat itself.
func TestRealTimeAskNeverWaits(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	a := New(srv, Options{RealTime: true, Wait: 5 * time.Second, ReadyWait: 10 * time.Millisecond})
	defer a.Close()
	go func() {
		c := dial(t, srv)
		send(t, c, `<join name="RT" school="s" language="Go"/>`)
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := a.Start(ctx, frame([]byte(`<setup my-guid="G1"/>`))); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := a.Ask(ctx, ai.Turn{Wire: frame([]byte(`<status player-guid="G1"/>`))}); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("Ask waited %v in real time", d)
	}
}

// Clients that join before any seat wants them are listed by Lobby with
// their avatar, and the seat that takes one keeps the avatar.
func TestLobbyListsJoinedClients(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	srv.KeepLobby(time.Hour)
	png := []byte("\x89PNG\r\n\x1a\nfake")
	c := dial(t, srv)
	defer c.Close()
	send(t, c, `<join name="Ada" school="Uni" language="Go"><avatar>`+base64.StdEncoding.EncodeToString(png)+`</avatar></join>`)
	lobbyOf := func(n int) []Client {
		deadline := time.Now().Add(5 * time.Second)
		var got []Client
		for time.Now().Before(deadline) {
			if got = srv.Lobby(); len(got) == n {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		return got
	}
	// One at a time, so the join order is known.
	lobbyOf(1)
	d := dial(t, srv)
	defer d.Close()
	send(t, d, `<join name="Bob" school="Uni" language="Java"/>`)
	got := lobbyOf(2)
	if len(got) != 2 || got[0].Name != "Ada" || got[1].Name != "Bob" || got[1].Language != "Java" {
		t.Fatalf("lobby %+v", got)
	}
	if string(got[0].Avatar) != string(png) || got[1].Avatar != nil {
		t.Errorf("avatars %q %q", got[0].Avatar, got[1].Avatar)
	}
	a := New(srv, Options{Name: "Ada", ReadyWait: 10 * time.Millisecond})
	defer a.Close()
	if err := a.Start(context.Background(), frame([]byte("<setup/>"))); err != nil {
		t.Fatal(err)
	}
	if string(a.Avatar()) != string(png) {
		t.Errorf("seat avatar %q", a.Avatar())
	}
	if l := srv.Lobby(); len(l) != 1 || l[0].Name != "Bob" {
		t.Errorf("lobby after Ada took a seat: %+v", l)
	}
}
