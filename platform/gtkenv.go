//go:build !nodialog

package platform

import "sync"

var quietOnce sync.Once

// quietEnv is the environment that keeps GTK's file dialog from printing
// about twenty dconf and D-Bus warnings to the terminal when there is no
// session bus (a bare X server, Xvfb, ssh -X): dconf cannot save the
// dialog's settings there, so GSettings keeps them in memory, and the
// accessibility bridge, which needs the bus, is not started. With a
// session bus nothing changes, so a desktop keeps its saved settings.
// Variables the user set are kept. Real errors still reach stderr: the
// output is not redirected.
func quietEnv(getenv func(string) string) map[string]string {
	if getenv("DBUS_SESSION_BUS_ADDRESS") != "" {
		return nil
	}
	out := map[string]string{}
	for k, v := range map[string]string{"GSETTINGS_BACKEND": "memory", "NO_AT_BRIDGE": "1"} {
		if getenv(k) == "" {
			out[k] = v
		}
	}
	return out
}

// quietGTK applies quietEnv before GTK starts (the first dialog).
func quietGTK(getenv func(string) string, setenv func(k, v string) error) {
	for k, v := range quietEnv(getenv) {
		_ = setenv(k, v)
	}
}
