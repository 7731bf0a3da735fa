//go:build !nodialog

package platform

import (
	"maps"
	"testing"
)

func TestQuietEnv(t *testing.T) {
	cases := []struct {
		name string
		env  map[string]string
		want map[string]string
	}{
		{"no session bus", map[string]string{}, map[string]string{"GSETTINGS_BACKEND": "memory", "NO_AT_BRIDGE": "1"}},
		{"session bus: untouched", map[string]string{"DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1/bus"}, nil},
		{"user's backend kept", map[string]string{"GSETTINGS_BACKEND": "keyfile"}, map[string]string{"NO_AT_BRIDGE": "1"}},
	}
	for _, c := range cases {
		get := func(k string) string { return c.env[k] }
		got := quietEnv(get)
		if len(got) != len(c.want) || (len(got) > 0 && !maps.Equal(got, c.want)) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
		set := map[string]string{}
		quietGTK(get, func(k, v string) error { set[k] = v; return nil })
		if len(set) != len(c.want) {
			t.Errorf("%s: set %v, want %v", c.name, set, c.want)
		}
	}
}
