package windward

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"arena/sim"
)

// EditsAt lists the right-click edits for a point in tile units (the
// original's Move Car, Set Destination, Set Passenger and Play Card).
func (s *State) EditsAt(x, y float64) []sim.EditOption {
	var out []sim.EditOption
	p := Pt{int(math.Floor(x)), int(math.Floor(y))}
	if !s.Map.In(p) {
		return nil
	}
	fx, fy := x-float64(p.X), y-float64(p.Y)
	// A car under the cursor (a quarter-tile hit radius, reference §5).
	for i := range s.Cars {
		c := &s.Cars[i]
		dx, dy := x-float64(c.X)/UnitsPerTile, y-float64(c.Y)/UnitsPerTile
		if dx*dx+dy*dy > 0.5*0.5 {
			continue
		}
		for k := range s.CEOs {
			if !containsInt(c.Delivered, k) && !s.CEOs[k].Done && c.Passenger != k {
				out = append(out, sim.EditOption{Label: fmt.Sprintf("Car %d: set passenger %s", i, CEONames[k]),
					Text: fmt.Sprintf("car %d passenger %s", i, token(CEONames[k]))})
			}
		}
		other := (i + 1) % NumPlayers
		out = append(out,
			sim.EditOption{Label: fmt.Sprintf("Stop car %d (card played by seat %d)", i, other),
				Text: fmt.Sprintf("card %d PLAY STOP_CAR %d", other, i)},
			sim.EditOption{Label: fmt.Sprintf("Change car %d's destination (played by seat %d)", i, other),
				Text: fmt.Sprintf("card %d PLAY CHANGE_DESTINATION %d", other, i)})
		for _, k := range []Card{AllOtherCarsQuarterSpeed, RelocateAllCars, RelocateAllPassengers, MultDeliveryQuarterSpeed} {
			out = append(out, sim.EditOption{Label: fmt.Sprintf("Car %d plays %s", i, k),
				Text: fmt.Sprintf("card %d PLAY %s", i, k)})
		}
	}
	t := s.Map.At(p)
	switch {
	case t.Type == BusStop || t.Type == CoffeeStop:
		name := s.stopName(p)
		if name == "" {
			break
		}
		for i := range s.Cars {
			out = append(out, sim.EditOption{Label: fmt.Sprintf("Send car %d to %s", i, name),
				Text: fmt.Sprintf("car %d dest %s", i, token(name))})
		}
		for k := range s.CEOs {
			if s.CEOs[k].Car < 0 && !s.CEOs[k].Done && s.CEOs[k].Lobby >= 0 && s.Companies[s.CEOs[k].Lobby].At == p {
				out = append(out, sim.EditOption{Label: fmt.Sprintf("Move %s elsewhere (played by seat 0)", CEONames[k]),
					Text: fmt.Sprintf("card 0 PLAY MOVE_PASSENGER %s", token(CEONames[k]))})
			}
		}
	case t.IsStraight() || t.IsCrossing():
		d := quarterHeading(t, fx, fy)
		for i := range s.Cars {
			out = append(out, sim.EditOption{Label: fmt.Sprintf("Move car %d here (%s)", i, strings.ToLower(d.String())),
				Text: fmt.Sprintf("car %d at %d %d %s", i, p.X, p.Y, d)})
		}
	}
	return out
}

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
			if k < 0 || !t.Open(Dir(k)) {
				return bad("heading %q does not run along this road", f[5])
			}
			d = Dir(k)
		}
		target := Pt{-1, -1}
		if c.Passenger >= 0 {
			target = s.Companies[s.CEOs[c.Passenger].Destination].At
		} else if len(c.Path) > 0 {
			target = c.Path[len(c.Path)-1]
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
		// Reference §5, Play card: the card is added to the hand and played at once.
		if card.IsTransit() {
			c.NextStop = ci
		} else {
			c.Immediate = ci
			var evs []sim.Event
			s.playImmediate(n, &evs)
		}
	default:
		return bad("want car N at TX TY [dir] | car N dest STOP | car N passenger CEO | card N PLAY CARD [target]")
	}
	return nil
}
