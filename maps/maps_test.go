package maps

import (
	"bytes"
	"strings"
	"testing"
)

func TestResolve(t *testing.T) {
	tests := []struct {
		name, game, arg string
		wantName        string
		wantErr         string
	}{
		{"generated", "worms", "", "", ""},
		{"shipped", "worms", "pit", "pit", ""},
		{"shipped with extension", "madmax", "canyon.cnf", "canyon.cnf", ""},
		{"unknown", "worms", "atlantis", "", `unknown worms map "atlantis"`},
		{"missing file", "worms", "/no/such.txt", "", "no such file"},
		{"pack", "windward", All, All, ""},
		{"no pack without maps", "chess", All, "", `no shipped maps for game "chess"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			name, data, err := Resolve(tc.game, tc.arg)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil || name != tc.wantName || (tc.arg != "" && len(data) == 0) {
				t.Fatalf("Resolve = %q, %d bytes, %v", name, len(data), err)
			}
		})
	}
}

// TestPack checks that a pack holds every shipped map once, each named by a
// comment, with no byte-order mark past the start.
func TestPack(t *testing.T) {
	_, data, err := Resolve("windward", All)
	if err != nil {
		t.Fatal(err)
	}
	names := List("windward")
	if len(names) < 3 {
		t.Fatalf("shipped cities %v", names)
	}
	for _, n := range names {
		if c := bytes.Count(data, []byte("<!-- map: "+n+" -->")); c != 1 {
			t.Errorf("%s named %d times", n, c)
		}
	}
	if c := bytes.Count(data, []byte("<map ")); c != len(names) {
		t.Errorf("%d <map> elements, want %d", c, len(names))
	}
	if bytes.Contains(data, []byte("\xef\xbb\xbf")) {
		t.Error("a byte-order mark inside the pack")
	}
}
