package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"arena/maps"
	"arena/sim"
	"arena/sim/fileio"
	"arena/sim/replay"
)

// A hostile input: how to make the file, and what the command must answer.
type hostile struct {
	name string
	make func(t *testing.T, dir string) string // returns the path to feed
	code int                                   // exit code
	want string                                // in stderr, beside the file's name
	mem  uint64                                // TotalAlloc bound; 0 = defaultMem
}

const defaultMem = 48 << 20

// write puts data in dir/name.
func write(t *testing.T, dir, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func fileOf(name string, data []byte) func(*testing.T, string) string {
	return func(t *testing.T, dir string) string { return write(t, dir, name, data) }
}

// binary is n bytes of seeded noise.
func binary(n int) []byte {
	r := rand.New(rand.NewPCG(1, 2))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// sparse makes a file of size bytes without writing them.
func sparse(name string, size int64) func(*testing.T, string) string {
	return func(t *testing.T, dir string) string {
		p := filepath.Join(dir, name)
		f, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := f.Truncate(size); err != nil {
			t.Fatal(err)
		}
		return p
	}
}

func fifo(name string) func(*testing.T, string) string {
	return func(t *testing.T, dir string) string {
		p := filepath.Join(dir, name)
		if err := syscall.Mkfifo(p, 0o644); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		return p
	}
}

func devZero(t *testing.T, _ string) string {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	return "/dev/zero"
}

func subdir(name string) func(*testing.T, string) string {
	return func(t *testing.T, dir string) string {
		p := filepath.Join(dir, name)
		os.Mkdir(p, 0o755)
		return p
	}
}

// repeat is a reader of n copies of b, so bombs are compressed on the fly
// and never held or committed.
type repeat struct {
	b byte
	n int64
}

func (r *repeat) Read(p []byte) (int, error) {
	if r.n <= 0 {
		return 0, io.EOF
	}
	n := min(int64(len(p)), r.n)
	for i := range p[:n] {
		p[i] = r.b
	}
	r.n -= n
	return int(n), nil
}

// bombs caches compressed bombs: compressing 80 MB takes a second.
var bombs = map[[2]int64][]byte{}

// bomb is a gzip file of n copies of b (a few hundred KB on disk).
func bomb(name string, b byte, n int64) func(*testing.T, string) string {
	return func(t *testing.T, dir string) string {
		key := [2]int64{int64(b), n}
		if bombs[key] == nil {
			var buf bytes.Buffer
			zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
			if _, err := io.Copy(zw, &repeat{b, n}); err != nil {
				t.Fatal(err)
			}
			zw.Close()
			bombs[key] = buf.Bytes()
		}
		return write(t, dir, name, bombs[key])
	}
}

// common are the rows every format gets: empty, binary, huge, special
// files, a directory.
func common(ext string, lim fileio.Limit, binaryCode int) []hostile {
	return []hostile{
		{"empty", fileOf("empty"+ext, nil), exitBadArgs, "", 0},
		{"binary", fileOf("noise"+ext, binary(4096)), binaryCode, "", 0},
		{"huge", sparse("huge"+ext, lim.MaxFile+1), exitBadArgs, "is larger than " + fileio.Size(lim.MaxFile), 0},
		{"fifo", fifo("pipe" + ext), exitBadArgs, "named pipe", 0},
		{"dev zero", devZero, exitBadArgs, "character device", 0},
		{"directory", subdir("dir" + ext), exitBadArgs, "a directory", 0},
	}
}

// check runs args (with the path last or where "%s" is) in-process and
// checks the exit code, the one-line error naming the file, and memory.
func check(t *testing.T, tc hostile, args func(path string) []string) {
	t.Helper()
	path := tc.make(t, t.TempDir())
	var code int
	var errs string
	got := allocated(func() { code, _, errs = arenactl(args(path)...) })
	if code != tc.code {
		t.Errorf("exit %d, want %d; stderr %q", code, tc.code, excerptOf(errs))
	}
	// Maps are named by their stem ("noise" for noise.txt), the game's
	// name for a map; other files by their path.
	base := filepath.Base(path)
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	if !strings.Contains(errs, stem) || !strings.Contains(errs, tc.want) {
		t.Errorf("stderr %q, want the file's name and %q", excerptOf(errs), tc.want)
	}
	if n := strings.Count(strings.TrimSpace(errs), "\n"); n != 0 || len(errs) > maxErrLine+100 {
		t.Errorf("stderr is %d lines, %d bytes, want one short line", n+1, len(errs))
	}
	tc.checkMem(t, got)
	t.Logf("exit %d, allocated %.1f MiB: %s", code, float64(got)/(1<<20), strings.TrimSpace(excerptOf(errs)))
}

// allocated returns how many bytes f allocated (TotalAlloc, after a GC).
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// checkMem fails t when a case allocated more than its bound (defaultMem
// unless the case sets one), loosened under the race detector.
func (tc hostile) checkMem(t *testing.T, got uint64) {
	t.Helper()
	bound := tc.mem
	if bound == 0 {
		bound = defaultMem
	}
	bound *= raceAllocFactor
	if got > bound {
		t.Errorf("allocated %d MiB, bound %d MiB", got>>20, bound>>20)
	}
}

func excerptOf(s string) string { return fileio.Excerpt(s) }

// mapPlayers are valid seats for each game, so only the map can fail.
var mapPlayers = map[string][]string{
	"worms":      {"--player", "hunter", "--player", "sample"},
	"coderunner": {"--player", "sample", "--player", "sample"},
	"madmax":     {"--player", "demo", "--player", "demo", "--player", "demo", "--player", "demo"},
	"paintball":  {"--player", "sample", "--player", "sample"},
	"windward":   {"--player", "sample", "--player", "sample"},
}

// shipped returns one shipped map of game.
func shipped(t *testing.T, game, name string) []byte {
	t.Helper()
	b, err := maps.Lookup(game, name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestHostileMaps feeds every game's --map the hostile inputs: exit 2, one
// line naming the file, bounded memory, before any match starts.
func TestHostileMaps(t *testing.T) {
	tampered := map[string]func(t *testing.T) ([]byte, string){
		"worms": func(t *testing.T) ([]byte, string) {
			b := bytes.Replace(shipped(t, "worms", "pit"), []byte("."), []byte("Q"), 1)
			return b, ""
		},
		"coderunner": func(t *testing.T) ([]byte, string) {
			return append(shipped(t, "coderunner", "bunker"), "extra row\n"...), ""
		},
		"madmax": func(t *testing.T) ([]byte, string) {
			// A .cnf with a .res's worth of trailing text.
			return append(shipped(t, "madmax", "canyon"), "\nrnd 1 trailing\n"...), "after the end of the configuration"
		},
		"paintball": func(t *testing.T) ([]byte, string) {
			// One tree where its mirror space has none.
			lines := strings.Split(string(shipped(t, "paintball", "open-field")), "\n")
			for i, l := range lines {
				if strings.HasPrefix(strings.TrimSpace(l), "#") || strings.TrimSpace(l) == "" {
					continue
				}
				f := strings.Fields(l)
				f[len(f)/2] = "T"
				lines[i] = strings.Join(f, " ")
				break
			}
			return []byte(strings.Join(lines, "\n")), "mirror"
		},
		"windward": func(t *testing.T) ([]byte, string) {
			b := shipped(t, "windward", "ring")
			return b[:len(b)/2], ""
		},
	}
	for _, game := range []string{"worms", "coderunner", "madmax", "paintball", "windward"} {
		lim := maps.Limit(game)
		ext := ".txt"
		if game == "windward" {
			ext = ".xml"
		} else if game == "madmax" {
			ext = ".cnf"
		}
		rows := common(ext, lim, exitBadArgs)
		full := shipped(t, game, maps.List(game)[0])
		tb, tw := tampered[game](t)
		rows = append(rows,
			hostile{"truncated", fileOf("cut"+ext, full[:len(full)/3]), exitBadArgs, "", 0},
			hostile{"gzip bomb", bomb("bomb"+ext, 0, 80<<20), exitBadArgs, "", 0}, // not inflated: binary
			hostile{"newline bomb", fileOf("newlines"+ext, bytes.Repeat([]byte("\n"), int(lim.MaxFile)-1)), exitBadArgs, "only white space", 0},
			hostile{"long line", fileOf("long"+ext, bytes.Repeat([]byte("x"), lim.MaxLine+1)), exitBadArgs, "line 1 is larger than", 0},
			hostile{"tampered", fileOf("tampered"+ext, tb), exitBadArgs, tw, 0},
		)
		for _, tc := range rows {
			t.Run(game+"/"+tc.name, func(t *testing.T) {
				check(t, tc, func(p string) []string {
					return append([]string{"run", "--game", game, "--seed", "1", "--map", p}, mapPlayers[game]...)
				})
			})
		}
	}
}

// recordReplay plays a short Worms match on the shipped map "pit" and
// returns the replay's JSON lines.
func recordReplay(t *testing.T) []string {
	t.Helper()
	dir := t.TempDir()
	p := filepath.Join(dir, "r.arena.jsonl.gz")
	if code, _, errs := arenactl("run", "--game", "worms", "--seed", "3", "--map", "pit", "--player", "hunter", "--player", "sample", "--replay", p); code != 0 {
		t.Fatalf("run: %s", errs)
	}
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

func gz(lines []string) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(strings.Join(lines, "\n") + "\n"))
	zw.Close()
	return buf.Bytes()
}

// edited returns the replay with line i passed through f.
func edited(lines []string, i int, f func(string) string) []string {
	out := append([]string(nil), lines...)
	out[i] = f(out[i])
	return out
}

// firstTick is the index of the first line of a type.
func firstLine(t *testing.T, lines []string, typ string, skip int) int {
	for i, l := range lines {
		if strings.Contains(l, `"type":"`+typ+`"`) {
			if skip == 0 {
				return i
			}
			skip--
		}
	}
	t.Fatalf("no %s line", typ)
	return 0
}

// TestHostileReplays feeds verify the hostile inputs and damaged replays:
// 2 for unreadable or tampered input, 1 for a divergence, 3 for a replay
// cut short (still saying how many ticks matched).
func TestHostileReplays(t *testing.T) {
	lines := recordReplay(t)
	file := gz(lines)
	tick := firstLine(t, lines, "tick", 5)
	rows := common(".arena.jsonl.gz", fileio.Replay, exitBadArgs)
	checksum := append([]byte(nil), file...)
	checksum[len(checksum)-6] ^= 0xff // the CRC-32 in the gzip trailer
	rows = append(rows,
		hostile{"gzip bomb of zeros", bomb("zeros.arena.jsonl.gz", 0, 80<<20), exitBadArgs, "longer than 64 MiB", 400 << 20},
		hostile{"newline bomb", bomb("newlines.arena.jsonl.gz", '\n', 80<<20), exitBadArgs, ":1: blank line", 0},
		hostile{"blank line", fileOf("blank.arena.jsonl.gz", gz(edited(lines, tick, func(s string) string { return "\n" + s }))), exitBadArgs, "blank line", 0},
		hostile{"garbage line", fileOf("garbage.arena.jsonl.gz", gz(edited(lines, tick, func(s string) string { return "garbage\n" + s }))), exitBadArgs, "bad JSON", 0},
		hostile{"truncated", fileOf("cut.arena.jsonl.gz", file[:len(file)*2/3]), exitIncomplete, "ticks recorded match", 0},
		hostile{"no result", fileOf("noresult.arena.jsonl.gz", gz(lines[:len(lines)-1])), exitIncomplete, "no result line", 0},
		hostile{"checksum", fileOf("crc.arena.jsonl.gz", checksum), exitBadArgs, "checksum", 0},
		hostile{"tampered tick number", fileOf("tick.arena.jsonl.gz", gz(edited(lines, tick, func(s string) string {
			return strings.Replace(s, `"t":5,`, `"t":6,`, 1)
		}))), exitBadArgs, "says tick 6", 0},
		hostile{"tampered map name", fileOf("map.arena.jsonl.gz", gz(edited(lines, 0, func(s string) string {
			return strings.Replace(s, `"map":"pit"`, `"map":"pit2"`, 1)
		}))), exitBadArgs, `map "pit2" is not in the replay`, 0},
		hostile{"tampered hash", fileOf("hash.arena.jsonl.gz", gz(edited(lines, tick, func(s string) string {
			i := strings.Index(s, `"h":"`) + 5
			return s[:i] + "0123456789abcdef" + s[i+16:]
		}))), exitFailed, "diverges at tick 5", 0},
		hostile{"10 MB action", fileOf("action.arena.jsonl.gz", gz(edited(lines, tick, func(s string) string {
			i := strings.Index(s, `"a":["`) + 6
			return s[:i] + strings.Repeat("x", 10<<20) + s[i:]
		}))), exitBadArgs, "tick 5: player 0", 200 << 20},
		hostile{"plain torn line", fileOf("torn.jsonl", []byte(strings.Join(lines, "\n")[:len(strings.Join(lines, "\n"))/2])), exitIncomplete, "torn last line", 0},
	)
	for _, tc := range rows {
		t.Run(tc.name, func(t *testing.T) {
			check(t, tc, func(p string) []string { return []string{"verify", p} })
		})
	}
	// The app opens replays with replay.Open (app.OpenReplay): the same
	// rows fail there, bounded, naming the file.
	for _, tc := range rows {
		if tc.code != exitBadArgs {
			continue
		}
		t.Run("open/"+tc.name, func(t *testing.T) {
			p := tc.make(t, t.TempDir())
			var err error
			got := allocated(func() {
				var rp *replay.Replay
				if rp, err = replay.Open(p); err == nil {
					_, err = loadReplay(rp)
				}
			})
			if err == nil || !strings.Contains(err.Error(), filepath.Base(p)) {
				t.Errorf("Open: %v, want an error naming the file", err)
			}
			tc.checkMem(t, got)
		})
	}
}

// loadReplay is what the app does after Open: re-simulate for viewing.
func loadReplay(rp *replay.Replay) (*replay.Timeline, error) {
	g, err := sim.Lookup(rp.Header.Game)
	if err != nil {
		return nil, err
	}
	return replay.Load(g, rp)
}

// TestHostileRecordings feeds import (CodeRunner traces, Madmax .res) and
// the app's recorded-game opener the hostile inputs.
func TestHostileRecordings(t *testing.T) {
	dir := t.TempDir()
	res := filepath.Join(dir, "game.res")
	if code, _, errs := arenactl(append([]string{"run", "--game", "madmax", "--seed", "5", "--res", res}, mapPlayers["madmax"]...)...); code != 0 {
		t.Fatalf("run: %s", errs)
	}
	resData, err := os.ReadFile(res)
	if err != nil {
		t.Fatal(err)
	}
	for _, game := range []string{"coderunner", "madmax"} {
		lim := fileio.Recording
		rows := common(".txt", lim, exitBadArgs)
		rows = append(rows,
			hostile{"gzip bomb", bomb("bomb.gz", 0, 80<<20), exitBadArgs, "decompressed content is larger than 32 MiB", 100 << 20},
			hostile{"newline bomb", bomb("newlines.gz", '\n', 80<<20), exitBadArgs, "decompressed content is larger than", 100 << 20},
			hostile{"newlines", fileOf("newlines.txt", bytes.Repeat([]byte("\n"), 1<<20)), exitBadArgs, "only white space", 0},
			hostile{"long line", bomb("long.gz", 'x', 2<<20), exitBadArgs, "line 1 is larger than 1 MiB", 0},
		)
		if game == "madmax" {
			rows = append(rows,
				hostile{"truncated", fileOf("cut.res", resData[:len(resData)/2]), exitBadArgs, "", 0},
				hostile{"tampered", fileOf("tampered.res", bytes.Replace(resData, []byte("\nrnd 3\n"), []byte("\nrnd 4\n"), 1)), exitBadArgs, "", 0},
			)
		}
		for _, tc := range rows {
			t.Run(game+"/"+tc.name, func(t *testing.T) {
				check(t, tc, func(p string) []string { return []string{"import", "--game", game, p} })
			})
		}
		if game == "madmax" {
			continue // the opener tries every importer: one pass is enough
		}
		for _, tc := range rows {
			t.Run("open/"+tc.name, func(t *testing.T) {
				p := tc.make(t, t.TempDir())
				var err error
				got := allocated(func() { _, err = replay.OpenRecorded(p) })
				if err == nil || !strings.Contains(err.Error(), filepath.Base(p)) {
					t.Errorf("OpenRecorded: %v, want an error naming the file", err)
				}
				tc.checkMem(t, got)
			})
		}
	}
}

// TestHostileArguments: parameters, seeds and output paths fail before
// any match is played.
func TestHostileArguments(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{append([]string{"run", "--game", "worms", "--param", "bogus=1"}, mapPlayers["worms"]...), `worms: unknown parameter "bogus" (worms takes no parameters)`},
		{append([]string{"run", "--game", "paintball", "--param", "turns=-1"}, mapPlayers["paintball"]...), `unknown parameter "turns"`},
		{append([]string{"run", "--game", "madmax", "--param", "turns=-1"}, mapPlayers["madmax"]...), `unknown parameter "turns"`},
		{append([]string{"run", "--game", "coderunner", "--param", "turns=-1"}, mapPlayers["coderunner"]...), "between 400 and 1200"},
		{append([]string{"run", "--game", "windward", "--param", "bogus=1"}, mapPlayers["windward"]...), "known: rounds"},
		{append([]string{"tournament", "--game", "worms", "--seeds", "5-18446744073709551615"}, mapPlayers["worms"]...), "more than a million"},
		{append([]string{"run", "--game", "madmax", "--res", "/nonexistent/x.res"}, mapPlayers["madmax"]...), "--export res: open /nonexistent/x.res"},
		{append([]string{"tournament", "--game", "worms", "--seeds", "1", "--csv", "/nonexistent/x.csv"}, mapPlayers["worms"]...), "csv"},
		{[]string{"import", "--game", "madmax", "--out", "/nonexistent/x.gz", "whatever.res"}, "--out"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args[:3], " "), func(t *testing.T) {
			code, out, errs := arenactl(tc.args...)
			if code != exitBadArgs || !strings.Contains(errs, tc.want) || out != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2 and %q before any output", code, out, errs, tc.want)
			}
		})
	}
}

// TestLargestMapRoundTrips: whatever run writes, verify reads. A custom map
// rides in the replay header in base64, so the map caps must keep that line
// under the reader's; a Madmax .cnf padded to just under its cap plays and
// verifies.
func TestLargestMapRoundTrips(t *testing.T) {
	for _, lim := range []fileio.Limit{fileio.TextMap, fileio.XMLMap} {
		if header := lim.MaxFile*4/3 + 64<<10; header >= replay.MaxLine {
			t.Errorf("a %s map of %s makes a %d-byte header line; the reader takes %d", lim.What, fileio.Size(lim.MaxFile), header, replay.MaxLine)
		}
	}
	dir := t.TempDir()
	cnf := shipped(t, "madmax", "canyon")
	pad := int(fileio.TextMap.MaxFile) - len(cnf) - 1
	big := append(append([]byte(nil), cnf...), bytes.Repeat([]byte(" "), pad)...)
	// Line-length caps apply too: pad with short lines.
	for i := len(cnf) + 100; i < len(big); i += 1000 {
		big[i] = '\n'
	}
	mapPath := write(t, dir, "big.cnf", big)
	rp := filepath.Join(dir, "big.arena.jsonl.gz")
	if code, _, errs := arenactl(append([]string{"run", "--game", "madmax", "--seed", "2", "--map", mapPath, "--replay", rp}, mapPlayers["madmax"]...)...); code != 0 {
		t.Fatalf("run: exit %d: %s", code, errs)
	}
	if code, out, errs := arenactl("verify", rp); code != 0 {
		t.Fatalf("verify: exit %d: %s%s", code, out, errs)
	}
}
