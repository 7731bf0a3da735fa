package scenario

import (
	"bytes"
	"io"
	"os"
	"path/filepath"

	"arena/sim/fileio"
)

// IsFile says whether path starts like a scenario: its first line, after
// blank lines and comments, is Magic (replays are gzip and never do). The
// window uses it to tell a scenario from a replay opened or dropped.
func IsFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 4096)
	n, _ := io.ReadFull(f, head)
	for _, line := range bytes.Split(head[:n], []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		return string(line) == Magic
	}
	return false
}

// Load reads and parses a scenario file, bounded like every input
// (Limit).
func Load(path string) (*Scenario, error) {
	data, err := fileio.ReadFile(path, Limit)
	if err != nil {
		return nil, err
	}
	return Parse(data, filepath.Base(path))
}
