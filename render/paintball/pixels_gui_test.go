//go:build gui

package paintball

import (
	"image/color"
	"testing"

	"arena/render"
	"arena/sim"
	pb "arena/sim/paintball"
)

// showcase is a small scene with one of everything: trees, a high wall
// bend, a low wall, items, flags and children of both teams in every
// posture, for the pixel tests and for looking (ARENA_SHOTS=dir).
func showcase(t testing.TB) *pb.State {
	s := sketch(t, 10, 10,
		"T..WWW..V...",
		"...W....V...",
		"0.1..P..VV..",
		"..c.S.A.L.d.",
		"..F..R..B...",
		"4.5.g.h...T.",
	)
	set := func(i int, inv byte, defending bool) {
		if err := s.Kids[i].SetInventory(inv); err != nil {
			t.Fatal(err)
		}
		s.Kids[i].Defending = defending
	}
	set(0, 'b', false)
	set(1, 'f', true)
	set(2, 'd', false)
	set(3, 'c', true)
	set(4, 'b', false)
	set(5, 'f', false)
	set(6, 'e', false)
	set(7, 'd', true)
	s.Canceled[4] = "cannot launch crouched"
	return s
}

func TestShowcase(t *testing.T) {
	s := showcase(t)
	r := New()
	sh := draw(t, r, render.View{Cur: s, Alpha: 1}, 15.5, 12.5, 14, 9, 48)
	sh.save(t, "showcase")
	sel := render.Selection{Kind: "child", ID: "0"}
	dbg := render.View{Cur: s, Alpha: 1, Selection: &sel, Overlays: render.Overlays{Debug: true, Grid: true, MouseIn: true}}
	dbg.Overlays.MouseX, dbg.Overlays.MouseY = center(pb.Point{X: 14, Y: 15})
	draw(t, r, dbg, 15.5, 12.5, 14, 9, 48).save(t, "showcase-debug")
	sh = draw(t, r, render.View{Cur: s, Alpha: 1}, 15.5, 12.5, 14, 9, PPU)
	sh.save(t, "showcase16")

	// Grass where nothing stands.
	// Grass where nothing stands, striped where it is a team's domain.
	if n := sh.count(pb.Point{X: 11, Y: 14}, isGrass); n < PPU*PPU*2/3 {
		t.Errorf("grass at 11,14: %d of %d pixels", n, PPU*PPU)
	}
	// A tree's canopy is green and darker than the lit grass around.
	leaves := func(c color.RGBA) bool { return c.G > c.R+30 && c.G > c.B+20 && c.G < 180 }
	if n := sh.count(pb.Point{X: 10, Y: 15}, leaves); n < 150 {
		t.Errorf("tree at 10,15: %d leaf pixels", n)
	}
	// Stone on the high wall, sandbags on the low wall.
	stone := func(c color.RGBA) bool { return near(c, stoneTop, 24) }
	if n := sh.count(pb.Point{X: 14, Y: 15}, stone); n < 60 {
		t.Errorf("high wall at 14,15: %d stone pixels", n)
	}
	bag := func(c color.RGBA) bool { return near(c, bagTop, 24) || near(c, bagFace, 20) }
	if n := sh.count(pb.Point{X: 18, Y: 14}, bag); n < 40 {
		t.Errorf("low wall at 18,14: %d sandbag pixels", n)
	}
	// The team colours of the children's jerseys (a raised shield hides
	// some).
	for i, k := range s.Kids {
		if n := sh.count(k.Pos(), isTeam(k.Team)); n < 5 {
			t.Errorf("child %d at %v: %d pixels of its team's colour", i, k.Pos(), n)
		}
	}
	// The question mark over child 4, whose command was canceled.
	yellow := func(c color.RGBA) bool { return c.R > 230 && c.G > 210 && c.B < 150 }
	if n := sh.count(pb.Point{X: 10, Y: 11}, yellow); n < 10 {
		t.Errorf("no question mark over child 4: %d yellow pixels above it", n)
	}
	// Flags show their team's cloth.
	if n := sh.count(pb.Point{X: 15, Y: 11}, isTeam(0)); n < 15 {
		t.Errorf("red flag: %d red pixels", n)
	}
	if n := sh.count(pb.Point{X: 18, Y: 11}, isTeam(1)); n < 15 {
		t.Errorf("blue flag: %d blue pixels", n)
	}
}

// turn plays one round from s with both teams' canonical actions and
// returns the state before and after.
func turn(t testing.TB, s *pb.State, red, blue string) (prev, cur *pb.State) {
	t.Helper()
	var acts [2]pb.Action
	for p, text := range []string{red, blue} {
		a, err := pb.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		acts[p] = a
	}
	prev = s.Clone().(*pb.State)
	cur = s.Clone().(*pb.State)
	cur.Apply(acts)
	return prev, cur
}

// ballPixels counts pixels of the team's ball colour (the white ball
// tinted) in a screen box around a field point raised by h units.
func ballPixels(sh shot, team int, fx, fy, h float64) int {
	wx, wy := worldOf(fx, fy)
	sx, sy := sh.cam.ToScreen(wx, wy+0.25-h*heightScale)
	tc := render.Shade(teamColor(team), 1.1)
	n := 0
	r := int(sh.cam.Zoom * 0.35)
	for y := int(sy) - r; y <= int(sy)+r; y++ {
		for x := int(sx) - r; x <= int(sx)+r; x++ {
			if near(sh.img.RGBAAt(x, y), tc, 40) {
				n++
			}
		}
	}
	return n
}

// TestBallsFlyAtTheirHeight launches a ball at a space 12 to the east and
// checks it is drawn in flight above its path during the turn (at height
// 9 in the first half, lower in the second), and gone once it landed,
// leaving a splat.
func TestBallsFlyAtTheirHeight(t *testing.T) {
	s := sketch(t, 8, 10,
		"0.............4",
	)
	prev, cur := turn(t, s, "launch 20 10; idle; idle; idle", "idle; idle; idle; idle")
	if len(cur.Flights) != 1 || cur.Flights[0].End != pb.EndGround {
		t.Fatalf("flights %+v", cur.Flights)
	}
	r := New()
	at := func(alpha float64) shot {
		return draw(t, r, render.View{Prev: prev, Cur: cur, Alpha: alpha, Time: 1}, 15, 10, 16, 6, 32)
	}
	// At alpha 0.25 the ball is a quarter of the way (x = 11), at height 9;
	// at 0.75, three quarters (x = 17), at height 4.5.
	early, late := at(0.25), at(0.75)
	early.save(t, "flight-early")
	late.save(t, "flight-late")
	if n := ballPixels(early, 0, 11, 10, 9); n < 10 {
		t.Errorf("alpha 0.25: %d ball pixels at 11,10 height 9", n)
	}
	if n := ballPixels(early, 0, 11, 10, 0); n > 0 && ballPixels(early, 0, 11, 10, 9) <= n {
		t.Errorf("alpha 0.25: the ball is not above its shadow")
	}
	if n := ballPixels(late, 0, 17, 10, 4.5); n < 8 {
		t.Errorf("alpha 0.75: %d ball pixels at 17,10 height 4.5", n)
	}
	if n := ballPixels(late, 0, 11, 10, 9); n > 4 {
		t.Errorf("alpha 0.75: %d ball pixels left at 11,10", n)
	}
	// Landed: no ball, a red splat on the target space.
	end := at(1)
	end.save(t, "flight-end")
	if n := ballPixels(end, 0, 20, 10, 0) + ballPixels(end, 0, 17, 10, 4.5); n > 30 {
		t.Logf("landed: %d red pixels near the target (the splat)", n)
	}
	red := func(c color.RGBA) bool { return c.R > 180 && c.G < 120 && c.B < 120 }
	if n := end.count(pb.Point{X: 20, Y: 10}, red); n < 40 {
		t.Errorf("no splat where the ball landed: %d red pixels at 20,10", n)
	}
	// Without a previous round (after a seek) nothing is in flight.
	still := draw(t, r, render.View{Cur: cur, Alpha: 0.25, Time: 1}, 15, 10, 16, 6, 32)
	if n := ballPixels(still, 0, 11, 10, 9); n > 4 {
		t.Errorf("a ball drawn in flight without a previous round: %d pixels", n)
	}
}

// TestChildrenMoveAlongTheirSteps checks that a moving child is drawn
// between its spaces during the turn.
func TestChildrenMoveAlongTheirSteps(t *testing.T) {
	s := sketch(t, 10, 10, "4...0")
	prev, cur := turn(t, s, "move 17 10; idle; idle; idle", "idle; idle; idle; idle")
	if cur.Kids[0].X != 17 {
		t.Fatalf("child 0 at %v", cur.Kids[0].Pos())
	}
	r := New()
	mid := draw(t, r, render.View{Prev: prev, Cur: cur, Alpha: 0.5}, 15, 10, 10, 4, 32)
	end := draw(t, r, render.View{Prev: prev, Cur: cur, Alpha: 1}, 15, 10, 10, 4, 32)
	// Three steps of a third of the turn each: at half time it is between
	// 15 and 16.
	jersey := isTeam(0)
	if n := mid.count(pb.Point{X: 17, Y: 10}, jersey); n > 0 {
		t.Errorf("half way: %d jersey pixels already at 17,10", n)
	}
	if n := mid.count(pb.Point{X: 15, Y: 10}, jersey) + mid.count(pb.Point{X: 16, Y: 10}, jersey); n < 10 {
		t.Errorf("half way: %d jersey pixels between 15 and 16", n)
	}
	if n := end.count(pb.Point{X: 17, Y: 10}, jersey); n < 10 {
		t.Errorf("end: %d jersey pixels at 17,10", n)
	}
}

// TestPostureAndShield checks that a crouched child is drawn lower than a
// standing one and that a raised shield shows in front of a defender.
func TestPostureAndShield(t *testing.T) {
	s := sketch(t, 10, 10, "0.b")
	s.Kids[0].Shield = true
	r := New()
	top := func(sh shot, p pb.Point) int {
		wx, wy := pb.SpaceToWorld(p)
		x0, y0 := sh.cam.ToScreen(wx, wy)
		z := int(sh.cam.Zoom)
		for y := int(y0); y < int(y0)+z; y++ {
			for x := int(x0); x < int(x0)+z; x++ {
				if isTeam(0)(sh.img.RGBAAt(x, y)) {
					return y - int(y0)
				}
			}
		}
		return -1
	}
	sh := draw(t, r, render.View{Cur: s, Alpha: 1}, 11, 10, 4, 3, 32)
	stand, crouch := top(sh, pb.Point{X: 10, Y: 10}), top(sh, pb.Point{X: 12, Y: 10})
	if stand < 0 || crouch < 0 || crouch <= stand+4 {
		t.Errorf("jersey starts at row %d standing, %d crouched", stand, crouch)
	}
	wood := func(c color.RGBA) bool { return near(c, gear['W'], 10) }
	slung := sh.count(pb.Point{X: 10, Y: 10}, wood)
	s.Kids[0].Defending = true
	raised := draw(t, r, render.View{Cur: s, Alpha: 1}, 11, 10, 4, 3, 32).count(pb.Point{X: 10, Y: 10}, wood)
	if slung == 0 || raised < 3*slung {
		t.Errorf("shield wood pixels: %d slung, %d raised", slung, raised)
	}
}

// TestFogHidesWhatATeamCannotSee switches the fog setting: with "all" the
// far blue child is drawn; with "red" it is hidden and its space is dark;
// with "blue" it is drawn again; with "both" the spaces only Red sees are
// tinted red.
func TestFogHidesWhatATeamCannotSee(t *testing.T) {
	s := sketch(t, 2, 2, "0................4")
	s.Cells[pb.Index(19, 3)] = pb.Cell{Kind: pb.Shield}
	r := New()
	view := func(fog string) shot {
		return draw(t, r, render.View{Cur: s, Alpha: 1, Settings: map[string]string{"fog": fog}}, 11, 3, 20, 8, 24)
	}
	blue := pb.Point{X: 19, Y: 2}
	all, red, bl, both := view(FogAll), view(FogRed), view(FogBlue), view(FogBoth)
	red.save(t, "fog-red")
	both.save(t, "fog-both")
	if n := all.count(blue, isTeam(1)); n < 5 {
		t.Errorf("fog all: %d blue pixels at the blue child", n)
	}
	if n := red.count(blue, isTeam(1)); n != 0 {
		t.Errorf("fog red: %d blue pixels at the hidden blue child", n)
	}
	if n := bl.count(blue, isTeam(1)); n < 5 {
		t.Errorf("fog blue: %d blue pixels at the blue child", n)
	}
	// The shield item beside the blue child is hidden from Red too.
	wood := func(c color.RGBA) bool { return near(c, gear['W'], 10) }
	if all.count(pb.Point{X: 19, Y: 3}, wood) == 0 || red.count(pb.Point{X: 19, Y: 3}, wood) != 0 {
		t.Error("fog red shows the shield out of sight, or all hides it")
	}
	// Red's own space is untouched by the red fog; the far side is dark.
	bright := func(c color.RGBA) bool { return int(c.R)+int(c.G)+int(c.B) > 200 }
	if n := red.count(pb.Point{X: 3, Y: 2}, bright); n < 100 {
		t.Errorf("fog red darkens Red's own side: %d bright pixels", n)
	}
	if n := red.count(pb.Point{X: 17, Y: 4}, bright); n > 20 {
		t.Errorf("fog red leaves the unseen side bright: %d pixels", n)
	}
	// Both: Red's sight is hatched red, Blue's blue, and what neither
	// sees is dark.
	reddish := func(c color.RGBA) bool { return int(c.R) > int(c.G)+40 }
	bluish := func(c color.RGBA) bool { return int(c.B) > int(c.G)+30 }
	if n, m := both.count(pb.Point{X: 4, Y: 4}, reddish), all.count(pb.Point{X: 4, Y: 4}, reddish); n < m+15 {
		t.Errorf("fog both: %d reddish pixels where Red sees (%d without fog)", n, m)
	}
	if n, m := both.count(pb.Point{X: 17, Y: 4}, bluish), all.count(pb.Point{X: 17, Y: 4}, bluish); n < m+15 {
		t.Errorf("fog both: %d bluish pixels where Blue sees (%d without fog)", n, m)
	}
	if n := both.count(pb.Point{X: 11, Y: 6}, bright); n > 20 || len(both.space(pb.Point{X: 11, Y: 6})) == 0 {
		t.Errorf("fog both leaves what nobody sees bright: %d pixels", n)
	}
}

func TestRenderNeverChangesState(t *testing.T) {
	s := showcase(t)
	prev, cur := turn(t, s, "launch 16 13; idle; move 12 9; idle", "launch 12 13; idle; idle; idle")
	before, beforePrev := cur.Hash(), prev.Hash()
	r := New()
	sel := render.Selection{Kind: "child", ID: "0"}
	v := render.View{Prev: prev, Cur: cur, Alpha: 0.4, Selection: &sel,
		Overlays: render.Overlays{Grid: true, Debug: true, Commands: true, Hover: true, MouseIn: true, MouseX: 14.5, MouseY: 16.5},
		Players:  []sim.PlayerView{{LastCommand: "launch 16 13; idle; move 12 9; idle"}, {LastCommand: "idle; idle; idle; idle"}}}
	for _, fog := range []string{FogAll, FogRed, FogBlue, FogBoth} {
		v.Settings = map[string]string{"fog": fog}
		draw(t, r, v, 15.5, 12.5, 14, 9, 32)
	}
	if cur.Hash() != before || prev.Hash() != beforePrev {
		t.Error("drawing changed a state")
	}
	px, py := center(cur.Kids[1].Pos())
	sel, ok := r.Pick(cur, px, py)
	if !ok || sel.Kind != "child" || sel.ID != "1" {
		t.Errorf("pick at child 1: %+v %v", sel, ok)
	}
	if lines := r.Inspect(cur, sel); len(lines) < 3 || lines[0] != "Child 1 (Red) at 12,13" {
		t.Errorf("inspect child 1: %q", lines)
	}
	px, py = center(pb.Point{X: 10, Y: 15})
	cell, ok := r.Pick(cur, px, py)
	if !ok || cell.Kind != "cell" || cell.ID != "10,15" {
		t.Errorf("pick the tree: %+v", cell)
	}
	if lines := r.Inspect(cur, cell); len(lines) == 0 || lines[0] != "Space 10,15: tree, 20 units tall" {
		t.Errorf("inspect the tree: %q", lines)
	}
	wx, wy := center(pb.Point{X: 3, Y: 4})
	if txt, ok := r.MoveEdit(cur, sel, wx, wy); !ok || txt != "child 1 at 3 4" {
		t.Errorf("move edit %q %v", txt, ok)
	}
	if cur.Hash() != before {
		t.Error("pick, inspect or move changed the state")
	}
}

// TestDebugOverlay checks the launch range outline of a selected child and
// the splatter and safe zones of an obstacle beside an opponent.
func TestDebugOverlay(t *testing.T) {
	s := sketch(t, 10, 10,
		"...4.",
		"0..T.",
	)
	r := New()
	sel := render.Selection{Kind: "child", ID: "0"}
	plain := draw(t, r, render.View{Cur: s, Alpha: 1, Selection: &sel}, 12, 11, 8, 5, 32)
	dbg := draw(t, r, render.View{Cur: s, Alpha: 1, Selection: &sel, Overlays: render.Overlays{Debug: true}}, 12, 11, 8, 5, 32)
	dbg.save(t, "debug")
	// A ball from the west bursting on the tree at 13,10 splatters its
	// west side (12,11 among them) and leaves the east side safe.
	orange := func(c color.RGBA) bool { return c.R > c.G+30 && c.R > c.B+60 }
	if n, m := dbg.count(pb.Point{X: 12, Y: 11}, orange), plain.count(pb.Point{X: 12, Y: 11}, orange); n <= m+20 {
		t.Errorf("splatter zone at 12,11: %d orange pixels (%d without debug)", n, m)
	}
	if a, b := plain.at(pb.Point{X: 14, Y: 10}, 0.5, 0.2), dbg.at(pb.Point{X: 14, Y: 10}, 0.5, 0.2); int(b.G)-int(b.R) <= int(a.G)-int(a.R) {
		t.Errorf("safe zone at 14,10 not greener: %v, plain %v", b, a)
	}
	// The range outline is far away; the move targets are dots beside.
	if plain.at(pb.Point{X: 11, Y: 10}, 0.5, 0.5) == dbg.at(pb.Point{X: 11, Y: 10}, 0.5, 0.5) {
		t.Error("no move target dot at 11,10")
	}
}
