package entelect

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"arena/sim/fileio"
)

// Meta is a bot's bot.json, the fields the original runner read
// (config/BotMetaData.java).
type Meta struct {
	Author      string     `json:"author"`
	Email       string     `json:"email"`
	NickName    string     `json:"nickName"`
	BotLocation string     `json:"botLocation"`
	BotFileName string     `json:"botFileName"`
	BotLanguage string     `json:"botLanguage"`
	Arguments   *Arguments `json:"arguments"`
}

// Arguments is bot.json's optional "arguments" (config/BotArguments.java).
type Arguments struct {
	CoreCount int `json:"coreCount"`
}

// Bot is a bot folder made ready to run: its bot.json, where it was found,
// the directory the bot runs in (and gets its rounds/ folder in) and its
// command line.
type Bot struct {
	Meta     Meta
	MetaPath string   // the bot.json read
	Dir      string   // DIR joined with botLocation, absolute
	Argv     []string // the command, run in Dir
}

// Languages are the botLanguage values the runner knows: the eight of the
// 2019.1.0 runner, and "python3", which the runner of phase 2 on took in
// place of "python" (the finalists' bots, mallin/Worms-Bot among them, say
// "python3").
var Languages = []string{"java", "dotnetcore", "javascript", "python", "python3", "cplusplus", "haskell", "scala", "rust"}

// metaLimit bounds bot.json (a few hundred bytes in every real bot).
var metaLimit = fileio.Limit{What: "bot.json", MaxFile: 64 << 10}

// The walk for bot.json stops this deep and after this many entries: a
// bot folder is small, a folder named by mistake (a home directory) is
// not searched whole.
const (
	walkDepth   = 6
	walkEntries = 20000
)

// Load reads the bot folder dir as the original runner did
// (BotMetaData.load, the BotRunner of its language): the first bot.json
// under dir, the directory dir + botLocation, and the command that starts
// the bot there. It starts nothing but, for Python, the interpreter's
// --version (see PythonCommands).
//
// Where arena is stricter or says more than the original: the original
// took the first bot.json its file walk met, in the file system's order;
// arena takes the shallowest, in name order within a folder (so dir's own
// bot.json first). botLocation is joined to dir as a path (the original
// appended it to the folder's name as text, so "./bin/" needed the folder
// given with a trailing slash); and neither botLocation nor botFileName
// may lead out of dir (a bot.json never makes arena run a program
// outside the folder the user named).
func Load(dir string) (*Bot, error) {
	if dir == "" {
		return nil, errors.New("no bot folder given (entelect:DIR, DIR holding bot.json)")
	}
	root, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if fi, err := os.Stat(root); err != nil {
		return nil, fmt.Errorf("bot folder %s: %v", dir, errors.Unwrap(err))
	} else if !fi.IsDir() {
		return nil, fmt.Errorf("bot folder %s is not a directory (name the folder that holds bot.json)", dir)
	}
	mp, err := findMeta(root)
	if err != nil {
		return nil, err
	}
	data, err := fileio.ReadFile(mp, metaLimit)
	if err != nil {
		return nil, err
	}
	var m Meta
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %v", mp, err)
	}
	b := &Bot{Meta: m, MetaPath: mp}
	if !slices.Contains(Languages, m.BotLanguage) {
		return nil, fmt.Errorf("%s: botLanguage %q is not one the runner knows (%s)", mp, m.BotLanguage, strings.Join(Languages, ", "))
	}
	if m.BotFileName == "" {
		return nil, fmt.Errorf("%s: no botFileName", mp)
	}
	b.Dir = filepath.Join(root, m.BotLocation)
	if !inside(root, b.Dir) {
		return nil, fmt.Errorf("%s: botLocation %q leads out of the bot folder %s", mp, m.BotLocation, root)
	}
	if fi, err := os.Stat(b.Dir); err != nil || !fi.IsDir() {
		return nil, fmt.Errorf("%s: the bot's directory %s (the folder and botLocation %q) does not exist: is the bot built?", mp, b.Dir, m.BotLocation)
	}
	if f := filepath.Join(b.Dir, m.BotFileName); filepath.IsAbs(m.BotFileName) || !inside(root, f) {
		return nil, fmt.Errorf("%s: botFileName %q leads out of the bot folder %s", mp, m.BotFileName, root)
	} else if _, err := os.Stat(f); err != nil {
		return nil, fmt.Errorf("%s: the bot's file %s does not exist: is the bot built?", mp, f)
	}
	b.Argv, err = command(m)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", mp, err)
	}
	return b, nil
}

// inside says whether path p is root or below it.
func inside(root, p string) bool {
	rel, err := filepath.Rel(root, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// findMeta returns the shallowest bot.json under root, in name order
// within a folder (Files.walk's filter path.endsWith("bot.json") matched
// the whole last name).
func findMeta(root string) (string, error) {
	level := []string{root}
	seen := 0
	for depth := 0; depth <= walkDepth && len(level) > 0; depth++ {
		var next []string
		for _, d := range level {
			ents, err := os.ReadDir(d)
			if err != nil {
				if d == root {
					return "", fmt.Errorf("bot folder %s: %v", root, errors.Unwrap(err))
				}
				continue
			}
			for _, e := range ents {
				if seen++; seen > walkEntries {
					return "", fmt.Errorf("no bot.json in the first %d entries of %s: name the bot's own folder", walkEntries, root)
				}
				p := filepath.Join(d, e.Name())
				switch {
				case e.Name() == "bot.json" && e.Type().IsRegular():
					return p, nil
				case e.IsDir() && e.Type()&fs.ModeSymlink == 0:
					next = append(next, p)
				}
			}
		}
		level = next
	}
	return "", fmt.Errorf("no bot.json in %s (an Entelect bot folder holds one)", root)
}

// command is the command line the original runner started the bot with,
// in its directory (botrunners/*BotRunner.java, the Unix forms; on Windows
// "cmd /c" for the native ones, as there).
func command(m Meta) ([]string, error) {
	f := m.BotFileName
	native := func(extra ...string) []string {
		if runtime.GOOS == "windows" {
			return append([]string{"cmd", "/c", f}, extra...)
		}
		return append([]string{"./" + f}, extra...)
	}
	switch m.BotLanguage {
	case "java", "scala":
		return []string{"java", "-jar", f}, nil
	case "javascript":
		return []string{"node", f}, nil
	case "dotnetcore":
		// The runner's line was "dotnet " + botFileName, unquoted.
		return append([]string{"dotnet"}, strings.Fields(f)...), nil
	case "python", "python3":
		py, err := PythonCommand()
		if err != nil {
			return nil, err
		}
		return append(py, f), nil
	case "cplusplus", "rust":
		return native(), nil
	case "haskell":
		// "./" + botFileName + " +RTS -N<coreCount> -RTS" when bot.json
		// has arguments, unquoted as there.
		var rts []string
		if m.Arguments != nil {
			rts = []string{"+RTS", "-N" + strconv.Itoa(m.Arguments.CoreCount), "-RTS"}
		}
		if runtime.GOOS == "windows" {
			return append([]string{"cmd", "/c", f}, rts...), nil
		}
		w := strings.Fields(f)
		if len(w) == 0 {
			return nil, errors.New("empty botFileName")
		}
		w[0] = "./" + w[0]
		return append(w, rts...), nil
	}
	return nil, fmt.Errorf("botLanguage %q has no runner", m.BotLanguage)
}

// PythonCommands are the commands the original runner tried for Python,
// in turn, keeping the first whose --version succeeds
// (PythonBotRunner.java).
var PythonCommands = [][]string{{"python3"}, {"py", "-3"}, {"python"}, {"py"}}

var (
	pyOnce sync.Once
	pyCmd  []string
	pyErr  error
)

// PythonCommand returns the Python command of this machine, found once per
// process as the original runner found it.
func PythonCommand() ([]string, error) {
	pyOnce.Do(func() { pyCmd, pyErr = findPython(PythonCommands, 10*time.Second) })
	return pyCmd, pyErr
}

func findPython(cands [][]string, wait time.Duration) ([]string, error) {
	for _, c := range cands {
		path, err := exec.LookPath(c[0])
		if err != nil {
			continue
		}
		cmd := exec.Command(path, append(c[1:], "--version")...)
		done := make(chan error, 1)
		if err := cmd.Start(); err != nil {
			continue
		}
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err == nil {
				return c, nil
			}
		case <-time.After(wait):
			_ = cmd.Process.Kill()
			<-done
		}
	}
	var names []string
	for _, c := range cands {
		names = append(names, strings.Join(c, " "))
	}
	return nil, fmt.Errorf("no Python found (tried %s, as the original runner did): install Python 3", strings.Join(names, ", "))
}
