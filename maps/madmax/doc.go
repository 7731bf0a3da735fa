// Package madmax holds the madmax map files and, where the game has one, its map generator.
package madmax
