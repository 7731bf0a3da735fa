package coderunner

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"arena/ai"
	"arena/ai/match"
	"arena/ai/proc"
	"arena/sim"
	cr "arena/sim/coderunner"
)

// wireBotEnv makes the test binary act as a 2013-style process bot.
const wireBotEnv = "CODERUNNER_WIRE_BOT"

func TestMain(m *testing.M) {
	if os.Getenv(wireBotEnv) == "1" {
		wireBot(os.Stdin, os.Stdout)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// wireBot is a player written the way 2013 competitors wrote theirs: it
// reads only the original protocol (reference §3) token by token and
// answers the first move towards the nearest gold, the official sample's
// strategy, with the movement rules re-implemented from the wire.
func wireBot(in *os.File, out *os.File) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	sc.Split(bufio.ScanWords)
	next := func() string {
		if !sc.Scan() {
			os.Exit(0)
		}
		return sc.Text()
	}
	num := func() int {
		var v int
		fmt.Sscan(next(), &v)
		return v
	}
	w := bufio.NewWriter(out)
	turns := num()
	grid := make([]string, cr.Rows)
	for r := range grid {
		grid[r] = next()
	}
	num()
	num()
	num()
	num()
	n := num()
	for i := 0; i < n; i++ {
		num()
		num()
		next()
	}
	enemies := make([][2]int, n)
	for t := 0; t < turns; t++ {
		if num() == -1 {
			return
		}
		for r := range grid {
			grid[r] = next()
		}
		me := [2]int{num(), num()}
		num()
		num()
		num()
		num()
		num()
		num()
		for i := range enemies {
			enemies[i] = [2]int{num(), num()}
			num()
		}
		// Rebuild a state from the wire alone and reuse the sample's
		// search, so the moves must equal the built-in sample's.
		s := &cr.State{}
		for r := range grid {
			for c := 0; c < cr.Cols; c++ {
				s.Cells[r*cr.Cols+c] = cr.Cell(grid[r][c])
			}
		}
		for _, e := range enemies {
			if e[0] >= 0 {
				s.Enemies = append(s.Enemies, cr.Enemy{Row: e[0], Col: e[1], Alive: true})
			}
		}
		s.Runners[0] = cr.Runner{Row: me[0], Col: me[1], Alive: me[0] >= 0}
		fmt.Fprintln(w, NewSample().Act(s, 0))
		w.Flush()
	}
}

// TestWireProtocol plays a 2013-style process bot (the test binary itself)
// against the built-in sample through the match runner and ai/proc, and
// checks the game equals sample against sample played directly: the bot
// understood every message.
func TestWireProtocol(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(wireBotEnv, "1")
	g := cr.Game{}
	cfg := sim.Config{Map: "ladders", Seed: 1, Params: map[string]string{"turns": "400"}}
	for seat := 0; seat < 2; seat++ {
		p, err := proc.New(strings.Join([]string{exe, "-test.run=^$"}, " "), proc.Options{Framing: g.Codec().Framing()})
		if err != nil {
			t.Fatal(err)
		}
		agents := make([]ai.Agent, 2)
		agents[seat], agents[1-seat] = p, ai.NewBuiltin(NewSample())
		r, err := match.New(g, cfg, agents, match.Options{NoTimeout: true})
		if err != nil {
			t.Fatal(err)
		}
		res, err := r.Run(context.Background())
		r.Close()
		if err != nil {
			t.Fatal(err)
		}
		st, _ := g.New(cfg)
		m := st.(*cr.State)
		direct := play(t, mapOf(t, m), m.Rules, NewSample(), NewSample())
		if res.Outcome.Scores[0] != direct[0] || res.Outcome.Scores[1] != direct[1] {
			t.Errorf("seat %d: wire game scores %v, direct game %v", seat, res.Outcome.Scores, direct)
		}
	}
}

// mapOf recovers a Map from a fresh state (cells, spawns, listed enemies).
func mapOf(t *testing.T, s *cr.State) *cr.Map {
	m := &cr.Map{Cells: s.Cells}
	for p := 0; p < 2; p++ {
		m.Spawn[p] = [2]int{s.Runners[p].SpawnRow, s.Runners[p].SpawnCol}
	}
	for _, e := range s.Enemies {
		m.Enemies = append(m.Enemies, cr.MapEnemy{Row: e.SpawnRow, Col: e.SpawnCol, Program: e.Program})
	}
	return m
}
