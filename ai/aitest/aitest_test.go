package aitest

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"arena/ai"
)

func TestParseOptions(t *testing.T) {
	tests := []struct {
		args []string
		want options
		err  string
	}{
		{nil, options{reply: "ok", delay: time.Second, n: 3, bytes: 256 << 10, hello: 1}, ""},
		{[]string{"reply=move 1 2", "delay=5ms", "n=7", "hello=0", "chunk", "bytes=10"},
			options{reply: "move 1 2", delay: 5 * time.Millisecond, n: 7, bytes: 10, hello: 0, chunk: true}, ""},
		{[]string{"stall=3,7", "format=add"},
			options{reply: "ok", delay: time.Second, n: 3, bytes: 256 << 10, hello: 1, stall: map[int]bool{3: true, 7: true}, format: "add"}, ""},
		{[]string{"stall=3,x"}, options{}, `option "stall=3,x"`},
		{[]string{"delay=soon"}, options{}, `option "delay=soon"`},
		{[]string{"colour=red"}, options{}, "unknown option"},
	}
	for _, tc := range tests {
		got, err := parseOptions(tc.args)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("parseOptions(%q) = %v, want %q", tc.args, err, tc.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("parseOptions(%q) = %+v, %v; want %+v", tc.args, got, err, tc.want)
		}
	}
}

// TestCommandQuoting checks that Command's words survive ai.SplitCommand,
// quotes and spaces included.
func TestCommandQuoting(t *testing.T) {
	spec := Command(t, Echo, "reply=it's a \"move\" 1 2")
	sp, err := ai.ParseSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	words, err := ai.SplitCommand(sp.Arg)
	if err != nil {
		t.Fatal(err)
	}
	if len(words) != 4 || words[1] != marker || words[2] != Echo || words[3] != "reply=it's a \"move\" 1 2" {
		t.Fatalf("words %q", words)
	}
}
