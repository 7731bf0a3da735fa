package windward

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arena/sim"
)

// Codec is the original TCP/XML protocol (reference §3): every message is a
// 4-byte little-endian length and one UTF-8 XML document. Hello and Observe
// return whole frames (length prefix included), several back to back when
// more than one message is due, so a transport writes them as they are.
type Codec struct{}

// GUID is the player-guid of seat i: fixed per seat, so logs and replays
// stay comparable.
func GUID(i int) string { return fmt.Sprintf("5eed0000-0000-4000-8000-%012d", i+1) }

// Frame prefixes an XML document with its little-endian length.
func Frame(doc []byte) []byte {
	out := make([]byte, 4, 4+len(doc))
	binary.LittleEndian.PutUint32(out, uint32(len(doc)))
	return append(out, doc...)
}

type xw struct{ bytes.Buffer }

func (w *xw) attr(name, val string) {
	w.WriteString(" " + name + "=\"")
	xml.EscapeText(&w.Buffer, []byte(val))
	w.WriteString("\"")
}

// Framing says replies are length-prefixed XML documents.
func (Codec) Framing() sim.Framing { return sim.Framing{XML: true} }

// sortedByName orders names as the original's lists were sorted: ignoring
// case, so salesforce.com comes between Oracle and Twitter (the setup
// capture in the reference data).
func sortedByName(names []string) []int {
	idx := make([]int, len(names))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		if c := strings.Compare(strings.ToLower(names[a]), strings.ToLower(names[b])); c != 0 {
			return c
		}
		return strings.Compare(names[a], names[b])
	})
	return idx
}

// Hello is the <setup> message of the current round (reference §3.4).
func (Codec) Hello(st sim.State, p sim.PlayerID) []byte {
	s := st.(*State)
	return Frame(SetupXML(s, int(p)))
}

// SetupXML renders <setup> for seat p, formatted like the original server.
func SetupXML(s *State, p int) []byte {
	var w xw
	w.WriteString("<setup game-start=\"true\"")
	w.attr("my-guid", GUID(p))
	w.WriteString(">\n")
	fmt.Fprintf(&w, "  <map width=\"%d\" height=\"%d\" units-tile=\"24\">\n", s.Map.W, s.Map.H)
	for x := 0; x < s.Map.W; x++ {
		for y := 0; y < s.Map.H; y++ {
			t := s.Map.At(Pt{x, y})
			fmt.Fprintf(&w, "    <tile x=\"%d\" y=\"%d\" type=\"%s\"", x, y, t.Type)
			if t.Type.Driveable() {
				w.attr("direction", t.Dir.String())
				if t.StopSigns != 0 {
					w.attr("stop-sign", stopSignText(t.StopSigns))
				}
				if t.HasLight {
					w.WriteString(" signal=\"true\"")
				}
			}
			w.WriteString(" />\n")
		}
	}
	w.WriteString("  </map>\n\n  <powerups>\n")
	for _, c := range s.Cars[p].Deck {
		w.WriteString("    <powerup")
		w.attr("name", cardTitle(c))
		w.attr("card", c.Kind.String())
		if c.Company >= 0 {
			w.attr("company", CompanyNames[c.Company])
		}
		if c.Passenger >= 0 {
			w.attr("passenger", CEONames[c.Passenger])
		}
		w.WriteString(" />\n")
	}
	w.WriteString("  </powerups>\n\n  <players>\n")
	for i := range s.Cars {
		c := &s.Cars[i]
		w.WriteString("    <player")
		w.attr("guid", GUID(i))
		switch {
		case c.Filler:
			w.attr("language", "C#")
			w.attr("school", "Windward")
		case s.Clients[i] != (JoinInfo{}):
			// Reference §3.2: what the client sent in its <join>.
			w.attr("language", s.Clients[i].Language)
			w.attr("school", s.Clients[i].School)
		default:
			// No client has joined this seat (yet).
			w.attr("language", "unknown")
			w.attr("school", "arena")
		}
		w.attr("name", c.Name)
		fmt.Fprintf(&w, " limo-x=\"%d\" limo-y=\"%d\" limo-angle=\"%d\" />\n", c.Tile.X, c.Tile.Y, c.Angle)
	}
	w.WriteString("  </players>\n  <stores>\n")
	for _, st := range s.Stores {
		w.WriteString("    <store")
		w.attr("name", st.Name)
		fmt.Fprintf(&w, " bus-stop-x=\"%d\" bus-stop-y=\"%d\" />\n", st.At.X, st.At.Y)
	}
	w.WriteString("  </stores>\n  <companies>\n")
	for _, i := range sortedByName(CompanyNames[:]) {
		w.WriteString("    <company")
		w.attr("name", CompanyNames[i])
		fmt.Fprintf(&w, " bus-stop-x=\"%d\" bus-stop-y=\"%d\" />\n", s.Companies[i].At.X, s.Companies[i].At.Y)
	}
	w.WriteString("  </companies>\n  <passengers>\n")
	for _, i := range sortedByName(CEONames[:]) {
		ps := &s.CEOs[i]
		w.WriteString("    <passenger")
		w.attr("name", CEONames[i])
		fmt.Fprintf(&w, " points-delivered=\"%d\"", CEOPoints[i])
		if ps.Lobby >= 0 {
			w.attr("lobby", CompanyNames[ps.Lobby])
		}
		w.attr("destination", CompanyNames[ps.Destination])
		w.WriteString(">\n")
		for _, r := range ps.Route {
			w.WriteString("      <route>")
			xml.EscapeText(&w.Buffer, []byte(CompanyNames[r]))
			w.WriteString("</route>\n")
		}
		for _, e := range ps.Enemies {
			w.WriteString("      <enemy>")
			xml.EscapeText(&w.Buffer, []byte(CEONames[e]))
			w.WriteString("</enemy>\n")
		}
		w.WriteString("    </passenger>\n")
	}
	w.WriteString("  </passengers>\n</setup>")
	return w.Bytes()
}

// cardTitle is the card's display name as the original server sends it.
func cardTitle(c CardInst) string {
	switch c.Kind {
	case MultDeliverAtCompany:
		return "1.2X delivery score to destination " + CompanyNames[c.Company]
	case MultDeliveringPassenger:
		return "1.2X delivery score for passenger " + CEONames[c.Passenger]
	case MovePassenger:
		return "Move passenger {0} to random bus stop."
	case ChangeDestination:
		return "Change destination for player {0} passenger to random company."
	case MultDeliveryQuarterSpeed:
		return "Double delivery score, limo runs at 1/4 speed."
	case AllOtherCarsQuarterSpeed:
		return "Drop all cars to 1/4 speed for 30 seconds."
	case StopCar:
		return "Stop limo {0} for 30 seconds."
	case RelocateAllCars:
		return "Relocate all cars to random locations."
	case RelocateAllPassengers:
		return "Relocate all passengers waiting at companies to random companies."
	}
	return c.Kind.String()
}

func (s *State) cardAttrs(w *xw, c CardInst) {
	w.attr("card", c.Kind.String())
	w.attr("ok-to-play", strconv.FormatBool(c.OK))
	if c.Company >= 0 {
		w.attr("company", CompanyNames[c.Company])
	}
	if c.Passenger >= 0 {
		w.attr("passenger", CEONames[c.Passenger])
	}
	if c.Target >= 0 {
		switch c.Kind {
		case StopCar, ChangeDestination:
			if int(c.Target) < NumPlayers {
				w.attr("player", s.Cars[c.Target].Name)
			}
		case MovePassenger:
			if int(c.Target) < NumCompanies {
				w.attr("passenger", CEONames[c.Target])
			}
		}
	}
}

// Observe returns the frames due to seat p after the last Step, nil when
// nothing is due.
func (Codec) Observe(st sim.State, p sim.PlayerID, evs []sim.Event) []byte {
	s := st.(*State)
	var out []byte
	msgs := s.MessagesFor(int(p))
	// A <setup> goes first: a client reads everything else against the
	// map it describes (a joining client's setup is queued after the
	// tick's periodic status). One is enough: it is built from the state.
	for _, m := range msgs {
		if m.Setup {
			out = append(out, Frame(SetupXML(s, int(p)))...)
			break
		}
	}
	for _, m := range msgs {
		if m.Setup {
			continue
		} else if m.Power {
			out = append(out, Frame(PowerUpXML(s, int(p), m))...)
		} else {
			out = append(out, Frame(StatusXML(s, int(p), m))...)
		}
	}
	return out
}

// wireScore is seat i's score as the original computed it, in float32
// (Player.Score: delivered points, plus 2 for eight deliveries, else
// 0.5·(D−d)/D for a passenger aboard), so the wire carries every digit the
// original sent rather than the engine's milli-points (rule text, scoring;
// reference §1.6, §3.1).
func (s *State) wireScore(i int) float32 {
	c := &s.Cars[i]
	pts := float32(c.Points) / 1000
	if len(c.Delivered) >= 8 {
		return pts + 2
	}
	if c.Passenger < 0 {
		return pts
	}
	p := &s.CEOs[c.Passenger]
	dest := s.Companies[p.Destination].At
	total := Manhattan(s.Companies[p.TripStart].At, dest)
	left := Manhattan(c.Tile, dest)
	if left > total || total == 0 {
		return pts
	}
	return pts + 0.5*float32(total-left)/float32(total)
}

// StatusXML renders a <status> for seat p (reference §3.4).
func StatusXML(s *State, p int, m Msg) []byte {
	var w xw
	w.WriteString("<status")
	w.attr("status", m.Status)
	w.attr("player-guid", GUID(m.About))
	w.WriteString(">\n  <players>\n")
	for i := range s.Cars {
		c := &s.Cars[i]
		w.WriteString("    <player")
		w.attr("guid", GUID(i))
		w.attr("score", strconv.FormatFloat(float64(s.wireScore(i)), 'f', -1, 32))
		// The original's Scoreboard.Sum(): float round scores summed in
		// double, written as a float (RemoteAI.cs; reference §3.4).
		var prev float64
		for _, v := range c.Session {
			prev += float64(float32(v) / 1000)
		}
		w.attr("total-score", strconv.FormatFloat(float64(float32(prev)), 'f', -1, 32))
		fmt.Fprintf(&w, " coffee-servings=\"%d\" cards-max=\"%d\" limo-x=\"%d\" limo-y=\"%d\" limo-angle=\"%d\"",
			c.Coffee, s.HandLimit(i), c.Tile.X, c.Tile.Y, c.Angle)
		if c.Passenger >= 0 {
			w.attr("passenger", CEONames[c.Passenger])
		}
		if n := len(c.Delivered); n > 0 {
			w.attr("last-delivered", CEONames[c.Delivered[n-1]])
		}
		if !c.NextStop.Set && !c.Transit.Set {
			w.WriteString(" />\n")
			continue
		}
		w.WriteString(">\n")
		if c.NextStop.Set {
			w.WriteString("      <next-bus-stop")
			s.cardAttrs(&w, c.NextStop)
			w.WriteString(" />\n")
		}
		if c.Transit.Set {
			w.WriteString("      <transit")
			s.cardAttrs(&w, c.Transit)
			w.WriteString(" />\n")
		}
		w.WriteString("    </player>\n")
	}
	w.WriteString("  </players>\n  <passengers>\n")
	for _, i := range sortedByName(CEONames[:]) {
		ps := &s.CEOs[i]
		w.WriteString("    <passenger")
		w.attr("name", CEONames[i])
		w.attr("destination", CompanyNames[ps.Destination])
		route := make([]string, len(ps.Route))
		for k, r := range ps.Route {
			route[k] = CompanyNames[r]
		}
		switch {
		case ps.Done:
			w.attr("status", "done")
		case ps.Car >= 0:
			w.attr("status", "travelling")
			w.attr("limo-driver", s.Cars[ps.Car].Name)
		default:
			w.attr("lobby", CompanyNames[ps.Lobby])
			w.attr("status", "lobby")
		}
		if len(route) > 0 && !ps.Done {
			w.attr("route", strings.Join(route, ";"))
		}
		w.WriteString(" />\n")
	}
	w.WriteString("  </passengers>\n  <path>")
	for _, q := range s.Cars[p].Path {
		fmt.Fprintf(&w, "%d,%d;", q.X, q.Y)
	}
	w.WriteString("</path>\n  <pick-up>")
	for _, q := range s.Cars[p].PickUp {
		xml.EscapeText(&w.Buffer, []byte(CEONames[q]+";"))
	}
	w.WriteString("</pick-up>\n</status>")
	return w.Bytes()
}

// PowerUpXML renders a <powerup-status> for seat p.
func PowerUpXML(s *State, p int, m Msg) []byte {
	var w xw
	w.WriteString("<powerup-status")
	w.attr("played-by", GUID(m.About))
	w.attr("status", m.Status)
	w.WriteString(">\n  <card")
	s.cardAttrs(&w, m.Card)
	w.WriteString(" />\n  <cards-deck>\n")
	for _, c := range s.Cars[p].Deck {
		w.WriteString("    <card")
		s.cardAttrs(&w, c)
		w.WriteString(" />\n")
	}
	w.WriteString("  </cards-deck>\n  <cards-hand>\n")
	for _, c := range s.Cars[p].Hand {
		w.WriteString("    <card")
		s.cardAttrs(&w, c)
		w.WriteString(" />\n")
	}
	w.WriteString("  </cards-hand>\n</powerup-status>")
	return w.Bytes()
}
