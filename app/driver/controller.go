package driver

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"arena/ai/session"
	"arena/sim"
)

// request is a UI request served by the worker between ticks.
type request struct {
	isSeek  bool
	step    bool
	edit    string
	save    string
	replace Source                               // a new source (restart, open replay)
	stop    bool                                 // end a live match (stopper)
	call    func(Source) (*session.Frame, error) // run on the worker (calls.go)
	done    chan error
}

// stopper is a Source that can end its live match early (the original
// Windwardopolis server's Stop).
type stopper interface {
	Stop() error
}

// Controller runs a Source on a worker goroutine. The UI thread calls its
// methods, which never block on the source: they queue requests or adjust
// atomics, and the newest frame is read with Frame.
type Controller struct {
	frame   atomic.Pointer[session.Frame]
	playing atomic.Bool
	full    atomic.Bool
	credits atomic.Int64
	// grant is the last Grant's tick count: more credits than that left
	// mean the worker is behind the clock.
	grant atomic.Int64
	// taken says the UI has read the newest frame (Frame) since the
	// worker published it.
	taken atomic.Bool
	// busy is set while the worker is inside Next (a bot may be thinking).
	busy atomic.Bool
	// since is when the current tick began (unix nanoseconds), for Waiting.
	since atomic.Int64
	// seekTo is the newest seek target; seekQueued says a seek request is
	// in the queue.
	seekTo     atomic.Int64
	seekQueued atomic.Bool

	reqs chan request
	wake chan struct{}
	stop context.CancelFunc

	// skimmed says the worker played ticks without publishing their
	// frames (skimmer); only the worker reads and sets it.
	skimmed bool

	mu      sync.Mutex
	src     Source
	meta    session.Meta
	markers []session.Marker
	events  []sim.Event // events of every tick since the UI last drained
	msgs    []string    // errors and notices for the UI
	jumped  bool        // a seek or edit replaced the frame (effects reset)
}

// New starts the worker on src, paused.
func New(src Source) *Controller {
	ctx, cancel := context.WithCancel(context.Background())
	c := &Controller{reqs: make(chan request, 64), wake: make(chan struct{}, 1), stop: cancel}
	c.setSource(src)
	go c.run(ctx)
	return c
}

func (c *Controller) setSource(src Source) {
	c.mu.Lock()
	if c.src != nil {
		_ = c.src.Close()
	}
	c.src = src
	c.meta = src.Meta()
	c.markers = src.Markers()
	c.events = nil
	c.jumped = true
	c.mu.Unlock()
	c.skimmed = false
	c.frame.Store(src.Current())
}

// Close stops the worker and closes the source.
func (c *Controller) Close() {
	c.stop()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.src != nil {
		_ = c.src.Close()
	}
}

// Frame returns the newest published frame.
func (c *Controller) Frame() *session.Frame {
	c.taken.Store(true)
	return c.frame.Load()
}

// Meta returns the current source's description.
func (c *Controller) Meta() session.Meta {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.meta
}

// Markers returns the timeline markers recorded so far.
func (c *Controller) Markers() []session.Marker {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.markers
}

// Drain returns the events published since the last call and whether the
// frame jumped (seek, edit, new source) in between.
func (c *Controller) Drain() (evs []sim.Event, jumped bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	evs, jumped = c.events, c.jumped
	c.events, c.jumped = nil, false
	return evs, jumped
}

// Messages returns and clears notices (errors from edits, saves, bots).
func (c *Controller) Messages() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	m := c.msgs
	c.msgs = nil
	return m
}

// Note queues a notice for the UI (Messages returns it).
func (c *Controller) Note(s string) {
	c.mu.Lock()
	c.msgs = append(c.msgs, s)
	c.mu.Unlock()
}

// Logs reads the log entries of a player up to the current tick. It takes
// the source lock briefly, so it is cheap but must not be called per pixel.
func (c *Controller) Logs(p, tick, n int) []session.LogEntry {
	c.mu.Lock()
	src := c.src
	c.mu.Unlock()
	if src == nil {
		return nil
	}
	return src.Logs(p, tick, n)
}

// Playing reports whether playback runs.
func (c *Controller) Playing() bool { return c.playing.Load() }

// Busy reports whether the worker is waiting on a tick (a bot thinking).
func (c *Controller) Busy() bool { return c.busy.Load() }

// Waiting reports whether the current tick has taken longer than d: a bot
// is thinking for long enough that the user should be told.
func (c *Controller) Waiting(d time.Duration) bool {
	return c.busy.Load() && time.Since(time.Unix(0, c.since.Load())) > d
}

// SetPlaying starts or stops playback.
func (c *Controller) SetPlaying(on bool) {
	c.playing.Store(on)
	if !on {
		c.credits.Store(0)
	}
	c.poke()
}

// Grant adds tick credits from the accumulator; n < 0 means Full speed.
func (c *Controller) Grant(n int) {
	if n < 0 {
		c.full.Store(true)
		c.poke()
		return
	}
	c.full.Store(false)
	c.grant.Store(int64(n))
	if n > 0 {
		// Cap the backlog: a slow bot must not cause a burst afterwards.
		if c.credits.Add(int64(n)) > int64(2*n+2) {
			c.credits.Store(int64(2*n + 2))
		}
		c.poke()
	}
}

func (c *Controller) poke() {
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

func (c *Controller) send(r request) {
	select {
	case c.reqs <- r:
	default:
		c.Note("busy: request dropped")
	}
	c.poke()
}

// Seek asks for a tick; the worker serves it between ticks. Seeks coalesce:
// while one is queued, a newer target replaces it, so dragging across the
// timeline never builds a backlog.
func (c *Controller) Seek(tick int) {
	c.seekTo.Store(int64(tick))
	if c.seekQueued.CompareAndSwap(false, true) {
		c.send(request{isSeek: true})
	}
}

// Edit asks for an edit at the current tick; done (if not nil) gets the
// result.
func (c *Controller) Edit(text string, done chan error) { c.send(request{edit: text, done: done}) }

// Step asks for one tick forward: a recorded one, or a new one at the end.
func (c *Controller) Step() { c.send(request{step: true}) }

// Save asks the worker to save the replay to path.
func (c *Controller) Save(path string, done chan error) { c.send(request{save: path, done: done}) }

// Stop asks the worker to end the live match where it is.
func (c *Controller) Stop() { c.send(request{stop: true}) }

// Replace swaps in a new source (restart, new seed, opened replay).
func (c *Controller) Replace(src Source) { c.send(request{replace: src}) }

func (c *Controller) run(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case r := <-c.reqs:
			c.serve(r)
			continue
		default:
		}
		if c.playing.Load() && (c.full.Load() || c.credits.Load() > 0) {
			c.tick(ctx)
			continue
		}
		c.catchUp()
		select {
		case <-ctx.Done():
			return
		case r := <-c.reqs:
			c.serve(r)
		case <-c.wake:
		}
	}
}

// skimmer is a Source that can play a tick nobody will see without
// making its frame (session.Session.Skim): the frame it returns has no
// State, and Current makes the frame of the position reached.
type skimmer interface {
	Skim(ctx context.Context) (*session.Frame, error)
}

// shown says whether the tick about to be played will be on screen, so
// its frame is made and published: the last tick granted (the window
// takes the newest frame once a frame, when the ticks it granted are
// played), or, at Full speed or when the worker is behind the clock, the
// next one after the window took a frame. The ticks between are skimmed:
// at 1000 ticks a second the window shows one in about sixteen, and
// copying the state for the others was a tenth of playing them.
func (c *Controller) shown() bool {
	if c.full.Load() {
		return c.taken.Load()
	}
	n := c.credits.Load()
	return n <= 1 || c.taken.Load() && n > c.grant.Load()
}

// catchUp publishes the frame of the position reached, when the ticks
// played last were skimmed: before the worker waits, so that the window
// shows where playback stopped.
func (c *Controller) catchUp() {
	if !c.skimmed {
		return
	}
	c.skimmed = false
	c.mu.Lock()
	src := c.src
	c.mu.Unlock()
	c.publish(src, src.Current(), false)
}

func (c *Controller) tick(ctx context.Context) {
	c.mu.Lock()
	src := c.src
	c.mu.Unlock()
	c.since.Store(time.Now().UnixNano())
	c.busy.Store(true)
	var f *session.Frame
	var err error
	sk, skim := src.(skimmer)
	if skim = skim && !c.shown(); skim {
		f, err = sk.Skim(ctx)
	} else {
		f, err = src.Next(ctx)
	}
	c.busy.Store(false)
	if !c.full.Load() {
		c.credits.Add(-1)
	}
	if errors.Is(err, session.ErrEnded) {
		c.playing.Store(false)
		return
	}
	if err != nil {
		c.playing.Store(false)
		c.Note(err.Error())
	}
	if skim && f != nil && f.State == nil {
		c.keepEvents(src, f)
	} else {
		c.publish(src, f, false)
	}
	if f != nil && f.Done && f.Tick == f.End {
		c.playing.Store(false)
	}
}

// keepEvents keeps a skimmed tick's events for the window (Drain); its
// frame, which has no state, is not published.
func (c *Controller) keepEvents(src Source, f *session.Frame) {
	c.mu.Lock()
	if src == c.src && len(f.Events) > 0 && len(c.events) < 2000 {
		c.events = append(c.events, f.Events...)
	}
	c.mu.Unlock()
	c.skimmed = true
}

func (c *Controller) publish(src Source, f *session.Frame, jump bool) {
	if f == nil {
		return
	}
	c.mu.Lock()
	if src != c.src {
		c.mu.Unlock()
		return
	}
	if len(f.Events) > 0 && len(c.events) < 2000 {
		c.events = append(c.events, f.Events...)
	}
	if jump {
		c.jumped = true
	}
	c.markers = src.Markers()
	c.mu.Unlock()
	c.skimmed = false
	c.frame.Store(f)
	c.taken.Store(false)
}

func (c *Controller) serve(r request) {
	c.mu.Lock()
	src := c.src
	c.mu.Unlock()
	var err error
	switch {
	case r.replace != nil:
		c.setSource(r.replace)
	case r.isSeek:
		c.seekQueued.Store(false)
		before := src.Current().Tick
		var f *session.Frame
		f, err = src.Seek(int(c.seekTo.Load()))
		// Stepping one tick keeps the effects going; a longer jump drops
		// them, since they belong to another moment.
		c.publish(src, f, f != nil && (f.Tick-before > 1 || f.Tick < before))
	case r.step:
		var f *session.Frame
		f, err = src.Next(context.Background())
		if errors.Is(err, session.ErrEnded) {
			err = nil
		}
		c.publish(src, f, false)
	case r.edit != "":
		var f *session.Frame
		f, err = src.Edit(r.edit)
		c.publish(src, f, true)
	case r.call != nil:
		var f *session.Frame
		f, err = r.call(src)
		c.publish(src, f, true)
	case r.save != "":
		err = src.Save(r.save)
	case r.stop:
		c.playing.Store(false)
		if st, ok := src.(stopper); ok {
			if err = st.Stop(); err == nil {
				c.Note("stopped: the match is over; R plays it again with the same players")
			}
		} else {
			err = errors.New("nothing to stop")
		}
	}
	if err != nil && r.done == nil {
		c.Note(err.Error())
	}
	if r.done != nil {
		r.done <- err
	}
}
