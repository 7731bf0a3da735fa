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

// A seat takes the client that joins under its team name: its <join> goes
// to the game (which answers with the setup), Ask waits for the <ready>
// after a setup and for orders after a status about the seat, and a
// silent client is never a fault.
func TestJoinSetupReadyMove(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	a := New(srv, Options{Name: "Anders", Wait: 5 * time.Second, ReadyWait: 5 * time.Second})
	defer a.Close()
	done := make(chan error, 1)
	go func() { done <- a.Start(context.Background(), frame([]byte(`<setup my-guid="G1"/>`))) }()
	// A stranger is turned away; the named team gets the seat.
	x := dial(t, srv)
	send(t, x, `<join name="Someone" school="s" language="Go"/>`)
	c := dial(t, srv)
	defer c.Close()
	send(t, c, `<join name="Anders" school="Uni &amp; Co" language="Go"/>`)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	rep := a.Take(0)
	if len(rep) != 1 || !strings.Contains(string(rep[0].Raw), `<join name="Anders" school="Uni &amp; Co" language="Go"/>`) {
		t.Fatalf("take %q", rep)
	}
	r := bufio.NewReader(c)
	go func() {
		if got := recv(t, r); got == `<setup my-guid="G1"/>` {
			send(t, c, `<ready/>`)
		}
		recv(t, r)
		send(t, c, `<move><path>1,1;</path></move>`)
	}()
	rp, err := a.Ask(context.Background(), ai.Turn{Wire: frame([]byte(`<setup my-guid="G1"/>`))})
	if err != nil || !strings.Contains(string(rp.Raw), "<ready/>") {
		t.Fatalf("ask after setup %q %v", rp.Raw, err)
	}
	rp, err = a.Ask(context.Background(), ai.Turn{Wire: frame([]byte(`<status status="NO_PATH" player-guid="G1"/>`))})
	if err != nil || !strings.Contains(string(rp.Raw), "<move>") {
		t.Fatalf("ask %q %v", rp.Raw, err)
	}
	// A silent bot is not a fault. A status about its own car, a kind it
	// answered before, is still waited for (it is busy, so the game
	// meanwhile goes on at the original's pace: Late); kinds it never
	// answered are not (TestLockstepLearnsWhatIsAnswered).
	a.opt.Wait = 20 * time.Millisecond
	for k := 0; k < 5; k++ {
		rp, err = a.Ask(context.Background(), ai.Turn{Wire: frame([]byte(`<status status="NO_PATH" player-guid="G1"/>`))})
		if err != nil || rp.Raw != nil {
			t.Fatalf("silent ask %q %v", rp.Raw, err)
		}
	}
	if w := a.Waits(); w != 7 || !a.Late() {
		t.Fatalf("%d waits (late %v), want 7 (setup, status, five overdue statuses) and late", w, a.Late())
	}
}

// An oversized length after the join closes only that connection; the
// client may rejoin, and its <join> goes to the game again (which sends
// the setup of the game under way).
func TestOversizedLengthAndRejoin(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	a := New(srv, Options{})
	defer a.Close()
	c := dial(t, srv)
	send(t, c, `<join name="T" school="s" language="Go"/>`)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := a.Start(ctx, nil); err != nil {
		t.Fatal(err)
	}
	var hdr [4]byte
	binary.LittleEndian.PutUint32(hdr[:], 0x7fffffff)
	c.Write(hdr[:])
	var log string
	for !strings.Contains(log, "out of range") {
		log += takeLog(t, a)
	}
	d := dial(t, srv)
	defer d.Close()
	send(t, d, `<join name="T" school="s2" language="Go"/>`)
	for {
		if reps := takeWait(t, a); strings.Contains(reps, `<join name="T" school="s2"`) {
			break
		}
	}
}

// takeLog waits for the agent to have something and returns its log.
func takeLog(t *testing.T, a *Agent) string {
	t.Helper()
	select {
	case <-a.notify:
	case <-time.After(30 * time.Second):
		t.Fatal("nothing happened")
	}
	a.wake() // keep the signal for Take's callers
	var out string
	for _, r := range a.Take(0) {
		out += string(r.Stderr)
	}
	return out
}

// takeWait waits for the agent to have something and returns the frames
// and log.
func takeWait(t *testing.T, a *Agent) string {
	t.Helper()
	select {
	case <-a.notify:
	case <-time.After(30 * time.Second):
		t.Fatal("nothing happened")
	}
	var out string
	for _, r := range a.Take(0) {
		out += string(r.Raw) + string(r.Stderr)
	}
	return out
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
