// Package maps embeds every shipped map file (maps/<game>/*) and looks maps
// up by game and name, or reads a user's map file by path. It reads no
// engine code: parsing and validation belong to each sim/<game> package.
package maps
