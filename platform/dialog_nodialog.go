//go:build nodialog

package platform

// HasDialogs reports whether this build has native file dialogs.
const HasDialogs = false

// PickFile answers "" at once: this build has no dialogs.
func PickFile(title string, save bool, start string) <-chan string {
	out := make(chan string, 1)
	out <- ""
	close(out)
	return out
}
