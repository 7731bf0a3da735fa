//go:build gui

package panes

import (
	"image"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai/session"
	"arena/app/ui"
	"arena/render"
	"arena/sim"
)

func TestMessages(t *testing.T) {
	var m Messages
	for i := 0; i < MaxMessages+10; i++ {
		m.Add(i, "event", render.TextColor)
	}
	if n := len(m.Texts()); n != MaxMessages {
		t.Errorf("%d messages kept, want %d", n, MaxMessages)
	}
	m.DropAfter(100)
	if n := len(m.Texts()); n != 91 { // ticks 10..100
		t.Errorf("%d messages up to tick 100, want 91", n)
	}
	m.Scroll(1000)
	img := ebiten.NewImage(400, 200)
	m.Draw(img, img.Bounds()) // clamps the scroll
	if m.scroll > 91 {
		t.Errorf("scroll %d past the start", m.scroll)
	}
}

// TestLogLines: a failed turn shows its status with the whole reason, and
// each stderr line.
func TestLogLines(t *testing.T) {
	es := []session.LogEntry{
		{Tick: 1, Command: "MOVE 1 2", Elapsed: 3 * time.Millisecond},
		{Tick: 2, Status: sim.Status("TIMEOUT"), Reason: "no reply within 1000 ms", Stderr: "Traceback\nValueError: Ωμέγα\n"},
	}
	var texts []string
	for _, l := range Lines(es) {
		texts = append(texts, l.Text)
	}
	want := []string{"TIMEOUT: no reply within 1000 ms", "err: Traceback", "err: ValueError: Ωμέγα"}
	for _, w := range want {
		if !slices.ContainsFunc(texts, func(s string) bool { return strings.Contains(s, w) }) {
			t.Errorf("log lines %q lack %q", texts, w)
		}
	}
}

// TestPanesDraw draws every pane into small and large rectangles.
func TestPanesDraw(t *testing.T) {
	img := ebiten.NewImage(800, 400)
	info := &Info{Source: func() (string, []render.InfoLine) {
		return "Companies", []render.InfoLine{{Text: "Apple", Head: true}, {Text: "Tim Cook"}}
	}}
	log := &Log{Seats: func() int { return 2 }, Source: func(seat, n int) (string, string, []session.LogEntry) {
		return "Ωμέγα Дракон", "builtin:hunter", []session.LogEntry{{Tick: 3, Command: "UP"}}
	}}
	var msgs Messages
	for _, p := range []Pane{info, log, &msgs} {
		for _, r := range []image.Rectangle{image.Rect(0, 0, 20, 10), image.Rect(0, 0, 800, 400)} {
			p.Draw(img, r)
			p.Scroll(3)
			p.Scroll(-6)
		}
	}
	log.Next()
	if log.Seat != 1 {
		t.Errorf("Next: seat %d", log.Seat)
	}
}

// TestFaults: only a change into a fault is news.
func TestFaults(t *testing.T) {
	then := []sim.PlayerView{{Name: "a", Status: sim.Active}, {Name: "b", Status: sim.Active}, {Name: "c", Status: "TIMEOUT"}}
	now := []sim.PlayerView{{Name: "a", Status: sim.Done}, {Name: "b", Status: "CRASHED", Reason: "exit 2"}, {Name: "c", Status: "TIMEOUT"}}
	if got := Faults(then, now); len(got) != 1 || got[0] != "b: CRASHED - exit 2" {
		t.Errorf("faults %q", got)
	}
	if got := Faults(then[:1], now); got != nil {
		t.Errorf("another match's players: %q", got)
	}
}

// TestEventsDropTheFuture: a jump back drops the lines after it; faults
// are worded with the player's name.
func TestEventsDropTheFuture(t *testing.T) {
	var m Messages
	m.Add(5, "early", render.TextColor)
	m.Add(9, "late", render.TextColor)
	fault := sim.Event{Tick: 6, Kind: sim.KindFault, Player: 1, Detail: sim.FaultDetail{Status: "TIMEOUT", Reason: "slow"}}
	m.Events(nil, nil, []sim.PlayerView{{Name: "a"}, {Name: "b"}}, []sim.Event{fault, {Tick: 6, Kind: sim.KindEdit}}, true, 6)
	if got := m.Texts(); len(got) != 2 || got[0] != "early" || got[1] != "b: TIMEOUT - slow" {
		t.Errorf("messages %q", got)
	}
}

// TestTablePlaces: shown panes ask for their room and get the layout's
// places in table order; a hidden or unavailable one gets none.
func TestTablePlaces(t *testing.T) {
	var m Messages
	t0 := Table{
		{Cmd: "info", Dock: Left, On: true, Pane: &m, Avail: func() bool { return false }},
		{Cmd: "logs", Dock: Bottom, On: true, Pane: &m},
		{Cmd: "wire", Dock: Bottom, On: true, Pane: &m, Tall: true},
		{Cmd: "msgs", Dock: Bottom, Pane: &m},
	}
	q := ui.Want{W: 1280, H: 800}
	t0.Want(&q)
	if q.Left || q.Bottom != 2 || !q.Tall {
		t.Fatalf("want %+v", q)
	}
	reg := ui.Layout(q)
	t0.Place(reg)
	if !t0[0].Area.Empty() || t0[1].Area != reg.Strip[0] || t0[2].Area != reg.Strip[1] || !t0[3].Area.Empty() {
		t.Errorf("areas %v %v %v %v, strip %v", t0[0].Area, t0[1].Area, t0[2].Area, t0[3].Area, reg.Strip)
	}
	t0.Toggle("msgs")
	if !t0.Open("msgs") || !t0.Open("info") {
		t.Error("toggle")
	}
	if !t0.Scroll(reg.Strip[0].Min.Add(image.Pt(2, 2)), 1) || t0.Scroll(image.Pt(-5, -5), 1) {
		t.Error("the wheel over a pane scrolls it, elsewhere not")
	}
}
