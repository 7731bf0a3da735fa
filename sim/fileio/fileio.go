package fileio

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"unicode/utf8"
)

// Limit bounds one file format.
type Limit struct {
	What    string // what the file is, for messages: "map", "replay"
	MaxFile int64  // largest file on disk, in bytes
	MaxData int64  // largest content once decompressed; 0 means MaxFile
	MaxLine int    // longest line once decompressed; 0 means no line limit
	Gzip    bool   // gzipped content is inflated (recordings travel as .gz)
}

func (l Limit) maxData() int64 {
	if l.MaxData > 0 {
		return l.MaxData
	}
	return l.MaxFile
}

// The limits of arena's input formats: generous for real files (the
// largest shipped map is 56 KB, a ten-round Windwardopolis session replay is
// 6 MB gzipped and 72 MB inflated with 270 KB lines, the largest original
// recording a few MB) and small enough that a hostile file is refused
// before it costs more than a few hundred MB.
var (
	// TextMap is a grid map (Worms, CodeRunner, Paintball) or a Madmax
	// .cnf. The cap also keeps replay headers, which embed custom maps in
	// base64, far below the replay reader's line cap.
	TextMap = Limit{What: "map", MaxFile: 1 << 20, MaxLine: 64 << 10}
	// XMLMap is a Windwardopolis 2 city or a pack of cities.
	XMLMap = Limit{What: "map", MaxFile: 16 << 20, MaxLine: 4 << 20}
	// Replay is an arena replay, gzipped JSON Lines. Its line cap is the
	// replay reader's (snapshots are the longest lines).
	Replay = Limit{What: "replay", MaxFile: 256 << 20, MaxData: 512 << 20, MaxLine: 64 << 20, Gzip: true}
	// Recording is a game recorded by an original engine (a CodeRunner
	// trace, a Madmax .res), gzipped or not.
	Recording = Limit{What: "recorded game", MaxFile: 32 << 20, MaxData: 32 << 20, MaxLine: 1 << 20, Gzip: true}
)

// TooLargeError says a file or its inflated content passed a Limit.
type TooLargeError struct {
	Name  string
	What  string // "file", "decompressed content", "line 7"
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s: %s is larger than %s", e.Name, e.What, Size(e.Limit))
}

// Size formats a byte count for messages: "64 MiB", "512 KiB", "100 bytes".
func Size(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// kind names a non-regular file type for messages.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeIrregular != 0:
		return "an irregular file"
	}
	return "not a regular file"
}

// Check stats path and refuses anything but a regular file within
// lim.MaxFile bytes. It never opens the file, so a FIFO cannot block it.
func Check(path string, lim Limit) (fs.FileInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, clean(path, err)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %s, not a %s file", path, kind(st.Mode()), lim.What)
	}
	if st.Size() > lim.MaxFile {
		return nil, &TooLargeError{Name: path, What: "file", Limit: lim.MaxFile}
	}
	return st, nil
}

// clean turns *fs.PathError into "path: reason" with the reason once.
func clean(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %v", path, pe.Err)
	}
	return fmt.Errorf("%s: %v", path, err)
}

// Open opens a regular file of at most lim.MaxFile bytes (see Check). The
// caller reads it through Capped to stay bounded if it grows.
func Open(path string, lim Limit) (*os.File, error) {
	st, err := Check(path, lim)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, clean(path, err)
	}
	// The path may have been swapped between Stat and Open.
	if st2, err := f.Stat(); err != nil || !os.SameFile(st, st2) {
		f.Close()
		return nil, fmt.Errorf("%s: changed while being opened", path)
	}
	return f, nil
}

// capReader fails with a TooLargeError once more than max bytes were read.
type capReader struct {
	r    io.Reader
	n    int64
	max  int64
	name string
	what string
}

func (c *capReader) Read(p []byte) (int, error) {
	if c.n > c.max {
		return 0, &TooLargeError{Name: c.name, What: c.what, Limit: c.max}
	}
	if rest := c.max + 1 - c.n; int64(len(p)) > rest {
		p = p[:rest]
	}
	n, err := c.r.Read(p)
	c.n += int64(n)
	if c.n > c.max {
		return n - int(c.n-c.max), &TooLargeError{Name: c.name, What: c.what, Limit: c.max}
	}
	return n, err
}

// Capped reads r and fails with a TooLargeError (naming name) once more
// than max bytes come out of it: io.LimitReader that says so.
func Capped(r io.Reader, name, what string, max int64) io.Reader {
	return &capReader{r: r, max: max, name: name, what: what}
}

// Decompressed returns r inflated when lim allows gzip and r starts with the
// gzip magic, and as is otherwise, capped at lim's decompressed size either
// way. A gzip
// checksum or format error surfaces from Read, as gzip reports it.
func Decompressed(r io.Reader, name string, lim Limit) (io.Reader, error) {
	return decompressed(r, name, lim, maxReadBuf)
}

// maxReadBuf is the read buffer of a stream of unknown size (replays run to
// megabytes); a file known to be smaller gets a buffer its size, as every
// page a short-lived process touches for the first time costs a fault.
const maxReadBuf = 64 << 10

func decompressed(r io.Reader, name string, lim Limit, bufSize int) (io.Reader, error) {
	br := bufio.NewReaderSize(r, bufSize)
	if magic, _ := br.Peek(2); lim.Gzip && len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("%s: gzip: %v", name, err)
		}
		return Capped(zr, name, "decompressed content", lim.maxData()), nil
	}
	return Capped(br, name, "content", lim.maxData()), nil
}

// ReadFile reads a whole regular file within lim, inflating it when it is
// gzipped and lim.Gzip is set, and checks it: not
// empty, no line longer than lim.MaxLine. Every error names path.
func ReadFile(path string, lim Limit) ([]byte, error) {
	f, err := Open(path, lim)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	bufSize := maxReadBuf
	if st, err := f.Stat(); err == nil && st.Size() < maxReadBuf {
		bufSize = int(st.Size()) + 1 // bufio takes at least 16
	}
	return readAll(f, path, lim, bufSize)
}

// ReadAll is ReadFile on an open stream (a dropped file, a test's reader):
// the size on disk is capped as the stream is read.
func ReadAll(r io.Reader, name string, lim Limit) ([]byte, error) {
	return readAll(r, name, lim, maxReadBuf)
}

func readAll(r io.Reader, name string, lim Limit, bufSize int) ([]byte, error) {
	src, err := decompressed(Capped(r, name, "file", lim.MaxFile), name, lim, bufSize)
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(src)
	if err != nil {
		var tl *TooLargeError
		if errors.As(err, &tl) {
			return nil, err
		}
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, fmt.Errorf("%s: truncated gzip stream", name)
		}
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		if len(data) == 0 {
			return nil, fmt.Errorf("%s: empty file", name)
		}
		return nil, fmt.Errorf("%s: only white space", name)
	}
	if err := CheckLines(name, data, lim.MaxLine); err != nil {
		return nil, err
	}
	return data, nil
}

// CheckLines fails naming the first line of data longer than max bytes
// (max 0: no limit).
func CheckLines(name string, data []byte, max int) error {
	if max <= 0 {
		return nil
	}
	for n := 1; len(data) > 0; n++ {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			i = len(data)
		}
		if i > max {
			return &TooLargeError{Name: name, What: fmt.Sprintf("line %d", n), Limit: int64(max)}
		}
		data = data[min(i+1, len(data)):]
	}
	return nil
}

// ExcerptLen is how much of a file's content an error quotes.
const ExcerptLen = 60

// Excerpt shortens s for an error message: at most ExcerptLen bytes, cut on
// a rune boundary, with "…(N bytes)" saying how long it really was.
func Excerpt(s string) string {
	if len(s) <= ExcerptLen {
		return s
	}
	cut := ExcerptLen
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s…(%d bytes)", s[:cut], len(s))
}

// MaxErr is the longest error text Short keeps.
const MaxErr = 300

// Short cuts an error's text to MaxErr bytes, for errors from parsers that
// may quote a whole hostile input.
func Short(err error) string {
	s := err.Error()
	if len(s) <= MaxErr {
		return s
	}
	cut := MaxErr
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s…(%d bytes)", s[:cut], len(s))
}
