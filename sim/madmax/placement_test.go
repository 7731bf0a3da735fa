package madmax

import "testing"

// TestRegenerationSquare covers Rules §1.2: a car regenerates on a random
// empty cell of the window whose 5×5 square holds no missile, car or tyre.
// Tyres in columns 7…9 rule out column 5 of the next window (1…5), and car
// 0 at (2,2) rules out everything within two cells of it.
func TestRegenerationSquare(t *testing.T) {
	placed := 0
	for seed := int32(1); seed <= 200; seed++ {
		s := board(t, 5,
			".......XXX",
			".......XXX",
			"..0....XXX",
			".......XXX",
			".......XXX",
			".......XXX",
			".......XXX")
		s.Cars[0].Gas = 99
		s.Cars[3].Time = 0
		s.RNG.Seed(seed)
		s.Advance(orders(t, "0 m 0 0"))
		c := s.Cars[3]
		if !c.Alive {
			continue // no safe cell in 20 draws: it tries again next round
		}
		placed++
		if c.Col < 1 || c.Col > 4 {
			t.Fatalf("seed %d: regenerated at column %d, want 1…4 (window 1…5, tyres at 7…9)", seed, c.Col)
		}
		if dr, dc := c.Row-s.Cars[0].Row, c.Col-s.Cars[0].Col; dr >= -2 && dr <= 2 && dc >= -2 && dc <= 2 {
			t.Fatalf("seed %d: regenerated at (%d,%d), within two cells of car 0 at (%d,%d)", seed, c.Row, c.Col, s.Cars[0].Row, s.Cars[0].Col)
		}
		if c.Gas != 60 || c.Time != 0 {
			t.Fatalf("seed %d: car %+v, want 60 gas and time 0", seed, c)
		}
	}
	if placed < 100 {
		t.Fatalf("only %d of 200 seeds regenerated the car", placed)
	}
}

// TestBonusSquare covers Rules §1.2: a bonus reappears outside the window on
// an empty cell whose 5×5 square holds no missile or car (tyres and bonuses
// are allowed). A missile at (3,9) keeps bonuses out of columns 7…11.
func TestBonusSquare(t *testing.T) {
	placed := 0
	for seed := int32(1); seed <= 200; seed++ {
		s := board(t, 3,
			"..............",
			"..............",
			"..............",
			"...........b..",
			"..............",
			"..............",
			"..............")
		s.Miss[0].Col, s.Miss[0].Row = 9, 3
		s.Cells = make([]Cell, len(s.Cells))
		for i := range s.Cells {
			s.Cells[i] = Cell{Empty, -1}
		}
		s.Cells[3*14+9] = Cell{MissileCell, 0}
		s.recount()
		s.Params.GasBonuses = 3
		s.RNG.Seed(seed)
		s.Advance([4][]Instr{})
		// The missile flew to column 11 before bonuses were placed.
		for i, c := range s.Cells {
			if c.Kind != GasBonus {
				continue
			}
			r, col := i/14, i%14
			placed++
			if s.InWindow(r, col, s.Round) {
				t.Fatalf("seed %d: bonus at (%d,%d) inside the window", seed, r, col)
			}
			if dr, dc := r-3, col-11; dr >= -2 && dr <= 2 && dc >= -2 && dc <= 2 {
				t.Fatalf("seed %d: bonus at (%d,%d) within two cells of the missile at (3,11)", seed, r, col)
			}
		}
	}
	if placed < 300 {
		t.Fatalf("only %d bonuses placed in 200 rounds of 3", placed)
	}
}
