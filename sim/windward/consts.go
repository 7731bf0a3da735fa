package windward

// Dir is a compass heading; y grows downward, so North is y-1.
type Dir uint8

// The four headings in clockwise order, so d+1 (mod 4) turns right.
const (
	North Dir = iota
	East
	South
	West
)

var dirNames = [4]string{"NORTH", "EAST", "SOUTH", "WEST"}

func (d Dir) String() string { return dirNames[d&3] }

// DX and DY give the tile step of each heading.
func (d Dir) DX() int { return [4]int{0, 1, 0, -1}[d&3] }

// DY is the y step of heading d (y grows downward).
func (d Dir) DY() int { return [4]int{-1, 0, 1, 0}[d&3] }

// Reverse is the opposite heading.
func (d Dir) Reverse() Dir { return (d + 2) & 3 }

// Right is the heading after a right turn.
func (d Dir) Right() Dir { return (d + 1) & 3 }

// Left is the heading after a left turn.
func (d Dir) Left() Dir { return (d + 3) & 3 }

// Angle is the wire angle of a heading: 0 north, 90 east, 180 south, 270 west.
func (d Dir) Angle() int { return int(d&3) * 90 }

// UnitsPerTile is the number of map units per tile (reference §1.1).
const UnitsPerTile = 24

// NumPlayers is the number of cars in every round (rule text: "There are 9
// other cars (you have the tenth)").
const NumPlayers = 10

// NumCompanies is the number of companies and of CEOs (rule text: "There are
// 12 CEOs, each at their own office").
const NumCompanies = 12

// CompanyNames lists the companies in engine order (reference §1.2).
var CompanyNames = [NumCompanies]string{
	"Microsoft", "Hewlett-Packard", "salesforce.com", "Oracle", "Facebook", "JetBrains",
	"Windward", "Apple", "LinkedIn", "Google", "Amazon", "Twitter",
}

// CEONames lists the CEOs in the same order as CompanyNames: CEO i starts at
// company i (reference §1.2).
var CEONames = [NumCompanies]string{
	"Steve Ballmer", "Meg Whitman", "Marc Benioff", "Larry Ellison", "Mark Zuckerberg", "Oleg Stepanov",
	"Shirley Clawson", "Tim Cook", "Jeff Weiner", "Larry Page", "Jeff Bezos", "Dick Costolo",
}

// CEOPoints is each CEO's delivery value: Shirley Clawson 3, the sponsors'
// CEOs (HP, salesforce.com, JetBrains) 2, everyone else 1 (rule text,
// "Players receive 1 – 3 points"; reference §1.2).
var CEOPoints = [NumCompanies]int{1, 2, 2, 1, 1, 2, 3, 1, 1, 1, 1, 1}

// StoreNames names coffee stores in shuffle order; the last repeats (reference §1.3 step 7).
var StoreNames = []string{"Starbucks", "Costa Coffee", "The Coffee Bean", "Gloria Jean\u2019s Coffees",
	"Caribou Coffee", "Peet\u2019s Coffee and Tea", "Tully\u2019s Coffee"}

// PlayerAINames are the built-in seat fillers' names (reference §1.9).
var PlayerAINames = [NumPlayers]string{"Sheldon Cooper", "Leonard Hofstadter", "Rajesh Koothrappali",
	"Howard Wolowitz", "Penny", "Bernadette Rostenkowski", "Amy Farrah Fowler", "Leslie Winkle",
	"Barry Kripke", "Stuart Bloom"}

// CEOIndex returns the index of a CEO by name, or -1.
func CEOIndex(name string) int {
	for i, n := range CEONames {
		if n == name {
			return i
		}
	}
	return -1
}

// CompanyIndex returns the index of a company by name, or -1.
func CompanyIndex(name string) int {
	for i, n := range CompanyNames {
		if n == name {
			return i
		}
	}
	return -1
}

// Card is a power-up card kind; the names are the wire enum names (reference §1.7).
type Card uint8

// The nine card kinds.
const (
	MovePassenger Card = iota
	ChangeDestination
	MultDeliveryQuarterSpeed
	AllOtherCarsQuarterSpeed
	StopCar
	RelocateAllCars
	RelocateAllPassengers
	MultDeliveringPassenger
	MultDeliverAtCompany
	numCards
)

var cardNames = [numCards]string{"MOVE_PASSENGER", "CHANGE_DESTINATION", "MULT_DELIVERY_QUARTER_SPEED",
	"ALL_OTHER_CARS_QUARTER_SPEED", "STOP_CAR", "RELOCATE_ALL_CARS", "RELOCATE_ALL_PASSENGERS",
	"MULT_DELIVERING_PASSENGER", "MULT_DELIVER_AT_COMPANY"}

func (c Card) String() string {
	if c < numCards {
		return cardNames[c]
	}
	return "CARD?"
}

// ParseCard returns the card kind with the given wire name.
func ParseCard(s string) (Card, bool) {
	for i, n := range cardNames {
		if n == s {
			return Card(i), true
		}
	}
	return 0, false
}

// IsTransit reports whether c is a transit card (one of the three MULT_*
// cards), which becomes the next-stop card when played (rule text,
// "Power-up orders that effect a transit go through two steps").
func (c Card) IsTransit() bool {
	return c == MultDeliveryQuarterSpeed || c == MultDeliveringPassenger || c == MultDeliverAtCompany
}

// Rules holds every rule that differs between the rule text (DefaultRules)
// and the original 2014 server (ClassicRules). Speeds are in hundredths of a
// speed unit; speed 600 moves one map unit per tick.
type Rules struct {
	// StatusEvery is the periodic status interval in ticks. Rule text: "a
	// status update every 16 ticks"; server: every 97 ticks (reference §2).
	StatusEvery int
	// Accel is the speed gained per tick. Rule text: +0.1 per turn; server:
	// +0.05 per tick (reference §1.1).
	Accel int
	// MultCardsDealt is how many multiplier cards each player gets (rule
	// text: 7 of 21; server: 6 of 20, reference §1.3 step 8). Both presets
	// have 20 multiplier cards: the rule text's "9 one-point passengers" is
	// one more than the CEO table holds, so only 8 passenger cards exist.
	MultCardsDealt int
	// StopCarStacks makes STOP_CAR cumulative (rule text) rather than set to
	// 1800 ticks (server, reference §1.7).
	StopCarStacks bool
	// UnstickAfter is how many failed movement checks free a stuck car
	// (server: 20 blocked checks, about 15 ticks apart, ~300 ticks, also at
	// lights and stop signs; reference §1.8). Both presets use it.
	UnstickAfter int
	// JamTicks frees cars that block each other (a cycle of cars each
	// waiting on the next) after this many ticks (rule text, movement 8:
	// "after 20 ticks the cars will be moved"); 0 = only UnstickAfter
	// (server).
	JamTicks int
	// LeaveWhenRouteEmpties ends a CEO's play as soon as its route runs out:
	// the destination just taken from the route was its last entry
	// (server, reference §1.5: a CEO finishes after 10 deliveries unless
	// CHANGE_DESTINATION lengthened its route). The rule text plays the
	// last leg too: a CEO leaves once it has visited all 12 offices.
	LeaveWhenRouteEmpties bool
	// MismatchDoublesCoffee: a multiplier card that does not match the
	// passenger still costs coffee (rule text) instead of being discarded
	// at pick-up with no extra coffee (server, reference §2).
	MismatchDoublesCoffee bool
	// HandLimitAnytime discards over-limit cards whenever the score rises
	// (rule text: "If your score increases to reduce the cards allowed in
	// hand, a card will be randomly discarded"); the server checks only at
	// company bus stops (reference §2).
	HandLimitAnytime bool
	// CarryOver keeps, from one round to the next, a car's quarter-speed
	// flag, flat-tyre countdown and transit card (reference §1.3 step 2, an
	// original quirk); the rule text resets every player.
	CarryOver bool
	// EffectTicks is the duration of "30 seconds" card effects (1800 ticks in
	// both: the server counts 60 ticks a second, reference §1.1).
	EffectTicks int
	// Rounds is the default number of rounds in a session (rule text: 10).
	Rounds int
	// BlockDecel is the speed a car held by another car loses per blocked
	// check (server: 0.1, reference §1.1, §1.8); 0 stops it dead (rule
	// text, movement 2: "cars stop instantly").
	BlockDecel int
	// UTurnAnywhere lets a path turn a car round on the next tile whatever
	// its shape (server, reference §1.8); the rule text allows U-turns only
	// on entering a straight tile ("Vehicle paths" 2).
	UTurnAnywhere bool
	// PassTransitSlowed lets cars pass a car slowed by its own
	// MULT_DELIVERY_QUARTER_SPEED card (rule text, card 4: "You generally
	// will not be stuck behind these cars"); the server passes only when the
	// slowed car's quarter-speed timer covers the pass (Engine.cs MoveLimo).
	PassTransitSlowed bool
	// WaitForStop keeps a car out of a crossing while the bus or coffee
	// stop its path leads into holds another car (see State.stopTaken); the
	// server lets it in and the two jam until the unstick. Both presets set
	// it.
	WaitForStop bool
	// CountEveryBlock counts every blocked check toward the UnstickAfter
	// push, as the server does: behind a car that moved this tick, at a red
	// light or a stop sign, behind a queue (Engine.cs MoveLimo: Limo.Stop()
	// and the "stuck behind" Decelerate() both add to NumTurnsStopped), and
	// only a step the car takes resets it (Limo.Move, Limo.Go); there is no
	// other limit on a hold. Off (rule text), a car queueing behind a car
	// that moves, or behind the head of a queue, is not counted, and a car
	// standing still for 50 × UnstickAfter ticks is freed whatever holds
	// it.
	CountEveryBlock bool
	// DrawDuplicates: a DRAW of a card already in the hand adds a second
	// copy of it (reference §3.3: the server looks the card up in the hand
	// before the deck, and Engine.cs PlayerPowerups adds the reference it
	// found; the copies share the card's playability, which the draw sets
	// anew). Off (rule text), a card draws from the deck only.
	DrawDuplicates bool
}

// DefaultRules follows the rule text.
func DefaultRules() Rules {
	return Rules{StatusEvery: 16, Accel: 10, MultCardsDealt: 7,
		StopCarStacks: true, UnstickAfter: 20, JamTicks: 20, MismatchDoublesCoffee: true, HandLimitAnytime: true,
		EffectTicks: 1800, Rounds: 10, PassTransitSlowed: true, WaitForStop: true}
}

// ClassicRules follows the original server where it differs from the rule
// text (reference §2), with one exception: WaitForStop, since the server's
// jams at bus stops (cars following each other into a stop and holding each
// other until the unstick) are a defect the rule text itself names
// (movement 8), not a rule a bot could rely on.
func ClassicRules() Rules {
	return Rules{StatusEvery: 97, Accel: 5, MultCardsDealt: 6,
		StopCarStacks: false, UnstickAfter: 20, JamTicks: 0, CarryOver: true, LeaveWhenRouteEmpties: true, MismatchDoublesCoffee: false,
		EffectTicks: 1800, Rounds: 10, BlockDecel: 10, UTurnAnywhere: true, WaitForStop: true,
		CountEveryBlock: true, DrawDuplicates: true}
}

// Speed limits in hundredths of a speed unit (reference §1.8: 6 straight, 3
// in curves; rule text: "6 map units/turn on straight-aways and 3 in curves").
const (
	speedStraight = 600
	speedCurve    = 300
	speedRestart  = 100 // a car leaving a stop restarts at speed 1 (reference §1.5)
)
