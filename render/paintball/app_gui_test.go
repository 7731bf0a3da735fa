//go:build gui

package paintball

import (
	aipaintball "arena/ai/paintball"
	"arena/render"
	"arena/sim"
	pb "arena/sim/paintball"
)

// registerForApp registers the game as cmd/arena does, for the app tests.
func registerForApp() {
	sim.Register(pb.Game{})
	render.Register(pb.ID, New())
	aipaintball.Register()
}
