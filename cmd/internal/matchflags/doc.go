// Package matchflags holds the match flags the desktop app (cmd/arena) and
// arenactl share, so both accept the same names with the same meanings:
// --rules (and its alias --ruleset), --no-timeout, --rounds and --param.
// It is their one definition: neither binary defines these flags itself.
//
// Adding a flag both binaries take (say --bot-mem SIZE) is:
//
//   - a field in Flags and one line in Register, its value name
//     back-quoted in the usage text ("the memory limit `SIZE` of a bot"),
//     which both binaries' help shows as "--bot-mem SIZE"; checks of the
//     value go in a method beside RulesetName and ParamMap, with a row in
//     TestFlags;
//   - using the value: in arenactl, where matchFlags are resolved (run and
//     tournament take them through matchFlags.register in cmd/arenactl's
//     run.go); in the app, where cmd/arena's main fills app.Options from
//     cmdline.Options.Match.
//
// arenactl's help, completion and tests, and the app's help, pick the flag
// up from the definition. A flag only one binary takes goes in that binary:
// a field and a line in its subcommand's flags method (arenactl) or in
// cmdline.Options.define (the app).
//
// Register takes a standard library flag.FlagSet: the app parses with it,
// and arenactl adds the same definitions to its pflag set (AddGoFlagSet).
// The package imports only the standard library, and must stay so: the
// app parses its command line before Ebitengine's package initializer
// opens the display (cmd/arena/early; cmd/arena/cmdline's TestInitOrder
// fails when an import breaks that order).
package matchflags
