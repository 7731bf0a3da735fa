//go:build gui

package gfx_test

import (
	"testing"

	"arena/render/gfx"
)

func TestSetup(t *testing.T) {
	for _, c := range []struct {
		name               string
		env                map[string]string
		software, desktop  bool
		want, wantSteamEnv string
	}{
		{"software GL with libGL: desktop GL", nil, true, true, "gl", "1"},
		{"a GPU: ebiten's choice", nil, false, true, "es", ""},
		{"software GL without libGL: ES", nil, true, false, "es", ""},
		{"ARENA_GL=es keeps ES on software GL", map[string]string{"ARENA_GL": "es"}, true, true, "es", ""},
		{"ARENA_GL=gl on a GPU", map[string]string{"ARENA_GL": "GL"}, false, false, "gl", "1"},
		{"Steam chose already", map[string]string{"SteamEnv": "1", "ARENA_GL": "es"}, true, true, "", "1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			env := map[string]string{}
			for k, v := range c.env {
				env[k] = v
			}
			e := gfx.Env{
				Getenv:    func(k string) string { return env[k] },
				Setenv:    func(k, v string) error { env[k] = v; return nil },
				Software:  func() bool { return c.software },
				DesktopGL: func() bool { return c.desktop },
			}
			if got := gfx.Setup(e); got != c.want {
				t.Errorf("Setup = %q, want %q", got, c.want)
			}
			if got := env["SteamEnv"]; got != c.wantSteamEnv {
				t.Errorf("SteamEnv = %q, want %q", got, c.wantSteamEnv)
			}
		})
	}
}
