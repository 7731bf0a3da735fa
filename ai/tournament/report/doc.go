// Package report draws a tournament's results as one self-contained HTML
// page: standings, ratings with their intervals, the pairwise win-rate heat
// map, score distributions per player, seat bias and the games that ended
// in faults. Everything is inline (CSS and SVG, no scripts, fonts or other
// network requests), so the page opens anywhere, offline, and can be
// mailed as one file.
package report
