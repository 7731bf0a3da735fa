package platform

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// ScreenshotDir is where F12 saves: the XDG pictures folder's "arena"
// ($XDG_PICTURES_DIR, else what `xdg-user-dir PICTURES` says), else
// ~/Pictures/arena, created on demand; never the working directory (with
// no home at all, the temporary folder's "arena"). The path is absolute.
func ScreenshotDir() string {
	home, _ := os.UserHomeDir()
	return screenshotDir(os.Getenv, xdgUserDir, home, os.TempDir())
}

// xdgUserDir asks xdg-user-dir (xdg-user-dirs) for a user folder; "" when
// the tool is missing or fails.
func xdgUserDir(name string) string {
	out, err := exec.Command("xdg-user-dir", name).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// screenshotDir is ScreenshotDir with its inputs injected, for tests.
func screenshotDir(getenv func(string) string, userDir func(string) string, home, tmp string) string {
	pics := getenv("XDG_PICTURES_DIR")
	if pics == "" || !filepath.IsAbs(pics) {
		pics = userDir("PICTURES")
	}
	// xdg-user-dir answers $HOME itself when no pictures folder is
	// configured: screenshots do not belong loose in the home folder.
	if pics == "" || !filepath.IsAbs(pics) || filepath.Clean(pics) == filepath.Clean(home) {
		pics = ""
		if home != "" {
			pics = filepath.Join(home, "Pictures")
		}
	}
	if pics == "" {
		pics = tmp
	}
	return filepath.Join(pics, "arena")
}

// ReplayDir is where saved replays go by default: <user data>/arena/replays
// (on Linux ~/.local/share/arena/replays), created on demand.
func ReplayDir() string {
	base := os.Getenv("XDG_DATA_HOME")
	if base == "" {
		if home, err := os.UserHomeDir(); err == nil {
			base = filepath.Join(home, ".local", "share")
		}
	}
	if base == "" {
		return "."
	}
	dir := filepath.Join(base, "arena", "replays")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "."
	}
	return dir
}

func recentFile() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "arena", "recent.txt")
}

// Recent lists recently opened or saved files, newest first.
func Recent() []string {
	p := recentFile()
	if p == "" {
		return nil
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return nil
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// AddRecent puts path first in the recent list (at most 10 entries).
func AddRecent(path string) {
	p := recentFile()
	if p == "" {
		return
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	list := slices.DeleteFunc(Recent(), func(s string) bool { return s == path })
	list = append([]string{path}, list...)
	if len(list) > 10 {
		list = list[:10]
	}
	_ = os.MkdirAll(filepath.Dir(p), 0o755)
	_ = os.WriteFile(p, []byte(strings.Join(list, "\n")+"\n"), 0o644)
}

// ConfigFile is the path of a file in the user's arena config folder
// (on Linux ~/.config/arena/NAME); it may not exist.
func ConfigFile(name string) string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return name
	}
	return filepath.Join(dir, "arena", name)
}
