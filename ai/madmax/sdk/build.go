package sdk

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
)

// Flags are the compiler flags of every build, before $CXXFLAGS: the C++
// dialect the players were written in (GNU extensions allowed, as g++
// defaulted to), optimised, and NDEBUG as the original's Makefile set it
// (so a player's assert()s are off, as they were there).
var Flags = []string{"-std=gnu++17", "-O2", "-DNDEBUG"}

// Compilers are the names FindCompiler tries, in order, when CXX is unset.
var Compilers = []string{"g++", "c++", "clang++"}

// ErrNoCompiler is FindCompiler's error when there is no C++ compiler.
var ErrNoCompiler = errors.New("no C++ compiler found (tried " + strings.Join(Compilers, ", ") + "): install g++, or set CXX to one")

// maxSource bounds a player's source file; a larger one is refused rather
// than copied (players are a few hundred kilobytes at most).
const maxSource = 16 << 20

// framework are the original framework's own sources: the SDK replaces
// them, so Build skips them when a player's folder is given whole.
var framework = map[string]bool{
	"Action.cc": true, "Board.cc": true, "Game.cc": true, "Main.cc": true, "Player.cc": true,
	"Registry.cc": true, "SecGame.cc": true, "SecMain.cc": true, "Utils.cc": true,
}

// Options is one build.
type Options struct {
	// Sources are the player's files: its AI*.cc and any helper .cc.
	Sources []string
	// Output is the program to write.
	Output string
	// CacheDir holds the SDK's files and objects; "" is DefaultCacheDir().
	CacheDir string
	// Getenv and LookPath find the compiler and CXXFLAGS (os.Getenv and
	// exec.LookPath when nil).
	Getenv   func(string) string
	LookPath func(string) (string, error)
	// Log receives the compiler's messages and the build's notes (files
	// skipped); nil discards them.
	Log io.Writer
}

// Result says what Build made.
type Result struct {
	Output   string   // the program, as an absolute path
	Compiler []string // the compiler's command line, before the flags
	Sources  []string // the player's sources compiled
	Players  []string // the players the sources register (RegisterPlayer), as far as they can be read
}

// DefaultCacheDir is where Build keeps the SDK: arena/madmax-sdk/HASH
// under the user's cache directory (~/.cache on Linux), or under the
// temporary directory when there is none.
func DefaultCacheDir() string {
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	return filepath.Join(base, "arena", "madmax-sdk", Hash())
}

// FindCompiler returns the C++ compiler's command line: $CXX when set
// (which may carry arguments, as "ccache g++"), else the first of
// Compilers on the PATH.
func FindCompiler(getenv func(string) string, lookPath func(string) (string, error)) ([]string, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	if lookPath == nil {
		lookPath = exec.LookPath
	}
	if cxx := strings.Fields(getenv("CXX")); len(cxx) > 0 {
		p, err := lookPath(cxx[0])
		if err != nil {
			return nil, fmt.Errorf("CXX=%s: %w", getenv("CXX"), err)
		}
		return append([]string{p}, cxx[1:]...), nil
	}
	for _, name := range Compilers {
		if p, err := lookPath(name); err == nil {
			return []string{p}, nil
		}
	}
	return nil, ErrNoCompiler
}

// Build compiles a player's sources with the SDK into o.Output. The
// compiler's messages go to o.Log; an error says in one line what failed.
func Build(ctx context.Context, o Options) (*Result, error) {
	getenv := o.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	log := o.Log
	if log == nil {
		log = io.Discard
	}
	srcs, err := playerSources(o.Sources, log)
	if err != nil {
		return nil, err
	}
	out, err := filepath.Abs(o.Output)
	if err != nil {
		return nil, err
	}
	if fi, err := os.Stat(out); err == nil && fi.IsDir() {
		return nil, fmt.Errorf("output %s is a directory", o.Output)
	}
	cxx, err := FindCompiler(getenv, o.LookPath)
	if err != nil {
		return nil, err
	}
	flags := append(append([]string(nil), Flags...), strings.Fields(getenv("CXXFLAGS"))...)
	cache := o.CacheDir
	if cache == "" {
		cache = DefaultCacheDir()
	}
	if cache, err = filepath.Abs(cache); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return nil, fmt.Errorf("cache: %w", err)
	}
	for _, f := range Files() {
		if err := writeFile(filepath.Join(cache, f.Name), f.Data); err != nil {
			return nil, fmt.Errorf("cache: %w", err)
		}
	}
	objs, err := sdkObjects(ctx, cxx, flags, cache, log)
	if err != nil {
		return nil, err
	}
	work, err := os.MkdirTemp("", "arena-sdk-build-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	args := append(append([]string(nil), cxx[1:]...), flags...)
	args = append(args, "-I", cache)
	seen := map[string]bool{}
	for _, s := range srcs {
		if d := filepath.Dir(s); !seen[d] {
			seen[d] = true
			args = append(args, "-I", d) // the player's own headers, after the SDK's
		}
	}
	for i, s := range srcs {
		cp, err := copySource(work, i, s)
		if err != nil {
			return nil, err
		}
		args = append(args, cp)
	}
	args = append(args, objs...)
	args = append(args, "-o", out)
	if err := run(ctx, cxx[0], args, work, log); err != nil {
		return nil, fmt.Errorf("%s could not build %s (%v); its messages are above", filepath.Base(cxx[0]), names(srcs), err)
	}
	res := &Result{Output: out, Compiler: cxx, Sources: srcs}
	res.Players = registered(srcs)
	return res, nil
}

// playerSources checks the files given and returns their absolute paths,
// leaving out headers (found beside the sources anyway), the framework's
// own sources and repeats, each noted in log.
func playerSources(given []string, log io.Writer) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, g := range given {
		p, err := filepath.Abs(g)
		if err != nil {
			return nil, err
		}
		base := filepath.Base(p)
		switch ext := filepath.Ext(base); {
		case ext == ".hh" || ext == ".h" || ext == ".hpp" || ext == ".hxx":
			fmt.Fprintf(log, "sdk: %s: a header, found beside the sources without being named\n", g)
			continue
		case framework[base]:
			fmt.Fprintf(log, "sdk: %s: the original framework's own source, which the SDK replaces: skipped\n", g)
			continue
		case ext != ".cc" && ext != ".cpp" && ext != ".cxx" && ext != ".C" && ext != ".c++":
			return nil, fmt.Errorf("%s is not a C++ source file (.cc, .cpp)", g)
		}
		fi, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !fi.Mode().IsRegular() {
			return nil, fmt.Errorf("%s is not a regular file", g)
		}
		if fi.Size() > maxSource {
			return nil, fmt.Errorf("%s is larger than %d MiB", g, maxSource>>20)
		}
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no player source given (an AI*.cc)")
	}
	return out, nil
}

// copySource copies a player's source into the build folder, so that its
// #include "Player.hh" finds the SDK's header rather than the framework's
// lying beside it; a #line directive keeps the compiler's messages and
// __FILE__ naming the original file.
func copySource(work string, i int, src string) (string, error) {
	f, err := os.Open(src)
	if err != nil {
		return "", err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxSource+1))
	if err != nil {
		return "", err
	}
	if len(data) > maxSource {
		return "", fmt.Errorf("%s is larger than %d MiB", src, maxSource>>20)
	}
	quoted := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(src)
	var b bytes.Buffer
	fmt.Fprintf(&b, "#line 1 \"%s\"\n", quoted)
	b.Write(data)
	if len(data) > 0 && data[len(data)-1] != '\n' {
		b.WriteByte('\n')
	}
	cp := filepath.Join(work, fmt.Sprintf("%d_%s", i, filepath.Base(src)))
	return cp, os.WriteFile(cp, b.Bytes(), 0o644)
}

// sdkObjects compiles the SDK's sources in the cache, once for each
// compiler (its path and --version) and set of flags, and returns the
// objects.
func sdkObjects(ctx context.Context, cxx, flags []string, cache string, log io.Writer) ([]string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%q\x00%q\x00", cxx, flags)
	if v, err := exec.CommandContext(ctx, cxx[0], append(cxx[1:len(cxx):len(cxx)], "--version")...).Output(); err == nil {
		h.Write(v)
	}
	dir := filepath.Join(cache, "obj-"+hex.EncodeToString(h.Sum(nil))[:12])
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("cache: %w", err)
	}
	srcs := sources()
	log = &lockedWriter{w: log}
	objs := make([]string, len(srcs))
	errs := make([]error, len(srcs))
	var wg sync.WaitGroup
	for i, src := range srcs {
		objs[i] = filepath.Join(dir, strings.TrimSuffix(src.Name, ".cc")+".o")
		if fi, err := os.Stat(objs[i]); err == nil && fi.Size() > 0 {
			continue
		}
		wg.Add(1)
		go func() { // the few sources compile side by side
			defer wg.Done()
			errs[i] = compileObject(ctx, cxx, flags, cache, src.Name, objs[i], log)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return objs, nil
}

// compileObject compiles the cached SDK source name into obj: into a
// file of its own first, renamed into place once complete, so builds
// sharing the cache never see half an object.
func compileObject(ctx context.Context, cxx, flags []string, cache, name, obj string, log io.Writer) error {
	f, err := os.CreateTemp(filepath.Dir(obj), "."+filepath.Base(obj)+".tmp*")
	if err != nil {
		return fmt.Errorf("cache: %w", err)
	}
	tmp := f.Name()
	f.Close()
	args := append(append(append([]string(nil), cxx[1:]...), flags...), "-c", filepath.Join(cache, name), "-o", tmp)
	if err := run(ctx, cxx[0], args, cache, log); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("%s could not compile the SDK's %s (%v); its messages are above", filepath.Base(cxx[0]), name, err)
	}
	os.Chmod(tmp, 0o644) // CreateTemp made it private; the cache is not
	if err := os.Rename(tmp, obj); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("cache: %w", err)
	}
	return nil
}

// lockedWriter serialises the writes of compilers running side by side.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// run runs the compiler in dir, its output to log.
func run(ctx context.Context, name string, args []string, dir string, log io.Writer) error {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Stdout = log
	cmd.Stderr = log
	return cmd.Run()
}

// The players a program registers, read from its sources: the argument
// of each RegisterPlayer(...), through "#define PLAYER_NAME X" when it is
// PLAYER_NAME, as every player written to the framework's template does.
var (
	registerRe = regexp.MustCompile(`(?m)^[ \t]*RegisterPlayer[ \t]*\([ \t]*(\w+)[ \t]*\)`)
	defineRe   = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*define[ \t]+PLAYER_NAME[ \t]+(\w+)`)
)

// registered lists the players the sources register, in order; it reads
// them, never runs the program built.
func registered(srcs []string) []string {
	var out []string
	for _, s := range srcs {
		data, err := os.ReadFile(s)
		if err != nil {
			continue
		}
		def := ""
		if m := defineRe.FindSubmatch(data); m != nil {
			def = string(m[1])
		}
		for _, m := range registerRe.FindAllSubmatch(data, -1) {
			name := string(m[1])
			if name == "PLAYER_NAME" {
				name = def
			}
			if name != "" {
				out = append(out, name)
			}
		}
	}
	return out
}

func names(paths []string) string {
	var b []string
	for _, p := range paths {
		b = append(b, filepath.Base(p))
	}
	return strings.Join(b, " ")
}
