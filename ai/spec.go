package ai

import (
	"fmt"
	"strings"
)

// Spec is a parsed agent spec, KIND:ARG: "builtin:NAME", "proc:COMMAND
// LINE", "tcp:@NAME" or any kind a binary registered (ai/match.Registry).
// A bare word is a built-in's name.
type Spec struct {
	Kind string // "builtin", "proc", "tcp", ...
	Arg  string // bot name, command line, folder: the transport reads it
}

func (s Spec) String() string { return s.Kind + ":" + s.Arg }

// IsBuiltin says whether the spec names a built-in bot, the one kind that
// runs no program and opens no connection.
func (s Spec) IsBuiltin() bool { return s.Kind == "builtin" }

// ValidKind says whether k can be a spec's kind: a lowercase letter, then
// lowercase letters, digits and dashes, at most 16 bytes.
func ValidKind(k string) bool {
	if k == "" || len(k) > 16 || k[0] < 'a' || k[0] > 'z' {
		return false
	}
	for i := 1; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// ParseSpec parses an agent spec. A bare word is taken as a built-in name.
// It checks the form only: which kinds exist is the registry's to say
// (ai/match.Registry.Check), so a transport registered by a binary needs no
// change here.
func ParseSpec(text string) (Spec, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return Spec{}, fmt.Errorf("empty agent spec")
	}
	kind, arg, ok := strings.Cut(text, ":")
	if !ok {
		return Spec{Kind: "builtin", Arg: text}, nil
	}
	if !ValidKind(kind) {
		return Spec{}, fmt.Errorf("agent spec %q: %q is not a kind (KIND:ARG, as builtin:NAME or proc:COMMAND LINE)", text, kind)
	}
	arg = strings.TrimSpace(arg)
	if kind == "builtin" && arg == "" {
		return Spec{}, fmt.Errorf("agent spec %q: missing bot name after the colon", text)
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
