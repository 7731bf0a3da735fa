// Package windward holds the windward map files and, where the game has one, its map generator.
package windward
