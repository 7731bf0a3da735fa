// Package worms holds the worms map files and, where the game has one, its map generator.
package worms
