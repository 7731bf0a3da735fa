// Package aitest is a scripted fake bot for fault tests: the test binary
// re-executes itself as a bot whose behaviour is chosen on its command line.
//
// A package that wants fake bots calls Main from TestMain:
//
//	func TestMain(m *testing.M) { aitest.Main(m) }
//
// and builds agent specs with Command:
//
//	spec := aitest.Command(t, aitest.Hang)          // "proc:/tmp/…/x.test aitest-bot hang"
//	spec := aitest.Command(t, aitest.Echo, "reply=nothing", "chunk")
//
// The fake bot reads its hello (the first "hello=N" lines, default 1) and
// then treats every input line as one observation, or with "chunk" every
// burst of input as one observation (for games whose observations span
// several lines, written in one piece by ai/proc).
//
// Worst wraps built-in bots in benchmarks to report their slowest turn
// (the worst-ms/turn metric), to compare with each game's time limit.
//
// CheckReadOnly plays whole games checking that built-ins marked
// ai.ReadOnly never change the state they are asked on, which is what lets
// the runner hand them the live state instead of a clone.
package aitest
