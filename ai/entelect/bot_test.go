package entelect

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// folder makes a bot folder from name -> content ("" makes a directory).
func folder(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, body := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if strings.HasSuffix(name, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func meta(lang, loc, file string, extra ...string) string {
	s := `{"author":"a","email":"e","nickName":"n","botLanguage":"` + lang + `","botLocation":"` + loc + `","botFileName":"` + file + `"`
	for _, e := range extra {
		s += "," + e
	}
	return s + "}"
}

// TestLoad: the command each botLanguage was started with
// (botrunners/*BotRunner.java), in DIR joined with botLocation.
func TestLoad(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the native bots run through cmd /c on Windows")
	}
	tests := []struct {
		name  string
		files map[string]string
		dir   string // the bot's directory, under the folder
		argv  []string
	}{
		{"java", map[string]string{"bot.json": meta("java", "/target", "bot.jar"), "target/bot.jar": "x"},
			"target", []string{"java", "-jar", "bot.jar"}},
		{"scala", map[string]string{"bot.json": meta("scala", "/target/scala-2.12/", "s.jar"), "target/scala-2.12/s.jar": "x"},
			"target/scala-2.12", []string{"java", "-jar", "s.jar"}},
		{"javascript", map[string]string{"bot.json": meta("javascript", "/", "StarterBot.js"), "StarterBot.js": "x"},
			"", []string{"node", "StarterBot.js"}},
		{"dotnetcore", map[string]string{"bot.json": meta("dotnetcore", "/bin/Debug/netcoreapp2.0", "StarterBot.dll"), "bin/Debug/netcoreapp2.0/StarterBot.dll": "x"},
			"bin/Debug/netcoreapp2.0", []string{"dotnet", "StarterBot.dll"}},
		{"cplusplus, ./bin/ as the starter bot has it", map[string]string{"bot.json": meta("cplusplus", "./bin/", "cppbot.exe"), "bin/cppbot.exe": "x"},
			"bin", []string{"./cppbot.exe"}},
		{"rust", map[string]string{"bot.json": meta("rust", "/target/release/", "agent-oxide"), "target/release/agent-oxide": "x"},
			"target/release", []string{"./agent-oxide"}},
		{"haskell with arguments", map[string]string{"bot.json": meta("haskell", "/bin", "haskell-bot-exe", `"arguments":{"coreCount":2}`), "bin/haskell-bot-exe": "x"},
			"bin", []string{"./haskell-bot-exe", "+RTS", "-N2", "-RTS"}},
		{"haskell without", map[string]string{"bot.json": meta("haskell", "/bin", "h"), "bin/h": "x"},
			"bin", []string{"./h"}},
		{"bot.json in a subfolder, botLocation from the folder named", map[string]string{"sub/bot.json": meta("javascript", "/sub", "b.js"), "sub/b.js": "x"},
			"sub", []string{"node", "b.js"}},
		{"the shallowest bot.json", map[string]string{"a/bot.json": meta("javascript", "/a", "a.js"), "a/a.js": "x", "bot.json": meta("javascript", "", "top.js"), "top.js": "x"},
			"", []string{"node", "top.js"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root := folder(t, tc.files)
			b, err := Load(root)
			if err != nil {
				t.Fatal(err)
			}
			if want := filepath.Join(root, tc.dir); b.Dir != want {
				t.Errorf("dir %s, want %s", b.Dir, want)
			}
			if !slices.Equal(b.Argv, tc.argv) {
				t.Errorf("argv %q, want %q", b.Argv, tc.argv)
			}
		})
	}
}

// TestLoadRefuses: a folder that is not a runnable bot is refused with
// one line that says why.
func TestLoadRefuses(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"no bot.json", map[string]string{"bot.py": "x", "mybot.json": "{}"}, "no bot.json"},
		{"not JSON", map[string]string{"bot.json": "{"}, "bot.json"},
		{"unknown language", map[string]string{"bot.json": meta("cobol", "/", "b"), "b": "x"}, `botLanguage "cobol"`},
		{"no file name", map[string]string{"bot.json": meta("java", "/", "")}, "no botFileName"},
		{"not built", map[string]string{"bot.json": meta("java", "/target", "b.jar"), "target/": ""}, "is the bot built?"},
		{"no such directory", map[string]string{"bot.json": meta("java", "/target", "b.jar")}, "does not exist"},
		{"botLocation outside", map[string]string{"bot.json": meta("javascript", "/../..", "b.js")}, "leads out of the bot folder"},
		{"botFileName outside", map[string]string{"bot.json": meta("cplusplus", "/", "../../bin/sh")}, "leads out of the bot folder"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(folder(t, tc.files))
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("error %v, want one line with %q", err, tc.want)
			}
		})
	}
	if _, err := Load(filepath.Join(t.TempDir(), "none")); err == nil {
		t.Error("a missing folder loaded")
	}
}

// TestFindPython: the first candidate whose --version succeeds, as
// PythonBotRunner resolved the command.
func TestFindPython(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("uses sh")
	}
	dir := t.TempDir()
	for name, code := range map[string]string{"fails": "exit 1", "works": "exit 0", "also": "exit 0"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"+code+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	got, err := findPython([][]string{{"no-such-python-here"}, {"fails"}, {"works", "-3"}, {"also"}}, 10e9)
	if err != nil || !slices.Equal(got, []string{"works", "-3"}) {
		t.Errorf("found %q, %v", got, err)
	}
	if _, err := findPython([][]string{{"no-such-python-here"}, {"fails"}}, 10e9); err == nil || !strings.Contains(err.Error(), "tried no-such-python-here, fails") {
		t.Errorf("no Python: %v", err)
	}
}
