package tcp

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"image"
	"image/color"
	"image/png"
	"net"
	"strings"
	"testing"
	"time"

	"golang.org/x/image/bmp"

	"arena/ai"
	"arena/sim"
)

// 200 connections at once never turn a real client away (the oldest
// unjoined connections are dropped first), and every problem before
// <join> is noted: for Notes (the messages pane, arenactl's results) and
// in the log of the seats on the server.
func TestFloodAndProblemsBeforeJoin(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	a := New(srv, Options{Name: "Real"})
	defer a.Close()
	srv.mu.Lock()
	srv.agents[a] = true // the seat hears of problems before its Start
	srv.mu.Unlock()
	var flood []net.Conn
	defer func() {
		for _, c := range flood {
			c.Close()
		}
	}()
	for i := 0; i < 200; i++ {
		c, err := net.Dial("tcp", srv.Addr())
		if err != nil {
			t.Fatalf("connection %d refused: %v", i, err)
		}
		flood = append(flood, c)
	}
	// A length the server will not read, a first message that is not a
	// join, and a client that gives up: each is noted.
	big := dial(t, srv)
	defer big.Close()
	var hdr [4]byte
	binary.LittleEndian.PutUint32(hdr[:], MaxMessage+1)
	big.Write(hdr[:])
	notJoin := dial(t, srv)
	defer notJoin.Close()
	send(t, notJoin, `<move/>`)
	quitter := dial(t, srv)
	quitter.Close()
	c := dial(t, srv)
	defer c.Close()
	send(t, c, `<join name="Real" school="s" language="Go"/>`)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := a.Start(ctx, nil); err != nil {
		t.Fatalf("the real client did not get its seat: %v", err)
	}
	want := []string{"connections were waiting to join", "out of range", "the first message must be <join", "closed the connection before <join>"}
	// A note is listed before it is copied into the seats' logs (note
	// logs outside the server's lock), so both are waited for.
	var notes []string
	var log string
	for k := 0; ; k++ {
		notes, _ = srv.Notes(0)
		for _, r := range a.Take(0) {
			log += string(r.Stderr)
		}
		if hasAll(notes, want) && hasAll([]string{log}, want) {
			break
		}
		if k > 3000 {
			if !hasAll(notes, want) {
				t.Fatalf("notes %q lack one of %q", notes, want)
			}
			t.Fatalf("the seat's log lacks a connection problem:\n%s", log)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if _, next := srv.Notes(0); next < len(notes) {
		t.Fatalf("Notes counts %d, listed %d", next, len(notes))
	}
	if more, _ := srv.Notes(1 << 30); len(more) != 0 {
		t.Fatalf("notes past the end: %q", more)
	}
}

// A connection that says nothing is dropped after JoinWait and noted; 16
// of them do not stop a client from joining meanwhile.
func TestSilentConnections(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	srv.SetJoinWait(50 * time.Millisecond)
	for i := 0; i < 16; i++ {
		c := dial(t, srv)
		defer c.Close()
	}
	a := New(srv, Options{Name: "Real"})
	defer a.Close()
	c := dial(t, srv)
	defer c.Close()
	send(t, c, `<join name="Real" school="s" language="Go"/>`)
	if err := a.Start(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	for k := 0; ; k++ {
		if notes, _ := srv.Notes(0); hasAll(notes, []string{"before <join>: nothing within 50ms"}) {
			break
		}
		if k > 3000 {
			t.Fatal("silent connections were not noted")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func hasAll(notes, want []string) bool {
	all := strings.Join(notes, "\n")
	for _, w := range want {
		if !strings.Contains(all, w) {
			return false
		}
	}
	return true
}

// Reference §3.2: names are unique; a second connection under the name of
// a connected team is refused (and noted), a reconnect after a drop is not.
func TestSecondConnectionUnderLiveNameRefused(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	a := New(srv, Options{Name: "Dup"})
	defer a.Close()
	c := dial(t, srv)
	defer c.Close()
	send(t, c, `<join name="Dup" school="s" language="Go"/>`)
	if err := a.Start(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	d := dial(t, srv)
	defer d.Close()
	send(t, d, `<join name="Dup" school="s" language="Go"/>`)
	if _, err := readFrame(bufio.NewReader(d)); err == nil {
		t.Fatal("the second connection was served")
	}
	if notes, _ := srv.Notes(0); !hasAll(notes, []string{`team "Dup" is already connected`}) {
		t.Fatalf("notes %q", notes)
	}
}

// A seat with no live client costs no waiting: never joined, or dropped.
func TestNoWaitWithoutClient(t *testing.T) {
	srv, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	never := New(srv, Options{Name: "Nobody", Wait: time.Hour, ReadyWait: time.Hour})
	defer never.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // the join window is over
	if err := never.Start(ctx, nil); ai.AsFault(err).Status != sim.Timeout {
		t.Fatalf("start without a client: %v", err)
	}
	dropped := New(srv, Options{Name: "Gone", Wait: time.Hour, ReadyWait: time.Hour})
	defer dropped.Close()
	c := dial(t, srv)
	send(t, c, `<join name="Gone" school="s" language="Go"/>`)
	if err := dropped.Start(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	c.Close()
	for !strings.Contains(takeLog(t, dropped), "connection lost") {
	}
	for _, a := range []*Agent{never, dropped} {
		for _, wire := range []string{`<setup/>`, `<status status="NO_PATH"/>`, `<status status="PASSENGER_PICKED_UP"/>`} {
			if _, err := a.Ask(context.Background(), ai.Turn{Wire: frame([]byte(wire))}); err != nil {
				t.Fatal(err)
			}
		}
		if w := a.Waits(); w != 0 {
			t.Errorf("%s: waited %d times with no client", a.opt.Name, w)
		}
	}
}

// Avatars reach the window as PNG: the Java sample sends a BMP.
func TestAvatarBMPBecomesPNG(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 32, 32))
	img.Set(3, 4, color.RGBA{200, 10, 20, 255})
	var bmpData bytes.Buffer
	if err := bmp.Encode(&bmpData, img); err != nil {
		t.Fatal(err)
	}
	j := joinMsg{Name: "J", Avatar: "\n" + base64.StdEncoding.EncodeToString(bmpData.Bytes()) + "\n"}
	got := j.client().Avatar
	back, err := png.Decode(bytes.NewReader(got))
	if err != nil {
		t.Fatalf("avatar is not PNG: %v", err)
	}
	if r, g, _, _ := back.At(3, 4).RGBA(); r>>8 != 200 || g>>8 != 10 || back.Bounds().Dx() != 32 {
		t.Fatalf("avatar pixels differ: %v %v", back.At(3, 4), back.Bounds())
	}
	if (joinMsg{Name: "J", Avatar: base64.StdEncoding.EncodeToString([]byte("not an image"))}).client().Avatar != nil {
		t.Fatal("garbage became an avatar")
	}
}
