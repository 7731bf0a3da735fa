package session_test

import "arena/ai/transports"

// The binaries register the agent kinds of ai/transports' table; so do
// these tests, for the proc: bots they play.
func init() { transports.Register(transports.Config{}) }
