package transports

import (
	"fmt"

	"arena/ai"
	"arena/ai/entelect"
	"arena/ai/match"
	"arena/ai/proc"
	"arena/ai/tcp"
	"arena/sim"
	"arena/sim/worms"
)

// Config binds the transports to one binary's flags.
type Config struct {
	// Listen is the TCP address clients of games that speak TCP
	// (Windwardopolis 2) connect to; "" is tcp.DefaultAddr.
	Listen string
	// RealTime plays TCP clients in real time, as the original server did
	// (the window, arenactl --pace TPS): they are never waited for on a
	// status. Otherwise (arenactl --pace lockstep) the engine waits for
	// their answers, so results do not depend on the machine's speed.
	RealTime bool
}

// Entry is one agent kind.
type Entry struct {
	Kind match.Kind
	Make func(Config) match.Transport
}

// Table lists every agent kind beyond builtin:, in the order help shows
// them. It is a function so that no package can change the table the
// binaries register.
func Table() []Entry { return table() }

func table() []Entry {
	return []Entry{
		{match.Kind{Name: "proc", Usage: "proc:COMMAND LINE",
			Doc: "a local program speaking the game's protocol on stdin/stdout (Windwardopolis: a client that connects back over TCP)"}, procTransport},
		{match.Kind{Name: "tcp", Usage: "tcp:[@TEAM]",
			Doc: "a client started by hand that joins on --listen (Windwardopolis): the first to join, or the team TEAM"}, tcpTransport},
		{match.Kind{Name: "entelect", Usage: "entelect:DIR",
			Doc: "an Entelect Challenge 2019 bot folder (DIR holds bot.json), run as the original runner did (Worms)"}, entelectTransport},
	}
}

// Registry returns a registry of the process's games and built-ins
// (sim.Default, ai.Default) with every kind of the table bound to c.
func Registry(c Config) *match.Registry {
	r := match.NewRegistry(sim.Default, ai.Default)
	for _, e := range Table() {
		r.RegisterKind(e.Kind, e.Make(c))
	}
	return r
}

// Register binds every kind of the table into match.Default, once per
// process (the binaries' main).
func Register(c Config) {
	for _, e := range Table() {
		match.RegisterKind(e.Kind, e.Make(c))
	}
}

// speaksTCP says whether g's bots are network clients rather than
// programs on stdin: a codec framing replies as length-prefixed XML
// documents (Windwardopolis 2, reference §3.1).
func speaksTCP(g sim.Game) bool {
	c := g.Codec()
	return c != nil && c.Framing().XML
}

// procTransport starts a local program: on stdin/stdout (ai/proc), or for
// a game whose clients speak TCP a program that connects back (ai/tcp).
func procTransport(c Config) match.Transport {
	launch := tcp.NewLaunchTransport(c.Listen, c.RealTime)
	return func(q match.Request) (ai.Agent, error) {
		if q.Spec.Arg == "" {
			return nil, fmt.Errorf("agent spec %q: missing command line after the colon", q.Spec)
		}
		codec := q.Game.Codec()
		if codec == nil {
			return nil, fmt.Errorf("agent %q: %s has no bot codec", q.Spec, q.Game.Info().ID)
		}
		if speaksTCP(q.Game) {
			return launch(q.Game, q.Spec.Arg, q.Seed)
		}
		return proc.New(q.Spec.Arg, proc.Options{Framing: codec.Framing(), Args: q.TournamentArgs()})
	}
}

// tcpTransport waits for a client on the listen address.
func tcpTransport(c Config) match.Transport {
	wait := tcp.NewTransport(c.Listen)
	if c.RealTime {
		wait = tcp.NewRealTimeTransport(c.Listen)
	}
	return func(q match.Request) (ai.Agent, error) {
		if !speaksTCP(q.Game) {
			return nil, fmt.Errorf("agent %q: %s bots are programs on stdin and stdout (proc:), not TCP clients", q.Spec, q.Game.Info().ID)
		}
		return wait(q.Game, q.Spec.Arg, q.Seed)
	}
}

// entelectTransport runs an Entelect Challenge 2019 bot folder (ai/entelect)
// as a process of ai/proc, given what every process bot is given.
func entelectTransport(Config) match.Transport {
	return func(q match.Request) (ai.Agent, error) {
		if id := q.Game.Info().ID; id != worms.ID {
			return nil, fmt.Errorf("agent %q: entelect: runs Entelect Challenge 2019 bots, which play Worms, not %s", q.Spec, id)
		}
		if q.Spec.Arg == "" {
			return nil, fmt.Errorf("agent spec %q: missing bot folder after the colon (entelect:DIR, DIR holding bot.json)", q.Spec)
		}
		a, err := entelect.New(q.Spec.Arg, proc.Options{})
		if err != nil {
			return nil, fmt.Errorf("agent %q: %v", q.Spec, err)
		}
		return a, nil
	}
}
