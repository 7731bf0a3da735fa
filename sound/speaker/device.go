//go:build cgo || darwin || windows

package speaker

import (
	"fmt"
	"time"

	"arena/sound"

	"github.com/ebitengine/oto/v3"
)

// device is an Output over an oto context. Each Play gets its own oto
// player, which the context mixes with the others; a finished player drops
// out of the mix by itself.
type device struct {
	ctx *oto.Context
}

func openDevice(timeout time.Duration) (sound.Output, error) {
	quietALSA()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   sound.SampleRate,
		ChannelCount: sound.Channels,
		Format:       oto.FormatFloat32LE,
	})
	if err != nil {
		return nil, err
	}
	select {
	case <-ready:
	case <-time.After(timeout):
		return nil, fmt.Errorf("audio device not ready after %v", timeout)
	}
	// With no usable device, oto still closes ready and only then reports
	// the ALSA error here, so this check is what catches a missing card.
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return &device{ctx: ctx}, nil
}

// Play starts effect at once. It is safe for concurrent use, as oto's
// NewPlayer is. A context that failed after opening plays nothing.
func (d *device) Play(effect string, pan, vol float64) {
	buf, ok := sound.Samples(effect)
	if !ok || vol <= 0 || d.ctx.Err() != nil {
		return
	}
	d.ctx.NewPlayer(sound.NewReader(buf, pan, vol)).Play()
}
