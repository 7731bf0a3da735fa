package app

// Call runs fn on the worker, which owns the source, between ticks; the
// frame it returns (if any) is published as a jump. done, if not nil, gets
// fn's error. Scenarios, forks and watch mode use it for what the Source
// interface does not cover.
func (c *Controller) Call(fn func(Source) (*Frame, error), done chan error) {
	c.send(request{call: fn, done: done})
}
