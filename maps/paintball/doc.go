// Package paintball holds the shipped Paintball Panic fields, one text file
// each: 31 lines of 31 whitespace-separated Table 6 tokens (. T V W R B S A
// L F Pn), the first line being y = 30 and the first token x = 0, with '#'
// comment lines on top (see arena/sim/paintball.ParseField). Every field is
// point-symmetric about the centre, keeps the start squares free, holds at
// least two shields and two rapid-fire adapters and leaves every square
// reachable; arena/sim/paintball's tests load each one through arena/maps
// and check that. The fields are built by sim/paintball/designed_test.go
// (PAINTBALL_WRITE_MAPS rewrites them); the seeded generator used when no
// field is given is sim/paintball.Generate.
package paintball
