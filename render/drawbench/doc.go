// Package drawbench is the body every renderer's BenchmarkDraw shares: a
// mid-game scene played by built-in bots, drawn as the window shows it,
// plain and with overlays. It lives apart from render/guitest because it
// needs render, which render's own tests (users of guitest) may not pull
// in twice. Everything but this file is behind the gui build tag.
package drawbench
