package hud

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai/session"
	"arena/app/control"
	"arena/app/ui"
	"arena/render"
)

// Play is where the match on screen is: its tick and last played tick,
// the speed, and whether it plays and waits for a bot.
type Play struct {
	Tick, End        int
	Speed            float64
	Playing, Waiting bool
}

// HeaderOf is the top bar for a source described by m, with the game's
// headline; play is nil before the first frame.
func HeaderOf(m session.Meta, headline string, play *Play) Header {
	h := Header{Title: fmt.Sprintf("ARENA  %s  seed %d", m.Title, m.Seed), StatusColor: render.DimText}
	if m.Map != "" {
		h.Details = append(h.Details, "map "+m.Map)
	}
	if m.Ruleset != "" {
		h.Details = append(h.Details, "rules "+m.Ruleset)
	}
	if m.Replay != "" {
		h.Details = append(h.Details, "replay "+m.Replay)
	}
	if play == nil {
		return h
	}
	h.Headline = headline
	state := "PAUSED"
	if play.Playing {
		state, h.StatusColor = "PLAYING", render.Good
	}
	short := state
	if play.Waiting {
		state += " (waiting for a bot)"
		short += " (wait)"
	}
	// "played": End is the last tick played so far, not the game's
	// length (the headline's "Round 30 / 300" is that).
	h.Status = fmt.Sprintf("turn %d / %d played   speed %s   %s", play.Tick, play.End, control.SpeedText(play.Speed), state)
	h.Short = fmt.Sprintf("t%d/%d  %s  %s", play.Tick, play.End, control.SpeedText(play.Speed), short)
	return h
}

// Help draws the help overlay over the map area r: the keymap's lines
// (keys.HelpLines, hide leaving out commands the game does not use) and
// the mouse's.
func Help(dst *ebiten.Image, r image.Rectangle, keys control.Keymap, hide func(control.Command) bool) {
	lines := append([]string{"Keys (F1 or ? closes)", ""}, keys.HelpLines(hide)...)
	lines = append(lines, "", "Mouse: wheel zooms about the cursor, drag pans,",
		"left click inspects, right click edits (pauses),",
		"click or drag the timeline to seek; drop a replay on the window.")
	ui.Note(dst, r, lines, 10, 15)
}
