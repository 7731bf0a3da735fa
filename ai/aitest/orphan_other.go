//go:build !unix

package aitest

import (
	"fmt"
	"os"
)

func orphan() int {
	fmt.Fprintln(os.Stderr, "aitest: orphan needs Unix sessions")
	return 64
}
