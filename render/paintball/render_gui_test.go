//go:build gui

package paintball

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render"
	"arena/render/guitest"
	pb "arena/sim/paintball"
)

// TestMain runs the tests inside ebiten.RunGame, since ebiten images only
// work in its loop (guitest); the loop also hosts a whole app.App for the
// end-to-end tests (app_gui_test.go).
func TestMain(m *testing.M) {
	registerForApp()
	ebiten.SetWindowSize(1024, 768)
	guitest.Main(m)
}

// sketch builds a state from rows of characters, top row first, placed
// with its bottom-left corner at field space (ox, oy) of an otherwise
// empty field: Table 6 letters are obstacles and items ('P' a stack of 12
// paintballs), digits 0–7 standing children, letters a–h crouched ones.
// Children not in the sketch stand in the far corners.
func sketch(t testing.TB, ox, oy int, rows ...string) *pb.State {
	t.Helper()
	s := pb.NewState(&pb.Field{}, 1)
	park := [pb.Children][2]int{{0, 30}, {1, 30}, {2, 30}, {3, 30}, {30, 0}, {29, 0}, {28, 0}, {27, 0}}
	for i := range s.Kids {
		s.Kids[i].X, s.Kids[i].Y = park[i][0], park[i][1]
	}
	for r, row := range rows {
		y := oy + len(rows) - 1 - r
		for c, ch := range row {
			x := ox + c
			switch {
			case ch == '.':
			case ch >= '0' && ch <= '7':
				s.Kids[ch-'0'].X, s.Kids[ch-'0'].Y = x, y
			case ch >= 'a' && ch <= 'h':
				i := ch - 'a'
				s.Kids[i].X, s.Kids[i].Y, s.Kids[i].Crouched = x, y, true
			case ch == 'P':
				s.Cells[pb.Index(x, y)] = pb.Cell{Kind: pb.Balls, N: 12}
			default:
				c, err := pb.ParseToken(string(ch))
				if err != nil {
					t.Fatalf("sketch row %d col %d: %v", r, c, err)
				}
				s.Cells[pb.Index(x, y)] = c
			}
		}
	}
	return s
}

// shot is a drawn view: the pixels and the camera they were drawn with.
type shot struct {
	img *image.RGBA
	cam render.Camera
}

// draw renders v at zoom pixels per space with the camera centred on the
// field point (fx, fy) (space coordinates, y up), w×h spaces wide.
func draw(t testing.TB, r *Renderer, v render.View, fx, fy float64, w, h int, zoom float64) shot {
	t.Helper()
	var sh shot
	sh.img = guitest.Shot(int(float64(w)*zoom), int(float64(h)*zoom), func(dst *ebiten.Image) {
		dst.Fill(color.Black)
		cx, cy := worldOf(fx, fy)
		v.Camera = render.Camera{X: cx, Y: cy, Zoom: zoom, W: float64(w) * zoom, H: float64(h) * zoom}
		if v.Settings == nil {
			v.Settings = map[string]string{"fog": FogAll}
		}
		r.Draw(dst, v)
		sh.cam = v.Camera
	})
	return sh
}

// space returns the pixels of field space p as drawn.
func (s shot) space(p pb.Point) []color.RGBA {
	wx, wy := pb.SpaceToWorld(p)
	x0, y0 := s.cam.ToScreen(wx, wy)
	var out []color.RGBA
	z := int(s.cam.Zoom)
	for y := int(y0); y < int(y0)+z; y++ {
		for x := int(x0); x < int(x0)+z; x++ {
			if (image.Point{x, y}).In(s.img.Bounds()) {
				out = append(out, s.img.RGBAAt(x, y))
			}
		}
	}
	return out
}

// count is how many pixels of space p pass f.
func (s shot) count(p pb.Point, f func(color.RGBA) bool) int {
	n := 0
	for _, c := range s.space(p) {
		if f(c) {
			n++
		}
	}
	return n
}

// at is the pixel at fraction (u, v) of space p.
func (s shot) at(p pb.Point, u, v float64) color.RGBA {
	wx, wy := pb.SpaceToWorld(p)
	x, y := s.cam.ToScreen(wx+u, wy+v)
	return s.img.RGBAAt(int(x), int(y))
}

func (s shot) save(t testing.TB, name string) { guitest.SaveShot(t, "ARENA_SHOTS", name, s.img) }

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

func isTeam(team int) func(color.RGBA) bool {
	tc := teamColor(team)
	return func(c color.RGBA) bool { return near(c, tc, 12) }
}

func isGrass(c color.RGBA) bool { return int(c.G) > int(c.R)+25 && int(c.G) > int(c.B)+40 }
