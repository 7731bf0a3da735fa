// Package paintball holds the paintball map files and, where the game has one, its map generator.
package paintball
