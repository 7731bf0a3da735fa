package platform

import (
	"path/filepath"
	"testing"
)

func TestScreenshotDir(t *testing.T) {
	cases := []struct {
		name    string
		env     string // XDG_PICTURES_DIR
		userDir string // what xdg-user-dir PICTURES says
		home    string
		want    string
	}{
		{"env wins", "/p/env", "/p/tool", "/h", "/p/env/arena"},
		{"tool", "", "/p/Bilder", "/h", "/p/Bilder/arena"},
		{"relative env ignored", "pics", "/p/tool", "/h", "/p/tool/arena"},
		{"tool says home", "", "/h", "/h", "/h/Pictures/arena"},
		{"tool says home with slash", "", "/h/", "/h", "/h/Pictures/arena"},
		{"no tool", "", "", "/h", "/h/Pictures/arena"},
		{"no home", "", "", "", "/tmp/x/arena"},
	}
	for _, c := range cases {
		got := screenshotDir(
			func(k string) string {
				if k == "XDG_PICTURES_DIR" {
					return c.env
				}
				return ""
			},
			func(string) string { return c.userDir },
			c.home, "/tmp/x")
		if got != filepath.FromSlash(c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
		if !filepath.IsAbs(got) {
			t.Errorf("%s: %q is relative (the working directory)", c.name, got)
		}
	}
}
