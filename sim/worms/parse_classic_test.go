package worms

import (
	"testing"
	"unicode"
)

// Reference §1.4 (CommandParser.kt at 2019.1.0): the keyword in any case,
// both sets of direction names in any case, Kotlin's toIntOrNull for the
// coordinates, the text split on single spaces and never trimmed.
func TestParseClassicCommand(t *testing.T) {
	good := map[string]Command{
		"move 3 4":          MoveTo(3, 4),
		"MOVE 1 1":          MoveTo(1, 1),
		"Dig 5 6":           DigAt(5, 6),
		"shoot ul":          ShootAt(NW),
		"SHOOT dr":          ShootAt(SE),
		"shoot U":           ShootAt(N),
		"shoot Ne":          ShootAt(NE),
		"shoot ſe":          ShootAt(SE), // long s uppercases to S in Java
		"nothing":           DoNothing(),
		"NOTHING":           DoNothing(),
		"nothing at all":    DoNothing(), // "nothing" ignores what follows
		"move +3 007":       MoveTo(3, 7),
		"move -1 40":        MoveTo(-1, 40),
		"move ٣ ١":          MoveTo(3, 1),     // Arabic-Indic digits: Character.digit reads them
		"move ３ 4":          MoveTo(3, 4),     // fullwidth
		"dig -2147483648 0": DigAt(-1<<20, 0), // held at -2^20: off every map alike
		"move 2147483647 5": MoveTo(1<<20, 5),
	}
	for text, want := range good {
		got, err := ParseClassicCommand(text)
		if err != nil || got != want {
			t.Errorf("%q: got %v, %v; want %v", text, got, err, want)
			continue
		}
		if back, err := ParseCommand(got.String()); err != nil || back != got {
			t.Errorf("%q: canonical text %q does not read back (%v)", text, got.String(), err)
		}
	}
	for _, bad := range []string{
		"", "shoot N ", " move 1 1", "move  1 1", "move 1 1 ", "move 1 1\r", "move 1\t1", "shoot",
		"shoot N E", "shoot north", "shoot X", "move 1", "dig 1 2 3", "move a 1", "move 1.0 2", "move - 1",
		"move + 1", "move 2147483648 0", "move -2147483649 0", "move 𝟏 2", // a digit beyond the BMP: two UTF-16 units
		"dİg 1 1", "fly 1 2", "No Command", "move 1 1\nmove 2 2", "shoot\u00a0N",
	} {
		if c, err := ParseClassicCommand(bad); err == nil {
			t.Errorf("%q parsed as %v", bad, c)
		}
	}
}

// TestClassicDecode: the classic codec reads as the original parser did,
// the rule text's as ParseCommand does (trimmed around the line).
func TestClassicDecode(t *testing.T) {
	tests := []struct {
		reply         string
		rule, classic bool // accepted
	}{
		{"move 3 4", true, true},
		{"MOVE 3 4", false, true},
		{"shoot ul", false, true},
		{"shoot N ", true, false},
		{"shoot N\r", true, false},
		{"nothing", true, true},
		{"nothing now", false, true},
	}
	rule, classic := Game{}.CodecFor(""), Game{}.CodecFor("classic")
	for _, tc := range tests {
		if _, err := rule.Decode(0, []byte(tc.reply)); (err == nil) != tc.rule {
			t.Errorf("rule text %q: %v", tc.reply, err)
		}
		if _, err := classic.Decode(0, []byte(tc.reply)); (err == nil) != tc.classic {
			t.Errorf("classic %q: %v", tc.reply, err)
		}
	}
}

// TestBMPDigitRuns: every run of decimal digits in the Basic Multilingual
// Plane is whole tens from its zero, which bmpDigit relies on.
func TestBMPDigitRuns(t *testing.T) {
	for _, r := range unicode.Nd.R16 {
		if r.Stride != 1 || (int(r.Hi)-int(r.Lo)+1)%10 != 0 {
			t.Errorf("digit run %U..%U stride %d", r.Lo, r.Hi, r.Stride)
		}
	}
	for r, want := range map[rune]int{'0': 0, '9': 9, '٥': 5, '۹': 9, '९': 9, '０': 0, '９': 9} {
		if d, ok := bmpDigit(r); !ok || d != want {
			t.Errorf("%q: %d %v, want %d", r, d, ok, want)
		}
	}
	for _, r := range []rune{'a', '²', 'Ⅷ', 0x1D7CE} {
		if d, ok := bmpDigit(r); ok {
			t.Errorf("%q read as digit %d", r, d)
		}
	}
}

// FuzzParseClassicCommand: the classic parser never panics, and whatever
// it reads has a canonical text the strict parser reads back.
func FuzzParseClassicCommand(f *testing.F) {
	for _, s := range []string{"MOVE 3 4", "shoot ul", "nothing x", "move +1 -2", "dig ٣ 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseClassicCommand(s)
		if err != nil {
			return
		}
		if back, err := ParseCommand(c.String()); err != nil || back != c {
			t.Fatalf("%q: %v reads back as %v, %v", s, c, back, err)
		}
	})
}
