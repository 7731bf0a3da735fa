//go:build !cgo && !darwin && !windows

package speaker

import (
	"errors"
	"time"

	"arena/sound"
)

// openDevice without cgo cannot reach ALSA (oto needs cgo there), so the
// build still links and the app runs silent with a reason.
func openDevice(time.Duration) (sound.Output, error) {
	return nil, errors.New("built without cgo, so no ALSA")
}
