package match

import "testing"

func TestUntag(t *testing.T) {
	for in, want := range map[string]string{
		"stderr: #arena mark 1 2 red\nconnection lost\nstderr: #arena text 1 1 hi\n": "#arena mark 1 2 red\nconnection lost\n#arena text 1 1 hi\n",
		"#arena mark 1 2 red\n":             "#arena mark 1 2 red\n",
		"stderr: plain log line\n":          "stderr: plain log line\n",
		"note\nstderr: #arena mark 0 0 red": "note\n#arena mark 0 0 red",
	} {
		if got := string(untag([]byte(in))); got != want {
			t.Errorf("untag(%q) = %q, want %q", in, got, want)
		}
	}
}
