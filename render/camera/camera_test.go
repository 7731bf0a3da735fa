package camera

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestRoundTrip(t *testing.T) {
	c := Camera{X: 10, Y: 5, Zoom: 16, OX: 100, OY: 20, W: 800, H: 600}
	for _, p := range [][2]float64{{0, 0}, {10, 5}, {33, 33}, {-4.5, 2.25}} {
		sx, sy := c.ToScreen(p[0], p[1])
		wx, wy := c.ToWorld(sx, sy)
		if !near(wx, p[0]) || !near(wy, p[1]) {
			t.Errorf("round trip %v -> (%v,%v) -> (%v,%v)", p, sx, sy, wx, wy)
		}
	}
	sx, sy := c.ToScreen(10, 5)
	if sx != 500 || sy != 320 {
		t.Errorf("centre maps to (%v,%v), want viewport centre (500,320)", sx, sy)
	}
}

func TestZoomAtKeepsCursorPoint(t *testing.T) {
	c := Camera{X: 16, Y: 16, Zoom: 10, W: 640, H: 480}
	wx, wy := c.ToWorld(100, 50)
	c.ZoomAt(100, 50, 2)
	if c.Zoom != 20 {
		t.Fatalf("zoom %v, want 20", c.Zoom)
	}
	ax, ay := c.ToWorld(100, 50)
	if !near(ax, wx) || !near(ay, wy) {
		t.Errorf("point under cursor moved from (%v,%v) to (%v,%v)", wx, wy, ax, ay)
	}
	c.ZoomAt(0, 0, 1e9)
	if c.Zoom != MaxZoom {
		t.Errorf("zoom not clamped: %v", c.Zoom)
	}
}

func TestStepZoomLadder(t *testing.T) {
	c := Camera{Zoom: 10, W: 100, H: 100}
	c.StepZoom(50, 50, 1)
	if c.Zoom != 12 {
		t.Errorf("up from 10 = %v, want 12", c.Zoom)
	}
	c.StepZoom(50, 50, -1)
	c.StepZoom(50, 50, -1)
	if c.Zoom != 8 {
		t.Errorf("down twice from 12 = %v, want 8", c.Zoom)
	}
	c.Zoom = 13
	c.StepZoom(50, 50, -1)
	if c.Zoom != 12 {
		t.Errorf("down from 13 = %v, want 12", c.Zoom)
	}
}

func TestPanFollowsMouse(t *testing.T) {
	c := Camera{X: 5, Y: 5, Zoom: 4, W: 100, H: 100}
	wx, wy := c.ToWorld(30, 30)
	c.Pan(8, -4)
	ax, ay := c.ToWorld(38, 26)
	if !near(ax, wx) || !near(ay, wy) {
		t.Errorf("dragged point moved: (%v,%v) vs (%v,%v)", ax, ay, wx, wy)
	}
}

func TestFit(t *testing.T) {
	c := Camera{W: 800, H: 600}
	c.Fit(33, 33, 10)
	if c.Zoom != 17 { // floor(580/33) = 17
		t.Errorf("fit zoom %v, want 17", c.Zoom)
	}
	if c.X != 16.5 || c.Y != 16.5 {
		t.Errorf("fit centre (%v,%v)", c.X, c.Y)
	}
	x0, y0, x1, y1 := c.Visible()
	if x0 > 0 || y0 > 0 || x1 < 33 || y1 < 33 {
		t.Errorf("fitted view %v,%v..%v,%v does not show the whole world", x0, y0, x1, y1)
	}
}

func TestClampKeepsTheWorldOnScreen(t *testing.T) {
	cases := []struct {
		name   string
		dx, dy float64
	}{{"far left", 1e6, 0}, {"far right", -1e6, 0}, {"far up", 0, 1e6}, {"far corner", -1e6, -1e6}, {"small", 5, 5}}
	for _, k := range cases {
		c := Camera{W: 800, H: 600}
		c.Fit(40, 30, 10)
		c.StepZoom(400, 300, 1)
		c.Pan(k.dx, k.dy)
		c.Clamp(40, 30)
		x0, y0, x1, y1 := c.Visible()
		if x1 <= 0 || y1 <= 0 || x0 >= 40 || y0 >= 30 {
			t.Errorf("%s: view %v,%v-%v,%v shows none of the 40x30 world", k.name, x0, y0, x1, y1)
		}
		if c.X < 0 || c.X > 40 || c.Y < 0 || c.Y > 30 {
			t.Errorf("%s: centre %v,%v off the world", k.name, c.X, c.Y)
		}
	}
}
