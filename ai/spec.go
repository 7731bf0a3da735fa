package ai

import (
	"fmt"
	"strings"
)

// Spec is a parsed agent spec: "builtin:NAME", "proc:COMMAND LINE",
// "tcp:COMMAND LINE" (launched, it connects back) or "tcp:" / "tcp:@NAME"
// (wait for a client started by hand).
type Spec struct {
	Kind string // "builtin", "proc", "tcp"
	Arg  string // bot name or command line
}

func (s Spec) String() string { return s.Kind + ":" + s.Arg }

// ParseSpec parses an agent spec. A bare word is taken as a built-in name.
func ParseSpec(text string) (Spec, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return Spec{}, fmt.Errorf("empty agent spec")
	}
	kind, arg, ok := strings.Cut(text, ":")
	if !ok {
		return Spec{Kind: "builtin", Arg: text}, nil
	}
	arg = strings.TrimSpace(arg)
	switch kind {
	case "builtin", "proc":
		if arg == "" {
			return Spec{}, fmt.Errorf("agent spec %q: missing %s after the colon", text, map[string]string{"builtin": "bot name", "proc": "command line"}[kind])
		}
	case "tcp":
	default:
		return Spec{}, fmt.Errorf("agent spec %q: unknown kind %q (want builtin:, proc: or tcp:)", text, kind)
	}
	return Spec{Kind: kind, Arg: arg}, nil
}

// SplitCommand splits a command line into words with shell-like quoting
// ('single', "double" and backslash escapes), without running a shell.
func SplitCommand(line string) ([]string, error) {
	var (
		words []string
		cur   strings.Builder
		in    rune
		have  bool
	)
	rs := []rune(line)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case in != 0:
			if r == in {
				in = 0
			} else if r == '\\' && in == '"' && i+1 < len(rs) {
				i++
				cur.WriteRune(rs[i])
			} else {
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			in, have = r, true
		case r == '\\' && i+1 < len(rs):
			i++
			cur.WriteRune(rs[i])
			have = true
		case r == ' ' || r == '\t' || r == '\n':
			if have {
				words = append(words, cur.String())
				cur.Reset()
				have = false
			}
		default:
			cur.WriteRune(r)
			have = true
		}
	}
	if in != 0 {
		return nil, fmt.Errorf("command %q: unterminated quote", line)
	}
	if have {
		words = append(words, cur.String())
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("empty command line")
	}
	return words, nil
}
