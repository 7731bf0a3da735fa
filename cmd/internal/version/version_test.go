package version

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestFormat(t *testing.T) {
	stamped := []debug.BuildSetting{
		{Key: "vcs", Value: "git"},
		{Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"},
		{Key: "vcs.time", Value: "2026-01-02T03:04:05Z"},
	}
	cases := []struct {
		name     string
		version  string
		settings []debug.BuildSetting
		want     string
	}{
		{"clean checkout", "v0.0.0-20260102030405-0123456789ab", stamped,
			"arena v0.0.0-20260102030405-0123456789ab, revision 0123456789ab (2026-01-02T03:04:05Z), go1.26.0"},
		{"local changes", "v0.0.0-20260102030405-0123456789ab+dirty",
			append(stamped[:3:3], debug.BuildSetting{Key: "vcs.modified", Value: "true"}),
			"arena v0.0.0-20260102030405-0123456789ab+dirty, revision 0123456789ab (2026-01-02T03:04:05Z, modified), go1.26.0"},
		{"go run", "", nil, "arena (devel), revision unknown (stamped only by go build or go install in a git clone: not by go run, go test, in a git worktree or with -buildvcs=false), go1.26.0"},
	}
	for _, c := range cases {
		bi := &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: "arena", Version: c.version}, Settings: c.settings}
		if got := format("arena", bi); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}

// TestString reads this test binary's own build information, which go
// test always records (without VCS settings).
func TestString(t *testing.T) {
	s := String("arenactl")
	if !strings.HasPrefix(s, "arenactl ") || strings.Contains(s, "\n") {
		t.Errorf("String = %q", s)
	}
}
