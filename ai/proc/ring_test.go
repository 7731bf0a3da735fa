package proc

import (
	"strings"
	"testing"
)

func TestRing(t *testing.T) {
	tests := []struct {
		name   string
		size   int
		writes []string
		mark   int64
		max    int
		want   string
	}{
		{"empty", 8, nil, 0, 8, ""},
		{"all", 8, []string{"abc"}, 0, 8, "abc"},
		{"since mark", 8, []string{"abc", "de"}, 3, 8, "de"},
		{"capped keeps the tail", 8, []string{"abcdef"}, 0, 2, "ef"},
		{"wraps", 4, []string{"abc", "def"}, 0, 8, "cdef"},
		{"huge write", 4, []string{strings.Repeat("x", 100) + "1234"}, 0, 8, "1234"},
		{"mark past retained", 4, []string{"abcdefgh"}, 2, 8, "efgh"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRing(tc.size)
			var total int
			for _, w := range tc.writes {
				r.Write([]byte(w))
				total += len(w)
			}
			got, mark := r.since(tc.mark, tc.max)
			if string(got) != tc.want {
				t.Errorf("since = %q, want %q", got, tc.want)
			}
			if mark != int64(total) {
				t.Errorf("mark = %d, want %d", mark, total)
			}
		})
	}
}
