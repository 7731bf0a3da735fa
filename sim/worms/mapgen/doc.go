// Package mapgen is the Worms map generator. Like every map generator it
// lives beside its engine under sim/<game> (sim/paintball and sim/madmax
// generate inside their engine packages); maps/<game> holds only shipped
// map files.
//
// Generate builds the 33×33 map of the Entelect Challenge 2019 from a seed,
// following the original generator step by step (reference worms.md §1.2):
// left/right mirrored simplex-noise terrain (noise.go is our own
// implementation of Stefan Gustavson's 3-D simplex noise), six worms on a
// radius-15 circle, each in a 5×5 dirt room with a 3×3 air pocket, deep
// space beyond radius 17, and two health packs near the centre.
//
// With Symmetric set (the default ruleset), player 1's worms and the second
// health pack are the exact left/right mirror images of player 0's worm and
// first pack, so the whole map is mirror-symmetric with the players swapped.
// Without it (the classic ruleset), the seats and packs are the original's,
// whose rounding leaves them slightly asymmetric.
//
// The package imports only the standard library, so sim/worms uses it
// without an import cycle. Generate is pure: the same seed always gives the
// same map.
package mapgen
