package sound

// The package's own tests render, hash and mix every game's effects: the
// binaries register the games' sounds through the game table
// (cmd/internal/games, whose test checks each game's cues against its
// engine); these tests register them here.
func init() {
	for id, g := range map[string]Game{"worms": Worms, "coderunner": CodeRunner, "madmax": Madmax, "paintball": Paintball, "windward": Windward} {
		Register(id, g)
	}
}
