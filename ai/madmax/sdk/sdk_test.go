package sdk

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The API a player written for the original framework includes, and the
// sources a program links.
var (
	apiHeaders = []string{"Action.hh", "Board.hh", "Defs.hh", "Player.hh", "Registry.hh", "Utils.hh"}
	apiSources = []string{"Main.cc", "Registry.cc", "Utils.cc"}
)

func fileNames(fs []File) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Name)
	}
	return out
}

func TestFiles(t *testing.T) {
	got := fileNames(Files())
	for _, want := range append(append(apiHeaders, apiSources...), "Makefile", "README.md") {
		if !slices.Contains(got, want) {
			t.Errorf("Files() lacks %s (has %v)", want, got)
		}
	}
	if !slices.IsSorted(got) {
		t.Errorf("Files() not sorted: %v", got)
	}
	if s := fileNames(sources()); !slices.Equal(s, apiSources) {
		t.Errorf("sources() = %v, want %v", s, apiSources)
	}
	if e := fileNames(Examples()); !slices.Equal(e, []string{"AIDemo.cc", "AINull.cc"}) {
		t.Errorf("Examples() = %v", e)
	}
	if h := Hash(); !regexp.MustCompile(`^[0-9a-f]{16}$`).MatchString(h) || h != Hash() {
		t.Errorf("Hash() = %q, want 16 hex digits, the same each call", h)
	}
	// Every file says it is arena's own, so none is mistaken for the
	// framework's (which is not ours to ship).
	for _, f := range append(Files(), Examples()...) {
		if !bytes.Contains(f.Data, []byte("arena")) {
			t.Errorf("%s does not say it is arena's", f.Name)
		}
	}
}

func TestWrite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "sdk")
	paths, err := Write(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) != len(Files())+len(Examples()) {
		t.Fatalf("wrote %d files, want %d", len(paths), len(Files())+len(Examples()))
	}
	for _, f := range append(Files(), Examples()...) {
		got, err := os.ReadFile(filepath.Join(dir, f.Name))
		if err != nil || !bytes.Equal(got, f.Data) {
			t.Fatalf("%s: %v (equal: %v)", f.Name, err, bytes.Equal(got, f.Data))
		}
	}
	// Writing again over the same files is fine; over a file of the
	// user's it refuses, writing nothing, unless forced.
	if _, err := Write(dir, false); err != nil {
		t.Fatalf("second Write: %v", err)
	}
	mine := []byte("// my player, started from the template\n")
	null := filepath.Join(dir, "AINull.cc")
	os.WriteFile(null, mine, 0o644)
	os.Remove(filepath.Join(dir, "Utils.hh"))
	_, err = Write(dir, false)
	if !errors.Is(err, ErrExists) || !strings.Contains(err.Error(), "AINull.cc") {
		t.Fatalf("Write over an edited file: %v, want ErrExists naming AINull.cc", err)
	}
	if got, _ := os.ReadFile(null); !bytes.Equal(got, mine) {
		t.Fatal("Write replaced the edited file")
	}
	if _, err := os.Stat(filepath.Join(dir, "Utils.hh")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatal("a refused Write wrote other files")
	}
	if _, err := Write(dir, true); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(null); bytes.Equal(got, mine) {
		t.Fatal("Write with force kept the edited file")
	}
}

func TestFindCompiler(t *testing.T) {
	on := func(names ...string) func(string) (string, error) {
		return func(n string) (string, error) {
			if slices.Contains(names, n) {
				return "/usr/bin/" + n, nil
			}
			return "", exec.ErrNotFound
		}
	}
	tests := []struct {
		name, cxx string
		path      []string
		want      []string
		err       string
	}{
		{"g++ first", "", []string{"c++", "g++", "clang++"}, []string{"/usr/bin/g++"}, ""},
		{"then c++", "", []string{"clang++", "c++"}, []string{"/usr/bin/c++"}, ""},
		{"then clang++", "", []string{"clang++"}, []string{"/usr/bin/clang++"}, ""},
		{"CXX wins", "clang++", []string{"g++", "clang++"}, []string{"/usr/bin/clang++"}, ""},
		{"CXX with arguments", "ccache  g++ -m64", []string{"ccache", "g++"}, []string{"/usr/bin/ccache", "g++", "-m64"}, ""},
		{"CXX missing", "icpx", []string{"g++"}, nil, "CXX=icpx"},
		{"none", "", nil, nil, "no C++ compiler found"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			env := func(k string) string {
				if k == "CXX" {
					return tc.cxx
				}
				return ""
			}
			got, err := FindCompiler(env, on(tc.path...))
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err = %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || !slices.Equal(got, tc.want) {
				t.Fatalf("FindCompiler = %v, %v; want %v", got, err, tc.want)
			}
		})
	}
	if _, err := FindCompiler(func(string) string { return "" }, on()); !errors.Is(err, ErrNoCompiler) {
		t.Fatalf("err = %v, want ErrNoCompiler", err)
	}
}

func TestPlayerSources(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"AIMine.cc", "helper.cpp", "Board.cc", "Game.cc", "Player.hh", "AIDummy.o"} {
		os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644)
	}
	os.Mkdir(filepath.Join(dir, "AIDir.cc"), 0o755)
	in := func(n string) string { return filepath.Join(dir, n) }
	var log bytes.Buffer
	got, err := playerSources([]string{in("AIMine.cc"), in("Board.cc"), in("Player.hh"), in("helper.cpp"), in("Game.cc"), in("AIMine.cc")}, &log)
	if err != nil || !slices.Equal(got, []string{in("AIMine.cc"), in("helper.cpp")}) {
		t.Fatalf("playerSources = %v, %v", got, err)
	}
	for _, n := range []string{"Board.cc", "Game.cc", "Player.hh"} {
		if !strings.Contains(log.String(), n) {
			t.Errorf("the log does not note skipping %s:\n%s", n, log.String())
		}
	}
	for _, bad := range []struct{ file, err string }{
		{in("AIDummy.o"), "not a C++ source"},
		{in("AINone.cc"), "no such file"},
		{in("AIDir.cc"), "not a regular file"},
	} {
		if _, err := playerSources([]string{bad.file}, &log); err == nil || !strings.Contains(err.Error(), bad.err) {
			t.Errorf("playerSources(%s) = %v, want %q", bad.file, err, bad.err)
		}
	}
	if _, err := playerSources([]string{in("Board.cc")}, &log); err == nil || !strings.Contains(err.Error(), "no player source") {
		t.Errorf("only framework files: %v", err)
	}
}

func TestRegistered(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "AIa.cc")
	b := filepath.Join(dir, "AIb.cc")
	os.WriteFile(a, []byte("#include \"Player.hh\"\n  #define PLAYER_NAME Nepal\nstruct PLAYER_NAME : public Player {};\n// RegisterPlayer(Commented);\nRegisterPlayer(PLAYER_NAME);\n"), 0o644)
	os.WriteFile(b, []byte("struct Other : public Player {};\nRegisterPlayer( Other );\n"), 0o644)
	if got := registered([]string{a, b}); !slices.Equal(got, []string{"Nepal", "Other"}) {
		t.Fatalf("registered = %v", got)
	}
}

func TestBuildWithoutCompiler(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "AINull.cc")
	os.WriteFile(src, Examples()[1].Data, 0o644)
	_, err := Build(context.Background(), Options{
		Sources: []string{src}, Output: filepath.Join(dir, "null"), CacheDir: filepath.Join(dir, "cache"),
		Getenv: func(string) string { return "" }, LookPath: func(string) (string, error) { return "", exec.ErrNotFound },
	})
	if !errors.Is(err, ErrNoCompiler) {
		t.Fatalf("Build = %v, want ErrNoCompiler", err)
	}
}
