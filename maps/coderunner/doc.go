// Package coderunner holds the shipped CodeRunner maps, in the original
// 2013 map format (16 rows of 25 cells, then the listed enemies; see
// sim/coderunner.ParseMap). They are our own designs, each left-right
// symmetric with closed enemy programs.
//
// arena/maps finds the *.txt files here for every tool; this package also
// embeds them itself so that sim/coderunner can pick a default map without
// importing arena/maps. It imports only the standard library.
package coderunner
