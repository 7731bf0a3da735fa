package windward

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"

	"arena/sim"
)

// MaxMessage bounds one client message (the original had no bound; a
// bogus length must not make the server allocate gigabytes).
const MaxMessage = 1 << 20

// clientMsg is any client → server message (reference §3.3).
type clientMsg struct {
	XMLName  xml.Name
	Action   string `xml:"action,attr"`
	Path     string `xml:"path"`
	PickUp   string `xml:"pick-up"`
	Name     string `xml:"name,attr"`     // join
	School   string `xml:"school,attr"`   // join
	Language string `xml:"language,attr"` // join
	Powerup  *struct {
		Card string `xml:"card,attr"`
		// Pointers tell an absent attribute (any card matches) from an
		// empty one (no card matches), as the original did.
		Company   *string `xml:"company,attr"`
		Passenger *string `xml:"passenger,attr"`
		Player    *string `xml:"player,attr"`
	} `xml:"powerup"`
}

// SplitFrames splits length-prefixed frames; plain XML is returned as one
// document. A frame is told from text by its length's high byte, which is
// zero for any length up to MaxMessage and never appears in XML text.
func SplitFrames(b []byte) ([][]byte, error) {
	var out [][]byte
	for len(b) > 0 {
		if len(b) < 4 || b[3] != 0 {
			if len(out) > 0 && len(b) < 4 {
				return out, fmt.Errorf("truncated length prefix")
			}
			return append(out, b), nil
		}
		if len(b) < 4 {
			return out, fmt.Errorf("truncated length prefix")
		}
		n := binary.LittleEndian.Uint32(b)
		if n > MaxMessage {
			return out, fmt.Errorf("message length %d exceeds %d", n, MaxMessage)
		}
		if int(n) > len(b)-4 {
			return out, fmt.Errorf("message length %d but only %d bytes", n, len(b)-4)
		}
		out = append(out, b[4:4+n])
		b = b[4+n:]
	}
	return out, nil
}

// Decode turns what a client sent since the last tick (frames or plain XML
// documents, one or several) into Orders. join and ready are accepted;
// ready carries orders like move (reference §3.2).
func (Codec) Decode(p sim.PlayerID, reply []byte) (sim.Action, error) {
	o, err := DecodeOrders(reply)
	if err != nil {
		// A nil *Orders in a sim.Action would not be a nil action: the
		// runner plays an action that comes with an error (sim.Codec).
		return nil, err
	}
	return o, nil
}

// DecodeOrders parses client messages into one Orders; a later path or
// pick-up list replaces an earlier one and card orders accumulate.
func DecodeOrders(reply []byte) (*Orders, error) {
	o := &Orders{}
	docs, err := SplitFrames(reply)
	if err != nil {
		return nil, err
	}
	for _, doc := range docs {
		dec := xml.NewDecoder(bytes.NewReader(bytes.TrimPrefix(doc, []byte("\xef\xbb\xbf"))))
		dec.Strict = true
		for {
			tok, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				return nil, fmt.Errorf("cannot parse client XML: %v", err)
			}
			start, ok := tok.(xml.StartElement)
			if !ok {
				continue
			}
			var m clientMsg
			if err := dec.DecodeElement(&m, &start); err != nil {
				return nil, fmt.Errorf("cannot parse <%s>: %v", start.Name.Local, err)
			}
			if err := o.addMessage(&m); err != nil {
				return nil, err
			}
		}
	}
	return o, nil
}

func (o *Orders) addMessage(m *clientMsg) error {
	switch m.XMLName.Local {
	case "join":
		// The transport passes a client's <join> on when it (re)joins
		// (ai/tcp): the seat gets its name and a setup of the current state.
		if m.Name != "" {
			o.Join = NewJoin(m.Name, m.School, m.Language)
		}
		return nil
	case "ready", "move":
		if path := parseWirePath(m.Path); len(path) > 0 {
			o.Path = path
		}
		var pl []int
		for _, n := range strings.Split(m.PickUp, ";") {
			if k := CEOIndex(strings.TrimSpace(n)); k >= 0 {
				pl = append(pl, k) // reference §3.3: unknown names are skipped
			}
		}
		if len(pl) > 0 {
			o.PickUp = pl
		}
		return nil
	case "order":
		act := strings.ToUpper(m.Action)
		if act != "DRAW" && act != "DISCARD" && act != "PLAY" {
			return fmt.Errorf("<order>: unknown action %q", m.Action)
		}
		if m.Powerup == nil {
			return fmt.Errorf("<order>: missing <powerup>")
		}
		card, ok := ParseCard(m.Powerup.Card)
		if !ok {
			return fmt.Errorf("<order>: unknown card %q", m.Powerup.Card)
		}
		co := CardOrder{Action: act, Card: card, Company: -1, Passenger: -1, Player: -1}
		pu := m.Powerup
		if card.targeted() {
			// Reference §3.3: the first card of the kind; the attributes
			// that name something set its target, the others are ignored.
			if pu.Company != nil {
				co.Company = CompanyIndex(*pu.Company)
			}
			if pu.Passenger != nil {
				co.Passenger = CEOIndex(*pu.Passenger)
			}
			if pu.Player != nil {
				co.PlayerName = *pu.Player
			}
			o.Cards = append(o.Cards, co)
			return nil
		}
		// Reference §3.3: the other kinds must match every attribute
		// given exactly; only MULT_DELIVER_AT_COMPANY carries a company,
		// only MULT_DELIVERING_PASSENGER a passenger, none a player. An
		// order no card can match is ignored silently, as the original
		// found no card and sent nothing back.
		if pu.Company != nil {
			if co.Company = CompanyIndex(*pu.Company); co.Company < 0 || card != MultDeliverAtCompany {
				return nil
			}
		}
		if pu.Passenger != nil {
			if co.Passenger = CEOIndex(*pu.Passenger); co.Passenger < 0 || card != MultDeliveringPassenger {
				return nil
			}
		}
		if pu.Player != nil {
			return nil
		}
		o.Cards = append(o.Cards, co)
		return nil
	}
	return fmt.Errorf("unknown message <%s> (want join, ready, move or order)", m.XMLName.Local)
}

// parseWirePath reads "x,y;x,y;" and stops at the first bad pair
// (reference §3.3).
func parseWirePath(s string) []Pt {
	var out []Pt
	for _, pair := range strings.Split(strings.TrimSpace(s), ";") {
		pair = strings.TrimSpace(pair)
		if pair == "" {
			continue
		}
		xs, ys, ok := strings.Cut(pair, ",")
		x, e1 := strconv.Atoi(strings.TrimSpace(xs))
		y, e2 := strconv.Atoi(strings.TrimSpace(ys))
		if !ok || e1 != nil || e2 != nil || x < 0 || y < 0 || x > maxMapSide || y > maxMapSide {
			break
		}
		out = append(out, Pt{x, y})
	}
	return out
}

// MaxRoundTicks is the most ticks a round lasts before it ends without a
// winner; transports' tests set State.RoundTick near it to reach a
// round's end without playing the round.
const MaxRoundTicks = maxRoundTicks
