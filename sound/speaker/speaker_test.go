package speaker

import (
	"testing"
	"time"

	"arena/sound"
)

// TestOpen opens the real device. On a machine without a sound card (CI,
// servers) Open must return sound.Silent and a reason, never panic; where a
// card exists it must return a working Output and no error. Either way the
// result can be played on.
func TestOpen(t *testing.T) {
	t.Setenv(EnvNoAudio, "")
	out, err := Open(Options{ReadyTimeout: 5 * time.Second})
	if out == nil {
		t.Fatal("Open returned a nil Output")
	}
	if err != nil {
		if out != sound.Silent {
			t.Errorf("Open failed (%v) but did not return sound.Silent", err)
		}
		if err.Error() == "" {
			t.Error("Open failed with an empty reason")
		}
		t.Logf("sound off: %v", err)
	} else if out == sound.Silent {
		t.Error("Open succeeded but returned sound.Silent")
	}
	out.Play("worms.shot", -0.5, 0.1)
	out.Play("no.such.effect", 0, 1)

	// A second Open must not try to make a second oto context.
	out2, err2 := Open(Options{})
	if out2 != out || (err2 == nil) != (err == nil) {
		t.Errorf("second Open = %v, %v; first was %v, %v", out2, err2, out, err)
	}
}

func TestMuteSkipsDevice(t *testing.T) {
	tests := []struct {
		name string
		env  string
		opt  Options
	}{
		{"--mute", "", Options{Mute: true}},
		{"ARENA_NO_AUDIO=1", "1", Options{}},
		{"ARENA_NO_AUDIO=yes", "yes", Options{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(EnvNoAudio, tt.env)
			out, err := Open(tt.opt)
			if out != sound.Silent || err != nil {
				t.Errorf("Open = %v, %v; want sound.Silent, nil", out, err)
			}
		})
	}
}

func TestDisabledByEnv(t *testing.T) {
	for env, want := range map[string]bool{"": false, "0": false, "1": true, "true": true} {
		t.Setenv(EnvNoAudio, env)
		if got := disabledByEnv(); got != want {
			t.Errorf("%s=%q: disabled %v, want %v", EnvNoAudio, env, got, want)
		}
	}
}
