//go:build gui

package coderunner

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/render/guitest"
	"arena/sim"
	cr "arena/sim/coderunner"
)

// TestMain runs the tests inside ebiten.RunGame, since ebiten images only
// work in its loop; they draw fixed states offscreen.
func TestMain(m *testing.M) { guitest.Main(m) }

// scene is the shipped "ladders" map set up by edits: red at its spawn
// (1,2), blue at (4,12) between two gold, a fresh hole at (2,3), a hole
// about to close at (2,8), enemy 0 trapped in a hole at (8,9) and enemy 3,
// whose master is blue, at (7,20).
//
//	r0  .........................
//	r1  ..R.........*.........B..
//	r2  =====H=============H=====
//	r4  .....H..*.......*..H.....
//	r7  ..H....*....H....*....H..
//	r8  =====H======H======H=====
func scene(t *testing.T) *cr.State {
	t.Helper()
	g, err := cr.Game{}.New(sim.Config{Map: "ladders"})
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*cr.State)
	for _, e := range []string{"runner 1 4 12", "cell 2 3 -", "cell 2 8 -", "cell 8 9 -", "enemy 0 8 9"} {
		if err := s.ApplyEdit(e); err != nil {
			t.Fatal(err)
		}
	}
	for k := range s.Timers {
		if tm := &s.Timers[k]; tm.Kind == cr.RestoreBrick && tm.Row == 2 && tm.Col == 8 {
			tm.At = s.Turn + 1 // two turns left
		}
	}
	s.Enemies[3].Master = 1
	return s
}

const shotW, shotH = cr.Cols * PPU, cr.Rows * PPU

// draw renders v at 16 pixels per cell (one sprite pixel per screen pixel)
// over the whole map and reads the pixels back.
func draw(t *testing.T, v render.View) *image.RGBA {
	t.Helper()
	return drawWith(t, New(), v)
}

// drawWith is draw with a given renderer, whose caches carry over.
func drawWith(t *testing.T, r *Renderer, v render.View) *image.RGBA {
	t.Helper()
	img := guitest.Shot(shotW, shotH, func(dst *ebiten.Image) {
		v.Camera = render.Camera{X: cr.Cols / 2.0, Y: cr.Rows / 2.0, Zoom: PPU, W: shotW, H: shotH}
		if v.Alpha == 0 && v.Prev == nil {
			v.Alpha = 1
		}
		r.Draw(dst, v)
	})
	saveShot(t, img)
	return img
}

// saveShot writes img to $ARENA_SHOTS/<test name>.png when that variable is
// set, for looking at what the tests see.
func saveShot(t *testing.T, img *image.RGBA) {
	guitest.SaveShot(t, "ARENA_SHOTS", strings.NewReplacer("/", "-", " ", "_").Replace(t.Name()), img)
}

// at reads the pixel at fraction (fx, fy) of cell (row, col).
func at(img *image.RGBA, row, col int, fx, fy float64) color.RGBA {
	return img.RGBAAt(col*PPU+int(fx*PPU), row*PPU+int(fy*PPU))
}

// count counts the pixels of cell (row, col) for which ok holds.
func count(img *image.RGBA, row, col int, ok func(color.RGBA) bool) int {
	n := 0
	for y := row * PPU; y < (row+1)*PPU; y++ {
		for x := col * PPU; x < (col+1)*PPU; x++ {
			if ok(img.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

func isBrick(c color.RGBA) bool { return c.R > 100 && int(c.R) > int(c.G)+40 && int(c.G) > int(c.B) }
func isDark(c color.RGBA) bool  { return int(c.R)+int(c.G)+int(c.B) < 200 && c.B >= c.R }
func isGold(c color.RGBA) bool  { return c.R > 200 && c.G > 150 && c.B < 90 }
func isLadder(c color.RGBA) bool {
	return c.R > 150 && c.G > 110 && c.B > 60 && c.B < 140 && int(c.R) > int(c.B)+60
}
func near(a, b color.RGBA) bool {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R)+d(a.G, b.G)+d(a.B, b.B) < 24
}

// TestDrawsBoard checks that every cell shows its kind: brick, ladder, gold
// and the dark wall behind empty cells, and the runners and enemies in
// their colours where they stand.
func TestDrawsBoard(t *testing.T) {
	s := scene(t)
	img := draw(t, render.View{Cur: s})
	occupied := map[[2]int]bool{}
	for _, ru := range s.Runners {
		occupied[[2]int{ru.Row, ru.Col}] = true
	}
	for _, e := range s.Enemies {
		occupied[[2]int{e.Row, e.Col}] = true
	}
	bad := 0
	for row := 0; row < cr.Rows; row++ {
		for c := 0; c < cr.Cols; c++ {
			if occupied[[2]int{row, c}] || occupied[[2]int{row + 1, c}] {
				continue
			}
			var ok bool
			switch s.At(row, c) {
			case cr.Brick:
				ok = count(img, row, c, isBrick) > 150
			case cr.Ladder:
				ok = count(img, row, c, isLadder) > 40
			case cr.Gold:
				ok = count(img, row, c, isGold) > 25
			case cr.Empty:
				ok = count(img, row, c, isDark) > 200
			case cr.Removed:
				if s.HoleTimer(row, c) <= growTurns {
					continue // growing back (TestHoleGrowsBack)
				}
				ok = count(img, row, c, isDark) > 60
			}
			if !ok {
				bad++
				t.Errorf("cell %d,%d (%c) does not look like its kind", row, c, s.At(row, c))
			}
		}
	}
	for p, ru := range s.Runners {
		tc := teamColor(p)
		if n := count(img, ru.Row, ru.Col, func(c color.RGBA) bool { return c == tc }); n < 20 {
			t.Errorf("runner %d at %d,%d: %d pixels of its colour", p, ru.Row, ru.Col, n)
		}
		if n := count(img, ru.Row, ru.Col, func(c color.RGBA) bool { return c == skin }); n < 10 {
			t.Errorf("runner %d at %d,%d: %d skin pixels", p, ru.Row, ru.Col, n)
		}
	}
	steel := masterColor(-1)
	for i, e := range s.Enemies {
		body := steel
		if e.Master >= 0 {
			body = render.Mix(steel, teamColor(e.Master), 0.55)
		}
		if n := count(img, e.Row, e.Col, func(c color.RGBA) bool { return c == body }); n < 20 {
			t.Errorf("enemy %d at %d,%d: %d body pixels of %v", i, e.Row, e.Col, n, body)
		}
	}
	// Enemy 3's master is blue: it wears a blue-tinted body and a halo.
	if n := count(img, 7, 20, func(c color.RGBA) bool { return int(c.B) > int(c.R)+60 }); n < 20 {
		t.Errorf("blue's enemy at 7,20 is not blue enough: %d pixels", n)
	}
}

// TestHoleGrowsBack checks that a fresh hole is a dark cavity, and that a
// hole about to close has its brick growing back from the bottom.
func TestHoleGrowsBack(t *testing.T) {
	s := scene(t)
	img := draw(t, render.View{Cur: s})
	if n := s.HoleTimer(2, 3); n != s.Rules.BrickRestore {
		t.Fatalf("fresh hole timer %d", n)
	}
	if c := at(img, 2, 3, 0.5, 0.5); !isDark(c) {
		t.Errorf("fresh hole centre %v, want dark", c)
	}
	if c := at(img, 2, 3, 0.5, 0.9); isBrick(c) && !isDark(c) && c.R > 170 {
		t.Errorf("fresh hole bottom %v looks like whole brick", c)
	}
	if n := s.HoleTimer(2, 8); n != 2 {
		t.Fatalf("closing hole timer %d, want 2", n)
	}
	// Two turns left of growTurns: (10-2)/10 of the brick is back.
	if c := at(img, 2, 8, 0.5, 0.75); !isBrick(c) && c != brickMortar {
		t.Errorf("closing hole lower part %v, want brick", c)
	}
	if c := at(img, 2, 8, 0.5, 0.13); isBrick(c) {
		t.Errorf("closing hole top %v, want still open", c)
	}
	// The trapped enemy is drawn inside its hole.
	if n := count(img, 8, 9, func(c color.RGBA) bool { return c == masterColor(-1) }); n < 15 {
		t.Errorf("trapped enemy at 8,9: %d body pixels", n)
	}
}

// TestRunnerGlides draws red half-way through a step right and checks
// that it sits between the two cells.
func TestRunnerGlides(t *testing.T) {
	prev := scene(t)
	cur := prev.Copy()
	cur.Apply([2]cr.Move{cr.Right, cr.None})
	if cur.Runners[0].Col != 3 {
		t.Fatalf("red did not step right: col %d", cur.Runners[0].Col)
	}
	img := draw(t, render.View{Prev: prev, Cur: cur, Alpha: 0.5})
	red := teamColor(0)
	minX, maxX := shotW, 0
	for y := 1 * PPU; y < 2*PPU; y++ {
		for x := 0; x < 6*PPU; x++ {
			if img.RGBAAt(x, y) == red {
				minX, maxX = min(minX, x), max(maxX, x)
			}
		}
	}
	mid := float64(minX+maxX) / 2 / PPU
	if mid < 2.8 || mid > 3.2 {
		t.Errorf("red's centre at column %.2f half-way from 2 to 3, want about 3.0 (cell 2.5 + 0.5)", mid)
	}
}

// TestRenderNeverChangesState draws with every overlay and effect, picks,
// inspects and builds move edits, and checks the state is untouched.
func TestRenderNeverChangesState(t *testing.T) {
	s := scene(t)
	prev := s.Copy()
	before := s.Hash()
	evs := []render.TimedEvent{
		{Event: sim.Event{Kind: cr.KindDig, Player: 0, X: 3.5, Y: 2.5, Detail: cr.DigDetail{Row: 2, Col: 3, Move: cr.DigRight}}, Age: 0.1},
		{Event: sim.Event{Kind: cr.KindScore, Player: 1, X: 12.5, Y: 4.5, Detail: cr.ScoreDetail{Points: 100, Total: 100, Reason: cr.ScoreGold}}, Age: 0.3},
	}
	draw(t, render.View{Prev: prev, Cur: s, Alpha: 0.5, Events: evs, Overlays: render.Overlays{Grid: true, Debug: true, Commands: true, Hover: true, MouseX: 9.5, MouseY: 8.5, MouseIn: true},
		Settings: map[string]string{setRadius: every}, Players: []sim.PlayerView{{LastCommand: "LEFT"}, {LastCommand: "DIG_LEFT"}}})
	r := New()
	for _, tc := range []struct {
		x, y       float64
		kind, id   string
		moveTo     [2]float64
		want       string
		wantInspec string
	}{
		{2.5, 1.5, "runner", "0", [2]float64{5.5, 3.5}, "runner 0 3 5", "Red runner (player 0)"},
		{12.4, 4.6, "runner", "1", [2]float64{0.5, 0.5}, "runner 1 0 0", "Blue runner (player 1)"},
		{9.5, 8.5, "enemy", "0", [2]float64{6.5, 6.5}, "enemy 0 6 6", "Enemy 0 (no master)"},
		{20.5, 7.5, "enemy", "3", [2]float64{6.5, 6.5}, "enemy 3 6 6", "Enemy 3 (master blue)"},
		{0.5, 15.5, "cell", "row 15, col 0", [2]float64{}, "", "Cell row 15, col 0: brick"},
	} {
		sel, ok := r.Pick(s, tc.x, tc.y)
		if !ok || sel.Kind != tc.kind || sel.ID != tc.id {
			t.Errorf("pick at %v,%v: %+v %v, want %s %s", tc.x, tc.y, sel, ok, tc.kind, tc.id)
			continue
		}
		if lines := r.Inspect(s, sel); len(lines) == 0 || lines[0] != tc.wantInspec {
			t.Errorf("inspect %v: %q, want first line %q", sel, lines, tc.wantInspec)
		}
		txt, ok := r.MoveEdit(s, sel, tc.moveTo[0], tc.moveTo[1])
		if txt != tc.want || ok != (tc.want != "") {
			t.Errorf("move %v: %q %v, want %q", sel, txt, ok, tc.want)
		}
		if ok {
			if err := s.Copy().ApplyEdit(txt); err != nil {
				t.Errorf("move edit %q rejected: %v", txt, err)
			}
		}
	}
	if _, ok := r.MoveEdit(s, render.Selection{Kind: "runner", ID: "0"}, 0.5, 2.5); ok {
		t.Error("move onto brick offered")
	}
	if lines := r.Inspect(s, render.Selection{Kind: "cell", ID: "2,8", X: 8.5, Y: 2.5}); len(lines) < 2 || lines[1] != "brick back in 2 turns" {
		t.Errorf("hole inspector %q", lines)
	}
	if s.Hash() != before {
		t.Error("drawing, picking or inspecting changed the state")
	}
}

// diff counts pixels that differ between two images.
func diff(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] {
			n++
		}
	}
	return n
}

// TestOverlayLayers toggles each overlay layer through D and the view
// settings and checks where it draws.
func TestOverlayLayers(t *testing.T) {
	s := scene(t)
	// Blue within reach of enemy 1's planner so something is chased.
	if err := s.ApplyEdit("runner 1 14 7"); err != nil {
		t.Fatal(err)
	}
	off := map[string]string{setRadius: never, setPaths: never, setPatrol: never, setVisits: never}
	plain := draw(t, render.View{Cur: s, Settings: off})
	if d := diff(plain, draw(t, render.View{Cur: s})); d != 0 {
		t.Errorf("layers 'with D' drew %d pixels without D", d)
	}
	plans := s.Plans()
	if plans[1].Mode != cr.ModeChase || plans[1].Chasing != 1 {
		t.Fatalf("enemy 1 plan %v chasing %d, want a chase of blue", plans[1].Mode, plans[1].Chasing)
	}
	for _, tc := range []struct {
		name      string
		row, col  int
		fx, fy    float64
		debugOnly bool
	}{
		// The radius area reaches cells beside the chasing enemy 1 at 14,10.
		{setRadius, 14, 12, 0.5, 0.05, false},
		// Enemy 1's chase path runs left from 14,10 to blue at 14,7.
		{setPaths, 14, 9, 0.5, 0.5, false},
		// Enemy 2's circuit runs right of its spawn at 14,14 (LLLLLLRRRRRR mirrored).
		{setPatrol, 14, 16, 0.5, 0.5, false},
		// Unvisited cell 0,0 gets a pellet.
		{setVisits, 0, 0, 0.5, 0.5, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := map[string]string{}
			for k, v := range off {
				set[k] = v
			}
			set[tc.name] = always
			on := draw(t, render.View{Cur: s, Settings: set})
			if a, b := at(plain, tc.row, tc.col, tc.fx, tc.fy), at(on, tc.row, tc.col, tc.fx, tc.fy); a == b {
				t.Errorf("%s on: cell %d,%d unchanged (%v)", tc.name, tc.row, tc.col, a)
			}
			set[tc.name] = withD
			withDebug := draw(t, render.View{Cur: s, Settings: set, Overlays: render.Overlays{Debug: true}})
			if a, b := at(on, tc.row, tc.col, tc.fx, tc.fy), at(withDebug, tc.row, tc.col, tc.fx, tc.fy); !near(a, b) {
				t.Errorf("%s with D: cell %d,%d %v, want it drawn as when on (%v)", tc.name, tc.row, tc.col, b, a)
			}
		})
	}
	// D alone adds the countdowns: the fresh hole at 2,3 shows 25.
	dbg := draw(t, render.View{Cur: s, Settings: off, Overlays: render.Overlays{Debug: true}})
	if count(dbg, 2, 3, func(c color.RGBA) bool { return c.R > 240 && c.G > 240 && c.B > 240 }) < 5 {
		t.Error("no countdown drawn on the fresh hole with D")
	}
}

// TestEffectsDraw checks that events leave marks while young and vanish
// once old.
func TestEffectsDraw(t *testing.T) {
	s := scene(t)
	base := draw(t, render.View{Cur: s})
	for _, tc := range []struct {
		name string
		ev   sim.Event
	}{
		{"dig", sim.Event{Kind: cr.KindDig, Player: 0, X: 3.5, Y: 2.5, Detail: cr.DigDetail{Row: 2, Col: 3, Move: cr.DigRight}}},
		{"brick", sim.Event{Kind: cr.KindBrickClosed, Player: -1, X: 8.5, Y: 2.5, Detail: cr.BrickDetail{Row: 2, Col: 8}}},
		{"gold", sim.Event{Kind: cr.KindGold, Player: 1, X: 12.5, Y: 4.5, Detail: cr.GoldDetail{Row: 4, Col: 12}}},
		{"trapped", sim.Event{Kind: cr.KindEnemyTrapped, Player: -1, X: 9.5, Y: 8.5, Detail: cr.EnemyDetail{Enemy: 0, Row: 8, Col: 9, Master: -1}}},
		{"killed", sim.Event{Kind: cr.KindEnemyKilled, Player: -1, X: 9.5, Y: 8.5, Detail: cr.EnemyDetail{Enemy: 0, Row: 8, Col: 9, Master: 0}}},
		{"caught", sim.Event{Kind: cr.KindRunnerKilled, Player: 0, X: 6.5, Y: 6.5, Detail: cr.KillDetail{Row: 6, Col: 6, Cause: cr.CauseEnemy}}},
		{"respawn", sim.Event{Kind: cr.KindRespawn, Player: 0, X: 2.5, Y: 1.5, Detail: cr.RespawnDetail{Enemy: -1, Row: 1, Col: 2}}},
		{"score", sim.Event{Kind: cr.KindScore, Player: 0, X: 2.5, Y: 4.5, Detail: cr.ScoreDetail{Points: 300, Total: 300, Reason: cr.ScoreOpponent}}},
		{"edit", sim.Event{Kind: sim.KindEdit, Player: -1, Detail: "gold 10 10"}},
	} {
		young := draw(t, render.View{Cur: s, Events: []render.TimedEvent{{Event: tc.ev, Age: 0.12}}})
		if d := diff(base, young); d < 20 {
			t.Errorf("%s: a young effect changed %d pixels", tc.name, d)
		}
		old := draw(t, render.View{Cur: s, Events: []render.TimedEvent{{Event: tc.ev, Age: 4}}})
		if d := diff(base, old); d != 0 {
			t.Errorf("%s: a 4 s old effect still changed %d pixels", tc.name, d)
		}
	}
}

// TestPanelAndHeadline draws a player panel and reads the headline.
func TestPanelAndHeadline(t *testing.T) {
	s := scene(t)
	s.Runners[1].Score = 40
	s.Runners[1].Alive = false
	s.Timers = append(s.Timers, cr.Timer{At: 30, Kind: cr.RespawnRunner, Index: 1})
	r := New()
	if h := r.Headline(s); h != "Turn 0 / 700   0 : 40" {
		t.Errorf("headline %q", h)
	}
	if n := r.TickLimit(s); n != 700 {
		t.Errorf("tick limit %d", n)
	}
	if len(r.ViewSettings()) != 4 {
		t.Errorf("view settings %v", r.ViewSettings())
	}
	img := guitest.Shot(300, 200, func(dst *ebiten.Image) {
		h0 := r.DrawPlayerPanel(dst, s, 0, 10, 10, 280)
		h1 := r.DrawPlayerPanel(dst, s, 1, 10, 100, 280)
		if h0 < 40 || h1 < 40 {
			t.Errorf("panel heights %v %v", h0, h1)
		}
	})
	saveShot(t, img)
	// Text is antialiased: count the pixels near each colour (the cores
	// of the strokes), not only exact matches.
	near := func(c, w color.RGBA) bool {
		d := func(a, b uint8) bool { return int(a)-int(b) < 40 && int(b)-int(a) < 40 }
		return d(c.R, w.R) && d(c.G, w.G) && d(c.B, w.B)
	}
	accent, danger := 0, 0
	for i := 0; i+3 < len(img.Pix); i += 4 {
		c := color.RGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3]}
		if near(c, render.Accent) {
			accent++
		}
		if near(c, render.Danger) {
			danger++
		}
	}
	if accent < 20 || danger < 20 {
		t.Errorf("panel: %d score pixels, %d pixels of the dead runner's countdown", accent, danger)
	}
}

// TestBoardRepaintsChangedCells draws a state, changes cells (a brick to
// empty, which relights the floor below and the shadow beside it; a
// ladder; gold) and checks the cached board matches a fresh renderer's.
func TestBoardRepaintsChangedCells(t *testing.T) {
	s := scene(t)
	r := New()
	drawWith(t, r, render.View{Cur: s})
	next := s.Copy()
	for _, e := range []string{"cell 2 12 .", "cell 5 4 H", "cell 0 0 *", "cell 8 9 ="} {
		if err := next.ApplyEdit(e); err != nil {
			t.Fatal(err)
		}
	}
	cached := drawWith(t, r, render.View{Cur: next})
	fresh := draw(t, render.View{Cur: next})
	if d := diff(cached, fresh); d != 0 {
		t.Errorf("the repainted board differs from a fresh one in %d pixels", d)
	}
	if d := diff(cached, drawWith(t, r, render.View{Cur: s})); d == 0 {
		t.Error("changing the cells changed nothing")
	}
}

// TestGlide covers the interpolation rules: one-cell steps glide, jumps
// (respawns, edits) and missing previous states do not, and two runners on
// one spot are drawn apart.
func TestGlide(t *testing.T) {
	for _, tc := range []struct {
		name         string
		prevOK       bool
		pr, pc, r, c int
		alpha        float64
		x, y         float64
		moving       bool
	}{
		{"step right", true, 3, 4, 3, 5, 0.25, 4.25, 3, true},
		{"fall", true, 3, 4, 4, 4, 0.5, 4, 3.5, true},
		{"step done", true, 3, 4, 3, 5, 1, 5, 3, false},
		{"jump", true, 3, 4, 9, 9, 0.5, 9, 9, false},
		{"no previous state", false, 0, 0, 3, 5, 0.5, 5, 3, false},
	} {
		m := glide(tc.prevOK, tc.pr, tc.pc, tc.r, tc.c, tc.alpha)
		if m.x != tc.x || m.y != tc.y || m.moving != tc.moving {
			t.Errorf("%s: at %v,%v moving %v; want %v,%v %v", tc.name, m.x, m.y, m.moving, tc.x, tc.y, tc.moving)
		}
	}
	s := scene(t)
	if err := s.ApplyEdit("runner 1 1 2"); err != nil {
		t.Fatal(err)
	}
	ms := runnerMotions(s, nil, 1)
	if ms[0].x >= ms[1].x || ms[0].y != ms[1].y {
		t.Errorf("runners sharing cell 1,2 drawn at %v,%v and %v,%v", ms[0].x, ms[0].y, ms[1].x, ms[1].y)
	}
}

// TestFaultMarkersDoNotStack: a bot faulting every turn shows one "?!"
// over its runner, not a column of them, and never above the map, even
// from the top row (issue #20).
func TestFaultMarkersDoNotStack(t *testing.T) {
	s := scene(t)
	if err := s.ApplyEdit("runner 0 0 5"); err != nil {
		t.Fatal(err)
	}
	const margin = 4 * PPU // room above the map, where markers must not go
	magenta := func(n int) (all, above int) {
		var evs []render.TimedEvent
		for k := range n {
			evs = append(evs, render.TimedEvent{Event: sim.Event{Kind: sim.KindFault, Player: 0, Detail: sim.FaultDetail{Status: sim.Timeout, Reason: "slow"}}, Age: 0.05 * float64(n-1-k)})
		}
		img := guitest.Shot(shotW, shotH+margin, func(dst *ebiten.Image) {
			cam := render.Camera{X: cr.Cols / 2.0, Y: cr.Rows/2.0 - margin/2/PPU, Zoom: PPU, W: shotW, H: shotH + margin}
			New().Draw(dst, render.View{Cur: s, Alpha: 1, Camera: cam, Events: evs})
		})
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if c := img.RGBAAt(x, y); c.R > 200 && c.G < 140 && c.B > 170 {
					all++
					if y < margin {
						above++
					}
				}
			}
		}
		return all, above
	}
	one, above1 := magenta(1)
	many, aboveN := magenta(12)
	if one == 0 {
		t.Fatal("no fault marker drawn")
	}
	if many > one*3/2 || above1+aboveN > 0 {
		t.Errorf("one fault: %d marker pixels (%d above the map); twelve: %d (%d above)", one, above1, many, aboveN)
	}
}
