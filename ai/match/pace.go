package match

import (
	"context"
	"time"
)

// Pace plays Run in real time, as the original Windwardopolis server did
// (96 ticks a wall-clock second by default, reference §1.1): tick k of the
// run starts no earlier than the run's start plus k/TPS. Clients that send
// orders whenever they like (ai.Async agents, the 2014 TCP clients) then
// see the game move as fast as it moved for them in 2014, whatever the
// host's speed. The zero Pace plays as fast as the host can.
type Pace struct {
	// TPS is the number of ticks per wall-clock second; 0 = no pacing.
	TPS float64
	// Clock tells the time and sleeps; nil is the system clock. Tests
	// inject one so that no test depends on the wall clock.
	Clock Clock
}

// Clock is the time source of a Pace.
type Clock interface {
	Now() time.Time
	// Sleep waits for d or until ctx is done, whichever comes first, and
	// returns ctx's error in the second case.
	Sleep(ctx context.Context, d time.Duration) error
}

// systemClock is the wall clock.
type systemClock struct{}

func (systemClock) Now() time.Time { return time.Now() }

func (systemClock) Sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// maxLag is how far behind its schedule a paced run may fall before it
// gives up the lost time instead of catching it up: a tick that took long
// (a client's <ready> awaited, a slow host) is followed by ticks at the
// normal pace, never by a burst. The original's timer fired 24 times a
// second and dropped the frames it missed (reference §1.1: 4 ticks a
// frame at 96 ticks/s); one of its frames is the slack kept here.
const maxLag = time.Second / 24

// pacer keeps a run's schedule.
type pacer struct {
	every time.Duration // one tick
	clock Clock
	next  time.Time // when the next tick may start; zero before the first
}

func newPacer(p Pace) *pacer {
	if p.TPS <= 0 {
		return nil
	}
	c := p.Clock
	if c == nil {
		c = systemClock{}
	}
	return &pacer{every: time.Duration(float64(time.Second) / p.TPS), clock: c}
}

// wait returns when the next tick may start, or with ctx's error.
func (p *pacer) wait(ctx context.Context) error {
	now := p.clock.Now()
	switch {
	case p.next.IsZero() || now.Sub(p.next) > maxLag:
		p.next = now // the first tick, or too far behind: start afresh
	case now.Before(p.next):
		if err := p.clock.Sleep(ctx, p.next.Sub(now)); err != nil {
			return err
		}
	}
	p.next = p.next.Add(p.every)
	return nil
}
