package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"arena/ai/proc"
)

// stopOnSignals makes SIGTERM and SIGINT (Ctrl+C in the terminal) close
// every bot process before the app exits, as Ctrl+Q does; SIGKILL is left
// to the parent-death signal and the watchdog of ai/proc (Linux).
func stopOnSignals() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		sig := <-ch
		fmt.Fprintf(os.Stderr, "arena: %v: closing the bots\n", sig)
		proc.CloseAll()
		os.Exit(1)
	}()
}
