package madmax

import (
	"strconv"
	"testing"
)

func TestAppendInt(t *testing.T) {
	for _, v := range []int{0, 7, 9, 10, 42, 99, 100, 305, 999, 1000, 12345, -1, -10, -999, -1000, 1 << 40} {
		if got, want := string(appendInt([]byte("x"), v)), "x"+strconv.Itoa(v); got != want {
			t.Errorf("appendInt(%d) = %q, want %q", v, got, want)
		}
	}
}
