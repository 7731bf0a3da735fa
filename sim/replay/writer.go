package replay

import (
	"compress/gzip"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"arena/sim"
)

// flushEvery bounds how much a killed run can lose.
const flushEvery = time.Second

// Writer streams one replay. Its methods are safe for concurrent use and
// return the first write error from then on.
type Writer struct {
	mu        sync.Mutex
	gz        *gzip.Writer
	enc       *json.Encoder
	file      io.Closer // closed by Close when Create opened it
	lastFlush time.Time
	err       error
	closed    bool
}

// NewWriter writes h to w and returns a Writer for the rest of the match.
func NewWriter(w io.Writer, h Header) (*Writer, error) {
	gz := gzip.NewWriter(w)
	enc := json.NewEncoder(gz)
	enc.SetEscapeHTML(false)
	rw := &Writer{gz: gz, enc: enc, lastFlush: time.Now()}
	h.Type, h.Format, h.Version = "header", Format, Version
	if h.Params == nil {
		h.Params = map[string]string{}
	}
	if h.Players == nil {
		h.Players = []Player{}
	}
	if err := rw.put(h, true); err != nil {
		return nil, err
	}
	return rw, nil
}

// Create creates the file path and writes h to it.
func Create(path string, h Header) (*Writer, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	w, err := NewWriter(f, h)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	w.file = f
	return w, nil
}

type tickLine struct {
	Type string    `json:"type"`
	T    int       `json:"t"`
	A    []*string `json:"a"`
	H    string    `json:"h"`
}

type editLine struct {
	Type string `json:"type"`
	T    int    `json:"t"`
	Text string `json:"text"`
}

type snapLine struct {
	Type  string `json:"type"`
	T     int    `json:"t"`
	State string `json:"state"`
}

// Canonical returns the canonical texts of actions, nil for none.
func Canonical(actions []sim.Action) []*string {
	out := make([]*string, len(actions))
	for i, a := range actions {
		if a != nil {
			s := a.String()
			out[i] = &s
		}
	}
	return out
}

// Tick records one Step: t is State.Tick() before it, hash the state's hash
// after it.
func (w *Writer) Tick(t int, actions []sim.Action, hash uint64) error {
	return w.put(tickLine{"tick", t, Canonical(actions), HashString(hash)}, false)
}

// Edit records an edit applied before the step at tick t.
func (w *Writer) Edit(t int, text string) error {
	return w.put(editLine{"edit", t, text}, false)
}

// Log records a fault or a bot's stderr; stderr is cut to its last 1 KiB.
func (w *Writer) Log(l Log) error {
	l.Type = "log"
	if len(l.Stderr) > 1024 {
		l.Stderr = l.Stderr[len(l.Stderr)-1024:]
	}
	return w.put(l, false)
}

// Snap records a snapshot of s (taken after the step that reached tick t)
// and flushes.
func (w *Writer) Snap(t int, s sim.State) error {
	b, err := s.MarshalBinary()
	if err != nil {
		return fmt.Errorf("replay: snapshot at tick %d: %v", t, err)
	}
	return w.put(snapLine{"snap", t, base64.StdEncoding.EncodeToString(b)}, true)
}

// Result records the end of the match and flushes.
func (w *Writer) Result(r Result) error {
	r.Type = "result"
	return w.put(r, true)
}

func (w *Writer) put(v any, flush bool) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		return w.err
	}
	if w.closed {
		return fmt.Errorf("replay: write after Close")
	}
	if err := w.enc.Encode(v); err != nil {
		w.err = err
		return err
	}
	if flush || time.Since(w.lastFlush) >= flushEvery {
		w.lastFlush = time.Now()
		w.err = w.gz.Flush()
	}
	return w.err
}

// Flush pushes everything written so far through the gzip stream, so a
// reader of the file sees every line (the app saves a live match by
// reading its streamed replay back).
func (w *Writer) Flush() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil || w.closed {
		return w.err
	}
	w.lastFlush = time.Now()
	w.err = w.gz.Flush()
	return w.err
}

// Close ends the gzip stream (and closes the file Create opened). It returns
// the first error any write met, so a caller that ignored them still learns.
func (w *Writer) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return w.err
	}
	w.closed = true
	err := w.gz.Close()
	if w.file != nil {
		if e := w.file.Close(); err == nil {
			err = e
		}
	}
	if w.err == nil {
		w.err = err
	}
	return w.err
}
