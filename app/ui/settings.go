package ui

import (
	"maps"
	"slices"

	"arena/render"
)

// Defaults gives every one of a renderer's view settings its first value.
func Defaults(list []render.Setting) map[string]string {
	out := map[string]string{}
	for _, s := range list {
		if len(s.Values) > 0 {
			out[s.Name] = s.Values[0]
		}
	}
	return out
}

// Cycle moves setting name to its next value, wrapping around, and
// reports false when list has no such setting. It returns a new map, not
// cur changed, because the last View handed to the renderer may still
// hold the old one.
func Cycle(list []render.Setting, cur map[string]string, name string) (map[string]string, bool) {
	for _, s := range list {
		if s.Name != name || len(s.Values) == 0 {
			continue
		}
		next := maps.Clone(cur)
		if next == nil {
			next = map[string]string{}
		}
		i := slices.Index(s.Values, cur[name])
		next[name] = s.Values[(i+1)%len(s.Values)]
		return next, true
	}
	return cur, false
}
