package windward

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"arena/sim"
)

// EditsAt lists the right-click edits for a point in tile units: on a car,
// the original's Set Passenger (a submenu of every CEO, the ones this car
// delivered disabled) and Play Card (any card, played at once by that
// car's player, with its target in a submenu); on a named stop, sending
// any car there; on a straight road or a crossing, moving any car there.
// Move Car and Set Destination as two-step edits (pick the car, then
// click) are built with MoveEditAt and DestEditAt.
func (s *State) EditsAt(x, y float64) []sim.EditOption {
	var out []sim.EditOption
	p := Pt{int(math.Floor(x)), int(math.Floor(y))}
	if !s.Map.In(p) {
		return nil
	}
	if i := s.CarAt(x, y); i >= 0 {
		out = append(out, s.carEdits(i)...)
	}
	t := s.Map.At(p)
	switch {
	case t.Type == BusStop || t.Type == CoffeeStop:
		name := s.stopName(p)
		if name == "" {
			break
		}
		for i := range s.Cars {
			out = append(out, sim.EditOption{Group: "Send a car to " + name, Label: s.carLabel(i),
				Text: fmt.Sprintf("car %d dest %s", i, token(name))})
		}
		for _, k := range byName() {
			ps := &s.CEOs[k]
			if ps.Car < 0 && !ps.Done && ps.Lobby >= 0 && s.Companies[ps.Lobby].At == p {
				out = append(out, sim.EditOption{Group: "Move a waiting CEO away (MOVE_PASSENGER)", Label: CEONames[k],
					Text: fmt.Sprintf("card 0 PLAY MOVE_PASSENGER %s", token(CEONames[k]))})
			}
		}
	case t.IsStraight() || t.IsCrossing():
		d := quarterHeading(t, x-float64(p.X), y-float64(p.Y))
		for i := range s.Cars {
			out = append(out, sim.EditOption{Group: fmt.Sprintf("Move a car here (heading %s)", strings.ToLower(d.String())),
				Label: s.carLabel(i), Text: fmt.Sprintf("car %d at %d %d %s", i, p.X, p.Y, d)})
		}
	}
	return out
}

// CarAt returns the car nearest to a point in tile units within half a
// tile of its centre, or -1.
func (s *State) CarAt(x, y float64) int {
	best, bestD := -1, 0.5*0.5
	for i := range s.Cars {
		c := &s.Cars[i]
		dx, dy := x-float64(c.X)/UnitsPerTile, y-float64(c.Y)/UnitsPerTile
		if d := dx*dx + dy*dy; d <= bestD {
			best, bestD = i, d
		}
	}
	return best
}

func (s *State) carLabel(i int) string { return fmt.Sprintf("car %d  %s", i, s.Cars[i].Name) }

// byName lists the CEOs sorted by name, as the original's lists are.
func byName() []int { return sortedByName(CEONames[:]) }

// carEdits are the edits of a right-clicked car (reference §5, "Right-click
// a car" and "Play card").
func (s *State) carEdits(i int) []sim.EditOption {
	c := &s.Cars[i]
	var out []sim.EditOption
	for _, k := range byName() {
		ps := &s.CEOs[k]
		o := sim.EditOption{Group: "Set passenger", Label: CEONames[k], Text: fmt.Sprintf("car %d passenger %s", i, token(CEONames[k]))}
		switch {
		case c.Passenger == k:
			o.Label += "  (aboard)"
			o.Disabled = true
		case containsInt(c.Delivered, k):
			o.Label += "  (delivered)"
			o.Disabled = true
		case ps.Done:
			o.Label += "  (done)"
			o.Disabled = true
		case ps.Car >= 0:
			o.Label += fmt.Sprintf("  (in car %d)", ps.Car)
		case ps.Lobby >= 0:
			o.Label += "  (at " + CompanyNames[ps.Lobby] + ")"
		}
		out = append(out, o)
	}
	const g = "Play card"
	play := func(group, label, text string) {
		out = append(out, sim.EditOption{Group: group, Label: label, Text: text})
	}
	for _, k := range []Card{AllOtherCarsQuarterSpeed, RelocateAllCars, RelocateAllPassengers, MultDeliveryQuarterSpeed} {
		play(g, k.String(), fmt.Sprintf("card %d PLAY %s", i, k))
	}
	// The original's form listed only the targets a card can take.
	for _, k := range []Card{StopCar, ChangeDestination} {
		for j := range s.Cars {
			if s.cardRefusal(i, CardInst{Kind: k, Company: -1, Passenger: -1, Target: int8(j), Set: true}) == "" {
				play(g+"/"+k.String(), s.carLabel(j), fmt.Sprintf("card %d PLAY %s %d", i, k, j))
			}
		}
	}
	for _, k := range byName() {
		if s.cardRefusal(i, CardInst{Kind: MovePassenger, Company: -1, Passenger: -1, Target: int8(k), Set: true}) == "" {
			play(g+"/"+MovePassenger.String(), CEONames[k], fmt.Sprintf("card %d PLAY %s %s", i, MovePassenger, token(CEONames[k])))
		}
	}
	for _, k := range byName() {
		if CEOPoints[k] == 1 {
			play(g+"/"+MultDeliveringPassenger.String(), CEONames[k], fmt.Sprintf("card %d PLAY %s %s", i, MultDeliveringPassenger, token(CEONames[k])))
		}
	}
	for _, k := range sortedByName(CompanyNames[:]) {
		play(g+"/"+MultDeliverAtCompany.String(), CompanyNames[k], fmt.Sprintf("card %d PLAY %s %s", i, MultDeliverAtCompany, token(CompanyNames[k])))
	}
	return out
}

// cardRefusal is why the rules would refuse seat i's immediate card ci
// now, or "" (rule text, power-ups; reference §1.7), so that an edit the
// rules refuse changes nothing and the menu offers only valid targets.
func (s *State) cardRefusal(i int, ci CardInst) string {
	switch ci.Kind {
	case StopCar, ChangeDestination:
		j := int(ci.Target)
		if j < 0 || j >= NumPlayers {
			return fmt.Sprintf("%s needs a target seat", ci.Kind)
		}
		o := &s.Cars[j]
		if ci.Kind == ChangeDestination && o.Passenger < 0 {
			return fmt.Sprintf("%s: %s carries no passenger", ci.Kind, o.Name)
		}
		if s.nearDestination(j) {
			return fmt.Sprintf("%s: %s is within 3 squares of its passenger's destination", ci.Kind, o.Name)
		}
		if ci.Kind == StopCar && s.atStop(j) {
			return fmt.Sprintf("%s: %s is at a bus stop or coffee stop", ci.Kind, o.Name)
		}
	case MovePassenger:
		p := int(ci.Target)
		if p < 0 || p >= NumCompanies {
			return fmt.Sprintf("%s needs a CEO", ci.Kind)
		}
		switch ps := &s.CEOs[p]; {
		case ps.Done:
			return fmt.Sprintf("%s: %s has left play", ci.Kind, CEONames[p])
		case ps.Car >= 0:
			return fmt.Sprintf("%s: %s is in car %d", ci.Kind, CEONames[p], ps.Car)
		}
	}
	return ""
}

// MoveEditAt is the second step of Move Car: the edit that places car i at
// the point (x, y) in tiles, on a straight road in the lane of the half
// clicked or on a crossing by the quarter where a car enters (reference
// §5). ok is false anywhere else.
func (s *State) MoveEditAt(i int, x, y float64) (text string, ok bool) {
	p := Pt{int(math.Floor(x)), int(math.Floor(y))}
	if i < 0 || i >= NumPlayers || !s.Map.In(p) {
		return "", false
	}
	t := s.Map.At(p)
	if !t.IsStraight() && !t.IsCrossing() {
		return "", false
	}
	d := quarterHeading(t, x-float64(p.X), y-float64(p.Y))
	return fmt.Sprintf("car %d at %d %d %s", i, p.X, p.Y, d), true
}

// DestEditAt is the second step of Set Destination: the edit that sends
// car i to the company bus stop or coffee stop clicked, or to the named
// stop next to the clicked square (a click on a company's building).
func (s *State) DestEditAt(i int, x, y float64) (text string, ok bool) {
	p := Pt{int(math.Floor(x)), int(math.Floor(y))}
	if i < 0 || i >= NumPlayers || !s.Map.In(p) {
		return "", false
	}
	name := s.stopName(p)
	if name == "" && !s.Map.At(p).Type.Driveable() {
		for _, d := range [4]Dir{North, East, South, West} {
			if n := s.stopName(p.Add(d)); n != "" {
				name = n
				break
			}
		}
	}
	if name == "" {
		return "", false
	}
	return fmt.Sprintf("car %d dest %s", i, token(name)), true
}

// StopName names the company or coffee store whose stop is at p, or "".
func (s *State) StopName(p Pt) string { return s.stopName(p) }

// quarterHeading picks the lane from the clicked quarter: on a straight the
// right-hand lane of the half clicked; on a crossing the quarter where a car
// enters (reference §5: "click on the quarter tile where it enters").
func quarterHeading(t Tile, fx, fy float64) Dir {
	if t.Dir == NorthSouth {
		if fx >= 0.5 {
			return North
		}
		return South
	}
	if t.Dir == EastWest {
		if fy >= 0.5 {
			return East
		}
		return West
	}
	var d Dir
	switch {
	case fx >= 0.5 && fy >= 0.5:
		d = North
	case fx < 0.5 && fy < 0.5:
		d = South
	case fx >= 0.5:
		d = West
	default:
		d = East
	}
	if !t.Open(d.Reverse()) {
		for e := North; e <= West; e++ {
			if t.Open(e.Reverse()) {
				return e
			}
		}
	}
	return d
}

func (s *State) stopName(p Pt) string {
	for i, c := range s.Companies {
		if c.At == p {
			return CompanyNames[i]
		}
	}
	for _, st := range s.Stores {
		if st.At == p {
			return st.Name
		}
	}
	return ""
}

func (s *State) stopByToken(tok string) (Pt, bool) {
	for i, c := range s.Companies {
		if token(CompanyNames[i]) == tok {
			return c.At, true
		}
	}
	for _, st := range s.Stores {
		if token(st.Name) == tok {
			return st.At, true
		}
	}
	return Pt{}, false
}

// routeTo plans car i's path to a stop, plus one step back out of it.
func (s *State) routeTo(i int, stop Pt) {
	c := &s.Cars[i]
	path := s.PathTo(c.NextTile(), stop)
	if len(path) >= 2 {
		path = append(path, path[len(path)-2])
	}
	c.Path = path
}

// ApplyEdit applies one edit line (grammar in the package doc).
func (s *State) ApplyEdit(text string) error {
	f := strings.Fields(text)
	bad := func(format string, a ...any) error {
		return fmt.Errorf("edit %q: %s", text, fmt.Sprintf(format, a...))
	}
	if len(f) < 3 {
		return bad("want car N at|dest|passenger ... or card N PLAY CARD [target]")
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 0 || n >= NumPlayers {
		return bad("bad seat %q (0..%d)", f[1], NumPlayers-1)
	}
	c := &s.Cars[n]
	switch {
	case f[0] == "car" && f[2] == "at" && (len(f) == 5 || len(f) == 6):
		x, e1 := strconv.Atoi(f[3])
		y, e2 := strconv.Atoi(f[4])
		p := Pt{x, y}
		if e1 != nil || e2 != nil || !s.Map.In(p) {
			return bad("bad tile")
		}
		t := s.Map.At(p)
		if !t.IsStraight() && !t.IsCrossing() {
			return bad("%v is not a straight road or a crossing", p)
		}
		d := quarterHeading(t, 0.75, 0.75)
		if len(f) == 6 {
			k := -1
			for j, nm := range dirNames {
				if nm == strings.ToUpper(f[5]) {
					k = j
				}
			}
			// The car enters the square heading k, so it comes in by
			// the opposite side, which must be open.
			if k < 0 || !t.Open(Dir(k).Reverse()) {
				return bad("heading %q does not run along this road", f[5])
			}
			d = Dir(k)
		}
		// Rule text, Move Car: the car drives on to "the destination the
		// car is presently headed to": the stop at the end of its path (a
		// bus stop or a coffee store), else its passenger's destination.
		target := Pt{-1, -1}
		if n := len(c.Path); n > 0 {
			target = c.Path[n-1]
			// A path to a stop ends one step back out of it (routeTo):
			// the stop is the destination.
			if tt := s.Map.At(c.Path[max(n-2, 0)]).Type; n >= 2 && (tt == BusStop || tt == CoffeeStop) {
				target = c.Path[n-2]
			}
		} else if c.Passenger >= 0 {
			target = s.Companies[s.CEOs[c.Passenger].Destination].At
		}
		c.Path = nil
		step := 12
		if t.IsCrossing() {
			step = 0
		}
		s.placeCar(n, p, d, step)
		if target.X >= 0 {
			s.routeTo(n, target)
		}
	case f[0] == "car" && f[2] == "dest" && len(f) == 4:
		p, ok := s.stopByToken(f[3])
		if !ok {
			return bad("unknown stop %q", f[3])
		}
		s.routeTo(n, p)
	case f[0] == "car" && f[2] == "passenger" && len(f) == 4:
		k := ceoByToken(f[3])
		if k < 0 {
			return bad("unknown CEO %q", f[3])
		}
		ps := &s.CEOs[k]
		if ps.Done || containsInt(c.Delivered, k) {
			return bad("%s cannot ride with car %d", CEONames[k], n)
		}
		if ps.Car == n {
			return nil
		}
		if old := c.Passenger; old >= 0 {
			s.CEOs[old].Car, s.CEOs[old].Lobby = -1, s.CEOs[old].TripStart
		}
		if ps.Car >= 0 {
			s.Cars[ps.Car].Passenger = -1
		} else {
			ps.TripStart = ps.Lobby
		}
		ps.Car, ps.Lobby = n, -1
		c.Passenger = k
	case f[0] == "card" && strings.ToUpper(f[2]) == "PLAY" && (len(f) == 4 || len(f) == 5):
		card, ok := ParseCard(f[3])
		if !ok {
			return bad("unknown card %q", f[3])
		}
		ci := CardInst{Kind: card, Company: -1, Passenger: -1, Target: -1, OK: true, Set: true}
		arg := ""
		if len(f) == 5 {
			arg = f[4]
		}
		switch card {
		case StopCar, ChangeDestination:
			t, err := strconv.Atoi(arg)
			if err != nil || t < 0 || t >= NumPlayers {
				return bad("%s needs a target seat", card)
			}
			ci.Target = int8(t)
		case MovePassenger, MultDeliveringPassenger:
			k := ceoByToken(arg)
			if k < 0 {
				return bad("%s needs a CEO", card)
			}
			if card == MultDeliveringPassenger && CEOPoints[k] != 1 {
				// Reference §1.3 step 8: one card per 1-point CEO only.
				return bad("there is no %s card for %s (only 1-point CEOs have one)", card, CEONames[k])
			}
			if card == MovePassenger {
				ci.Target = int8(k)
			} else {
				ci.Passenger = int8(k)
			}
		case MultDeliverAtCompany:
			k := companyByToken(arg)
			if k < 0 {
				return bad("%s needs a company", card)
			}
			ci.Company = int8(k)
		default:
			if arg != "" {
				return bad("%s takes no target", card)
			}
		}
		// An edit the rules refuse changes nothing and says why.
		if why := s.cardRefusal(n, ci); why != "" {
			return fmt.Errorf("edit %q refused: %s", text, why)
		}
		// Reference §5, Play card: the card is played at once. An
		// immediate card takes effect at the start of the next tick (step
		// 3.2), so its POWER_UP_PLAYED reaches every client in the next
		// status; a transit card waits for the next bus stop.
		if card.IsTransit() {
			c.NextStop = ci
		} else {
			if c.Immediate.Set {
				return fmt.Errorf("edit %q refused: %s already has %s to play this tick", text, c.Name, c.Immediate.Kind)
			}
			c.Immediate = ci
		}
	default:
		return bad("want car N at TX TY [dir] | car N dest STOP | car N passenger CEO | card N PLAY CARD [target]")
	}
	return nil
}
