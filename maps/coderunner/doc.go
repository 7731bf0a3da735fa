// Package coderunner holds the coderunner map files and, where the game has one, its map generator.
package coderunner
