package speaker

import (
	"os"
	"sync"
	"time"

	"arena/sound"
)

// EnvNoAudio names the environment variable that turns sound off without
// touching the audio system: any value but "" or "0" does.
const EnvNoAudio = "ARENA_NO_AUDIO"

// Options configures Open.
type Options struct {
	// Mute skips the audio device entirely (--mute): Open returns
	// sound.Silent and no error, and no oto context is created.
	Mute bool
	// ReadyTimeout bounds the wait for the device; 0 means 3 seconds. A
	// device that never answers must not hang start-up.
	ReadyTimeout time.Duration
}

var (
	once    sync.Once
	opened  sound.Output = sound.Silent
	openErr error
)

// Open returns the Output that plays on the audio device. Only the first
// call that reaches the device does any work; later calls return the same
// Output and error, since a process may hold only one oto context. On any
// failure it returns sound.Silent and the reason; the Output is never nil.
func Open(opt Options) (sound.Output, error) {
	if opt.Mute || disabledByEnv() {
		return sound.Silent, nil
	}
	once.Do(func() {
		t := opt.ReadyTimeout
		if t <= 0 {
			t = 3 * time.Second
		}
		sound.Preload()
		out, err := openDevice(t)
		if err != nil {
			opened, openErr = sound.Silent, err
			return
		}
		opened = out
	})
	return opened, openErr
}

func disabledByEnv() bool {
	v := os.Getenv(EnvNoAudio)
	return v != "" && v != "0"
}
