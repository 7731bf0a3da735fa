package replay

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"arena/sim"
)

// Wire is one "wire" line, written when a match records what passed
// between the runner and one bot (match.Options.Inspect): on the tick it
// was started, the Hello it was sent; on each tick it was asked, the exact
// state message, the reply as framed, how the reply was decoded or why it
// was refused, the bot's stderr, the time it took against its limit and
// the resulting status. Files written before these lines existed simply
// have none.
type Wire struct {
	Type string       `json:"type"` // "wire"
	T    int          `json:"t"`
	P    sim.PlayerID `json:"p"`
	// Hello is the game's start message (sent once, before the first
	// state); a line carrying it has no Sent or Reply.
	Hello []byte `json:"hello,omitempty"`
	// Sent is the state message exactly as written to the bot.
	Sent []byte `json:"sent,omitempty"`
	// Reply is what the bot answered, its framed lines joined by "\n";
	// Replied tells an empty reply from none.
	Reply   []byte `json:"reply,omitempty"`
	Replied bool   `json:"replied,omitempty"`
	// Framing describes how a reply ends ("1 line", "words: 3", "lines up
	// to \"end\""); Decoded is the action it became, in canonical text.
	Framing string `json:"framing,omitempty"`
	Decoded string `json:"decoded,omitempty"`
	// Status is the seat's status after this turn; Reason, when the turn
	// was a fault, says why.
	Status sim.Status `json:"status,omitempty"`
	Reason string     `json:"reason,omitempty"`
	Stderr []byte     `json:"stderr,omitempty"`
	// US is the time the bot took, in microseconds; LimitMS its limit.
	US      int64 `json:"us"`
	LimitMS int64 `json:"limit_ms,omitempty"`
	// Cut names what was shortened to keep the replay bounded: "sent",
	// "reply", "stderr", or "game" on the last wire line of a match
	// that reached WireGameCap (none follow it).
	Cut []string `json:"cut,omitempty"`
	// Unsent says the state was not written at all (a busy bot, reference
	// §3 of CodeRunner): Sent is what it would have been.
	Unsent bool `json:"unsent,omitempty"`
}

// Draw is one "draw" line: the debug drawing of one seat on one tick, each
// shape in sim/debugdraw's canonical text. Errors are the #arena lines
// that did not parse; Dropped counts shapes beyond the per-tick cap, and
// Cut marks the last draw line of a match that reached DrawGameCap.
type Draw struct {
	Type    string       `json:"type"` // "draw"
	T       int          `json:"t"`
	P       sim.PlayerID `json:"p"`
	Shapes  []string     `json:"s,omitempty"`
	Errors  []string     `json:"errors,omitempty"`
	Dropped int          `json:"dropped,omitempty"`
	Cut     bool         `json:"cut,omitempty"`
}

// Caps on what one match records in wire and draw lines: per field of a
// turn, and over the whole match. A match that reaches a game cap writes
// one last line marked Cut "game" and records no more of that kind.
const (
	WireTurnCap = 64 << 10
	WireGameCap = 32 << 20
	DrawTickCap = 64
	DrawGameCap = 100_000
)

// WireAt returns seat p's wire line for tick t, if any, and its Hello line
// (the start message a fresh process needs before that turn), if any.
func (rp *Replay) WireAt(t int, p sim.PlayerID) (turn *Wire, hello *Wire) {
	for i := range rp.Wires {
		w := &rp.Wires[i]
		if w.P != p || w.T > t {
			continue
		}
		if w.Hello != nil {
			hello = w
		}
		if w.T == t && w.Hello == nil {
			turn = w
		}
	}
	return turn, hello
}

// Wire records one wire line.
func (w *Writer) Wire(l Wire) error {
	l.Type = "wire"
	return w.put(l, false)
}

// Draw records one draw line.
func (w *Writer) Draw(d Draw) error {
	d.Type = "draw"
	return w.put(d, false)
}

// Input is what a fresh process of the bot needs to replay turn w: the
// start message (hello's, when the game sends one) followed by the state
// message, exactly as sent. Piped into the bot, it reproduces that turn.
func Input(w, hello *Wire) []byte {
	var b []byte
	if hello != nil {
		b = append(b, hello.Hello...)
	}
	if w != nil {
		b = append(b, w.Sent...)
	}
	return b
}

// Report is the protocol inspector's text for one turn of seat name
// (nil hello when the game sends no start message): status, time against
// the limit, framing, the bytes sent and received, the decoding and the
// stderr. The window's Copy and `arenactl replay-turn --explain` print it.
func Report(w, hello *Wire, name string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "tick %d, seat %d (%s)\n", w.T, w.P+1, name)
	status := string(w.Status)
	if status == "" {
		status = "-"
	}
	fmt.Fprintf(&b, "status: %s", status)
	if w.Reason != "" {
		fmt.Fprintf(&b, ": %s", w.Reason)
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "time: %.3f ms", float64(w.US)/1000)
	if w.LimitMS > 0 {
		fmt.Fprintf(&b, " of %d ms (%.0f%%)", w.LimitMS, float64(w.US)/10/float64(w.LimitMS))
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "framing: %s\n", w.Framing)
	if len(w.Cut) > 0 {
		fmt.Fprintf(&b, "cut to stay bounded: %s\n", strings.Join(w.Cut, ", "))
	}
	if hello != nil {
		section(&b, fmt.Sprintf("start message (sent on tick %d, before the first state)", hello.T), hello.Hello)
	}
	sent := "sent"
	if w.Unsent {
		sent = "not sent (the bot was still busy with an earlier turn)"
	}
	section(&b, sent, w.Sent)
	switch {
	case w.Replied:
		section(&b, "reply", w.Reply)
	default:
		b.WriteString("--- reply: none\n")
	}
	switch {
	case w.Decoded != "" && w.Reason != "":
		fmt.Fprintf(&b, "--- decoded: refused (%s); played: %s\n", w.Reason, w.Decoded)
	case w.Decoded != "":
		fmt.Fprintf(&b, "--- decoded: %s\n", w.Decoded)
	case w.Reason != "":
		fmt.Fprintf(&b, "--- decoded: refused (%s); no action\n", w.Reason)
	default:
		b.WriteString("--- decoded: no action\n")
	}
	section(&b, "stderr", w.Stderr)
	return b.String()
}

// section writes a titled block of bytes, ending in a newline, with its
// size; invalid UTF-8 is shown as Go escapes so a report stays text.
func section(b *strings.Builder, title string, data []byte) {
	fmt.Fprintf(b, "--- %s (%d bytes)\n", title, len(data))
	if len(data) == 0 {
		return
	}
	s := string(data)
	if !utf8.ValidString(s) {
		q := strconv.Quote(s)
		s = q[1 : len(q)-1]
	}
	b.WriteString(s)
	if !strings.HasSuffix(s, "\n") {
		b.WriteString("\n")
	}
}
