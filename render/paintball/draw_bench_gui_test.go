//go:build gui

package paintball

import (
	"image"
	"testing"

	"arena/ai"
	aipaintball "arena/ai/paintball"
	"arena/render"
	"arena/render/drawbench"
	"arena/render/guitest"
	"arena/sim"
	pb "arena/sim/paintball"
)

// BenchmarkDraw draws a mid-game scene between the default built-ins
// (drawbench.Run).
func BenchmarkDraw(b *testing.B) {
	drawbench.Run(b, New(), pb.ID, benchScene(b), []string{"captain", "captain"}, 60)
}

// TestGround: the ground Ground names comes out of Draw opaque
// (drawbench.CheckGround), in the benchmark's scene.
func TestGround(t *testing.T) {
	drawbench.CheckGround(t, New(), pb.ID, benchScene(t), []string{"captain", "captain"}, 60)
}

// benchScene is a new game with the default built-ins registered.
func benchScene(tb testing.TB) sim.State {
	if len(ai.Bots(pb.ID)) == 0 {
		aipaintball.Register()
	}
	g, err := pb.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// TestTimelineMarkersAreSparse plays a whole game between two captains and
// checks that the marked kinds (Info().Markers) fall on few ticks, so the
// timeline shows turning points, not a solid bar of hits (issue #20).
func TestTimelineMarkersAreSparse(t *testing.T) {
	if len(ai.Bots(pb.ID)) == 0 {
		aipaintball.Register()
	}
	g, err := pb.Game{}.New(sim.Config{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	marked := map[sim.EventKind]bool{}
	for _, k := range (pb.Game{}).Info().Markers {
		marked[k] = true
	}
	ticks, withMark := 0, 0
	for range 1000 {
		if _, over := g.Outcome(); over {
			break
		}
		_, evs := guitest.Play(t, pb.ID, g, []string{"captain", "captain"}, 1)
		ticks++
		for _, e := range evs {
			if marked[e.Kind] {
				withMark++
				break
			}
		}
	}
	if ticks == 0 || withMark*5 > ticks {
		t.Errorf("%d of %d ticks carry a timeline marker", withMark, ticks)
	}
}

// TestLabelsAvoidChildrenAndEachOther: at the fit zoom of a 1280×800
// window (22 pixels a space), command bubbles cover no child and no other
// bubble, and the counts of neighbouring stacks do not overprint (#20).
func TestLabelsAvoidChildrenAndEachOther(t *testing.T) {
	s := sketch(t, 10, 10,
		"PPP..",
		"0123.",
		".45PP",
		"..67P",
	)
	r := New()
	cmds := []sim.PlayerView{
		{LastCommand: "move 10 14; move 11 14; crouch; launch 20 20"},
		{LastCommand: "move 12 12; pickup; defend; move 13 12"},
	}
	draw(t, r, render.View{Cur: s, Alpha: 1, Players: cmds, Overlays: render.Overlays{Commands: true}}, 12, 12, 20, 16, 22)
	if len(r.cmdBoxes) == 0 {
		t.Fatal("no command bubble drawn")
	}
	box := func(b cmdBox) image.Rectangle {
		return image.Rect(int(b.x), int(b.y), int(b.x+b.w), int(b.y+b.h))
	}
	cam := render.Camera{Zoom: 22, W: 20 * 22, H: 16 * 22}
	cam.X, cam.Y = worldOf(12, 12)
	for i, b := range r.cmdBoxes {
		for j, o := range r.cmdBoxes[i+1:] {
			if box(b).Overlaps(box(o)) {
				t.Errorf("bubbles %q and %q overlap", b.text, r.cmdBoxes[i+1+j].text)
			}
		}
		for k, kid := range s.Kids {
			x, y := cam.ToScreen(pb.SpaceToWorld(pb.Point{X: kid.X, Y: kid.Y}))
			if box(b).Overlaps(image.Rect(int(x)+1, int(y)+1, int(x+22)-1, int(y+22)-1)) {
				t.Errorf("bubble %q covers child %d", b.text, k)
			}
		}
	}
	if len(r.counts) < 2 {
		t.Fatalf("%d stack counts drawn", len(r.counts))
	}
	for i, a := range r.counts {
		for _, b := range r.counts[i+1:] {
			if a.Overlaps(b) {
				t.Errorf("stack counts at %v and %v overlap", a, b)
			}
		}
	}
}
