package control

import "strings"

// IsModifier reports whether the ebiten key name is a modifier (Shift,
// Control, Alt, Meta: left or right), which chords carry as Mods.
func IsModifier(key string) bool {
	for _, m := range []string{"Shift", "Control", "Alt", "Meta"} {
		if key == m || key == m+"Left" || key == m+"Right" {
			return true
		}
	}
	return false
}

// runeKey is the key (ebiten name) that types r, for counting presses of
// character keys from the typed-character queue.
func runeKey(r rune) string {
	switch {
	case r >= 'a' && r <= 'z':
		return strings.ToUpper(string(r))
	case r >= 'A' && r <= 'Z':
		return string(r)
	case r >= '0' && r <= '9':
		return "Digit" + string(r)
	}
	switch r {
	case '=', '+':
		return "Equal"
	case '-', '_':
		return "Minus"
	case '[', '{':
		return "BracketLeft"
	case ']', '}':
		return "BracketRight"
	case '/', '?':
		return "Slash"
	case '.', '>':
		return "Period"
	case ',', '<':
		return "Comma"
	case ' ':
		return "Space"
	}
	return ""
}

// Taps turns one update's input into press events for Events: every key
// that went down since the last update (just, ebiten names; also when it
// is already up again: a tap shorter than a frame), repeated as many
// times as the key typed characters (chars: ebiten keeps one press time
// per key and frame, but its character queue keeps every press, so ten
// taps of "]" in one slow frame are ten). Modifiers are left out.
func Taps(just []string, chars []rune) []string {
	typed := map[string]int{}
	for _, r := range chars {
		if k := runeKey(r); k != "" {
			typed[k]++
		}
	}
	var out []string
	for _, k := range just {
		if IsModifier(k) {
			continue
		}
		for i := 0; i < max(1, typed[k]); i++ {
			out = append(out, k)
		}
	}
	return out
}
