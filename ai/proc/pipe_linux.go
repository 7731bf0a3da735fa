package proc

import "golang.org/x/sys/unix"

// cloexecPipe makes a pipe whose ends no other child inherits.
func cloexecPipe(p []int) error { return unix.Pipe2(p, unix.O_CLOEXEC) }
