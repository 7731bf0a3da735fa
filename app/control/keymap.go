package control

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Command names one thing the user can ask for. Keys, on-screen buttons and
// tests all go through commands, so a test drives the app exactly as keys do.
type Command string

// The commands of the app.
const (
	PlayPause  Command = "play-pause"
	StepFwd    Command = "step+1"
	StepBack   Command = "step-1"
	Fwd10      Command = "step+10"
	Back10     Command = "step-10"
	First      Command = "first"
	Last       Command = "last"
	Faster     Command = "speed-up"
	Slower     Command = "speed-down"
	Nominal    Command = "speed-nominal"
	ZoomIn     Command = "zoom-in"
	ZoomOut    Command = "zoom-out"
	Fit        Command = "fit"
	PanLeft    Command = "pan-left"
	PanRight   Command = "pan-right"
	PanUp      Command = "pan-up"
	PanDown    Command = "pan-down"
	Grid       Command = "grid"
	Debug      Command = "debug"
	Logs       Command = "logs"
	NextLog    Command = "next-log"
	Restart    Command = "restart"
	NewSeed    Command = "new-seed"
	Save       Command = "save"
	Open       Command = "open"
	Screenshot Command = "screenshot"
	Help       Command = "help"
	Escape     Command = "escape"
	StartMenu  Command = "start-screen"
	Quit       Command = "quit"
	Mute       Command = "mute"
	Louder     Command = "volume-up"
	Quieter    Command = "volume-down"
	Info       Command = "info"
	Messages   Command = "messages"
	Join       Command = "join"
	Lock       Command = "lock"
	Stop       Command = "stop"
)

// Binding ties a command to its key chords. A chord is a key name as ebiten
// prints it ("Space", "ArrowRight", "F12", "A") with optional "Ctrl+",
// "Shift+" and "Alt+" prefixes.
type Binding struct {
	Cmd  Command
	Keys []string
	Help string
	// Hold fires the command every frame while the chord is held (panning).
	Hold bool
	// Repeat fires again while held, after a short delay (stepping, zoom).
	Repeat bool
}

// Keymap is the table of bindings. Order is the help overlay's order.
type Keymap []Binding

// DefaultKeymap is the keymap of ARCHITECTURE.md §8. D is both the debug
// overlay and "pan right" in WASD: a tap toggles the overlay, holding pans
// (see Input).
func DefaultKeymap() Keymap {
	return Keymap{
		{Cmd: PlayPause, Keys: []string{"Space"}, Help: "play / pause"},
		{Cmd: StepFwd, Keys: []string{"ArrowRight"}, Help: "step one turn forward", Repeat: true},
		{Cmd: StepBack, Keys: []string{"ArrowLeft"}, Help: "step one turn back", Repeat: true},
		{Cmd: Fwd10, Keys: []string{"Shift+ArrowRight", "PageDown"}, Help: "10 turns forward", Repeat: true},
		{Cmd: Back10, Keys: []string{"Shift+ArrowLeft", "PageUp"}, Help: "10 turns back", Repeat: true},
		{Cmd: First, Keys: []string{"Home"}, Help: "first turn"},
		{Cmd: Last, Keys: []string{"End"}, Help: "last turn played"},
		{Cmd: Faster, Keys: []string{"ArrowUp"}, Help: "faster (1 ... 1000, Full)"},
		{Cmd: Slower, Keys: []string{"ArrowDown"}, Help: "slower"},
		{Cmd: Nominal, Keys: []string{"Digit0", "Numpad0"}, Help: "nominal speed"},
		{Cmd: ZoomIn, Keys: []string{"Equal", "Shift+Equal", "NumpadAdd"}, Help: "zoom in (or wheel)", Repeat: true},
		{Cmd: ZoomOut, Keys: []string{"Minus", "NumpadSubtract"}, Help: "zoom out (or wheel)", Repeat: true},
		{Cmd: Fit, Keys: []string{"F"}, Help: "fit map to window"},
		{Cmd: PanLeft, Keys: []string{"A", "Ctrl+ArrowLeft"}, Help: "pan left (or drag)", Hold: true},
		{Cmd: PanRight, Keys: []string{"D", "Ctrl+ArrowRight"}, Help: "pan right (hold D)", Hold: true},
		{Cmd: PanUp, Keys: []string{"W", "Ctrl+ArrowUp"}, Help: "pan up", Hold: true},
		{Cmd: PanDown, Keys: []string{"S", "Ctrl+ArrowDown"}, Help: "pan down", Hold: true},
		{Cmd: Grid, Keys: []string{"G"}, Help: "grid overlay"},
		{Cmd: Debug, Keys: []string{"D"}, Help: "debug overlay (tap D)"},
		{Cmd: Logs, Keys: []string{"L"}, Help: "log pane"},
		{Cmd: NextLog, Keys: []string{"Tab"}, Help: "log pane: next bot"},
		{Cmd: Messages, Keys: []string{"E"}, Help: "system messages pane (events, joins, faults, edits)"},
		{Cmd: Info, Keys: []string{"I"}, Help: "info pane: the game's live lists (companies, CEOs)"},
		{Cmd: Join, Keys: []string{"Ctrl+J"}, Help: "join: drop the players, wait for TCP clients (--listen)"},
		{Cmd: Lock, Keys: []string{"Ctrl+L"}, Help: "lock: built-in AIs in the empty seats, and start"},
		{Cmd: Stop, Keys: []string{"Ctrl+X"}, Help: "stop: end the live match (clients get <exit/>)"},
		{Cmd: Restart, Keys: []string{"R"}, Help: "restart, same seed"},
		{Cmd: NewSeed, Keys: []string{"N"}, Help: "restart, new seed"},
		{Cmd: Save, Keys: []string{"Ctrl+S"}, Help: "save replay"},
		{Cmd: Open, Keys: []string{"Ctrl+O"}, Help: "open replay (or drop a file)"},
		{Cmd: Screenshot, Keys: []string{"F12"}, Help: "screenshot PNG"},
		{Cmd: Mute, Keys: []string{"M"}, Help: "sound on / off"},
		{Cmd: Louder, Keys: []string{"BracketRight"}, Help: "louder"},
		{Cmd: Quieter, Keys: []string{"BracketLeft"}, Help: "quieter"},
		{Cmd: Help, Keys: []string{"F1", "Shift+Slash"}, Help: "this help"},
		{Cmd: StartMenu, Keys: []string{"F2"}, Help: "start screen (game, map, players)"},
		{Cmd: Escape, Keys: []string{"Escape"}, Help: "close menu or help; else start screen"},
		{Cmd: Quit, Keys: []string{"Ctrl+Q"}, Help: "quit"},
	}
}

// Chord is a parsed key chord.
type Chord struct {
	Key              string
	Ctrl, Shift, Alt bool
}

// ParseChord parses "Ctrl+Shift+S" style text.
func ParseChord(s string) Chord {
	var c Chord
	parts := strings.Split(s, "+")
	// "Shift+Equal" splits cleanly; a trailing empty part would mean a
	// literal "+", which the table never uses.
	for i, p := range parts {
		if i == len(parts)-1 {
			c.Key = p
			break
		}
		switch p {
		case "Ctrl":
			c.Ctrl = true
		case "Shift":
			c.Shift = true
		case "Alt":
			c.Alt = true
		}
	}
	return c
}

func (c Chord) String() string {
	s := ""
	if c.Ctrl {
		s += "Ctrl+"
	}
	if c.Alt {
		s += "Alt+"
	}
	if c.Shift {
		s += "Shift+"
	}
	return s + c.Key
}

// find returns the press and hold bindings of an exact chord.
func (m Keymap) find(c Chord) (press, hold *Binding) {
	for i := range m {
		b := &m[i]
		for _, k := range b.Keys {
			if ParseChord(k) != c {
				continue
			}
			if b.Hold {
				if hold == nil {
					hold = b
				}
			} else if press == nil {
				press = b
			}
		}
	}
	return press, hold
}

// Lookup finds the bindings of a chord. When no binding uses Shift with that
// key, Shift is ignored, so "Shift+F" still fits the map.
func (m Keymap) Lookup(c Chord) (press, hold *Binding) {
	press, hold = m.find(c)
	if press == nil && hold == nil && c.Shift {
		c.Shift = false
		press, hold = m.find(c)
	}
	return press, hold
}

// Keys returns the chords bound to cmd.
func (m Keymap) Keys(cmd Command) []string {
	for _, b := range m {
		if b.Cmd == cmd {
			return b.Keys
		}
	}
	return nil
}

// HelpLines renders the table for the help overlay: "keys  help", one line
// per command, with key names shortened for reading.
func (m Keymap) HelpLines() []string {
	var out []string
	width := 0
	keys := make([]string, len(m))
	for i, b := range m {
		var ks []string
		for _, k := range b.Keys {
			if p := Pretty(k); !slices.Contains(ks, p) {
				ks = append(ks, p)
			}
		}
		keys[i] = strings.Join(ks, ", ")
		width = max(width, len(keys[i]))
	}
	for i, b := range m {
		out = append(out, fmt.Sprintf("%-*s  %s", width, keys[i], b.Help))
	}
	return out
}

// Pretty shortens ebiten key names for people: "ArrowRight" → "Right",
// "Digit0" → "0", "Shift+Slash" → "?".
func Pretty(chord string) string {
	switch chord {
	case "Shift+Slash":
		return "?"
	case "Shift+Equal", "Equal":
		return "+"
	case "Minus":
		return "-"
	}
	r := strings.NewReplacer("Arrow", "", "Digit", "", "Numpad", "Num", "Escape", "Esc", "PageDown", "PgDn", "PageUp", "PgUp")
	return r.Replace(chord)
}

// Validate reports chords bound to two press commands (or two hold
// commands), which would make one of them unreachable.
func (m Keymap) Validate() error {
	seen := map[string]Command{}
	var dups []string
	for _, b := range m {
		for _, k := range b.Keys {
			key := ParseChord(k).String()
			if b.Hold {
				key = "hold " + key
			}
			if prev, ok := seen[key]; ok {
				dups = append(dups, fmt.Sprintf("%s: %s and %s", k, prev, b.Cmd))
			}
			seen[key] = b.Cmd
		}
	}
	if len(dups) > 0 {
		sort.Strings(dups)
		return fmt.Errorf("keymap: chords bound twice: %s", strings.Join(dups, "; "))
	}
	return nil
}

// Remap returns a copy of m with bindings replaced from text, one line per
// command: "command = Chord, Chord" ("step+1 = ArrowRight, L"); blank lines
// and lines starting with '#' are ignored. The help overlay shows the
// result, since it is generated from the same table.
func (m Keymap) Remap(text string) (Keymap, error) {
	out := make(Keymap, len(m))
	copy(out, m)
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cmd, keys, ok := strings.Cut(line, "=")
		if !ok {
			return nil, fmt.Errorf("keys line %d: want \"command = Key, Ctrl+Key\"", n+1)
		}
		cmd = strings.TrimSpace(cmd)
		i := slices.IndexFunc(out, func(b Binding) bool { return string(b.Cmd) == cmd })
		if i < 0 {
			return nil, fmt.Errorf("keys line %d: unknown command %q", n+1, cmd)
		}
		var ks []string
		for _, k := range strings.Split(keys, ",") {
			if k = strings.TrimSpace(k); k != "" {
				ks = append(ks, k)
			}
		}
		out[i].Keys = ks
	}
	return out, out.Validate()
}
