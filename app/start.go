package app

import (
	"arena/app/ui/start"
	"arena/platform"
	"arena/render"
	"arena/sim"
)

// Games lists the games the app can show: registered in sim and render.
func Games() []string {
	var out []string
	for _, g := range sim.Games() {
		if _, ok := render.Lookup(g); ok {
			out = append(out, g)
		}
	}
	return out
}

// openStart pauses and opens the start screen (app/ui/start) on the
// current game and players.
func (a *App) openStart() {
	cur := start.Current{
		Games: Games(), Game: a.meta.Game, Map: a.meta.Map, Seed: a.meta.Seed,
		NoTimeout: a.opts.Match.NoTimeout, Recent: platform.Recent(), Browse: a.opts.PickFile != nil,
	}
	for _, p := range a.meta.Players {
		cur.Agents = append(cur.Agents, p.Agent)
	}
	a.ctl.SetPlaying(false)
	a.popup, a.picking, a.help = nil, nil, false
	a.start = start.New(cur)
}

// startAction carries out what the start screen asked for.
func (a *App) startAction(act start.Action) {
	switch act.Kind {
	case start.Cancel:
		a.start = nil
	case start.Launch:
		a.launch(act.Choice)
	case start.OpenReplay:
		a.OpenFile(act.Path)
	case start.BrowseBot:
		a.pickFile("Choose a bot program", false, "", func(path string) {
			if a.start != nil {
				a.start.SetProgram(path)
			}
		})
	case start.BrowseReplay:
		a.start = nil
		a.openDialog()
	}
}

// launch starts the start screen's choice, keeping the command line's
// parameters (--rounds) for their own game only.
func (a *App) launch(c start.Choice) {
	m := MatchSpec{Game: c.Game, Map: c.Map, Ruleset: c.Ruleset, Seed: c.Seed, Players: c.Players, NoTimeout: c.NoTimeout}
	if m.Game == a.opts.Match.Game {
		m.Params = a.opts.Match.Params
	}
	src, err := a.newMatch(m)
	if err != nil {
		a.start.SetError(err.Error())
		return
	}
	a.opts.Match = m
	a.start = nil
	a.Replace(src)
	a.ctl.SetPlaying(true)
}
