package ai

import (
	"context"
	"fmt"
	"sort"
	"sync"
	"time"

	"arena/sim"
)

// Bot is a built-in Go bot. Act must not keep s beyond the call unless it
// clones it; it is given its own clone each turn.
type Bot interface {
	Act(s sim.State, p sim.PlayerID) sim.Action
}

// ReadOnly is implemented by a Bot whose Act only reads the state it is
// given and keeps nothing of it after returning. The runner then hands it
// the live state instead of a clone of it for each turn.
type ReadOnly interface {
	Bot
	ReadsOnly()
}

// BotInfo describes a registered built-in.
type BotInfo struct {
	Game, Name, Doc string
	New             func(seed uint64) Bot
}

// Registry holds built-in bots by game and name. Binaries fill Default
// from the table of games (cmd/internal/games); code that must not depend
// on the process's registrations builds its own with NewRegistry and passes
// it as a value (match.Registry).
type Registry struct {
	mu   sync.RWMutex
	bots map[string]BotInfo
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{bots: map[string]BotInfo{}} }

// Default is the process's registry, which Register, Bots and LookupBot use.
var Default = NewRegistry()

// Register adds a built-in bot for game under name; twice panics.
func (r *Registry) Register(game, name, doc string, newBot func(seed uint64) Bot) {
	r.mu.Lock()
	defer r.mu.Unlock()
	key := game + "/" + name
	if _, dup := r.bots[key]; dup {
		panic("ai: bot registered twice: " + key)
	}
	r.bots[key] = BotInfo{Game: game, Name: name, Doc: doc, New: newBot}
}

// Bots lists the built-ins of game, sorted by name.
func (r *Registry) Bots(game string) []BotInfo {
	r.mu.RLock()
	defer r.mu.RUnlock()
	var out []BotInfo
	for _, b := range r.bots {
		if b.Game == game {
			out = append(out, b)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// LookupBot finds a built-in by game and name.
func (r *Registry) LookupBot(game, name string) (BotInfo, error) {
	r.mu.RLock()
	b, ok := r.bots[game+"/"+name]
	r.mu.RUnlock()
	if !ok {
		var names []string
		for _, x := range r.Bots(game) {
			names = append(names, x.Name)
		}
		return BotInfo{}, fmt.Errorf("unknown built-in bot %q for %s (known: %v)", name, game, names)
	}
	return b, nil
}

// Register adds a built-in bot for game under name to Default. cmd/* call
// it explicitly (through cmd/internal/games).
func Register(game, name, doc string, newBot func(seed uint64) Bot) {
	Default.Register(game, name, doc, newBot)
}

// Bots lists Default's built-ins of game, sorted by name.
func Bots(game string) []BotInfo { return Default.Bots(game) }

// LookupBot finds a built-in of Default by game and name.
func LookupBot(game, name string) (BotInfo, error) { return Default.LookupBot(game, name) }

// Builtin adapts a Bot to the Agent interface. Act runs on its own goroutine
// under the turn's deadline: Go cannot preempt it, so a late answer is
// discarded and reported as TIMEOUT, and the abandoned goroutine finishes on
// its own.
type Builtin struct {
	Bot Bot
	// busy is closed when the previous Act returns; a bot still thinking
	// about an old turn is not asked again until it is done.
	busy chan struct{}
}

// NewBuiltin wraps b.
func NewBuiltin(b Bot) *Builtin { return &Builtin{Bot: b} }

// ReadsOnly reports whether the bot promises not to change the state it is
// asked on (see ReadOnly).
func (b *Builtin) ReadsOnly() bool {
	_, ok := b.Bot.(ReadOnly)
	return ok
}

// Start does nothing: built-ins read the state directly.
func (b *Builtin) Start(ctx context.Context, hello []byte) error { return nil }

// Ask runs Act on t.State.
func (b *Builtin) Ask(ctx context.Context, t Turn) (Reply, error) {
	start := time.Now()
	if b.busy != nil {
		select {
		case <-b.busy:
		case <-ctx.Done():
			return Reply{Elapsed: time.Since(start)}, &Fault{Status: sim.Timeout, Reason: "still busy with an earlier turn"}
		}
	}
	done := make(chan struct{})
	b.busy = done
	var act sim.Action
	var panicked any
	go func() {
		defer close(done)
		defer func() { panicked = recover() }()
		act = b.Bot.Act(t.State, t.Player)
	}()
	select {
	case <-done:
		if panicked != nil {
			return Reply{Elapsed: time.Since(start)}, &Fault{Status: sim.Crashed, Reason: fmt.Sprintf("panic: %v", panicked)}
		}
		return Reply{Action: act, Elapsed: time.Since(start)}, nil
	case <-ctx.Done():
		return Reply{Elapsed: time.Since(start)}, &Fault{Status: sim.Timeout, Reason: "built-in bot did not answer before the deadline"}
	}
}

// Close does nothing.
func (b *Builtin) Close() error { return nil }
