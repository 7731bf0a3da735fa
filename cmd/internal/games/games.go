package games

import (
	"arena/ai"
	aicoderunner "arena/ai/coderunner"
	aimadmax "arena/ai/madmax"
	aipaintball "arena/ai/paintball"
	aiwindward "arena/ai/windward"
	aiworms "arena/ai/worms"
	"arena/sim"
	"arena/sim/coderunner"
	"arena/sim/madmax"
	"arena/sim/paintball"
	"arena/sim/windward"
	"arena/sim/worms"
	"arena/sound"
)

// Entry is one game.
type Entry struct {
	Game sim.Game
	// Bots registers the game's built-ins (ai.Register).
	Bots func()
	// Strongest names the built-in a new match opens with.
	Strongest string
	// Sound is the game's cue table and effects (sound/<game>.go).
	Sound sound.Game
}

// ID is the game's ID, as in flags, replays and the registries.
func (e Entry) ID() string { return e.Game.Info().ID }

// Table lists every game, in the order menus show them.
var Table = []Entry{
	{worms.Game{}, aiworms.Register, "hunter", sound.Worms},
	{coderunner.Game{}, aicoderunner.Register, "digger", sound.CodeRunner},
	{madmax.Game{}, aimadmax.Register, "raider", sound.Madmax},
	{windward.Game{}, aiwindward.Register, "tycoon", sound.Windward},
	{paintball.Game{}, aipaintball.Register, "captain", sound.Paintball},
}

// Register registers the games for which keep says yes (nil: all), their
// built-ins and their sounds, and returns them.
func Register(keep func(Entry) bool) []Entry {
	var out []Entry
	for _, e := range Table {
		if keep != nil && !keep(e) {
			continue
		}
		sim.Register(e.Game)
		e.Bots()
		sound.Register(e.ID(), e.Sound)
		out = append(out, e)
	}
	return out
}

// Lookup finds a game's entry.
func Lookup(id string) (Entry, bool) {
	for _, e := range Table {
		if e.ID() == id {
			return e, true
		}
	}
	return Entry{}, false
}

// DefaultPlayers pits the game's strongest built-in against itself, in as
// many seats as the game needs (two, or four for Madmax): a new match is
// worth watching at once. With more than two seats the strongest alternates
// with another built-in, so the game keeps its classic opponents.
func DefaultPlayers(id string) []string {
	bots := ai.Bots(id)
	if len(bots) == 0 {
		return nil
	}
	e, _ := Lookup(id)
	best, other := bots[0].Name, bots[len(bots)-1].Name
	for _, b := range bots {
		if b.Name == e.Strongest {
			best = b.Name
		} else {
			other = b.Name
		}
	}
	n := 2
	if e.Game != nil {
		n = max(n, e.Game.Info().MinPlayers)
	}
	out := make([]string, n)
	for i := range out {
		out[i] = "builtin:" + best
		if n > 2 && i%2 == 1 {
			out[i] = "builtin:" + other
		}
	}
	return out
}
