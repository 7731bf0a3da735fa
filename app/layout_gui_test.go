//go:build gui

package app

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai"
	aimadmax "arena/ai/madmax"
	aipaintball "arena/ai/paintball"
	"arena/app/control"
	"arena/app/ui"
	"arena/render"
	madmaxrender "arena/render/madmax"
	paintballrender "arena/render/paintball"
	"arena/sim"
	cr "arena/sim/coderunner"
	"arena/sim/madmax"
	"arena/sim/paintball"
	"arena/sim/windward"
	"arena/sim/worms"
)

var allOnce sync.Once

// registerAll adds the five games, renderers and bots (the harness has
// Worms, windward_gui_test.go Windwardopolis).
func registerAll() {
	registerCodeRunner()
	allOnce.Do(func() {
		if _, err := sim.Lookup(madmax.ID); err != nil {
			sim.Register(madmax.Game{})
			render.Register(madmax.ID, madmaxrender.New())
			aimadmax.Register()
		}
		if _, err := sim.Lookup(paintball.ID); err != nil {
			sim.Register(paintball.Game{})
			render.Register(paintball.ID, paintballrender.New())
			aipaintball.Register()
		}
	})
}

// uniName is a team name outside ASCII: Greek and Cyrillic.
const uniName = "Ωμέγα Дракон"

// layoutSizes are the window sizes the layout is checked at.
var layoutSizes = []image.Point{{1024, 640}, {1366, 768}, {1920, 1080}}

// layoutShot draws the app into a w×h image (as ebiten would draw a window
// of that size), recording the HUD's text, and returns the pixels and the
// text log.
func layoutShot(a *App, w, h int) (*image.RGBA, *ui.TextLog) {
	var img *image.RGBA
	log := &ui.TextLog{}
	onLoop(func() {
		ow, oh := a.w, a.h
		a.w, a.h = w, h
		a.fit()
		dst := ebiten.NewImage(w, h)
		a.texts = log
		a.Draw(dst)
		a.texts = nil
		img = ui.Capture(dst)
		dst.Deallocate()
		a.w, a.h = ow, oh
		a.fit()
	})
	return img, log
}

// glyphPixels counts the bright pixels in r: drawn text, not an empty box.
func glyphPixels(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if max(c.R, c.G, c.B) > 140 {
				n++
			}
		}
	}
	return n
}

// TestLayoutEveryGameAndSize plays each game to its end, then takes
// screenshots at 1024×640, 1366×768 and 1920×1080 in six states (play,
// debug overlay, a menu open, the help overlay, the start screen, the
// summary), and checks that no two pieces of the HUD's text overlap, nor
// two of the map's labels (the renderer's and the debug overlay's), and
// that the non-ASCII team name is drawn with glyphs. ARENA_LAYOUT_SHOTS=dir keeps the PNGs (the README's
// screenshots in docs/ come from there).
func TestLayoutEveryGameAndSize(t *testing.T) {
	registerAll()
	if m := render.Missing(uniName); len(m) > 0 {
		t.Fatalf("the font lacks %q", string(m))
	}
	keep := os.Getenv("ARENA_LAYOUT_SHOTS")
	games := []struct {
		id     string
		params map[string]string
	}{
		{worms.ID, nil}, {cr.ID, nil}, {madmax.ID, nil}, {windward.ID, map[string]string{"rounds": "2"}}, {paintball.ID, nil},
	}
	for _, g := range games {
		t.Run(g.id, func(t *testing.T) {
			gm, err := sim.Lookup(g.id)
			if err != nil {
				t.Fatal(err)
			}
			bots := ai.Bots(g.id)
			n := max(gm.Info().MinPlayers, 2)
			var players, names []string
			for i := 0; i < n; i++ {
				players = append(players, "builtin:"+bots[i%len(bots)].Name)
				names = append(names, fmt.Sprintf("team %d", i+1))
			}
			names[0] = uniName
			a := startApp(t, 0, func(o *Options) {
				o.Match = MatchSpec{Game: g.id, Seed: 11, Players: players, Names: names, Params: g.params}
				o.Listen = ""
			})
			onLoop(func() { a.setSpeed(control.Full) })
			waitFor(t, "the end of the match", 4*time.Minute, func(a *App) bool { return a.frame.Done && a.frame.Tick == a.frame.End })
			end := 0
			onLoop(func() { end = a.frame.End })
			mid := min(30, end/2)
			onLoop(func() { a.ctl.SetPlaying(false); a.ctl.Seek(mid) })
			waitFor(t, "the seek", 20*time.Second, func(a *App) bool { return a.frame.Tick == mid })
			states := []struct {
				name       string
				setup, off func()
				summary    bool
				modal      bool // a full overlay: the sidebar's name is under it
			}{
				{"play", func() {}, func() {}, false, false},
				{"debug", func() { a.Do(control.Debug) }, func() { a.Do(control.Debug) }, false, false},
				{"menu", func() {
					m := a.layout().mapArea
					a.RightClickMap(float64(m.Min.X+m.Dx()/2), float64(m.Min.Y+m.Dy()/2))
				}, func() { a.popup = nil }, false, false},
				{"help", func() { a.help = true }, func() { a.help = false }, false, true},
				{"start", func() { a.openStart() }, func() { a.start = nil }, false, true},
				{"summary", func() { a.ctl.Seek(end) }, func() {}, true, false},
			}
			for _, st := range states {
				for _, sz := range layoutSizes {
					onLoop(func() { a.w, a.h = sz.X, sz.Y; st.setup() })
					if st.summary {
						waitFor(t, "the last tick", 20*time.Second, func(a *App) bool { return a.frame.Tick == end && a.summaryShown() })
					} else {
						waitFrames(2)
					}
					img, log := layoutShot(a, sz.X, sz.Y)
					onLoop(st.off)
					name := fmt.Sprintf("%s-%s-%dx%d", g.id, st.name, sz.X, sz.Y)
					if keep != "" {
						if err := ui.WritePNG(img, filepath.Join(keep, name+".png")); err != nil {
							t.Error(err)
						}
					}
					if len(log.Boxes) < 20 {
						t.Errorf("%s: only %d pieces of text recorded", name, len(log.Boxes))
					}
					for _, o := range log.Overlaps() {
						t.Errorf("%s: %s", name, o)
					}
					boxes := log.Find(uniName)
					if st.summary {
						boxes = append(boxes, log.Find("wins")...)
					}
					if st.modal {
						continue
					}
					if len(boxes) == 0 {
						t.Errorf("%s: %q is not drawn", name, uniName)
					} else if px := glyphPixels(img, boxes[0]); px < 15 {
						t.Errorf("%s: %q at %v has %d glyph pixels", name, uniName, boxes[0], px)
					}
					if st.summary {
						if o := a.frame.Outcome; o != nil && o.Reason != "" {
							words := strings.Fields(o.Reason)
							if last := words[len(words)-1]; len(log.Find(last)) == 0 {
								t.Errorf("%s: the reason's last word %q is not shown (%q)", name, last, o.Reason)
							}
						}
					}
				}
			}
		})
	}
}

// TestHiDPI draws at a device scale of 1.5 (a 150% display): the screen
// has 1.5 times the window's pixels, the camera's viewport is the map area
// in those pixels (the map drawn at full resolution, not upscaled), the
// HUD covers the same window share, and a click maps back to the window.
func TestHiDPI(t *testing.T) {
	a := startApp(t, 0, nil)
	var img *image.RGBA
	var lay layoutRects
	var vw, vh float64
	onLoop(func() {
		ow, oh := a.w, a.h
		a.setScale(1.5)
		a.w, a.h = 1280, 800
		a.fit()
		lay = a.layout()
		dst := ebiten.NewImage(1920, 1200)
		a.Draw(dst)
		vw, vh = a.cam.W, a.cam.H
		img = ui.Capture(dst)
		dst.Deallocate()
		a.setScale(1)
		a.w, a.h = ow, oh
		a.fit()
	})
	if want := 1.5 * float64(lay.mapArea.Dx()); vw < want-2 || vw > want+2 || vh < 1.5*float64(lay.mapArea.Dy())-2 {
		t.Errorf("viewport %vx%v for a %v map area at 150%%", vw, vh, lay.mapArea)
	}
	if c := img.RGBAAt(1910, 5); c != ui.Bar {
		t.Errorf("the header does not reach the right edge of the scaled screen: %v", c)
	}
	// The sidebar starts at 1.5 times its window x.
	sx := int(1.5*float64(lay.side.Min.X)) + 3
	if c := img.RGBAAt(sx, 300); c != ui.Bar {
		t.Errorf("sidebar colour at %d: %v", sx, c)
	}
	// The map is drawn in its scaled area: not all background.
	m := image.Rect(int(1.5*float64(lay.mapArea.Min.X)), int(1.5*float64(lay.mapArea.Min.Y)), int(1.5*float64(lay.mapArea.Max.X)), int(1.5*float64(lay.mapArea.Max.Y)))
	bg := 0
	for y := m.Min.Y; y < m.Max.Y; y += 9 {
		for x := m.Min.X; x < m.Max.X; x += 9 {
			if img.RGBAAt(x, y) == ui.Background {
				bg++
			}
		}
	}
	if total := (m.Dx() / 9) * (m.Dy() / 9); bg > total*9/10 {
		t.Errorf("the map area is %d/%d background at 150%%", bg, total)
	}
	if w, h := a.LayoutF(1280, 800); w < 1280 || h < 800 {
		t.Errorf("LayoutF = %v, %v", w, h)
	}
}
