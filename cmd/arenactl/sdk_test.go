package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"arena/ai/madmax/sdk"
	"arena/sim"
	"arena/sim/simtest"
)

// sdkSrc is where the SDK package keeps its example and test players.
const sdkSrc = "../../ai/madmax/sdk"

func TestSDKArguments(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"sdk"}, exitOK, "madmax "},
		{[]string{"sdk", "worms", "--out", "x"}, exitBadArgs, `no SDK for "worms"`},
		{[]string{"sdk", "madmax"}, exitBadArgs, "give --build or --out"},
		{[]string{"sdk", "madmax", "--build", "--out", "x", "AIa.cc"}, exitBadArgs, "give --build or --out"},
		{[]string{"sdk", "madmax", "--build"}, exitBadArgs, "needs the player's sources"},
		{[]string{"sdk", "madmax", "--out", "x", "AIa.cc"}, exitBadArgs, "--out takes no sources"},
		{[]string{"sdk", "--build", "AIa.cc"}, exitBadArgs, "name the game first"},
		{[]string{"sdk", "madmax", "--build", "AIDummy.o"}, exitFailed, "AIDummy.o is not a C++ source file"},
	}
	for _, tc := range tests {
		code, out, errs := arenactl(tc.args...)
		if code != tc.code || !strings.Contains(out+errs, tc.want) {
			t.Errorf("%v: exit %d, %q %q; want %d and %q", tc.args, code, out, errs, tc.code, tc.want)
		}
		if code != exitOK && strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: the error is not one line: %q", tc.args, errs)
		}
	}
}

func TestSDKOut(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mysdk")
	code, out, errs := arenactl("sdk", "madmax", "--out", dir)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, f := range append(sdk.Files(), sdk.Examples()...) {
		p := filepath.Join(dir, f.Name)
		if !strings.Contains(out, p+"\n") {
			t.Errorf("the output does not list %s:\n%s", p, out)
		}
		if got, err := os.ReadFile(p); err != nil || !bytes.Equal(got, f.Data) {
			t.Errorf("%s: %v", p, err)
		}
	}
	readme, _ := os.ReadFile(filepath.Join(dir, "README.md"))
	if !bytes.Contains(readme, []byte("g++ -std=gnu++17 -O2 -DNDEBUG -I. AIWhatever.cc Main.cc Registry.cc Utils.cc")) {
		t.Errorf("README.md has no build line:\n%s", readme)
	}
	// The Makefile builds each AI*.cc into bin/ (planned only: make -n
	// compiles nothing).
	if mk, err := exec.LookPath("make"); err == nil {
		plan, err := exec.Command(mk, "-n", "-C", dir).CombinedOutput()
		for _, want := range []string{"-c AIDemo.cc -o obj/AIDemo.o", "-c Main.cc -o obj/Main.o", "-o bin/Demo", "-o bin/Null"} {
			if err != nil || !strings.Contains(string(plan), want) {
				t.Errorf("make -n: %v, %q lacks %q", err, plan, want)
			}
		}
	}
	os.WriteFile(filepath.Join(dir, "AINull.cc"), []byte("// mine\n"), 0o644)
	if code, _, errs := arenactl("sdk", "madmax", "--out", dir); code != exitFailed || !strings.Contains(errs, "--force") {
		t.Errorf("over an edited file: exit %d, %q", code, errs)
	}
	if code, _, errs := arenactl("sdk", "madmax", "--out", dir, "--force"); code != exitOK {
		t.Errorf("--force: exit %d, %q", code, errs)
	}
}

func TestSDKNoCompiler(t *testing.T) {
	t.Setenv("CXX", "")
	t.Setenv("PATH", t.TempDir())
	code, _, errs := arenactl("sdk", "madmax", "--build", filepath.Join(sdkSrc, "examples", "AINull.cc"), "-o", filepath.Join(t.TempDir(), "null"))
	if code != exitFailed || !strings.Contains(errs, "no C++ compiler found") || strings.Count(errs, "\n") != 1 {
		t.Fatalf("exit %d, %q; want one line saying no compiler was found", code, errs)
	}
}

// TestSDKPlayers builds players written to the EDA-JOC API with arenactl
// sdk and plays them as proc: programs: ours (one simple, one using most
// of the API and checking the Board it is given) against raider and the
// SDK's Demo; and the SDK's Demo, in any seats, writes the .res file
// builtin:demo writes (with default.cnf, the original's recorded game).
func TestSDKPlayers(t *testing.T) {
	if _, err := sdk.FindCompiler(nil, nil); err != nil {
		t.Skipf("skipping: %v", err)
	}
	t.Setenv("XDG_CACHE_HOME", t.TempDir()) // the SDK's build cache
	dir := t.TempDir()
	prog := map[string]string{}
	for name, src := range map[string]string{
		"simple": "testdata/AISimple.cc",
		"full":   "testdata/AIFull.cc",
		"demo":   "examples/AIDemo.cc",
	} {
		prog[name] = filepath.Join(dir, name)
		code, out, errs := arenactl("sdk", "madmax", "--build", filepath.Join(sdkSrc, src), "-o", prog[name])
		if code != exitOK {
			t.Fatalf("building %s: exit %d: %s", src, code, errs)
		}
		if want := "play it with --player 'proc:" + prog[name] + "'"; !strings.Contains(out, want) {
			t.Errorf("building %s: %q lacks %q", src, out, want)
		}
	}

	t.Run("match", func(t *testing.T) {
		code, out, errs := arenactl("run", "--game", "madmax", "--seed", "4", "--no-timeout",
			"--player", "proc:"+prog["simple"], "--player", "proc:"+prog["full"], "--player", "raider", "--player", "proc:"+prog["demo"])
		if code != exitOK {
			t.Fatalf("exit %d: %s", code, errs)
		}
		r := decodeRun(t, out)
		for i, p := range r.Players {
			if p.Status != sim.Done {
				t.Errorf("seat %d (%s): %s %s", i+1, p.Name, p.Status, p.Reason)
			}
		}
		if r.Players[0].Score == 0 || r.Players[1].Score == 0 {
			t.Errorf("the simple and full players scored nothing: %+v", r.Players)
		}
		t.Logf("%+v", r.Players)
	})

	res := func(t *testing.T, args ...string) []byte {
		t.Helper()
		p := filepath.Join(t.TempDir(), "game.res")
		code, _, errs := arenactl(append([]string{"run", "--game", "madmax", "--no-timeout", "--res", p}, args...)...)
		if code != exitOK {
			t.Fatalf("exit %d: %s", code, errs)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	demo := "proc:" + prog["demo"]
	t.Run("demo res", func(t *testing.T) {
		for _, seed := range []string{"9", "123456"} {
			want := res(t, "--seed", seed, "--player", "demo", "--player", "demo", "--player", "demo", "--player", "demo")
			for _, seats := range [][]string{{demo, demo, demo, demo}, {"demo", demo, "demo", demo}} {
				args := []string{"--seed", seed}
				for _, s := range seats {
					args = append(args, "--player", s)
				}
				if got := res(t, args...); !bytes.Equal(got, want) {
					t.Errorf("seed %s, %v: the .res (%d bytes) differs from builtin:demo's (%d bytes)", seed, seats, len(got), len(want))
				}
			}
		}
	})
	t.Run("demo original", func(t *testing.T) {
		want := simtest.RefFile(t, "madmax", "madmax_demo4_s3424_default.res.gz")
		got := res(t, "--seed", "3424", "--map", filepath.Join(refData(t, "madmax"), "default.cnf"),
			"--player", demo, "--player", demo, "--player", demo, "--player", demo)
		if !bytes.Equal(got, want) {
			t.Errorf("the .res (%d bytes) differs from the original's recorded game (%d bytes)", len(got), len(want))
		}
	})
}
