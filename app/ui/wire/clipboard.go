package wire

import (
	"fmt"
	"os/exec"
	"strings"
	"sync"

	"golang.design/x/clipboard"
)

var (
	clipOnce sync.Once
	clipErr  error
)

// Copy writes s to the system clipboard through golang.design/x/clipboard,
// falling back on xclip or xsel when it cannot start (no X11 library).
func Copy(s string) error {
	clipOnce.Do(func() { clipErr = clipboard.Init() })
	if clipErr == nil {
		clipboard.Write(clipboard.FmtText, []byte(s))
		return nil
	}
	for _, c := range [][]string{{"xclip", "-selection", "clipboard"}, {"xsel", "--clipboard", "--input"}} {
		if _, err := exec.LookPath(c[0]); err != nil {
			continue
		}
		cmd := exec.Command(c[0], c[1:]...)
		cmd.Stdin = strings.NewReader(s)
		return cmd.Run()
	}
	return fmt.Errorf("no clipboard (%v), and neither xclip nor xsel is installed; use Shift+W to save the turn instead", clipErr)
}
