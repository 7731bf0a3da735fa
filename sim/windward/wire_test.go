package windward

import (
	"strings"
	"testing"

	"arena/sim"
)

// Reference §3.3: a card order is looked up in the hand, then the deck;
// an order that matches no card is ignored without a reply, a PLAY of a
// deck card is POWER_UP_PLAY_NOT_EXIST, and a card that takes no target
// matches on the company or passenger the order names (any when none).
func TestWireCardLookup(t *testing.T) {
	atCompany := func(c int) CardInst {
		return CardInst{Kind: MultDeliverAtCompany, Company: int8(c), Passenger: -1, Target: -1, OK: true}
	}
	cases := []struct {
		name       string
		hand, deck []CardInst
		order      CardOrder
		wantMsg    string // "" = no message
		wantNext   int    // company of the next-stop card after the order, -1 none
		wantInHand int
	}{
		{"neither in hand nor deck", nil, nil,
			CardOrder{Action: "PLAY", Card: RelocateAllCars, Company: -1, Passenger: -1, Player: -1}, "", -1, 0},
		{"in the deck only", nil, []CardInst{{Kind: RelocateAllCars, Company: -1, Passenger: -1, Target: -1}},
			CardOrder{Action: "PLAY", Card: RelocateAllCars, Company: -1, Passenger: -1, Player: -1}, "POWER_UP_PLAY_NOT_EXIST", -1, 0},
		{"company not held", []CardInst{atCompany(3)}, []CardInst{atCompany(4)},
			CardOrder{Action: "PLAY", Card: MultDeliverAtCompany, Company: 5, Passenger: -1, Player: -1}, "", -1, 1},
		{"no company named: the first in hand", []CardInst{atCompany(3), atCompany(4)}, nil,
			CardOrder{Action: "PLAY", Card: MultDeliverAtCompany, Company: -1, Passenger: -1, Player: -1}, "", 3, 1},
		{"the company named", []CardInst{atCompany(3), atCompany(4)}, nil,
			CardOrder{Action: "PLAY", Card: MultDeliverAtCompany, Company: 4, Passenger: -1, Player: -1}, "", 4, 1},
		{"a player on an untargeted card", []CardInst{atCompany(3)}, nil,
			CardOrder{Action: "PLAY", Card: MultDeliverAtCompany, Company: -1, Passenger: -1, Player: 2}, "", -1, 1},
		{"targeted card in neither", nil, nil,
			CardOrder{Action: "PLAY", Card: StopCar, Company: -1, Passenger: -1, Player: 1}, "", -1, 0},
		{"discard of a card not held", []CardInst{atCompany(3)}, nil,
			CardOrder{Action: "DISCARD", Card: MultDeliverAtCompany, Company: 7, Passenger: -1, Player: -1}, "", -1, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, "", 2, 3)
			s.Cars[0].Hand, s.Cars[0].Deck = tc.hand, tc.deck
			s.Msgs = nil
			s.apply(0, &Orders{Cards: []CardOrder{tc.order}})
			var got []string
			for _, m := range s.Msgs {
				got = append(got, m.Status)
			}
			if strings.Join(got, ",") != tc.wantMsg {
				t.Fatalf("messages %v, want %q", got, tc.wantMsg)
			}
			next := -1
			if s.Cars[0].NextStop.Set {
				next = int(s.Cars[0].NextStop.Company)
			}
			if next != tc.wantNext || len(s.Cars[0].Hand) != tc.wantInHand {
				t.Fatalf("next-stop company %d hand %v, want %d and %d cards", next, s.Cars[0].Hand, tc.wantNext, tc.wantInHand)
			}
		})
	}
}

// Reference §3.2: a (re)joining client gets a setup built from the current
// state, listing the school and language it sent, under its team name.
func TestJoinSendsCurrentSetup(t *testing.T) {
	m1, err := ParseASCII("one", DefaultCity)
	if err != nil {
		t.Fatal(err)
	}
	m2, _ := ParseASCII("two", DefaultCity)
	s, err := NewSession([]*Map{m1, m2}, DefaultRules(), "", 5, []string{"python3", "Other"}, 2)
	if err != nil {
		t.Fatal(err)
	}
	round1 := SetupXML(s, 0)
	if _, err := s.Step([]sim.Action{&Orders{Join: NewJoin("FooBar", "Windward University", "Python")}, nil}); err != nil {
		t.Fatal(err)
	}
	if s.Cars[0].Name != "FooBar" {
		t.Fatalf("car 0 is %q, want the team name", s.Cars[0].Name)
	}
	wire := string((Codec{}).Observe(s, 0, nil))
	if !strings.Contains(wire, `language="Python" school="Windward Un" name="FooBar"`) {
		t.Fatalf("setup after the join lacks the client's school and language:\n%.600s", wire[strings.Index(wire, "<players>"):])
	}
	if strings.Contains(string((Codec{}).Observe(s, 1, nil)), "<setup") {
		t.Fatal("the other seat got a setup it did not ask for")
	}
	// A name another car has is kept by that car.
	s.apply(1, &Orders{Join: NewJoin("FooBar", "X", "Go")})
	if s.Cars[1].Name != "Other" {
		t.Fatalf("car 1 took a name already in use: %q", s.Cars[1].Name)
	}
	// Round 2: a rejoin gets the round being played, not round 1.
	s.endRound(new([]sim.Event))
	s.Msgs = nil
	s.apply(0, &Orders{Join: NewJoin("FooBar", "Windward University", "Python")})
	got := Frame(SetupXML(s, 0))
	if want := (Codec{}).Observe(s, 0, nil); string(want) != string(got) {
		t.Fatal("the rejoin setup is not the current state's")
	}
	if string(got[4:]) == string(round1) || s.Round != 1 {
		t.Fatal("round 2's setup equals round 1's")
	}
}

// The setup's layout follows the original capture: companies in its order
// (case ignored: salesforce.com between Oracle and Twitter) and no blank
// line after </players>; status scores carry float32's digits.
func TestSetupLayoutAndScores(t *testing.T) {
	s := newGame(t, "", 2, 9)
	x := string(SetupXML(s, 0))
	if strings.Contains(x, "</players>\n\n") || !strings.Contains(x, "</players>\n  <stores>") {
		t.Fatalf("blank line after </players>")
	}
	var order []string
	for _, line := range strings.Split(x, "\n") {
		if strings.HasPrefix(line, "    <company name=\"") {
			order = append(order, strings.Split(line, "\"")[1])
		}
	}
	want := "Amazon,Apple,Facebook,Google,Hewlett-Packard,JetBrains,LinkedIn,Microsoft,Oracle,salesforce.com,Twitter,Windward"
	if strings.Join(order, ",") != want {
		t.Fatalf("companies %v", order)
	}
	// Partial credit 0.5·(D−d)/D at full float precision (reference §1.6):
	// D = 7, d = 4 gives 0.21428572, which milli-points would cut to 0.214.
	ride(s, 0, 3, 1, 5)
	s.Companies[1].At, s.Companies[5].At = Pt{0, 0}, Pt{7, 0}
	s.Cars[0].Tile = Pt{3, 0}
	st := string(StatusXML(s, 0, Msg{To: 0, About: 0, Status: "UPDATE"}))
	if want := `score="0.21428572"`; !strings.Contains(st, want) {
		t.Fatalf("status lacks %s:\n%.300s", want, st)
	}
}

// The snapshot's map-encoding cache stays bounded however many sessions
// (each with its own maps) a process snapshots.
func TestMapBlobCacheBounded(t *testing.T) {
	for k := 0; k < 3*maxBlobs; k++ {
		m, err := ParseASCII("m", DefaultCity)
		if err != nil {
			t.Fatal(err)
		}
		if b := mapBlob(m); len(b) != 8+6*len(m.Tiles) || string(mapBlob(m)) != string(b) {
			t.Fatal("bad blob")
		}
	}
	if n := blobs.len(); n > maxBlobs {
		t.Fatalf("%d cached map blobs, want at most %d", n, maxBlobs)
	}
}

// total-score is the original's Scoreboard.Sum(): the rounds' float
// scores summed (reference §3.4).
func TestStatusTotalScore(t *testing.T) {
	s := newGame(t, "", 1, 4)
	s.Cars[0].Session = []int64{1200, 2500, 1100}
	st := string(StatusXML(s, 0, Msg{To: 0, About: 0, Status: "UPDATE"}))
	if want := `total-score="4.8"`; !strings.Contains(st, want) {
		t.Fatalf("status lacks %s:\n%.300s", want, st)
	}
}
