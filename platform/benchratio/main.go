package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// line matches one benchmark result: name, iterations, then value-unit
// pairs.
var line = regexp.MustCompile(`^Benchmark(\w+)/(\w+?)(?:-\d+)?\s+\d+\s+(.*)$`)

// results maps kind ("Direct", "Runner", "RunnerReplay"), then game, then
// unit, to every value measured.
type results map[string]map[string]map[string][]float64

func parse(r io.Reader) (results, error) {
	res := results{}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		m := line.FindStringSubmatch(strings.TrimSpace(sc.Text()))
		if m == nil {
			continue
		}
		kind, game, f := m[1], m[2], strings.Fields(m[3])
		if res[kind] == nil {
			res[kind] = map[string]map[string][]float64{}
		}
		if res[kind][game] == nil {
			res[kind][game] = map[string][]float64{}
		}
		for i := 0; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				return nil, fmt.Errorf("%s: bad value %q", m[0], f[i])
			}
			res[kind][game][f[i+1]] = append(res[kind][game][f[i+1]], v)
		}
	}
	return res, sc.Err()
}

// median of vs, 0 when there are none.
func median(vs []float64) float64 {
	if len(vs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(vs))
	if n := len(s); n%2 == 0 {
		return (s[n/2-1] + s[n/2]) / 2
	}
	return s[len(s)/2]
}

// cost is the median time per match: CPU time when measured, else wall.
func (r results) cost(kind, game string) (float64, string) {
	u := r[kind][game]
	if v := median(u["cpu-ns/op"]); v > 0 {
		return v, "CPU"
	}
	return median(u["ns/op"]), "wall"
}

func (r results) perTick(kind, game, unit string) float64 {
	u := r[kind][game]
	if t := median(u["ticks/op"]); t > 0 {
		return median(u[unit]) / t
	}
	return 0
}

func report(w io.Writer, r results, maxRatio float64) (ok bool) {
	var games []string
	for g := range r["Direct"] {
		games = append(games, g)
	}
	slices.Sort(games)
	ok = true
	fmt.Fprintf(w, "%-11s %12s %12s %8s %12s %8s %14s %12s %12s\n", "game", "direct ms", "runner ms", "ratio",
		"+replay ms", "ratio", "runner tick/s", "allocs/tick", "(direct)")
	for _, g := range games {
		d, _ := r.cost("Direct", g)
		run, _ := r.cost("Runner", g)
		rep, _ := r.cost("RunnerReplay", g)
		ratio, repRatio := 0.0, 0.0
		if d > 0 {
			ratio, repRatio = run/d, rep/d
		}
		tps := median(r["Runner"][g]["ticks/cpu-s"])
		if tps == 0 {
			tps = median(r["Runner"][g]["ticks/s"])
		}
		mark := ""
		if run > 0 && ratio > maxRatio {
			mark, ok = fmt.Sprintf("  over %.2f", maxRatio), false
		}
		fmt.Fprintf(w, "%-11s %12.3f %12.3f %8.2f %12.3f %8.2f %14.0f %12.1f %12.1f%s\n", g, d/1e6, run/1e6, ratio,
			rep/1e6, repRatio, tps, r.perTick("Runner", g, "allocs/op"), r.perTick("Direct", g, "allocs/op"), mark)
	}
	if len(games) > 0 {
		_, how := r.cost("Direct", games[0])
		fmt.Fprintf(w, "(%s time per match, medians; ratio = runner / direct; target: ratio <= %.2f)\n", how, maxRatio)
	}
	return ok
}

func main() {
	maxRatio := flag.Float64("max", 1.30, "the largest runner/direct ratio that passes")
	flag.Parse()
	r, err := parse(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchratio:", err)
		os.Exit(2)
	}
	if len(r["Direct"]) == 0 {
		fmt.Fprintln(os.Stderr, "benchratio: no BenchmarkDirect results on standard input")
		os.Exit(2)
	}
	if !report(os.Stdout, r, *maxRatio) {
		os.Exit(1)
	}
}
