// Package coderunner holds the shipped CodeRunner maps, in the original
// 2013 map format (16 rows of 25 cells, then the listed enemies; see
// sim/coderunner.ParseMap). They are our own designs, each left-right
// symmetric with closed enemy programs.
//
// arena/maps embeds the *.txt files here, once, for every tool; Names and
// Lookup read them through it, so that sim/coderunner can pick a default
// map by name.
package coderunner
