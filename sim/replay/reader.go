package replay

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"arena/sim"
	"arena/sim/fileio"
)

// MaxLine is the longest line the reader accepts; snapshots of the largest
// games stay far below it, and map files are capped at load
// (fileio.TextMap, fileio.XMLMap) so a header embedding one does too.
const MaxLine = 64 << 20

// Open reads the replay at path: a regular file within fileio.Replay's
// limits (a FIFO, a device or a huge file fails at once).
func Open(path string) (*Replay, error) {
	f, err := fileio.Open(path, fileio.Replay)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f, path)
}

// record is any line, decoded loosely; fields not in a line stay zero.
type record struct {
	Type   string     `json:"type"`
	T      int        `json:"t"`
	A      []*string  `json:"a"`
	H      string     `json:"h"`
	Text   string     `json:"text"`
	State  []byte     `json:"state"`
	Status sim.Status `json:"status"`
}

// Read parses a replay from r, gzipped or plain JSON Lines; name is used in
// messages. A stream that stops early, or whose last line is torn, gives a
// Replay with Truncated set; other damage (a bad line, a blank line, a line
// over MaxLine, a gzip checksum error, more than fileio.Replay allows once
// inflated) is an error naming name:line.
func Read(r io.Reader, name string) (*Replay, error) {
	lim := fileio.Replay
	lim.MaxLine = MaxLine
	src, err := fileio.Decompressed(fileio.Capped(r, name, "file", lim.MaxFile), name, lim)
	if err != nil {
		return nil, err
	}
	lr := bufio.NewReaderSize(src, 64<<10)
	rp := &Replay{Name: name}
	var pending []Op
	for n := 1; ; n++ {
		line, complete, err := readLine(lr)
		if err != nil && !errors.Is(err, io.EOF) {
			if !errors.Is(err, io.ErrUnexpectedEOF) {
				// A checksum error, a bad gzip member, a line or a
				// file over the cap: damage, not an early end.
				var tl *fileio.TooLargeError
				if errors.As(err, &tl) {
					return nil, err
				}
				return nil, fmt.Errorf("%s:%d: %v", name, n, err)
			}
			if n == 1 && len(line) == 0 {
				return nil, fmt.Errorf("%s: %v", name, err)
			}
			// A killed writer leaves a gzip stream with no trailer.
			rp.Truncated, rp.Why = true, fmt.Sprintf("line %d: stream ends early", n)
		}
		if len(line) == 0 && err != nil {
			break // the end, after the last newline
		}
		if len(bytes.TrimSpace(line)) == 0 {
			// Writers never write blank lines; a file of them is
			// garbage, and skipping it would take minutes.
			return nil, fmt.Errorf("%s:%d: blank line", name, n)
		}
		if perr := rp.parseLine(line, n, &pending); perr != nil {
			if !complete {
				rp.Truncated, rp.Why = true, fmt.Sprintf("line %d: torn last line", n)
				break
			}
			return nil, fmt.Errorf("%s:%d: %v", name, n, perr)
		}
		if err != nil {
			break
		}
	}
	if rp.Header.Type == "" {
		return nil, fmt.Errorf("%s: no header line", name)
	}
	rp.Tail = pending
	return rp, nil
}

// readLine returns the next line without its newline; complete is false
// when the input ended (or failed) before a newline.
func readLine(r *bufio.Reader) (line []byte, complete bool, err error) {
	for {
		chunk, e := r.ReadSlice('\n')
		if len(line)+len(chunk) > MaxLine {
			return nil, false, fmt.Errorf("line longer than %s", fileio.Size(MaxLine))
		}
		line = append(line, chunk...)
		if e == bufio.ErrBufferFull {
			continue
		}
		if e != nil {
			return line, false, e
		}
		return line[:len(line)-1], true, nil
	}
}

func (rp *Replay) parseLine(line []byte, n int, pending *[]Op) error {
	var rec record
	if err := json.Unmarshal(line, &rec); err != nil {
		return fmt.Errorf("bad JSON: %v", err)
	}
	if n == 1 {
		if rec.Type != "header" {
			return fmt.Errorf("first line is %q, want a header", fileio.Excerpt(rec.Type))
		}
		if err := json.Unmarshal(line, &rp.Header); err != nil {
			return fmt.Errorf("bad header: %v", err)
		}
		h := &rp.Header
		if h.Format != Format {
			return fmt.Errorf("format %q, want %q", fileio.Excerpt(h.Format), Format)
		}
		if h.Version < 1 || h.Version > Version {
			return fmt.Errorf("format version %d; this reader knows versions 1 to %d", h.Version, Version)
		}
		if h.Game == "" {
			return fmt.Errorf("header names no game")
		}
		return nil
	}
	switch rec.Type {
	case "header":
		return fmt.Errorf("second header")
	case "tick":
		if len(rec.A) != len(rp.Header.Players) && len(rp.Header.Players) > 0 {
			return fmt.Errorf("tick %d has %d actions for %d players", rec.T, len(rec.A), len(rp.Header.Players))
		}
		h, err := ParseHash(rec.H)
		if err != nil {
			return fmt.Errorf("tick %d: bad hash %q", rec.T, fileio.Excerpt(rec.H))
		}
		rp.Steps = append(rp.Steps, Step{T: rec.T, Pre: *pending, Actions: rec.A, Hash: h})
		*pending = nil
	case "edit":
		*pending = append(*pending, Op{Edit: rec.Text})
	case "log":
		var l Log
		if err := json.Unmarshal(line, &l); err != nil {
			return fmt.Errorf("bad log line: %v", err)
		}
		if l.P < 0 || (len(rp.Header.Players) > 0 && int(l.P) >= len(rp.Header.Players)) {
			return fmt.Errorf("log for player %d of %d", l.P, len(rp.Header.Players))
		}
		rp.Logs = append(rp.Logs, l)
		if l.IsFault() {
			f := l
			*pending = append(*pending, Op{Fault: &f})
		}
	case "wire":
		var l Wire
		if err := json.Unmarshal(line, &l); err != nil {
			return fmt.Errorf("bad wire line: %v", err)
		}
		if err := rp.seat(l.P); err != nil {
			return err
		}
		rp.Wires = append(rp.Wires, l)
	case "draw":
		var d Draw
		if err := json.Unmarshal(line, &d); err != nil {
			return fmt.Errorf("bad draw line: %v", err)
		}
		if err := rp.seat(d.P); err != nil {
			return err
		}
		rp.Draws = append(rp.Draws, d)
	case "snap":
		if len(rec.State) == 0 {
			return fmt.Errorf("snapshot at tick %d is empty", rec.T)
		}
		rp.Snaps = append(rp.Snaps, Snap{T: rec.T, Index: len(rp.Steps), State: rec.State})
	case "result":
		var res Result
		if err := json.Unmarshal(line, &res); err != nil {
			return fmt.Errorf("bad result: %v", err)
		}
		rp.Result = &res
	case "":
		return fmt.Errorf("line has no type")
	default:
		// Newer writers may add line types; old readers skip them.
	}
	return nil
}

// seat checks a line's player number against the header.
func (rp *Replay) seat(p sim.PlayerID) error {
	if p < 0 || (len(rp.Header.Players) > 0 && int(p) >= len(rp.Header.Players)) {
		return fmt.Errorf("line for player %d of %d", p, len(rp.Header.Players))
	}
	return nil
}
