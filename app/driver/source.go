package driver

import (
	"context"
	"errors"

	"arena/ai/session"
	"arena/ai/tcp"
	"arena/maps"
	"arena/sim"
)

// Source is what the Controller drives: a live match or a replay. Only the
// Controller's worker goroutine calls its methods, except Meta.
type Source interface {
	Meta() session.Meta
	// Current returns the frame at the cursor.
	Current() *session.Frame
	// Next moves the cursor one tick forward: it replays a recorded tick
	// when the cursor is behind the end, else plays a new one (asking the
	// bots). It returns session.ErrEnded at the end of a finished match.
	Next(ctx context.Context) (*session.Frame, error)
	// Seek moves the cursor to any recorded tick.
	Seek(tick int) (*session.Frame, error)
	// Edit applies an edit at the cursor; recorded ticks after it are
	// dropped (the timeline forks there).
	Edit(text string) (*session.Frame, error)
	// Markers returns the marked events (the game's Info().Markers, and
	// faults) recorded so far.
	Markers() []session.Marker
	// Logs returns the log entries of player p up to and including tick.
	Logs(p, tick, max int) []session.LogEntry
	// Save writes the replay of everything recorded to path.
	Save(path string) error
	Close() error
}

// Sessions (ai/session) are the sources of live matches and opened
// replays: *session.Session implements Source, and stopper for Stop.
var _ interface {
	Source
	stopper
} = (*session.Session)(nil)

// Start starts a live match through match.Runner.
func Start(spec session.Spec) (Source, error) {
	s, err := session.Start(spec)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Open opens a replay file, or a game recorded by an original engine
// (replay.OpenRecorded), as a source.
func Open(path string) (Source, error) {
	s, err := session.Open(path)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Lobby is the source shown while clients join (the original server's
// Join): the city as the match will start, the joined teams in the first
// cars, the game's fillers in the others. It never ticks.
type Lobby struct {
	meta  session.Meta
	frame *session.Frame
}

// NewLobby builds the lobby's city for spec with the clients joined so
// far.
func NewLobby(spec session.Spec, clients []tcp.Client) (*Lobby, error) {
	g, err := sim.Lookup(spec.Game)
	if err != nil {
		return nil, err
	}
	cfg := sim.Config{Ruleset: spec.Ruleset, Seed: spec.Seed, Params: spec.Params}
	if spec.Map != "" {
		if cfg.Map, cfg.MapData, err = maps.Resolve(spec.Game, spec.Map); err != nil {
			return nil, err
		}
	}
	meta := session.Meta{Game: spec.Game, Title: g.Info().Title + " - waiting for clients", Seed: spec.Seed, Map: cfg.Map, Ruleset: spec.Ruleset}
	for _, c := range clients {
		cfg.Players = append(cfg.Players, c.Name)
		meta.Players = append(meta.Players, sim.PlayerView{Name: c.Name, Agent: "tcp:@" + c.Name, Avatar: session.DecodeAvatar(c.Avatar)})
	}
	if n := g.Info().MaxPlayers; n > 0 && len(cfg.Players) > n {
		cfg.Players = cfg.Players[:n]
	}
	st, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	return &Lobby{meta: meta, frame: &session.Frame{State: st, Players: meta.Players}}, nil
}

var errLobby = errors.New("waiting for clients: Lock (Ctrl+L) starts the match")

// The Source methods: the lobby stands still and refuses edits and saves.
func (s *Lobby) Meta() session.Meta                           { return s.meta }
func (s *Lobby) Current() *session.Frame                      { return s.frame }
func (s *Lobby) Next(context.Context) (*session.Frame, error) { return s.frame, session.ErrEnded }
func (s *Lobby) Seek(int) (*session.Frame, error)             { return s.frame, nil }
func (s *Lobby) Edit(string) (*session.Frame, error)          { return s.frame, errLobby }
func (s *Lobby) Markers() []session.Marker                    { return nil }
func (s *Lobby) Logs(int, int, int) []session.LogEntry        { return nil }
func (s *Lobby) Save(string) error                            { return errLobby }
func (s *Lobby) Close() error                                 { return nil }
