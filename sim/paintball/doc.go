// Package paintball is the Paintball Panic engine (Operation: Code Clash
// 2014), a pure and deterministic implementation of
// ../shared/rules/paintball-panic.txt, section 5.
package paintball
