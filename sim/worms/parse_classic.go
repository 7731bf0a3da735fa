package worms

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ParseClassicCommand reads a command as the original engine's parser
// did (reference §1.4; EntelectChallenge/2019-Worms 2019.1.0,
// factory/CommandParser.kt), which classic plays by. Where it is looser
// than ParseCommand:
//
//   - the keyword is case-insensitive ("MOVE 1 1", "Shoot N");
//   - a direction is any of U UR R DR D DL L UL and N NE E SE S SW W NW, in
//     any case ("shoot ul" is "shoot NW");
//   - "nothing" is "nothing" whatever follows it ("nothing at all");
//   - a coordinate is what Kotlin's toIntOrNull reads: an optional + or -,
//     then decimal digits of any script (Character.digit), leading zeros
//     allowed, within 32 bits.
//
// Where it is as strict: the text is split on every single space and
// nothing is trimmed, so "shoot N " (a trailing space) and "move  1 1" (two
// spaces) have the wrong number of words and are refused, as are a tab or
// a line break inside. An error is the original's InvalidCommand.
//
// A coordinate beyond ±2^20 is off every map whatever its value: it is held
// at ±2^20, so that the command keeps a canonical text (Command.String,
// which ParseCommand reads back) and is judged off the map all the same.
func ParseClassicCommand(text string) (Command, error) {
	f := strings.Split(text, " ")
	switch asciiLower(f[0]) {
	case "nothing":
		return Command{}, nil
	case "move", "dig":
		if len(f) != 3 {
			return Command{}, fmt.Errorf("command %q: %s takes two coordinates (%d words, want 3)", text, f[0], len(f))
		}
		x, okx := kotlinInt(f[1])
		y, oky := kotlinInt(f[2])
		if !okx || !oky {
			return Command{}, fmt.Errorf("command %q: the coordinates are not numbers", text)
		}
		k := Move
		if asciiLower(f[0]) == "dig" {
			k = Dig
		}
		return Command{Kind: k, X: clampCoord(x), Y: clampCoord(y)}, nil
	case "shoot":
		if len(f) != 2 {
			return Command{}, fmt.Errorf("command %q: shoot takes one direction (%d words, want 2)", text, len(f))
		}
		d, ok := classicDirection(f[1])
		if !ok {
			return Command{}, fmt.Errorf("command %q: unknown direction %q (want N NE E SE S SW W NW or U UR R DR D DL L UL)", text, f[1])
		}
		return Command{Kind: Shoot, Dir: d}, nil
	}
	return Command{}, fmt.Errorf("command %q: unknown command %q (want move, dig, shoot or nothing)", text, f[0])
}

// asciiLower is the keyword as Java's toLowerCase makes it, as far as the
// four keywords go: no character outside ASCII lowercases to a string of
// ASCII letters that spells one (the Kelvin sign gives "k", which none
// has; "İ" gives two characters), so a keyword with any is no keyword.
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return ""
		}
	}
	return strings.ToLower(s)
}

// classicDirections are the original's directions (Direction.kt): each
// one's vertical and cardinal short names.
var classicDirections = map[string]Direction{
	"U": N, "UR": NE, "R": E, "DR": SE, "D": S, "DL": SW, "L": W, "UL": NW,
	"N": N, "NE": NE, "E": E, "SE": SE, "S": S, "SW": SW, "W": W, "NW": NW,
}

// classicDirection reads a direction as the original did: Java's
// toUpperCase, then one of the short names. Besides ASCII letters only
// "ſ" (long s, uppercase "S") and "ı" (dotless i, "I") uppercase into
// ASCII, so "ſe" is SE there and here.
func classicDirection(s string) (Direction, bool) {
	if len(s) == 0 || len(s) > 6 {
		return 0, false
	}
	var up []byte
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z':
			up = append(up, byte(r-'a'+'A'))
		case r >= 'A' && r <= 'Z':
			up = append(up, byte(r))
		case r == 'ſ':
			up = append(up, 'S')
		case r == 'ı':
			up = append(up, 'I')
		default:
			return 0, false
		}
	}
	d, ok := classicDirections[string(up)]
	return d, ok
}

// kotlinInt is Kotlin's String.toIntOrNull() on the JVM: an optional sign,
// then at least one digit, where a digit is any UTF-16 unit that
// Character.digit(c, 10) reads (the decimal digits of every script in the
// Basic Multilingual Plane, not those beyond it, which take two units), and
// the value within a 32-bit Int.
func kotlinInt(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	neg := false
	switch s[0] {
	case '-', '+':
		if len(s) == 1 {
			return 0, false
		}
		neg = s[0] == '-'
		s = s[1:]
	}
	v := int64(0)
	for _, r := range s {
		d, ok := bmpDigit(r)
		if !ok {
			return 0, false
		}
		v = v*10 + int64(d)
		if v > 1<<31 || (!neg && v > 1<<31-1) {
			return 0, false
		}
	}
	if neg {
		v = -v
	}
	return int(v), true
}

// bmpDigit is Character.digit(c, 10) for a character of the Basic
// Multilingual Plane: the value of a decimal digit (Unicode category Nd),
// whose digits come in runs of ten from zero.
func bmpDigit(r rune) (int, bool) {
	if r >= '0' && r <= '9' {
		return int(r - '0'), true
	}
	if r < 0x80 || r > 0xFFFF {
		return 0, false
	}
	for _, rg := range unicode.Nd.R16 {
		if uint16(r) >= rg.Lo && uint16(r) <= rg.Hi && rg.Stride == 1 {
			return int(uint16(r)-rg.Lo) % 10, true
		}
	}
	return 0, false
}

// clampCoord holds a coordinate within ±2^20 (see ParseClassicCommand).
func clampCoord(v int) int { return max(-1<<20, min(v, 1<<20)) }
