package worms

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"arena/sim"
)

// EditsAt lists the context-menu edits for the world point (x, y), one world
// unit per cell: for a worm, making it active, a few health values and moves
// to the free neighbouring air cells; for an empty air cell, moving any worm
// there, turning it to dirt and adding or removing a health pack; for dirt
// or deep space, turning it to air (or dirt).
func (s *State) EditsAt(x, y float64) []sim.EditOption {
	cx, cy := int(math.Floor(x)), int(math.Floor(y))
	if !s.In(cx, cy) || math.IsNaN(x) || math.IsNaN(y) {
		return nil
	}
	var out []sim.EditOption
	add := func(label, text string) { out = append(out, sim.EditOption{Label: label, Text: text}) }
	if wi := s.WormAt(cx, cy); wi >= 0 {
		w := s.Worms[wi]
		r := w.Ref().String()
		if s.Active[w.Player] != w.ID {
			add("Make worm "+r+" active", "worm "+r+" active")
		}
		for _, hp := range []int{1, 8, 50, 100, s.Rules.WormHP} {
			if hp != w.HP {
				add(fmt.Sprintf("Set worm %s health to %d", r, hp), fmt.Sprintf("worm %s hp %d", r, hp))
			}
		}
		for d := N; d <= NW; d++ {
			dx, dy := d.Delta()
			tx, ty := w.X+dx, w.Y+dy
			if s.At(tx, ty) == Air && s.WormAt(tx, ty) < 0 {
				add(fmt.Sprintf("Move worm %s %s to %d %d", r, d, tx, ty), fmt.Sprintf("worm %s at %d %d", r, tx, ty))
			}
		}
		return out
	}
	at := fmt.Sprintf("%d %d", cx, cy)
	switch s.At(cx, cy) {
	case Air:
		// Right-clicking an empty air cell offers to move any worm there.
		for _, w := range s.Worms {
			add(fmt.Sprintf("Move worm %s here", w.Ref()), fmt.Sprintf("worm %s at %s", w.Ref(), at))
		}
		if s.PackAt(cx, cy) >= 0 {
			add("Remove health pack at "+at, "pack "+at+" remove")
		} else {
			add("Make "+at+" dirt", "cell "+at+" dirt")
			add("Add health pack at "+at, "pack "+at+" add")
		}
	case Dirt, DeepSpace:
		add("Make "+at+" air", "cell "+at+" air")
		if s.At(cx, cy) == DeepSpace {
			add("Make "+at+" dirt", "cell "+at+" dirt")
		}
	}
	return out
}

// ApplyEdit applies one edit in its canonical text (grammar in doc.go):
//
//	worm P.I at X Y   worm P.I hp N   worm P.I active
//	cell X Y air|dirt|space   pack X Y add|remove
//
// An edit that would break an invariant (a worm in dirt, two worms in one
// cell, a pack under a dirt cell) is refused with an error.
func (s *State) ApplyEdit(text string) error {
	f := strings.Fields(text)
	bad := func(why string) error { return fmt.Errorf("worms: edit %q: %s", text, why) }
	if strings.Join(f, " ") != text || len(f) < 3 {
		return bad("want \"worm P.I at X Y\", \"worm P.I hp N\", \"worm P.I active\", \"cell X Y air|dirt|space\" or \"pack X Y add|remove\"")
	}
	switch f[0] {
	case "worm":
		pp, ii, ok := strings.Cut(f[1], ".")
		p, e1 := parseInt(pp)
		id, e2 := parseInt(ii)
		if !ok || e1 != nil || e2 != nil {
			return bad("worm must be named P.I, e.g. 1.2")
		}
		wi := s.Find(WormRef{p, id})
		if wi < 0 {
			return bad(fmt.Sprintf("no worm %d.%d on the map", p, id))
		}
		w := &s.Worms[wi]
		switch {
		case f[2] == "at" && len(f) == 5:
			x, ex := parseInt(f[3])
			y, ey := parseInt(f[4])
			if ex != nil || ey != nil {
				return bad("bad coordinates")
			}
			if s.At(x, y) != Air {
				return bad(fmt.Sprintf("%d %d is not an air cell on the map", x, y))
			}
			if o := s.WormAt(x, y); o >= 0 && o != wi {
				return bad(fmt.Sprintf("%d %d is occupied by worm %s", x, y, s.Worms[o].Ref()))
			}
			w.X, w.Y = x, y
		case f[2] == "hp" && len(f) == 4:
			hp, err := parseInt(f[3])
			if err != nil || hp < 1 || hp > 100000 {
				return bad("health must be an integer from 1 to 100000")
			}
			w.HP = hp
		case f[2] == "active" && len(f) == 3:
			s.Active[p] = id
		default:
			return bad("want at X Y, hp N or active")
		}
		return nil
	case "cell", "pack":
		if len(f) != 4 {
			return bad("want " + f[0] + " X Y <what>")
		}
		x, ex := parseInt(f[1])
		y, ey := parseInt(f[2])
		if ex != nil || ey != nil || !s.In(x, y) {
			return bad("coordinates must name a cell on the map")
		}
		if f[0] == "cell" {
			var c Cell
			switch f[3] {
			case "air":
				c = Air
			case "dirt":
				c = Dirt
			case "space":
				c = DeepSpace
			default:
				return bad("cell type must be air, dirt or space")
			}
			if c != Air && s.WormAt(x, y) >= 0 {
				return bad("a worm stands there")
			}
			if c != Air && s.PackAt(x, y) >= 0 {
				return bad("a health pack lies there")
			}
			s.Set(x, y, c)
			return nil
		}
		switch f[3] {
		case "add":
			if s.At(x, y) != Air {
				return bad("health packs lie on air cells only")
			}
			if s.PackAt(x, y) >= 0 {
				return bad("there is a health pack there already")
			}
			id := 1
			for _, pk := range s.Packs {
				id = max(id, pk.ID+1)
			}
			s.Packs = append(s.Packs, Pack{ID: id, X: x, Y: y})
		case "remove":
			pi := s.PackAt(x, y)
			if pi < 0 {
				return bad("no health pack there")
			}
			s.Packs = append(s.Packs[:pi], s.Packs[pi+1:]...)
		default:
			return bad("want add or remove")
		}
		return nil
	}
	return bad("unknown edit " + strconv.Quote(f[0]))
}
