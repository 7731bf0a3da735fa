// Package fileio reads the files a user hands arena (maps, replays, recorded
// games) with limits, so a hostile file fails fast with a one-line error
// naming it instead of exhausting memory or hanging.
//
// Only regular files are read: a FIFO would block forever, /dev/zero never
// ends, a directory is a mistake. Each format has a Limit: a size on disk, a
// size once decompressed (gzip is inflated through a counting reader that
// stops at the cap, so a small bomb cannot expand to gigabytes) and a
// longest line. Errors always begin with the file's name and quote at most a
// short excerpt of its content (Excerpt).
package fileio
