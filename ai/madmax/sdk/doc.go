// Package sdk is arena's C++ SDK for Madmax players written for the
// original EDA-JOC framework (Mad Max 2020). Those players are C++ classes
// against the framework's API (Player.hh, Board.hh, Action.hh, Defs.hh,
// Utils.hh, Registry.hh: struct PLAYER_NAME : public Player, play() every
// round, RegisterPlayer(PLAYER_NAME)) that the original compiled into its
// game. The SDK implements that API itself, over arena's Madmax line
// protocol (sim/madmax, "Bot protocol"), so an unmodified AIName.cc builds
// into a program arena plays as proc:.
//
// # Files
//
// The C++ files live in cpp/ and examples/ and are embedded: Files are the
// SDK (the six API headers, their sources Main.cc, Registry.cc and
// Utils.cc, a Makefile and a README.md for a build of one's own) and
// Examples two players written to the API: AIDemo.cc, which plays exactly
// as builtin:demo, and AINull.cc, a template. Write puts them in a folder
// (arenactl sdk madmax --out DIR). Hash names this version of the SDK.
//
// # Fidelity
//
// A player's random numbers come from the original framework's generator
// (Random_generator in Utils.hh, the Park–Miller generator of sim/madmax's
// RNG) seeded as the original seeded it: the game seed plus the player's
// id when the game starts, then before each round a number drawn from the
// player's stream reseeds it, which leaves the stream where the draw left
// it. The Board a player reads is the round arena sent: every cell, car
// and missile, with the original's conventions (columns normalised, a
// dead car occupying no cell, a cell's car or missile id, -1 otherwise).
// A player's stdout is moved to stderr before the player is made, so a
// player's debugging output never corrupts the protocol.
//
// # Building
//
// Build writes the SDK into a cache folder keyed by Hash (under the user's
// cache directory), compiles the SDK's sources there once per compiler and
// flags, and compiles and links the player's sources against them with the
// system's C++ compiler ($CXX, else g++, c++ or clang++; FindCompiler),
// with -std=gnu++17 -O2 -DNDEBUG and then $CXXFLAGS. The player's sources
// are compiled from copies (diagnostics still name the originals, through
// #line), so the framework's own headers lying beside them are never
// picked up instead of the SDK's; the framework's own sources (Board.cc,
// Game.cc, Main.cc, ...) among the files given are skipped.
package sdk
