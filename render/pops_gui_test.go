//go:build gui

package render

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/render/guitest"
)

// TestPopsStack queues pop-ups the way a burst at full speed does (many on
// one cell, some beside it) and checks no two drawn boxes overlap, that a
// lone pop-up stays where it was put, and that the burst stacks upward in
// the order the events came.
func TestPopsStack(t *testing.T) {
	type at struct {
		s    string
		x, y float64
	}
	for _, tc := range []struct {
		name  string
		pops  []at
		still []int // pop-ups that must not move
	}{
		{"one", []at{{"+10", 100, 100}}, []int{0}},
		{"apart", []at{{"+10", 40, 100}, {"KO", 160, 100}, {"+20", 100, 30}}, []int{0, 1, 2}},
		{"burst", []at{{"+100", 100, 100}, {"+20", 100, 100}, {"+10", 100, 101}, {"+10", 103, 99}, {"NO GAS", 98, 100}}, []int{0}},
		{"column", []at{{"+10", 100, 120}, {"+10", 100, 112}, {"+10", 100, 104}, {"KO", 104, 96}}, []int{0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var p Pops
			img := guitest.Shot(200, 160, func(dst *ebiten.Image) {
				for _, q := range tc.pops {
					p.Add(q.s, q.x, q.y, Small, color.RGBA{255, 255, 255, 255}, color.RGBA{0, 0, 0, 255}, 1)
				}
				p.Draw(dst)
			})
			guitest.SaveShot(t, "ARENA_SHOTS", "pops-"+tc.name, img)
			b := p.Boxes()
			if len(b) != len(tc.pops) {
				t.Fatalf("%d boxes for %d pop-ups", len(b), len(tc.pops))
			}
			for i := range b {
				for j := i + 1; j < len(b); j++ {
					if b[i].Overlaps(b[j]) {
						t.Errorf("%q at %v overlaps %q at %v", tc.pops[i].s, b[i], tc.pops[j].s, b[j])
					}
				}
				if i > 0 && tc.name == "burst" && b[i].Max.Y > b[i-1].Min.Y {
					t.Errorf("%q at %v is not above the one before, %v", tc.pops[i].s, b[i], b[i-1])
				}
			}
			for _, i := range tc.still {
				q := tc.pops[i]
				if cy := float64(b[i].Min.Y+b[i].Max.Y) / 2; cy < q.y-1 || cy > q.y+1 {
					t.Errorf("%q moved from y=%.0f to %.0f", q.s, q.y, cy)
				}
			}
		})
	}
}
