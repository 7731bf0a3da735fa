package windward

import "testing"

// Classic counts every blocked check toward the 20-check push, as the
// server does (Rules.CountEveryBlock; Engine.cs MoveLimo adds to
// NumTurnsStopped on every Stop() and every "stuck behind" Decelerate(),
// and only Limo.Move and Limo.Go reset it): a car held behind a slow car
// that keeps moving is pushed through it, and one held at a stop sign by
// cross traffic is pushed into the crossing. Counting as the rule text
// does (only the head of a queue, never behind a car that moved), neither
// is pushed.
func TestClassicCountsEveryBlock(t *testing.T) {
	fewer := ClassicRules()
	fewer.CountEveryBlock = false
	const road = `
...#...
...#...
...#...
...#...
...#...
...#...
...#...
...#...
...#...
...#...
...#...
...#...
`
	for _, tc := range []struct {
		name   string
		rules  Rules
		pushed bool
	}{{"classic", ClassicRules(), true}, {"classic counting as the rule text", fewer, false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, tc.rules, road)
			var path0, path1 []Pt
			for y := 9; y >= 0; y-- {
				path0 = append(path0, Pt{3, y})
			}
			for y := 10; y >= 0; y-- {
				path1 = append(path1, Pt{3, y})
			}
			// Car 0 crawls north at quarter speed under its own transit
			// card (classic passes such a car only within its timer:
			// none), car 1 comes up behind it at full speed.
			put(s, 0, 3, 10, North, 12, path0...)
			s.Cars[0].Quarter = true
			s.Cars[0].Transit = CardInst{Kind: MultDeliveryQuarterSpeed, Set: true, Company: -1, Passenger: -1, Target: -1}
			put(s, 1, 3, 11, North, 12, path1...)
			s.Cars[1].Speed = speedStraight
			pushes := 0
			for k := 0; k < 1500 && s.Cars[0].Tile.Y > 1; k++ {
				for _, e := range stepN(t, s, 1) {
					if e.Kind == KindUnstick && e.Player == 1 {
						pushes++
					}
				}
			}
			if got := pushes > 0; got != tc.pushed {
				t.Fatalf("car 1 pushed %d times behind a moving car, want pushed %v:\n%#v", pushes, tc.pushed, s.Cars[:2])
			}
		})
	}
}

// Classic's DRAW of a card already in the hand adds a second copy, both
// playable as the draw says (Rules.DrawDuplicates; Engine.cs
// PlayerPowerups); the rule text draws from the deck only, and either
// refuses a draw over the hand limit.
func TestDrawDuplicates(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules Rules
		hand  int // cards in hand after drawing STOP_CAR twice
	}{{"classic", ClassicRules(), 2}, {"rule text", DefaultRules(), 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := testCity(t, tc.rules, "#######")
			c := &s.Cars[0]
			c.Deck = []CardInst{{Kind: StopCar, Company: -1, Passenger: -1, Target: -1}}
			c.Hand = nil
			draw := CardOrder{Action: "DRAW", Card: StopCar, Company: -1, Passenger: -1, Player: -1}
			s.cardOrder(0, draw)
			c.Hand[0].OK = false // as after a score: the copy drawn next says again
			s.cardOrder(0, draw)
			if len(c.Hand) != tc.hand || len(c.Deck) != 0 {
				t.Fatalf("hand %+v deck %+v, want %d in hand", c.Hand, c.Deck, tc.hand)
			}
			if tc.hand == 2 && !(c.Hand[0].OK && c.Hand[1].OK) {
				t.Fatalf("the copies do not share the draw's playability (score 0: playable): %+v", c.Hand)
			}
			// At the hand limit a draw of the card in hand is refused.
			for len(c.Hand) < s.HandLimit(0) {
				c.Hand = append(c.Hand, CardInst{Kind: RelocateAllCars, Company: -1, Passenger: -1, Target: -1})
			}
			s.Msgs = nil
			s.cardOrder(0, draw)
			refused := len(s.Msgs) == 1 && s.Msgs[0].Status == "POWER_UP_DRAW_TOO_MANY"
			if len(c.Hand) != s.HandLimit(0) || refused != tc.rules.DrawDuplicates {
				t.Fatalf("a draw at the hand limit: hand %d, messages %+v", len(c.Hand), s.Msgs)
			}
		})
	}
}
