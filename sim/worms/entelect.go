package worms

import (
	"slices"
	"strconv"
)

// The original runner's state files (reference §3.1), as the original
// engine wrote them for each bot every round (EntelectChallenge/2019-Worms
// 2019.1.0, renderer/WormsRendererJson.kt and WormsRendererText.kt over
// WormsGameDetails and the printables): the entelect: transport
// (ai/entelect) writes them into its bot's folder as rounds/N/state.json and
// rounds/N/textMap.txt. Both rulesets write them alike; only the numbers
// differ (maxRounds 300 or 400).
//
// What the original's data model makes of arena's state:
//
//   - player ids are 1 and 2 (arena's 0 and 1), worm ids 1 to 3;
//   - a team lists every worm it started with, in id order, the fallen
//     too (State.Fallen: their health at or below 0 and the cell they fell
//     on), as WormsPlayer.worms did; the map shows only conscious worms;
//   - a player's health is the sum of its conscious worms' health, its
//     score the total score (State.Total);
//   - consecutiveDoNothingCount is the do-nothing streak (State.Idle).
//
// A worm that fell before a snapshot of version 1 was restored (a replay
// recorded before the fallen were kept) is missing from its team's list.

// EntelectStateJSON appends the state.json that player p is sent this
// round: Gson's compact output of WormsGameDetails, fields in the
// original's order, absent (null) fields left out, no line break at the
// end.
func EntelectStateJSON(b []byte, s *State, p int) []byte {
	j := jsonw{b: b, first: true}
	j.open('{')
	j.num("currentRound", s.Round)
	j.num("maxRounds", s.Rules.MaxRounds)
	j.num("pushbackDamage", s.Rules.CollisionDamage)
	j.num("mapSize", s.Size)
	j.num("currentWormId", s.Active[p])
	j.num("consecutiveDoNothingCount", s.Idle[p])
	j.key("myPlayer")
	j.player(s, p, true)
	j.key("opponents")
	j.open('[')
	j.player(s, 1-p, false)
	j.close(']')
	j.key("map")
	j.open('[')
	for y := 0; y < s.Size; y++ {
		j.open('[')
		for x := 0; x < s.Size; x++ {
			j.cell(s, p, x, y)
		}
		j.close(']')
	}
	j.close(']')
	j.close('}')
	return j.b
}

// team returns player p's worms in id order: the conscious ones and the
// fallen.
func (s *State) team(p int) []Worm {
	var t []Worm
	for _, w := range s.Worms {
		if w.Player == p {
			t = append(t, w)
		}
	}
	for _, w := range s.Fallen {
		if w.Player == p && !slices.ContainsFunc(t, func(o Worm) bool { return o.ID == w.ID }) {
			t = append(t, w)
		}
	}
	slices.SortFunc(t, func(a, b Worm) int { return a.ID - b.ID })
	return t
}

// health is player p's health: the sum of its conscious worms' health
// (WormsPlayer.health, over its living worms).
func (s *State) health(p int) int {
	h := 0
	for _, w := range s.Worms {
		if w.Player == p && w.HP > 0 {
			h += w.HP
		}
	}
	return h
}

// jsonw writes JSON as Gson does by default: compact, a comma before every
// member but the first of its object or array.
type jsonw struct {
	b     []byte
	first bool // the next member is its container's first
}

func (j *jsonw) sep() {
	if !j.first {
		j.b = append(j.b, ',')
	}
	j.first = false
}

func (j *jsonw) open(c byte) {
	j.sep()
	j.b = append(j.b, c)
	j.first = true
}

func (j *jsonw) close(c byte) {
	j.b = append(j.b, c)
	j.first = false
}

// key writes a member's name; the value that follows is not preceded by a
// comma.
func (j *jsonw) key(k string) {
	j.sep()
	j.b = append(j.b, '"')
	j.b = append(j.b, k...)
	j.b = append(j.b, '"', ':')
	j.first = true
}

func (j *jsonw) num(k string, v int) {
	j.key(k)
	j.first = false
	j.b = strconv.AppendInt(j.b, int64(v), 10)
}

func (j *jsonw) str(k, v string) {
	j.key(k)
	j.first = false
	j.b = append(j.b, '"')
	j.b = append(j.b, v...) // only the engine's own names: nothing to escape
	j.b = append(j.b, '"')
}

// player writes a PrintablePlayer: id, score, health (own player only),
// currentWormId, worms.
func (j *jsonw) player(s *State, p int, own bool) {
	j.open('{')
	j.num("id", p+1)
	j.num("score", s.Total(p))
	if own {
		j.num("health", s.health(p))
	}
	j.num("currentWormId", s.Active[p])
	j.key("worms")
	j.open('[')
	for _, w := range s.team(p) {
		j.worm(s, w, own, false)
	}
	j.close(']')
	j.close('}')
}

// worm writes a PrintableWorm: id, playerId (map occupiers only), health,
// position, weapon (the perspective player's worms only), diggingRange,
// movementRange.
func (j *jsonw) worm(s *State, w Worm, own, occupier bool) {
	j.open('{')
	j.num("id", w.ID)
	if occupier {
		j.num("playerId", w.Player+1)
	}
	j.num("health", w.HP)
	j.key("position")
	j.open('{')
	j.num("x", w.X)
	j.num("y", w.Y)
	j.close('}')
	if own {
		j.key("weapon")
		j.open('{')
		j.num("damage", s.Rules.WeaponDamage)
		j.num("range", s.Rules.WeaponRange)
		j.close('}')
	}
	j.num("diggingRange", s.Rules.DigRange)
	j.num("movementRange", s.Rules.MoveRange)
	j.close('}')
}

// cell writes a PrintableMapCell: x, y, type, occupier (a conscious worm),
// powerup (HealthPack: type, then value, Gson's order for that class).
func (j *jsonw) cell(s *State, p, x, y int) {
	j.open('{')
	j.num("x", x)
	j.num("y", y)
	j.str("type", entelectCellType(s.At(x, y)))
	if wi := s.WormAt(x, y); wi >= 0 && s.Worms[wi].HP > 0 {
		j.key("occupier")
		w := s.Worms[wi]
		j.worm(s, w, w.Player == p, true)
	}
	if s.PackAt(x, y) >= 0 {
		j.key("powerup")
		j.open('{')
		j.str("type", "HEALTH_PACK")
		j.num("value", s.Rules.PackHeal)
		j.close('}')
	}
	j.close('}')
}

func entelectCellType(c Cell) string {
	switch c {
	case Dirt:
		return "DIRT"
	case DeepSpace:
		return "DEEP_SPACE"
	}
	return "AIR"
}

// The text map's two-character cells (CellType.printable, HealthPack.PRINTABLE).
const (
	textAir   = "░░"
	textDirt  = "▓▓"
	textSpace = "██"
	textPack  = "╠╣"
)

// EntelectTextMap appends the textMap.txt that player p is sent this round
// (WormsRendererText): six sections, each headed by its name and its line
// count, the map two characters a cell (a health pack before a worm, a
// worm as its player's id then its own), UTF-8, no line break at the end.
func EntelectTextMap(b []byte, s *State, p int) []byte {
	var sec []string
	line := func(parts ...string) {
		l := ""
		for _, x := range parts {
			l += x
		}
		sec = append(sec, l)
	}
	itoa := strconv.Itoa
	// flush appends a section, its line count after its first line (the
	// count counts itself: WormsRendererText.addLinesCount).
	flush := func() {
		b = append(b, sec[0]...)
		b = append(b, "\nSection lines count: "...)
		b = strconv.AppendInt(b, int64(len(sec)+1), 10)
		for _, l := range sec[1:] {
			b = append(b, '\n')
			b = append(b, l...)
		}
		sec = sec[:0]
	}
	worms := func(t []Worm, own bool) {
		for _, w := range t {
			line()
			line("Worm id: ", itoa(w.ID))
			line("Health: ", itoa(w.HP))
			line("Position x: ", itoa(w.X))
			line("Position y: ", itoa(w.Y))
			line("Digging range: ", itoa(s.Rules.DigRange))
			line("Movement range: ", itoa(s.Rules.MoveRange))
			if own {
				line("Weapon damage: ", itoa(s.Rules.WeaponDamage))
				line("Weapon range: ", itoa(s.Rules.WeaponRange))
			}
		}
	}
	line("@01 Match Details")
	line("Current round: ", itoa(s.Round))
	line("Max rounds: ", itoa(s.Rules.MaxRounds))
	line("Map size: ", itoa(s.Size))
	line("Current worm id: ", itoa(s.Active[p]))
	line("Consecutive do nothing count: ", itoa(s.Idle[p]))
	line("Players count: ", itoa(Players))
	line("Worms per player: ", itoa(len(s.team(0))))
	line("Pushback Damage: ", itoa(s.Rules.CollisionDamage))
	flush()
	b = append(b, "\n\n"...)

	line("@02 My Player")
	line("Player id: ", itoa(p+1))
	line("Score: ", itoa(s.Total(p)))
	line("Health: ", itoa(s.health(p)))
	line("Current Worm: ", itoa(s.Active[p]))
	line("Worms: ")
	worms(s.team(p), true)
	flush()
	b = append(b, "\n\n"...)

	o := 1 - p
	line("@03 Opponents")
	line("Player id: ", itoa(o+1))
	line("Score: ", itoa(s.Total(o)))
	line("Current Worm: ", itoa(s.Active[o]))
	line("Worms: ")
	worms(s.team(o), false)
	line()
	line()
	flush()
	b = append(b, '\n')

	line("@04 Special Items")
	line("HEALTH_PACK: ", itoa(s.Rules.PackHeal))
	flush()
	b = append(b, "\n\n"...)

	line("@05 Legend")
	line("DEEP_SPACE: ", textSpace, " ASCII:219")
	line("DIRT: ", textDirt, " ASCII:178")
	line("AIR: ", textAir, " ASCII:176")
	line("HEALTH_PACK: ", textPack, " ASCII:204, 185")
	line("WORM_MARKER: 13 Example for:Player1, Worm3")
	flush()
	b = append(b, "\n\n"...)

	b = append(b, "@06 World Map\nSection lines count: "...)
	b = strconv.AppendInt(b, int64(s.Size+2), 10)
	for y := 0; y < s.Size; y++ {
		b = append(b, '\n')
		for x := 0; x < s.Size; x++ {
			wi := s.WormAt(x, y)
			switch {
			case s.PackAt(x, y) >= 0:
				b = append(b, textPack...)
			case wi >= 0 && s.Worms[wi].HP > 0:
				b = strconv.AppendInt(b, int64(s.Worms[wi].Player+1), 10)
				b = strconv.AppendInt(b, int64(s.Worms[wi].ID), 10)
			default:
				switch s.At(x, y) {
				case Dirt:
					b = append(b, textDirt...)
				case DeepSpace:
					b = append(b, textSpace...)
				default:
					b = append(b, textAir...)
				}
			}
		}
	}
	return b
}
