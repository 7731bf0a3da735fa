package driver

import "arena/ai/session"

// Call runs fn on the worker, which owns the source, between ticks; the
// frame it returns (if any) is published as a jump. done, if not nil, gets
// fn's error. Scenarios, forks and watch mode use it for what the Source
// interface does not cover.
func (c *Controller) Call(fn func(Source) (*session.Frame, error), done chan error) {
	c.send(request{call: fn, done: done})
}

// Source returns the source being driven. Only methods safe to call from
// another goroutine may be used on it (the protocol inspector's wire and
// drawing records, which the session guards itself).
func (c *Controller) Source() Source {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.src
}
