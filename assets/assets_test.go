package assets

import "testing"

func TestIcon(t *testing.T) {
	if b := Icon().Bounds(); b.Dx() != 32 || b.Dy() != 32 {
		t.Errorf("icon is %v, want 32x32", b)
	}
}
