package paintball

import (
	"os"
	"strconv"
	"testing"

	"arena/sim"
	pb "arena/sim/paintball"
)

// Captain beats the greedy sparring team: a floor of 80% with a few games
// here, the full figure with ARENA_STRENGTH_GAMES=200 (make strength).
func TestCaptainBeatsGreedy(t *testing.T) {
	games := 20
	if n, err := strconv.Atoi(os.Getenv("ARENA_STRENGTH_GAMES")); err == nil && n > 0 {
		games = n
	}
	wins, losses := 0, 0
	for g := 0; g < games; g++ {
		seed := uint64(3000 + g)
		cp := g % 2
		var o sim.Outcome
		if cp == 0 {
			o, _ = playGame(t, seed, NewCaptain(seed), Greedy{})
		} else {
			o, _ = playGame(t, seed, Greedy{}, NewCaptain(seed))
		}
		switch {
		case o.Ranks[cp] < o.Ranks[1-cp]:
			wins++
		case o.Ranks[cp] > o.Ranks[1-cp]:
			losses++
		}
	}
	t.Logf("captain beat greedy in %d of %d games (%d losses)", wins, games, losses)
	if 10*wins < 8*games {
		t.Errorf("captain beat greedy in only %d of %d", wins, games)
	}
}

// Greedy is a real opponent: it beats sample, and it is deterministic.
func TestGreedyTeam(t *testing.T) {
	wins := 0
	for g := 0; g < 10; g++ {
		seed := uint64(4000 + g)
		o, _ := playGame(t, seed, Greedy{}, NewSample(seed))
		if o.Ranks[0] < o.Ranks[1] {
			wins++
		}
	}
	t.Logf("greedy beat sample in %d of 10", wins)
	if wins < 7 {
		t.Errorf("greedy beat sample in only %d of 10", wins)
	}
	_, a := playGame(t, 9, Greedy{}, NewSample(9))
	_, b := playGame(t, 9, Greedy{}, NewSample(9))
	if a.Hash() != b.Hash() {
		t.Error("greedy: same seed, different games")
	}
}

// Every built-in is deterministic for a seed: the same game twice gives
// the same final hash.
func TestBotsDeterministic(t *testing.T) {
	for _, tc := range []struct {
		name string
		play func() *pb.State
	}{
		{"captain-sample", func() *pb.State { _, s := playGame(t, 21, NewCaptain(21), NewSample(21)); return s }},
		{"sample-captain", func() *pb.State { _, s := playGame(t, 22, NewSample(22), NewCaptain(22)); return s }},
		{"greedy-captain", func() *pb.State { _, s := playGame(t, 23, Greedy{}, NewCaptain(23)); return s }},
	} {
		if a, b := tc.play(), tc.play(); a.Hash() != b.Hash() {
			t.Errorf("%s: same seed, different games", tc.name)
		}
	}
}
