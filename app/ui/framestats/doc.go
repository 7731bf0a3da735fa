// Package framestats is the window's frame-time display (F3): frames per
// second, ticks played per second, and the milliseconds Update and Draw
// take, each averaged over the last half second so the figures can be
// read. The app feeds it each Update's and Draw's duration; it draws its
// one line in the corner of the rectangle it is given.
package framestats
