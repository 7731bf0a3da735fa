package control

// Frame counts for key timing at the app's fixed 60 updates per second.
const (
	// TapFrames is the longest press that still counts as a tap on a key
	// that also pans when held (D).
	TapFrames = 12
	// RepeatDelay and RepeatEvery pace auto-repeat of Repeat bindings.
	RepeatDelay = 18
	RepeatEvery = 3
)

// Mods is the modifier state of one frame.
type Mods struct{ Ctrl, Shift, Alt bool }

// Input turns the keys held in each frame into commands. It is a small
// state machine so that tap-versus-hold and auto-repeat are testable
// without ebiten.
type Input struct {
	Map  Keymap
	held map[string]*keyState
}

type keyState struct {
	frames int
	press  *Binding // pending tap, fired on release if short
	seen   bool
}

// NewInput returns an Input over m.
func NewInput(m Keymap) *Input { return &Input{Map: m, held: map[string]*keyState{}} }

// Frame takes the modifier state and the non-modifier keys held down this
// frame (ebiten key names) and returns the commands to run, in order.
func (in *Input) Frame(mods Mods, down []string) []Command {
	var out []Command
	for _, ks := range in.held {
		ks.seen = false
	}
	for _, k := range down {
		ks := in.held[k]
		if ks == nil {
			ks = &keyState{}
			in.held[k] = ks
		}
		ks.seen = true
		ks.frames++
		ch := Chord{Key: k, Ctrl: mods.Ctrl, Shift: mods.Shift, Alt: mods.Alt}
		press, hold := in.Map.Lookup(ch)
		if ks.frames == 1 {
			switch {
			case press != nil && hold != nil:
				ks.press = press // decide on release or once held long enough
			case press != nil:
				out = append(out, press.Cmd)
			}
		} else if press != nil && press.Repeat && hold == nil &&
			ks.frames > RepeatDelay && (ks.frames-RepeatDelay)%RepeatEvery == 0 {
			out = append(out, press.Cmd)
		}
		if hold != nil {
			if ks.press == nil || ks.frames > TapFrames {
				ks.press = nil
				out = append(out, hold.Cmd)
			}
		}
	}
	for k, ks := range in.held {
		if ks.seen {
			continue
		}
		if ks.press != nil && ks.frames <= TapFrames {
			out = append(out, ks.press.Cmd)
		}
		delete(in.held, k)
	}
	return out
}

// Reset forgets held keys, for example when a menu takes the keyboard.
func (in *Input) Reset() { clear(in.held) }

// Events is Frame for input read as events: taps lists every press of a
// key during this update, one entry per press, including presses already
// released (a tap shorter than a frame) and several presses of one key
// (a slow frame). Each press runs its command once, so ten taps in one
// slow frame are ten steps; holds and repeats still come from down.
func (in *Input) Events(mods Mods, down, taps []string) []Command {
	var out []Command
	counts := map[string]int{}
	var order []string
	for _, k := range taps {
		if counts[k] == 0 {
			order = append(order, k)
		}
		counts[k]++
	}
	isDown := map[string]bool{}
	for _, k := range down {
		isDown[k] = true
	}
	for _, k := range order {
		n := counts[k]
		if isDown[k] {
			// The last press is still held: Frame sees it as a new press
			// (the key may have been released and pressed again since the
			// last frame, so its old hold is over).
			if ks := in.held[k]; ks != nil {
				if ks.press != nil && ks.frames <= TapFrames {
					out = append(out, ks.press.Cmd)
				}
				delete(in.held, k)
			}
			n--
		}
		press, _ := in.Map.Lookup(Chord{Key: k, Ctrl: mods.Ctrl, Shift: mods.Shift, Alt: mods.Alt})
		if press == nil {
			continue
		}
		for i := 0; i < n; i++ {
			out = append(out, press.Cmd)
		}
	}
	return append(out, in.Frame(mods, down)...)
}
