package windward

import (
	"fmt"
	"strconv"
	"strings"
)

// Orders is one player's orders for one tick: an optional new path, an
// optional new pick-up list and any card orders, in the order sent (rule
// text, "Sending Orders to the Game"). A nil Path keeps the current path;
// a nil PickUp keeps the current list.
type Orders struct {
	Path   []Pt
	PickUp []int
	Cards  []CardOrder
}

// token spells a name with spaces as underscores for the canonical text.
func token(s string) string { return strings.ReplaceAll(s, " ", "_") }

// String is the canonical text: "path X,Y X,Y ...; pickup CEO CEO; play
// CARD [company=C] [passenger=P] [player=N]", items joined by "; ". Names
// use underscores for spaces; an empty order is "".
func (o *Orders) String() string {
	var parts []string
	if o.Path != nil {
		ps := make([]string, len(o.Path))
		for i, p := range o.Path {
			ps[i] = p.String()
		}
		parts = append(parts, strings.TrimSpace("path "+strings.Join(ps, " ")))
	}
	if o.PickUp != nil {
		ns := make([]string, len(o.PickUp))
		for i, p := range o.PickUp {
			ns[i] = token(CEONames[p])
		}
		parts = append(parts, strings.TrimSpace("pickup "+strings.Join(ns, " ")))
	}
	for _, c := range o.Cards {
		t := strings.ToLower(c.Action) + " " + c.Card.String()
		if c.Company >= 0 {
			t += " company=" + token(CompanyNames[c.Company])
		}
		if c.Passenger >= 0 {
			t += " passenger=" + token(CEONames[c.Passenger])
		}
		if c.Player >= 0 {
			t += " player=" + strconv.Itoa(c.Player)
		} else if c.PlayerName != "" {
			t += " player=@" + token(c.PlayerName)
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, "; ")
}

func ceoByToken(s string) int { return CEOIndex(strings.ReplaceAll(s, "_", " ")) }

func companyByToken(s string) int { return CompanyIndex(strings.ReplaceAll(s, "_", " ")) }

// ParseOrders parses the canonical text strictly.
func ParseOrders(text string) (*Orders, error) {
	o := &Orders{}
	text = strings.TrimSpace(text)
	if text == "" {
		return o, nil
	}
	for _, item := range strings.Split(text, ";") {
		f := strings.Fields(item)
		if len(f) == 0 {
			return nil, fmt.Errorf("empty order in %q", text)
		}
		switch f[0] {
		case "path":
			if o.Path != nil {
				return nil, fmt.Errorf("two paths")
			}
			o.Path = []Pt{}
			for _, w := range f[1:] {
				xs, ys, ok := strings.Cut(w, ",")
				x, e1 := strconv.Atoi(xs)
				y, e2 := strconv.Atoi(ys)
				if !ok || e1 != nil || e2 != nil || x < 0 || y < 0 || x > maxMapSide || y > maxMapSide {
					return nil, fmt.Errorf("bad path step %q", w)
				}
				o.Path = append(o.Path, Pt{x, y})
			}
		case "pickup":
			if o.PickUp != nil {
				return nil, fmt.Errorf("two pick-up lists")
			}
			o.PickUp = []int{}
			for _, w := range f[1:] {
				p := ceoByToken(w)
				if p < 0 {
					return nil, fmt.Errorf("unknown passenger %q", w)
				}
				o.PickUp = append(o.PickUp, p)
			}
		case "draw", "discard", "play":
			if len(f) < 2 {
				return nil, fmt.Errorf("%s needs a card", f[0])
			}
			card, ok := ParseCard(f[1])
			if !ok {
				return nil, fmt.Errorf("unknown card %q", f[1])
			}
			co := CardOrder{Action: strings.ToUpper(f[0]), Card: card, Company: -1, Passenger: -1, Player: -1}
			for _, kv := range f[2:] {
				k, v, _ := strings.Cut(kv, "=")
				switch k {
				case "company":
					if co.Company = companyByToken(v); co.Company < 0 {
						return nil, fmt.Errorf("unknown company %q", v)
					}
				case "passenger":
					if co.Passenger = ceoByToken(v); co.Passenger < 0 {
						return nil, fmt.Errorf("unknown passenger %q", v)
					}
				case "player":
					if name, ok := strings.CutPrefix(v, "@"); ok && name != "" {
						co.PlayerName = strings.ReplaceAll(name, "_", " ")
						continue
					}
					n, err := strconv.Atoi(v)
					if err != nil || n < 0 || n >= NumPlayers {
						return nil, fmt.Errorf("bad player %q", v)
					}
					co.Player = n
				default:
					return nil, fmt.Errorf("unknown card option %q", kv)
				}
			}
			o.Cards = append(o.Cards, co)
		default:
			return nil, fmt.Errorf("unknown order %q (want path, pickup, draw, discard or play)", f[0])
		}
	}
	return o, nil
}

// apply carries out seat i's orders at the start of a tick.
func (s *State) apply(i int, o *Orders) {
	c := &s.Cars[i]
	if len(o.Path) > 0 {
		if s.mergePath(i, o.Path) {
			s.send(Msg{To: i, About: i, Status: "NO_PATH"})
		}
	}
	if len(o.PickUp) > 0 {
		// Reference §3.3: passengers this player delivered are dropped.
		var pl []int
		for _, p := range o.PickUp {
			if !containsInt(c.Delivered, p) && !containsInt(pl, p) {
				pl = append(pl, p)
			}
		}
		c.PickUp = pl
	}
	for _, co := range o.Cards {
		if co.Player < 0 && co.PlayerName != "" {
			for j := range s.Cars {
				if s.Cars[j].Name == co.PlayerName || token(s.Cars[j].Name) == token(co.PlayerName) {
					co.Player = j
					break
				}
			}
		}
		s.cardOrder(i, co)
	}
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}
