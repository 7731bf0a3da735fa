package worms

// Rules holds every number and switch of the game. DefaultRules is the rule
// text (../shared/rules/worms.txt); ClassicRules is the original Entelect
// Challenge 2019 engine at its phase 1 release (reference worms.md). Each
// field that differs between the two says so, citing both sources.
type Rules struct {
	// MaxRounds is the round limit. Rule text "Summary"/"Scoring": 300;
	// original default-config.json maxRounds: 400 (reference §1.1).
	MaxRounds int
	// MaxIdle is how many consecutive "nothing" or invalid commands a player
	// may give; the next one disqualifies it. 0 = no limit. The rule text
	// has no such rule; the original's maxDoNothings is 12, so the 13th
	// disqualifies (reference §1.1, §2).
	MaxIdle int
	// FaultLoses makes a bot fault (no output in time, unparseable output,
	// crash) lose the game. Rule text "Lose Conditions": true. The original
	// runner submits "No Command" instead, an invalid command worth -4
	// that counts toward the do-nothing streak (reference §2, §3.1): false.
	FaultLoses bool
	// PackAtRoundEnd applies health packs at the end of the round to any worm
	// standing on one. Rule text "The Map": a pack is picked up when a worm
	// moves onto its cell, so false; original round step 5 (reference §1.3):
	// true.
	PackAtRoundEnd bool
	// LingerDead keeps worms at 0 HP or less on the map until the end of the
	// round, where they still block and absorb shots. Rule text "Shoot": an
	// unconscious worm is removed from the map (false; removal happens at
	// the end of each phase, so shots within one phase stay simultaneous);
	// original round step 6 (reference §1.3, §2): true.
	LingerDead bool
	// SymmetricSeats places player 1's worms (and the second health pack) as
	// the left/right mirror image of player 0's, so every generated map is
	// symmetric (the demand). The original's rounding leaves the
	// seats slightly asymmetric (reference §1.2 step 2): false.
	SymmetricSeats bool
	// OriginalRNG draws the collision coin from Kotlin's seeded generator as
	// the original does (reference §1.2: "the same seed also seeds the
	// collision random generator"), so a classic seed replays the original's
	// collisions: true under classic. The rule text only asks for "equal
	// probability"; the default draws from the state's PCG: false.
	OriginalRNG bool

	// The values below are the same in both presets (rule text "Rules" and
	// "Game Input"; original default-config.json, reference §1.1).
	WormHP          int // 150
	WeaponDamage    int // 8
	WeaponRange     int // 4 (floor of the Euclidean distance)
	MoveRange       int // 1 (Chebyshev)
	DigRange        int // 1 (Chebyshev)
	CollisionDamage int // 20: the text says "both worms will take damage"; the original's pushbackDamage
	PackHeal        int // 10

	// Scoring (rule text "Scoring"; original scores, reference §1.1).
	ScoreKill     int // 40: shooting any worm unconscious
	ScoreHit      int // 20: shooting an enemy worm
	ScoreFriendly int // -20: shooting one of your own worms
	ScoreMiss     int // 2: a missed (or blocked) attack
	ScoreMove     int // 5
	ScoreDig      int // 7
	ScoreNothing  int // 0
	ScoreInvalid  int // -4
}

// DefaultRules returns the rule text's rules.
func DefaultRules() Rules {
	r := commonRules()
	r.MaxRounds = 300
	r.MaxIdle = 0
	r.FaultLoses = true
	r.PackAtRoundEnd = false
	r.LingerDead = false
	r.SymmetricSeats = true
	r.OriginalRNG = false
	return r
}

// ClassicRules returns the original engine's rules (reference §1, §2).
func ClassicRules() Rules {
	r := commonRules()
	r.MaxRounds = 400
	r.MaxIdle = 12
	r.FaultLoses = false
	r.PackAtRoundEnd = true
	r.LingerDead = true
	r.SymmetricSeats = false
	r.OriginalRNG = true
	return r
}

func commonRules() Rules {
	return Rules{
		WormHP:          150,
		WeaponDamage:    8,
		WeaponRange:     4,
		MoveRange:       1,
		DigRange:        1,
		CollisionDamage: 20,
		PackHeal:        10,
		ScoreKill:       40,
		ScoreHit:        20,
		ScoreFriendly:   -20,
		ScoreMiss:       2,
		ScoreMove:       5,
		ScoreDig:        7,
		ScoreNothing:    0,
		ScoreInvalid:    -4,
	}
}

// RulesFor returns the rules of a ruleset name: "" (the rule text) or
// "classic".
func RulesFor(ruleset string) (Rules, error) {
	switch ruleset {
	case "":
		return DefaultRules(), nil
	case "classic":
		return ClassicRules(), nil
	}
	return Rules{}, errUnknownRuleset(ruleset)
}
