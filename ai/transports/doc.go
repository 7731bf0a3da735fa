// Package transports is the table of agent kinds both binaries register:
// every way a seat can be played besides a built-in (builtin: is
// ai/match's own). A row names the kind, its usage and help line, and
// makes its transport from the binary's configuration (the --listen
// address, real time or lockstep). A new transport is one package under
// ai/ and one row here; ParseSpec, the registries, --help and the start
// screen take it from there.
package transports
