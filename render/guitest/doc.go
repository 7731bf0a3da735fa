// Package guitest is the shared harness of the GUI tests of the packages
// under render: ebiten images work only inside ebiten.RunGame, so Main runs
// the game loop on the main thread and the tests on another goroutine,
// which post work to the loop (OnLoop, Shot), read frames back (Capture)
// and can host a whole game on it, such as an app.App driven end to end
// (Host).
//
// Everything but this file is behind the gui build tag, like the tests
// that use it, so plain go build and go test never link a display. The
// package imports only ebiten: a test that hosts the app imports arena/app
// itself, which keeps go list -deps ./render/... free of the runner.
package guitest
