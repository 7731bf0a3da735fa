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
	FrameStats Command = "frame-stats"
	Wire       Command = "wire"
	WireCopy   Command = "wire-copy"
	WireSave   Command = "wire-save"
	// Scenarios and forks with a new player (app/scenario.go, fork.go).
	SaveScenario Command = "save-scenario"
	ForkPlayer   Command = "fork-player"
	SaveBranch   Command = "save-branch"
	Charts       Command = "charts"
	ClipIn       Command = "clip-in"
	ClipOut      Command = "clip-out"
	ClipExport   Command = "clip-export"
	Summary      Command = "summary"
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

// DefaultKeymap is the keymap of ARCHITECTURE.md §8. Panning uses keys no
// toggle uses (Ctrl+arrows and the numeric keypad's 4, 6, 8, 2): WASD is
// not bound, since D is the debug overlay.
func DefaultKeymap() Keymap {
	return Keymap{
		{Cmd: PlayPause, Keys: []string{"Space"}, Help: "play / pause"},
		{Cmd: StepFwd, Keys: []string{"ArrowRight"}, Help: "step one turn forward", Repeat: true},
		{Cmd: StepBack, Keys: []string{"ArrowLeft"}, Help: "step one turn back", Repeat: true},
		{Cmd: Fwd10, Keys: []string{"Shift+ArrowRight", "PageDown"}, Help: "10 turns forward", Repeat: true},
		{Cmd: Back10, Keys: []string{"Shift+ArrowLeft", "PageUp"}, Help: "10 turns back", Repeat: true},
		{Cmd: First, Keys: []string{"Home"}, Help: "first turn"},
		{Cmd: Last, Keys: []string{"End"}, Help: "last turn played"},
		// > and < type characters, and ebiten queues every typed
		// character: several taps within one slow frame all count
		// (Taps), where the arrows count once per frame.
		{Cmd: Faster, Keys: []string{"ArrowUp", "Shift+Period"}, Help: "faster (1 ... 1000, Full); > counts every tap in a slow frame"},
		{Cmd: Slower, Keys: []string{"ArrowDown", "Shift+Comma"}, Help: "slower (<)"},
		{Cmd: Nominal, Keys: []string{"Digit0", "Numpad0"}, Help: "nominal speed"},
		{Cmd: ZoomIn, Keys: []string{"Equal", "Shift+Equal", "NumpadAdd"}, Help: "zoom in (or wheel)", Repeat: true},
		{Cmd: ZoomOut, Keys: []string{"Minus", "NumpadSubtract"}, Help: "zoom out (or wheel)", Repeat: true},
		{Cmd: Fit, Keys: []string{"F"}, Help: "fit map to window"},
		{Cmd: PanLeft, Keys: []string{"Ctrl+ArrowLeft", "Numpad4"}, Help: "pan left (or drag)", Hold: true},
		{Cmd: PanRight, Keys: []string{"Ctrl+ArrowRight", "Numpad6"}, Help: "pan right", Hold: true},
		{Cmd: PanUp, Keys: []string{"Ctrl+ArrowUp", "Numpad8"}, Help: "pan up", Hold: true},
		{Cmd: PanDown, Keys: []string{"Ctrl+ArrowDown", "Numpad2"}, Help: "pan down", Hold: true},
		{Cmd: Grid, Keys: []string{"G"}, Help: "grid overlay"},
		{Cmd: Debug, Keys: []string{"D"}, Help: "debug overlay"},
		{Cmd: Logs, Keys: []string{"L"}, Help: "log pane"},
		{Cmd: NextLog, Keys: []string{"Tab"}, Help: "log pane: next bot"},
		{Cmd: Wire, Keys: []string{"W"}, Help: "protocol inspector: what the bot was sent and answered this tick (Tab: next bot)"},
		{Cmd: WireCopy, Keys: []string{"Ctrl+C"}, Help: "protocol inspector: copy the turn's report to the clipboard"},
		{Cmd: WireSave, Keys: []string{"Shift+W"}, Help: "protocol inspector: save the turn's input as a file to pipe into the bot"},
		{Cmd: Messages, Keys: []string{"E"}, Help: "system messages pane (events, joins, faults, edits)"},
		{Cmd: Info, Keys: []string{"I"}, Help: "info pane: the game's live lists (companies, CEOs)"},
		{Cmd: Charts, Keys: []string{"C"}, Help: "chart pane: scores and the game's series (click seeks)"},
		{Cmd: ClipIn, Keys: []string{"Comma"}, Help: "clip: mark in at this tick"},
		{Cmd: ClipOut, Keys: []string{"Period"}, Help: "clip: mark out at this tick"},
		{Cmd: ClipExport, Keys: []string{"Ctrl+E"}, Help: "clip: export in..out as GIF and PNGs"},
		{Cmd: Join, Keys: []string{"Ctrl+J"}, Help: "join: drop the players, wait for TCP clients (--listen)"},
		{Cmd: Lock, Keys: []string{"Ctrl+L"}, Help: "lock: built-in AIs in the empty seats, and start"},
		{Cmd: Stop, Keys: []string{"Ctrl+X"}, Help: "stop: end the live match (clients get <exit/>)"},
		{Cmd: Summary, Keys: []string{"S"}, Help: "end-of-game summary: hide / show"},
		{Cmd: Restart, Keys: []string{"R"}, Help: "restart, same seed"},
		{Cmd: NewSeed, Keys: []string{"N"}, Help: "restart, new seed"},
		{Cmd: Save, Keys: []string{"Ctrl+S"}, Help: "save replay"},
		{Cmd: Open, Keys: []string{"Ctrl+O"}, Help: "open replay or scenario (or drop a file)"},
		{Cmd: SaveScenario, Keys: []string{"Ctrl+Shift+S"}, Help: "save this tick, edits included, as a scenario"},
		{Cmd: ForkPlayer, Keys: []string{"Ctrl+P"}, Help: "fork here: a seat gets a new player (proc: or built-in)"},
		{Cmd: SaveBranch, Keys: []string{"Ctrl+B"}, Help: "save the branch the last fork left"},
		{Cmd: Screenshot, Keys: []string{"F12"}, Help: "screenshot PNG"},
		{Cmd: FrameStats, Keys: []string{"F3"}, Help: "frame-time display (fps, ticks/s, Draw and Update ms)"},
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
// per command, with key names shortened for reading. Commands for which
// hide returns true (those the current game does not use) are left out;
// hide may be nil.
func (m Keymap) HelpLines(hide func(Command) bool) []string {
	var out []string
	width := 0
	var shown []Binding
	var keys []string
	for _, b := range m {
		if hide != nil && hide(b.Cmd) {
			continue
		}
		var ks []string
		for _, k := range b.Keys {
			if p := Pretty(k); !slices.Contains(ks, p) {
				ks = append(ks, p)
			}
		}
		shown = append(shown, b)
		keys = append(keys, strings.Join(ks, ", "))
		width = max(width, len([]rune(keys[len(keys)-1])))
	}
	for i, b := range shown {
		pad := width - len([]rune(keys[i]))
		out = append(out, keys[i]+strings.Repeat(" ", pad)+"  "+b.Help)
	}
	return out
}

// prettyKeys are the ebiten key names people read differently.
var prettyKeys = map[string]string{
	"BracketRight": "]", "BracketLeft": "[", "Slash": "/", "Backslash": "\\",
	"Comma": ",", "Period": ".", "Semicolon": ";", "Quote": "'", "Backquote": "`",
	"Minus": "-", "Equal": "=", "Escape": "Esc", "PageDown": "PgDn", "PageUp": "PgUp",
	"NumpadAdd": "Num+", "NumpadSubtract": "Num-", "NumpadMultiply": "Num*",
	"NumpadDivide": "Num/", "NumpadEnter": "NumEnter", "NumpadDecimal": "Num.",
}

// Pretty shortens ebiten key names for people: "ArrowRight" → "Right",
// "Digit0" → "0", "BracketRight" → "]", "Shift+Slash" → "?",
// "Ctrl+ArrowLeft" → "Ctrl+Left".
func Pretty(chord string) string {
	switch chord {
	case "Shift+Slash":
		return "?"
	case "Shift+Equal", "Equal":
		return "+"
	}
	c := ParseChord(chord)
	k := c.Key
	if p, ok := prettyKeys[k]; ok {
		k = p
	} else {
		k = strings.NewReplacer("Arrow", "", "Digit", "", "Numpad", "Num").Replace(k)
	}
	c.Key = k
	return c.String()
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

// Commands lists the command names of m in table order (the README's
// command list is checked against it).
func (m Keymap) Commands() []Command {
	out := make([]Command, len(m))
	for i, b := range m {
		out[i] = b.Cmd
	}
	return out
}

// Remap returns a copy of m with bindings replaced from text, one line per
// command: "command = Chord, Chord" ("step+1 = ArrowRight, L"); blank lines
// and lines starting with '#' are ignored. A line replaces all of that
// command's chords; a chord it names is taken away from every other
// command that had it (the later binding wins, so "step+1 = ArrowRight, L"
// takes L from the log pane, and of two lines naming one chord the second
// wins). "command =" with no chords unbinds the command. Lines without
// "=", unknown command names and malformed chords are skipped, each with a
// one-line warning naming its line number; they are never fatal. The help
// overlay shows the result, since it is generated from the same table.
func (m Keymap) Remap(text string) (Keymap, []string) {
	out := make(Keymap, len(m))
	for i, b := range m {
		out[i] = b
		out[i].Keys = slices.Clone(b.Keys)
	}
	var warn []string
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cmd, keys, ok := strings.Cut(line, "=")
		if !ok {
			warn = append(warn, fmt.Sprintf("keys.txt line %d: want \"command = Key, Ctrl+Key\", skipped", n+1))
			continue
		}
		cmd = strings.TrimSpace(cmd)
		i := slices.IndexFunc(out, func(b Binding) bool { return string(b.Cmd) == cmd })
		if i < 0 {
			warn = append(warn, fmt.Sprintf("keys.txt line %d: unknown command %q, skipped (F1 or the README lists them)", n+1, cmd))
			continue
		}
		var ks []string
		bad := ""
		for _, k := range strings.Split(keys, ",") {
			if k = strings.TrimSpace(k); k == "" {
				continue
			}
			if !wellFormed(k) {
				bad = k
				break
			}
			ks = append(ks, k)
		}
		if bad != "" {
			warn = append(warn, fmt.Sprintf("keys.txt line %d: bad key %q, skipped", n+1, bad))
			continue
		}
		for _, k := range ks {
			c := ParseChord(k)
			for j := range out {
				if j != i {
					out[j].Keys = slices.DeleteFunc(out[j].Keys, func(o string) bool { return ParseChord(o) == c })
				}
			}
		}
		out[i].Keys = ks
	}
	return out, warn
}

// wellFormed reports whether k is "Key" with only Ctrl+, Shift+ and Alt+
// prefixes and a key name without spaces.
func wellFormed(k string) bool {
	parts := strings.Split(k, "+")
	last := parts[len(parts)-1]
	if last == "" || strings.ContainsAny(last, " \t") {
		return false
	}
	for _, p := range parts[:len(parts)-1] {
		if p != "Ctrl" && p != "Shift" && p != "Alt" {
			return false
		}
	}
	return true
}
