package sound

import "arena/sim"

// Table maps each event kind a game emits to the effect it plays. A kind
// mapped to Quiet is silent on purpose; a kind missing from the table is a
// gap that the coverage test reports.
type Table map[sim.EventKind]string

// Quiet is the effect name that plays nothing. Writing it out in a table
// records that the silence was chosen (moves happen every tick, a score
// change always comes with a louder event), not forgotten.
const Quiet = ""

// Tables holds one cue table per game ID. A game adds its table by adding one
// entry here; the kinds come from its engine's Info().EventKinds.
var Tables = map[string]Table{
	"worms":      wormsTable,
	"coderunner": coderunnerTable,
	"madmax":     madmaxTable,
	"paintball":  paintballTable,
	"windward":   windwardTable,
}

// shared gives the cues every game uses for the runner's own kinds.
func shared(t Table) Table {
	t[sim.KindFault] = "fault"
	t[sim.KindEdit] = "edit"
	return t
}

// wormsTable follows sim/worms/events.go.
var wormsTable = shared(Table{
	"shot":            "worms.shot",
	"hit":             "worms.hit",
	"death":           "worms.death",
	"pickup":          "worms.health",
	"worms.dig":       "worms.dig",
	"worms.collision": "worms.collision",
	"worms.invalid":   "invalid",
	"worms.end":       "fanfare",
	// Every worm that moves emits a move and every point scored emits a
	// score, several per round: as cues they would drown the shots.
	"worms.move":    Quiet,
	"score":         Quiet,
	"worms.nothing": Quiet,
})

// coderunnerTable follows sim/coderunner/events.go.
var coderunnerTable = shared(Table{
	"coderunner.dig":           "coderunner.dig",
	"coderunner.brick_closed":  "coderunner.brick",
	"coderunner.gold":          "coderunner.gold",
	"coderunner.gold_respawn":  "coderunner.gold_respawn",
	"coderunner.enemy_trapped": "coderunner.trapped",
	"coderunner.enemy_killed":  "coderunner.enemy_killed",
	"coderunner.runner_killed": "coderunner.caught",
	"coderunner.respawn":       "coderunner.respawn",
	// A score comes with the gold or kill that earned it, which has its own cue.
	"score": Quiet,
})

// madmaxTable follows sim/madmax/events.go.
var madmaxTable = shared(Table{
	"madmax.missile_launch": "madmax.launch",
	"madmax.explosion":      "madmax.explosion",
	"madmax.bonus_water":    "madmax.water",
	"madmax.bonus_gas":      "madmax.gas",
	"madmax.bonus_missile":  "madmax.missile_bonus",
	"madmax.out_of_gas":     "madmax.out_of_gas",
	"madmax.regenerate":     "madmax.regen",
	"madmax.kill":           "madmax.crash",
})

// paintballTable follows sim/paintball/events.go.
var paintballTable = shared(Table{
	"paintball.launch":       "paintball.launch",
	"paintball.rapid_fire":   "paintball.rapid",
	"hit":                    "paintball.splat",
	"paintball.splat":        "paintball.thud",
	"paintball.shield_block": "paintball.shield",
	"pickup":                 "paintball.pickup",
	"paintball.flag_planted": "paintball.flag",
	"paintball.cancel":       "invalid",
	"paintball.bonus":        "score",
	"paintball.end":          "fanfare",
	// Drops come with the hit that caused them; posture changes happen
	// every few rounds for every child.
	"paintball.drop":    Quiet,
	"paintball.posture": Quiet,
})

// windwardTable follows sim/windward/stops.go.
var windwardTable = shared(Table{
	"windward.pickup":       "windward.pickup",
	"windward.delivery":     "windward.delivery",
	"windward.abandon":      "windward.abandon",
	"windward.refusal":      "windward.refusal",
	"windward.coffee":       "windward.coffee",
	"windward.card_played":  "windward.card",
	"windward.card_pending": "windward.card", // the card is played now, in effect at the pick-up
	"windward.car_stopped":  "windward.stopped",
	"windward.unstick":      "windward.unstick",
	"windward.round_end":    "fanfare",
})
