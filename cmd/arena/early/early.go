package early

import (
	"fmt"
	"os"

	"arena/cmd/arena/cmdline"
)

func init() {
	why := noDisplay()
	if why == "" {
		return
	}
	_, code, done := cmdline.Parse(os.Args[1:], nil, os.Stdout, os.Stderr)
	if !done {
		fmt.Fprintf(os.Stderr, "arena: no display (%s): the window needs one; arenactl plays headless\n", why)
		code = cmdline.ExitFailed
	}
	os.Exit(code)
}
