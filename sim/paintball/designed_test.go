package paintball

import (
	"os"
	"path/filepath"
	"testing"
)

// designs are the shipped fields of maps/paintball, built here so they can
// be regenerated: PAINTBALL_WRITE_MAPS=../../maps/paintball go test -run TestWriteDesigned
var designs = []struct {
	name, title string
	build       func(f *Field)
}{
	{"orchard", "Orchard: rows of trees give cover, stacks between them", func(f *Field) {
		for x := 5; x <= 25; x += 4 {
			for y := 6; y <= 24; y += 6 {
				put(f, Point{x, y}, Tree)
			}
		}
		items(f, Shield, Point{9, 9}, Point{15, 3})
		items(f, Adapter, Point{13, 12}, Point{3, 15})
		items(f, BasicLauncher, Point{7, 20})
		stacks(f, 20, Point{11, 6}, Point{15, 9}, Point{5, 13}, Point{19, 12}, Point{9, 18})
	}},
	{"fortress", "Fortress: a walled keep in the centre holds the shields and the rapid-fire launchers", func(f *Field) {
		for i := 11; i <= 19; i++ {
			if i == 15 || i == 14 {
				continue // gates
			}
			put(f, Point{i, 11}, HighWall)
			put(f, Point{11, i}, HighWall)
		}
		items(f, Shield, Point{13, 13}, Point{13, 16})
		items(f, RapidLauncher, Point{14, 13})
		items(f, Adapter, Point{5, 20}, Point{20, 5})
		put(f, Point{7, 7}, Tree)
		put(f, Point{8, 7}, Tree)
		put(f, Point{7, 8}, Tree)
		put(f, Point{4, 12}, LowWall)
		put(f, Point{5, 12}, LowWall)
		put(f, Point{12, 4}, LowWall)
		put(f, Point{12, 5}, LowWall)
		stacks(f, 25, Point{9, 3}, Point{3, 9}, Point{15, 8}, Point{8, 15}, Point{16, 16})
	}},
	{"trenches", "Trenches: lines of low walls to crouch behind, trees at the ends", func(f *Field) {
		for _, y := range []int{8, 13} {
			for x := 4; x <= 26; x++ {
				if x%6 == 0 {
					continue // gaps to climb through
				}
				put(f, Point{x, y}, LowWall)
			}
			put(f, Point{3, y}, Tree)
		}
		items(f, Shield, Point{15, 10}, Point{9, 15})
		items(f, Adapter, Point{21, 10}, Point{3, 11})
		items(f, BasicLauncher, Point{27, 11})
		stacks(f, 15, Point{6, 5}, Point{12, 10}, Point{18, 6}, Point{24, 11}, Point{2, 14}, Point{14, 15})
	}},
	{"crossroads", "Crossroads: two diagonal high walls split the field; the centre is open", func(f *Field) {
		for i := 4; i <= 11; i++ {
			if i == 8 {
				continue
			}
			put(f, Point{i, 30 - i}, HighWall)
			put(f, Point{i + 1, 30 - i}, HighWall)
		}
		put(f, Point{15, 12}, Tree)
		put(f, Point{12, 15}, Tree)
		items(f, Shield, Point{10, 10}, Point{6, 22})
		items(f, Adapter, Point{15, 14}, Point{22, 2})
		items(f, RapidLauncher, Point{3, 27})
		stacks(f, 20, Point{7, 7}, Point{13, 4}, Point{4, 13}, Point{11, 20}, Point{18, 9})
	}},
	{"open-field", "Open field: little cover, many stacks; speed and aim decide", func(f *Field) {
		put(f, Point{10, 15}, Tree)
		put(f, Point{15, 15}, Tree)
		put(f, Point{15, 9}, HighWall)
		put(f, Point{16, 9}, HighWall)
		items(f, Shield, Point{7, 12}, Point{12, 7})
		items(f, Adapter, Point{10, 4}, Point{4, 10})
		items(f, BasicLauncher, Point{14, 14})
		stacks(f, 10, Point{5, 5}, Point{8, 8}, Point{11, 11}, Point{3, 18}, Point{18, 3}, Point{9, 21}, Point{21, 9}, Point{13, 17})
	}},
	{"maze", "Maze: walls of both heights make lanes; shoot over the low ones", func(f *Field) {
		for _, seg := range []struct {
			a, b Point
			k    Kind
		}{
			{Point{5, 5}, Point{5, 11}, HighWall}, {Point{5, 15}, Point{10, 15}, HighWall}, {Point{9, 4}, Point{14, 4}, LowWall},
			{Point{10, 8}, Point{10, 12}, LowWall}, {Point{14, 8}, Point{19, 8}, HighWall}, {Point{3, 20}, Point{8, 20}, LowWall},
			{Point{13, 11}, Point{13, 14}, Tree},
		} {
			for _, p := range append([]Point{seg.a}, Path(seg.a, seg.b)...) {
				put(f, p, seg.k)
			}
		}
		items(f, Shield, Point{7, 9}, Point{12, 6})
		items(f, Adapter, Point{3, 13}, Point{17, 6})
		items(f, BasicLauncher, Point{8, 17})
		items(f, RapidLauncher, Point{11, 13})
		stacks(f, 20, Point{7, 3}, Point{3, 7}, Point{12, 10}, Point{7, 13}, Point{16, 11})
	}},
}

func put(f *Field, p Point, k Kind) {
	f.Cells[Index(p.X, p.Y)] = Cell{Kind: k}
	m := p.Mirror()
	f.Cells[Index(m.X, m.Y)] = Cell{Kind: k}
}

func items(f *Field, k Kind, ps ...Point) {
	for _, p := range ps {
		put(f, p, k)
	}
}

func stacks(f *Field, n int, ps ...Point) {
	for _, p := range ps {
		f.Cells[Index(p.X, p.Y)] = Cell{Kind: Balls, N: n}
		m := p.Mirror()
		f.Cells[Index(m.X, m.Y)] = Cell{Kind: Balls, N: n}
	}
}

func TestDesignsValid(t *testing.T) {
	for _, d := range designs {
		var f Field
		d.build(&f)
		if err := ValidateField(&f); err != nil {
			t.Errorf("%s: %v\n%s", d.name, err, f.Format())
		}
	}
}

func TestWriteDesigned(t *testing.T) {
	dir := os.Getenv("PAINTBALL_WRITE_MAPS")
	if dir == "" {
		t.Skip("set PAINTBALL_WRITE_MAPS to the maps/paintball folder to rewrite the shipped fields")
	}
	for _, d := range designs {
		var f Field
		d.build(&f)
		text := f.Format(d.title, "Paintball Panic field: 31 rows of 31 Table 6 tokens, top row y = 30, first token x = 0.")
		if err := os.WriteFile(filepath.Join(dir, d.name+".txt"), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
