package worms

import (
	"encoding/json"
	"strings"
	"testing"

	"arena/sim"
)

// entelectTiny is a classic state on a tiny map at round 7: player 0's
// worm 1 hit down to 140, player 1's worm 1 fallen at -3 (Fallen), its
// worm 2 active, a health pack at (2, 0).
func entelectTiny(t *testing.T) *State {
	t.Helper()
	s := mk(t, ClassicRules(), "a.+", "#X.", "B.A")
	s.Round = 7
	s.Scores = [Players]int{12, -4}
	s.Idle = [Players]int{2, 0}
	s.Worms[1].HP = -3 // A: player 1's worm 1
	s.removeDead(nil, 6, "test")
	s.Worms[0].HP = 140
	s.Active[1] = 2
	return s
}

// TestEntelectStateJSON: state.json as the original engine's Gson wrote it
// (reference §3.1): field names and order, the perspective player's
// weapons and health only, a fallen worm in its team's list with its
// health at or below 0 and off the map, occupier and powerup on cells,
// player ids 1 and 2. The expected text is the output of the original
// renderer's classes (WormsGameDetails and the printables, Gson 2.10) for
// this state, but for the scores, which are arena's total (State.Total)
// where the original divided by the team's size rather than by three (a
// tiny map's teams are smaller).
func TestEntelectStateJSON(t *testing.T) {
	s := entelectTiny(t)
	want := `{"currentRound":7,"maxRounds":400,"pushbackDamage":20,"mapSize":3,"currentWormId":1,"consecutiveDoNothingCount":2,"myPlayer":{"id":1,"score":58,"health":140,"currentWormId":1,"worms":[{"id":1,"health":140,"position":{"x":0,"y":0},"weapon":{"damage":8,"range":4},"diggingRange":1,"movementRange":1}]},"opponents":[{"id":2,"score":46,"currentWormId":2,"worms":[{"id":1,"health":-3,"position":{"x":2,"y":2},"diggingRange":1,"movementRange":1},{"id":2,"health":150,"position":{"x":0,"y":2},"diggingRange":1,"movementRange":1}]}],"map":[[{"x":0,"y":0,"type":"AIR","occupier":{"id":1,"playerId":1,"health":140,"position":{"x":0,"y":0},"weapon":{"damage":8,"range":4},"diggingRange":1,"movementRange":1}},{"x":1,"y":0,"type":"AIR"},{"x":2,"y":0,"type":"AIR","powerup":{"type":"HEALTH_PACK","value":10}}],[{"x":0,"y":1,"type":"DIRT"},{"x":1,"y":1,"type":"DEEP_SPACE"},{"x":2,"y":1,"type":"AIR"}],[{"x":0,"y":2,"type":"AIR","occupier":{"id":2,"playerId":2,"health":150,"position":{"x":0,"y":2},"diggingRange":1,"movementRange":1}},{"x":1,"y":2,"type":"AIR"},{"x":2,"y":2,"type":"AIR"}]]}`
	got := string(EntelectStateJSON(nil, s, 0))
	if got != want {
		t.Errorf("state.json for player 1:\n got %s\nwant %s", got, want)
	}
	for p := 0; p < Players; p++ {
		if b := EntelectStateJSON(nil, s, p); !json.Valid(b) {
			t.Errorf("player %d: not JSON: %s", p, b)
		}
	}
	// The second player's file: its own worms carry weapons, the fallen one
	// too; the opponent's have none and no health of the player.
	var st struct {
		MyPlayer struct {
			ID     int
			Health *int
			Worms  []map[string]any
		}
		Opponents []struct{ Health *int }
	}
	if err := json.Unmarshal(EntelectStateJSON(nil, s, 1), &st); err != nil {
		t.Fatal(err)
	}
	if st.MyPlayer.ID != 2 || st.MyPlayer.Health == nil || *st.MyPlayer.Health != 150 || len(st.MyPlayer.Worms) != 2 ||
		st.MyPlayer.Worms[0]["weapon"] == nil || st.Opponents[0].Health != nil {
		t.Errorf("player 2's view: %+v", st)
	}
}

// TestEntelectTextMap: textMap.txt as WormsRendererText wrote it: six
// sections with their line counts, a blank line between them but for two
// at the end of the opponents' section, two characters a cell, a worm as
// its player's id then its own, no line break at the end. The expected
// text is the original renderer's template run on this state.
func TestEntelectTextMap(t *testing.T) {
	s := entelectTiny(t)
	want := strings.Join([]string{
		"@01 Match Details",
		"Section lines count: 10",
		"Current round: 7",
		"Max rounds: 400",
		"Map size: 3",
		"Current worm id: 2",
		"Consecutive do nothing count: 0",
		"Players count: 2",
		"Worms per player: 1",
		"Pushback Damage: 20",
		"",
		"@02 My Player",
		"Section lines count: 25",
		"Player id: 2",
		"Score: 46",
		"Health: 150",
		"Current Worm: 2",
		"Worms: ",
		"",
		"Worm id: 1",
		"Health: -3",
		"Position x: 2",
		"Position y: 2",
		"Digging range: 1",
		"Movement range: 1",
		"Weapon damage: 8",
		"Weapon range: 4",
		"",
		"Worm id: 2",
		"Health: 150",
		"Position x: 0",
		"Position y: 2",
		"Digging range: 1",
		"Movement range: 1",
		"Weapon damage: 8",
		"Weapon range: 4",
		"",
		"@03 Opponents",
		"Section lines count: 15",
		"Player id: 1",
		"Score: 58",
		"Current Worm: 1",
		"Worms: ",
		"",
		"Worm id: 1",
		"Health: 140",
		"Position x: 0",
		"Position y: 0",
		"Digging range: 1",
		"Movement range: 1",
		"",
		"",
		"@04 Special Items",
		"Section lines count: 3",
		"HEALTH_PACK: 10",
		"",
		"@05 Legend",
		"Section lines count: 7",
		"DEEP_SPACE: ██ ASCII:219",
		"DIRT: ▓▓ ASCII:178",
		"AIR: ░░ ASCII:176",
		"HEALTH_PACK: ╠╣ ASCII:204, 185",
		"WORM_MARKER: 13 Example for:Player1, Worm3",
		"",
		"@06 World Map",
		"Section lines count: 5",
		"11░░╠╣",
		"▓▓██░░",
		"22░░░░",
	}, "\n")
	if got := string(EntelectTextMap(nil, s, 1)); got != want {
		t.Errorf("textMap.txt for player 2:\n%s\nwant\n%s", got, want)
	}
}

// TestFallenKept: a worm that falls is kept in Fallen as it fell, through
// Clone and the snapshot, and neither the hash nor replay format 1's hash
// sees it; a snapshot of version 1 still restores.
func TestFallenKept(t *testing.T) {
	for _, pr := range presets {
		s := mk(t, pr.rules, "a.A", "...", "...")
		s.Worms[1].HP = 8
		s.Apply(cmds(t, "shoot E", ""))
		if len(s.Worms) != 1 || len(s.Fallen) != 1 || s.Fallen[0] != (Worm{Player: 1, ID: 1, X: 2, Y: 0, HP: 0}) {
			t.Fatalf("%s: worms %v fallen %v", pr.name, s.Worms, s.Fallen)
		}
		c := s.clone()
		c.Fallen = append(c.Fallen, Worm{Player: 0, ID: 3})
		if len(s.Fallen) != 1 {
			t.Errorf("%s: an append to the clone's Fallen changed the original", pr.name)
		}
		b, err := s.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var r State
		if err := r.UnmarshalBinary(b); err != nil || len(r.Fallen) != 1 || r.Fallen[0] != s.Fallen[0] {
			t.Errorf("%s: snapshot round trip: %v %v", pr.name, r.Fallen, err)
		}
		h, h1 := s.Hash(), sim.HashV1(s)
		k := s.clone()
		k.Fallen = nil
		if k.Hash() != h || sim.HashV1(k) != h1 {
			t.Errorf("%s: the fallen worms changed a hash", pr.name)
		}
		var v1 State
		if err := v1.UnmarshalBinary(s.AppendSnapshotV1(nil)); err != nil || v1.Fallen != nil || v1.Hash() != h {
			t.Errorf("%s: version 1 snapshot: %v", pr.name, err)
		}
	}
}
