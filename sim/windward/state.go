package windward

import (
	"math/rand/v2"
)

// CardInst is one card in a deck or hand. Company and Passenger name the
// card's fixed subject (multiplier cards); Target is the chosen target
// (a seat for STOP_CAR and CHANGE_DESTINATION, a CEO for MOVE_PASSENGER).
// OK is the wire's ok-to-play.
type CardInst struct {
	Kind      Card
	Company   int8 // -1 when none
	Passenger int8 // -1 when none
	Target    int8 // -1 when none
	OK        bool
	Set       bool // false for an empty slot (next-stop, transit, immediate)
}

// Passenger is one CEO. A passenger is waiting in a lobby (Lobby ≥ 0), in a
// car (Car ≥ 0) or done.
type Passenger struct {
	Lobby       int
	Car         int
	Destination int
	Route       []int // companies still to visit after Destination
	Enemies     []int // CEO indexes, sorted by name
	Done        bool
	Deliveries  int
	TripStart   int // company where the current ride began
	DroppedBy   int // car that last abandoned it, -1 when none
	DroppedAt   int // company where that happened
}

// Car is one player's limo and everything that belongs to that player in a
// round. X, Y are the car centre in map units and Angle the wire angle.
type Car struct {
	Name      string
	Filler    bool // a built-in seat filler, driven inside Step (rule text: "9 other cars")
	Tile      Pt
	Prev      Pt // the tile before, for the tail still in an intersection
	In, Out   Dir
	Step      int
	Speed     int // hundredths of a speed unit
	Accrued   int
	X, Y      int
	Angle     int
	Path      []Pt // tiles still to drive; Path[0] is the next tile
	PickUp    []int
	Passenger int
	Coffee    int
	Delivered []int // CEOs delivered this round, in order
	Points    int   // milli-points from deliveries and card bonuses
	Blocked   int   // failed movement checks in a row
	BlockedBy int   // the car it last waited behind, -1 when none
	Jam       int   // ticks spent in a cycle of cars blocking each other
	Held      int   // ticks without moving while free to drive (no flat tyre)
	Quarter   bool
	QuarterT  int
	Flat      int
	Cleared   int  // tile index of the crossing this car may enter, -1 when none
	SignStop  bool // stopped at the stop line already
	WaitSince int  // tick when it began waiting at a crossing
	Deck      []CardInst
	Hand      []CardInst
	NextStop  CardInst
	Transit   CardInst
	Immediate CardInst
	Session   []int64 // milli-point scores of finished rounds
}

// Stop is a named bus stop: a company's or a coffee store's.
type Stop struct {
	Name string
	At   Pt
}

// Msg is one message due to bots: a <status> or <powerup-status>.
type Msg struct {
	To     int // seat, or -1 for everyone
	About  int // the player the message is about
	Status string
	Power  bool     // a <powerup-status>
	Card   CardInst // the card, for power-up messages
	Setup  bool     // a new <setup>: a new round began (reference §3.2)
}

// State is one Windwardopolis session: the current round and the scores of
// the finished ones. Everything is exported plain data so renderers can draw
// it; the map is shared between clones and never changed.
type State struct {
	Rules      Rules
	Ruleset    string
	Maps       []*Map // the session's maps; Map is the current one
	Map        *Map
	MapOrder   []int // maps not yet used in this cycle (drawn without replacement)
	Round      int   // 0-based
	Rounds     int
	T          int // ticks in this session
	RoundTick  int
	Companies  [NumCompanies]Stop
	Stores     []Stop
	Lights     []Light // current state of each light, indexed like LightAt
	LightAt    []Pt
	Cars       [NumPlayers]Car
	CEOs       [NumCompanies]Passenger
	Players    int // seats held by bots; the rest are fillers
	RNG        rand.PCG
	Msgs       []Msg
	NextStatus int           // tick of the next periodic status
	History    []RoundResult // finished rounds, in order
	Over       bool
	Winner     int     // seat that reached eight deliveries in the last round, -1 none
	Traffic    Traffic // this round's traffic health so far
	// Clients holds what each bot seat's client said in its <join>
	// (reference §3.2); empty for seats no client joined yet.
	Clients [NumPlayers]JoinInfo
	topo    *topo
}

// Traffic is a round's traffic health: how often cars had to be freed by
// the unstick push (rule text, movement 8) and the longest time any car
// stood still without a flat tyre.
type Traffic struct {
	Unsticks    int
	LongestHold int // ticks
}

// topo is derived from the map and shared: index lookups and BFS distances.
type topo struct {
	m        *Map
	lightIdx []int16   // per tile, -1 when no light
	stopIdx  []int8    // per tile: company i, or -(store+2), or -1
	targets  []Pt      // every bus stop and coffee stop, row order
	slot     []int16   // per tile, index into targets or -1
	dist     [][]int32 // dist[k][tile] = tiles to drive from tile to targets[k], -1 unreachable
}

func (s *State) tileIndex(p Pt) int { return p.Y*s.Map.W + p.X }

// Tick returns the session tick.
func (s *State) Tick() int { return s.T }

// Score returns seat i's score in the current round in milli-points: points
// delivered plus card bonuses, plus 2 points for eight deliveries, else the
// partial credit 0.5·(D−d)/D for a passenger aboard (rule text, scoring;
// reference §1.6).
func (s *State) Score(i int) int {
	c := &s.Cars[i]
	sc := c.Points
	if len(c.Delivered) >= 8 {
		return sc + 2000
	}
	if c.Passenger >= 0 {
		p := &s.CEOs[c.Passenger]
		dest := s.Companies[p.Destination].At
		D := Manhattan(s.Companies[p.TripStart].At, dest)
		d := Manhattan(c.Tile, dest)
		if D > 0 && d <= D {
			sc += 500 * (D - d) / D
		}
	}
	return sc
}

// HandLimit is the number of cards seat i may hold (rule text: score < 0.5
// → 4, < 6 → 3, < 8.5 → 2, else 1).
func (s *State) HandLimit(i int) int {
	sc := s.Score(i)
	switch {
	case sc < 500:
		return 4
	case sc < 6000:
		return 3
	case sc < 8500:
		return 2
	}
	return 1
}

// Total returns seat i's session total in milli-points: finished rounds plus
// the current round.
func (s *State) Total(i int) int64 {
	var t int64
	for _, v := range s.Cars[i].Session {
		t += v
	}
	if !s.Over {
		t += int64(s.Score(i))
	}
	return t
}

// NextTile is the tile the car is heading into.
func (c *Car) NextTile() Pt { return c.Tile.Add(c.Out) }

func (s *State) rand() *rand.Rand { return rand.New(&s.RNG) }
