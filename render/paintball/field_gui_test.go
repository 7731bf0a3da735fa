//go:build gui

package paintball

import (
	"bytes"
	"testing"

	"arena/render/guitest"
	pb "arena/sim/paintball"
)

// TestFieldUploadsWhatItComposed changes the domain striped on the field
// square by square, a whole team's at once, and back: after each change
// the field's texture, uploaded a square at a time, holds exactly the
// pixels composed for it.
func TestFieldUploadsWhatItComposed(t *testing.T) {
	s := benchScene(t).(*pb.State)
	var f field
	var dom [pb.Size * pb.Size]int8
	for i := range dom {
		dom[i] = -1
	}
	steps := []func(){
		func() {},
		func() { dom[pb.Index(3, 4)] = 0 },
		func() { dom[pb.Index(3, 5)], dom[pb.Index(20, 20)] = 1, 0 },
		func() {
			for i := range dom {
				dom[i] = int8(i % 2)
			}
		},
		func() { dom[pb.Index(3, 4)] = -1 },
		func() {
			for i := range dom {
				dom[i] = -1
			}
		},
	}
	for k, step := range steps {
		step()
		var composed, uploaded []byte
		guitest.OnLoop(func() {
			img := f.image(s, &dom)
			composed = bytes.Clone(f.rgba.Pix)
			uploaded = guitest.Pixels(img).Pix
		})
		if !bytes.Equal(composed, uploaded) {
			t.Fatalf("step %d: the texture differs from the composed field", k)
		}
	}
}
