package version

import (
	"fmt"
	"runtime/debug"
	"strings"
)

// String is the one-line answer to prog --version.
func String(prog string) string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return prog + " (version unknown: the binary carries no build information)"
	}
	return format(prog, bi)
}

// format writes the line from bi: "arena v1.2.3, revision 0123456789ab
// (2026-01-02T03:04:05Z, modified), go1.26.0". The go tool stamps the VCS
// settings when it builds from a checkout (go build, go install); go run,
// go test and -buildvcs=false leave them out, and the line says so.
func format(prog string, bi *debug.BuildInfo) string {
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	set := map[string]string{}
	for _, s := range bi.Settings {
		set[s.Key] = s.Value
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s", prog, v)
	if rev := set["vcs.revision"]; rev != "" {
		fmt.Fprintf(&b, ", revision %s", rev[:min(len(rev), 12)])
		var notes []string
		if t := set["vcs.time"]; t != "" {
			notes = append(notes, t)
		}
		if set["vcs.modified"] == "true" {
			notes = append(notes, "modified")
		}
		if len(notes) > 0 {
			fmt.Fprintf(&b, " (%s)", strings.Join(notes, ", "))
		}
	} else {
		b.WriteString(", revision unknown (stamped only by go build or go install in a git clone: not by go run, go test, in a git worktree or with -buildvcs=false)")
	}
	if bi.GoVersion != "" {
		fmt.Fprintf(&b, ", %s", bi.GoVersion)
	}
	return b.String()
}
