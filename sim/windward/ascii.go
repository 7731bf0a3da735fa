package windward

import (
	"fmt"
	"strings"
)

// ParseASCII builds a map from a drawing, one character per tile, for
// tests and for designing cities:
//
//	.  park            O  company building   K  coffee building
//	#  road            B  bus stop           C  coffee stop
//	L  crossing with a traffic light (north-south green)
//	S  crossing with stop signs on its north and south sides
//	s  crossing with stop signs on its east and west sides
//	*  crossing with stop signs on every open side
//	^ > v <  straight road with a start position heading that way
//
// Road shapes come from the neighbours: a road opens toward every
// neighbouring road and toward a stop whose only road neighbour it is.
// Errors name the line and column.
func ParseASCII(name, text string) (*Map, error) {
	var lines []string
	for _, l := range strings.Split(strings.Trim(text, "\n"), "\n") {
		lines = append(lines, strings.TrimRight(l, " \r"))
	}
	h := len(lines)
	w := 0
	for _, l := range lines {
		w = max(w, len(l))
	}
	if w == 0 || h == 0 || w > maxMapSide || h > maxMapSide {
		return nil, fmt.Errorf("%s: bad size %dx%d", name, w, h)
	}
	m := &Map{Name: name, W: w, H: h, Tiles: make([]Tile, w*h)}
	ch := func(p Pt) byte {
		if p.Y < 0 || p.Y >= h || p.X < 0 || p.X >= len(lines[p.Y]) {
			return '.'
		}
		return lines[p.Y][p.X]
	}
	isRoad := func(c byte) bool { return strings.IndexByte("#LSs*^>v<", c) >= 0 }
	isStop := func(c byte) bool { return c == 'B' || c == 'C' }
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := Pt{x, y}
			c := ch(p)
			t := Tile{Dir: Intersection}
			var sides uint8
			switch {
			case isRoad(c):
				t.Type = Road
				for d := North; d <= West; d++ {
					q := p.Add(d)
					if isRoad(ch(q)) {
						sides |= 1 << d
					} else if isStop(ch(q)) {
						n := 0
						for e := North; e <= West; e++ {
							if isRoad(ch(q.Add(e))) {
								n++
							}
						}
						if n == 1 {
							sides |= 1 << d
						}
					}
				}
			case isStop(c):
				t.Type = BusStop
				if c == 'C' {
					t.Type = CoffeeStop
				}
				for d := North; d <= West; d++ {
					if isRoad(ch(p.Add(d))) {
						sides |= 1 << d
					}
				}
				if sides == 0 || sides&(sides-1) != 0 {
					return nil, fmt.Errorf("%s:%d:%d: a stop needs exactly one road beside it", name, y+1, x+1)
				}
			case c == '.' || c == ' ':
				t.Type = Park
			case c == 'O':
				t.Type = Company
			case c == 'K':
				t.Type = CoffeeBuilding
			default:
				return nil, fmt.Errorf("%s:%d:%d: unknown character %q", name, y+1, x+1, c)
			}
			if t.Type.Driveable() {
				t.Dir = roadDirForSides[sides]
				if t.Dir == 0xff {
					return nil, fmt.Errorf("%s:%d:%d: a road needs at least one neighbour", name, y+1, x+1)
				}
				switch c {
				case 'L':
					t.HasLight = true
				case 'S':
					t.StopSigns = sides & (sideN | sideS)
				case 's':
					t.StopSigns = sides & (sideE | sideW)
				case '*':
					t.StopSigns = sides
				case '^':
					t.Start = uint8(North) + 1
				case '>':
					t.Start = uint8(East) + 1
				case 'v':
					t.Start = uint8(South) + 1
				case '<':
					t.Start = uint8(West) + 1
				}
			}
			m.Tiles[y*w+x] = t
		}
	}
	if err := m.Validate(false); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return m, nil
}

// tileChar draws one tile for GoString.
func tileChar(t Tile) byte {
	switch t.Type {
	case Park:
		return '.'
	case Company:
		return 'O'
	case CoffeeBuilding:
		return 'K'
	case BusStop:
		return 'B'
	case CoffeeStop:
		return 'C'
	}
	switch {
	case t.HasLight:
		return 'L'
	case t.StopSigns != 0 && t.StopSigns&(sideE|sideW) == 0:
		return 'S'
	case t.StopSigns != 0 && t.StopSigns&(sideN|sideS) == 0:
		return 's'
	case t.StopSigns != 0:
		return '*'
	case t.Start != 0:
		return "^>v<"[t.Start-1]
	}
	return '#'
}

// ASCII draws the map in ParseASCII's notation.
func (m *Map) ASCII() string {
	var b strings.Builder
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			b.WriteByte(tileChar(m.At(Pt{x, y})))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// GoString prints the city as ASCII with each car drawn as its seat digit,
// followed by one line per car.
func (s *State) GoString() string {
	rows := strings.Split(strings.TrimRight(s.Map.ASCII(), "\n"), "\n")
	grid := make([][]byte, len(rows))
	for y, r := range rows {
		grid[y] = []byte(r)
	}
	for i := range s.Cars {
		c := &s.Cars[i]
		if s.Map.In(c.Tile) {
			grid[c.Tile.Y][c.Tile.X] = byte('0' + i)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "round %d/%d tick %d map %s\n", s.Round+1, s.Rounds, s.T, s.Map.Name)
	for _, r := range grid {
		b.Write(r)
		b.WriteByte('\n')
	}
	for i := range s.Cars {
		c := &s.Cars[i]
		pass := "-"
		if c.Passenger >= 0 {
			pass = CEONames[c.Passenger]
		}
		fmt.Fprintf(&b, "car %d %s at %v %s step %d speed %d passenger %s coffee %d delivered %d score %d\n",
			i, c.Name, c.Tile, c.In, c.Step, c.Speed, pass, c.Coffee, len(c.Delivered), s.Score(i))
	}
	return b.String()
}
