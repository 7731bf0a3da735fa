// Package worms holds the shipped Worms map files, which maps.Lookup finds:
// pit.txt, a small 15×15 mirror-symmetric arena in sim/worms' map-file
// format (maps.Lookup("worms", "pit")). The generator of the default maps is
// sim/worms/mapgen: generators live beside their engines, and the
// dependency runs from sim to maps, never back.
package worms
