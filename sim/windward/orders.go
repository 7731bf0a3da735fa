package windward

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"arena/sim"
)

// Orders is one player's orders for one tick: an optional new path, an
// optional new pick-up list and any card orders, in the order sent (rule
// text, "Sending Orders to the Game"). A nil Path keeps the current path;
// a nil PickUp keeps the current list.
type Orders struct {
	Path   []Pt
	PickUp []int
	Cards  []CardOrder
	// Join is set when the client (re)joined since the last tick: the seat
	// takes the team's name, school and language and is sent a <setup>
	// built from the current state (reference §3.2, a rejoin).
	Join *JoinInfo
}

// JoinInfo is what a client said about itself in its <join> (reference
// §3.2): the team name, and the school and language its setup lists.
type JoinInfo struct {
	Name, School, Language string
}

// Bounds on what a <join> may set (the original cut the school to 11
// characters; a name is bounded so a hostile client cannot grow the state).
const (
	maxSchool   = 11
	maxJoinText = 64
)

// clipRunes cuts s to n runes.
func clipRunes(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}

// NewJoin builds the JoinInfo of a <join>, bounded as the original did.
func NewJoin(name, school, language string) *JoinInfo {
	return &JoinInfo{Name: clipRunes(name, maxJoinText), School: clipRunes(school, maxSchool),
		Language: clipRunes(language, maxJoinText)}
}

// quoteWord quotes s so that it holds no space or semicolon (the
// canonical text splits on both).
func quoteWord(s string) string {
	q := strconv.QuoteToASCII(s)
	return strings.NewReplacer(" ", `\x20`, ";", `\x3b`).Replace(q)
}

// token spells a name with spaces as underscores for the canonical text.
func token(s string) string { return strings.ReplaceAll(s, " ", "_") }

// playerWord spells a team name for the canonical text: as a token when
// the text does not split it (it reads back with spaces for underscores,
// which apply matches by token all the same), else Go-quoted (a client may
// name a team with tabs, line breaks or semicolons, which the text splits
// on).
func playerWord(name string) string {
	plain := utf8.ValidString(name) && !strings.HasPrefix(name, `"`) && !strings.ContainsRune(name, ';') &&
		!strings.ContainsFunc(name, func(r rune) bool { return r != ' ' && unicode.IsSpace(r) })
	if plain {
		return token(name)
	}
	return quoteWord(name)
}

// String is the canonical text: "path X,Y X,Y ...; pickup CEO CEO; join
// "TEAM" school="S" language="L"; play CARD [company=C] [passenger=P]
// [player=N | player=@TEAM]", items joined by "; ". CEO, company and team
// names use underscores for spaces; join's words, and team names the text
// would otherwise split on, are Go-quoted with spaces and semicolons
// escaped; an empty order is "".
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
	if j := o.Join; j != nil {
		parts = append(parts, "join "+quoteWord(j.Name)+" school="+quoteWord(j.School)+" language="+quoteWord(j.Language))
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
			t += " player=@" + playerWord(c.PlayerName)
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
		case "join":
			if o.Join != nil || len(f) != 4 {
				return nil, fmt.Errorf("join wants one \"TEAM\" school=\"S\" language=\"L\"")
			}
			name, e1 := strconv.Unquote(f[1])
			school, ok1 := strings.CutPrefix(f[2], "school=")
			lang, ok2 := strings.CutPrefix(f[3], "language=")
			school, e2 := strconv.Unquote(school)
			lang, e3 := strconv.Unquote(lang)
			if e1 != nil || e2 != nil || e3 != nil || !ok1 || !ok2 {
				return nil, fmt.Errorf("bad join %q", strings.TrimSpace(item))
			}
			o.Join = NewJoin(name, school, lang)
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
						if strings.HasPrefix(name, `"`) {
							// A quoted team name (see playerWord).
							uq, err := strconv.Unquote(name)
							if err != nil || uq == "" {
								return nil, fmt.Errorf("bad player %q", v)
							}
							co.PlayerName = uq
							continue
						}
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
	if o.Join != nil {
		s.join(i, o.Join)
	}
	for _, co := range o.Cards {
		co, ok := s.resolveCard(i, co)
		if !ok {
			continue // reference §3.3: no matching card, the order is ignored
		}
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

// join records seat i's client (reference §3.2): the car takes the team's
// name unless another car has it, the setup lists its school and language,
// and a <setup> built from the current state is due to the seat, as the
// original sent one to every (re)joining client while a game was under way.
func (s *State) join(i int, j *JoinInfo) {
	if i < 0 || i >= s.Players {
		return
	}
	s.Clients[i] = *j
	taken := false
	for k := range s.Cars {
		if k != i && s.Cars[k].Name == j.Name {
			taken = true
		}
	}
	if j.Name != "" && !taken {
		s.Cars[i].Name = j.Name
	}
	s.send(Msg{To: i, About: i, Setup: true})
}

// resolveCard finds the card a wire order names, as the original server
// did before the engine saw the order (reference §3.3): the hand first,
// then the deck; for STOP_CAR, CHANGE_DESTINATION and MOVE_PASSENGER the
// first card of the kind (the order sets its target), for the other kinds
// the first card whose company and passenger equal the ones the order
// names (a name not given matches any). No such card: the order is
// ignored, silently. The returned order names the found card exactly, so
// the engine's lookup finds the same one.
func (s *State) resolveCard(i int, co CardOrder) (CardOrder, bool) {
	if co.Card.targeted() {
		c := &s.Cars[i]
		has := func(ci CardInst) bool { return ci.Kind == co.Card }
		return co, slices.ContainsFunc(c.Hand, has) || slices.ContainsFunc(c.Deck, has)
	}
	if co.Player >= 0 || co.PlayerName != "" {
		return co, false // only the targeted kinds carry a player
	}
	match := func(ci CardInst) bool {
		return ci.Kind == co.Card && (co.Company < 0 || int(ci.Company) == co.Company) &&
			(co.Passenger < 0 || int(ci.Passenger) == co.Passenger)
	}
	c := &s.Cars[i]
	k := slices.IndexFunc(c.Hand, match)
	var ci CardInst
	switch {
	case k >= 0:
		ci = c.Hand[k]
	default:
		if k = slices.IndexFunc(c.Deck, match); k < 0 {
			return co, false
		}
		ci = c.Deck[k]
	}
	co.Company, co.Passenger = int(ci.Company), int(ci.Passenger)
	return co, true
}

// PlayerName is the team name seat p's client gave in its <join>, or "" if
// none joined (sim.PlayerNamer): results name a proc: client by its team.
func (s *State) PlayerName(p sim.PlayerID) string {
	if int(p) < 0 || int(p) >= len(s.Clients) {
		return ""
	}
	return s.Clients[p].Name
}
