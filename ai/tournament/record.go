package tournament

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"arena/sim/replay"
)

// Record is one finished match as a line of a results file (JSON lines):
// everything arenactl run prints (game, seed, ruleset, map, turns, hash,
// replay, reason, players, rounds) plus the plan it belongs to, the pairing,
// the shard that played it and its timing. A match that could not be played
// or finished has Error set and no players' results.
type Record struct {
	Plan    string   `json:"plan"`            // Plan.Fingerprint
	Match   int      `json:"match"`           // index in the plan (Plan.Matches)
	Of      int      `json:"of"`              // number of matches in the plan
	Shard   string   `json:"shard,omitempty"` // "K/N" when sharded
	Pairing string   `json:"pairing"`         // the seats' players joined by " vs "
	Seats   []string `json:"seats"`           // player display names (see Names) in seat order

	Game    string                `json:"game"`
	Seed    uint64                `json:"seed"`
	Ruleset string                `json:"ruleset"`
	Map     string                `json:"map"`
	Params  map[string]string     `json:"params,omitempty"`
	Turns   int                   `json:"turns"`
	Hash    string                `json:"hash"`
	Replay  string                `json:"replay"`
	Reason  string                `json:"reason"`
	Players []replay.PlayerResult `json:"players"`
	Rounds  json.RawMessage       `json:"rounds,omitempty"`
	Error   string                `json:"error,omitempty"`

	Start time.Time `json:"start"`
	End   time.Time `json:"end"`
	MS    int64     `json:"ms"` // duration in milliseconds
}

// NewRecord turns a played match into its result line.
func NewRecord(p Plan, fingerprint string, of int, sh Shard, r MatchResult) Record {
	names := Names(p.Players)
	rec := Record{Plan: fingerprint, Match: r.Index, Of: of, Shard: sh.String(), Game: p.Game, Seed: r.Seed,
		Ruleset: p.Ruleset, Map: p.Map, Params: p.Params, Players: []replay.PlayerResult{},
		Start: r.Start.UTC(), End: r.Start.Add(r.Elapsed).UTC(), MS: r.Elapsed.Milliseconds()}
	if len(rec.Params) == 0 {
		rec.Params = nil
	}
	for _, i := range r.Seats {
		rec.Seats = append(rec.Seats, names[i])
	}
	rec.Pairing = strings.Join(rec.Seats, " vs ")
	if r.Err != nil {
		rec.Error = oneLine(r.Err.Error())
		return rec
	}
	res := r.Result
	rec.Ruleset, rec.Map, rec.Turns = res.Ruleset, res.Map, res.Turns
	rec.Hash = replay.HashString(res.Hash)
	rec.Reason = res.Outcome.Reason
	rec.Players = append(rec.Players, res.Players...)
	rec.Rounds = r.Rounds
	return rec
}

// Failed reports whether the match has no result.
func (r *Record) Failed() bool { return r.Error != "" || len(r.Players) != len(r.Seats) }

// Key is what identifies a match within its plan.
func (r *Record) Key() string { return r.Plan + "/" + strconv.Itoa(r.Match) }

// maxLine bounds one result line; a Windwardopolis session with its rounds
// is a few kilobytes.
const maxLine = 4 << 20

// ReadRecords reads a results file. A last line cut short (the writer was
// killed mid-line) is dropped and reported by cut, the byte offset where
// the complete lines end, so a resumed run can append after them; cut is -1
// when the file ends cleanly. Any other malformed line is an error naming
// it.
func ReadRecords(r io.Reader) (recs []Record, cut int64, err error) {
	br := bufio.NewReaderSize(r, 64<<10)
	var off int64
	for line := 1; ; line++ {
		b, err := readLine(br)
		if err == io.EOF && len(b) == 0 {
			return recs, -1, nil
		}
		if err != nil && err != io.EOF {
			return nil, 0, fmt.Errorf("line %d: %v", line, err)
		}
		complete := err == nil
		if len(bytes.TrimSpace(b)) == 0 {
			off += int64(len(b)) + 1
			if !complete {
				return recs, -1, nil
			}
			continue
		}
		var rec Record
		if jerr := json.Unmarshal(b, &rec); jerr != nil || rec.Plan == "" {
			if !complete {
				return recs, off, nil
			}
			if jerr == nil {
				jerr = errors.New("no plan fingerprint")
			}
			return nil, 0, fmt.Errorf("line %d: not a tournament result: %v", line, jerr)
		}
		if !complete {
			// A whole JSON object without its newline: keep it, but the
			// next append must start on a new line.
			recs = append(recs, rec)
			return recs, -2, nil
		}
		recs = append(recs, rec)
		off += int64(len(b)) + 1
	}
}

// readLine returns one line without its newline; err is io.EOF when the
// input ended before a newline.
func readLine(br *bufio.Reader) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		buf = append(buf, chunk...)
		if len(buf) > maxLine {
			return nil, fmt.Errorf("longer than %d bytes", maxLine)
		}
		switch err {
		case nil:
			return buf[:len(buf)-1], nil
		case bufio.ErrBufferFull:
			continue
		default:
			return buf, err
		}
	}
}

// ReadFile reads a results file (see ReadRecords).
func ReadFile(path string) ([]Record, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	recs, cut, err := ReadRecords(f)
	if err != nil {
		return nil, 0, fmt.Errorf("%s: %v", path, err)
	}
	return recs, cut, nil
}

// Sort puts records in plan order.
func Sort(recs []Record) {
	sort.SliceStable(recs, func(a, b int) bool { return recs[a].Match < recs[b].Match })
}

// Writer appends result lines to a results file and, optionally, rows to
// a CSV file, each match written and handed to the operating system as it
// ends, so a killed tournament keeps every finished match. It is safe for
// concurrent use.
type Writer struct {
	mu  sync.Mutex
	out io.Writer
	csv *csv.Writer
	n   int
}

// NewWriter writes lines to out and, when csvOut is not nil, CSV rows to
// it (with a header row first when header is set).
func NewWriter(out, csvOut io.Writer, header bool) *Writer {
	w := &Writer{out: out}
	if csvOut != nil {
		w.csv = csv.NewWriter(csvOut)
		if header {
			w.csv.Write(csvHeader)
			w.csv.Flush()
		}
	}
	return w
}

// Write appends one record: one write call for the whole line, so a kill
// leaves at most one cut line, which ReadRecords drops.
func (w *Writer) Write(rec Record) error {
	b, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.out != nil {
		if _, err := w.out.Write(append(b, '\n')); err != nil {
			return err
		}
	}
	if w.csv != nil {
		for _, row := range csvRows(&rec) {
			w.csv.Write(row)
		}
		w.csv.Flush()
		if err := w.csv.Error(); err != nil {
			return fmt.Errorf("csv: %v", err)
		}
	}
	w.n++
	return nil
}

// Written is the number of records written.
func (w *Writer) Written() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.n
}

var csvHeader = []string{"match", "seed", "seat", "player", "agent", "score", "rank", "status", "reason", "turns", "hash", "ms", "error"}

func csvRows(r *Record) [][]string {
	var rows [][]string
	for k, name := range r.Seats {
		row := []string{strconv.Itoa(r.Match), strconv.FormatUint(r.Seed, 10), strconv.Itoa(k), name}
		if r.Failed() {
			msg := r.Error
			if msg == "" {
				msg = "no result"
			}
			row = append(row, "", "", "", "", "", "", "", strconv.FormatInt(r.MS, 10), oneLine(msg))
		} else {
			pr := r.Players[k]
			row = append(row, pr.Agent, strconv.FormatInt(pr.Score, 10), strconv.Itoa(pr.Rank), string(pr.Status), oneLine(pr.Reason),
				strconv.Itoa(r.Turns), r.Hash, strconv.FormatInt(r.MS, 10), "")
		}
		rows = append(rows, row)
	}
	return rows
}

// WriteCSV writes one row per player per match: match, seed, seat, player,
// agent, score, rank, status, reason, turns, hash, ms, error.
func WriteCSV(w io.Writer, recs []Record) error {
	cw := csv.NewWriter(w)
	cw.Write(csvHeader)
	for i := range recs {
		for _, row := range csvRows(&recs[i]) {
			cw.Write(row)
		}
	}
	cw.Flush()
	return cw.Error()
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }
