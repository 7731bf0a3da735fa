package proc

import (
	"bytes"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"sync"
	"syscall"
)

// On Linux no bot process outlives its match or its host:
//
//   - each bot runs in its own process group, killed as a whole;
//   - each bot process carries EnvBot=<id> (and EnvHost=<host pid>) in its
//     environment, which its children inherit even after setsid or a
//     double fork, so killGroup also finds and kills those by scanning /proc;
//   - the bot's main process gets SIGKILL when the host dies
//     (PR_SET_PDEATHSIG), however it dies;
//   - a watchdog (a small sh loop, started once per host in a group of its
//     own) waits on a pipe that only the host holds open: when the host
//     dies, SIGKILL included, it kills every process carrying the host's
//     EnvHost. A bot that clears its environment before escaping its group
//     is beyond both scans.

// setGroup puts the bot in its own process group with the parent-death
// signal, and marks its environment.
func setGroup(cmd *exec.Cmd, id string) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	startWatchdog()
}

// spawns carries start requests to the one goroutine that starts bots. The
// parent-death signal fires when the OS thread that forked the child exits,
// not the process; that goroutine stays locked to its thread for good, so
// the signal fires only when the host itself dies.
var (
	spawnOnce sync.Once
	spawns    chan spawnReq
)

type spawnReq struct {
	cmd  *exec.Cmd
	done chan error
}

func startCmd(cmd *exec.Cmd) error {
	spawnOnce.Do(func() {
		spawns = make(chan spawnReq)
		go func() {
			runtime.LockOSThread() // never unlocked: the thread lives as long as the host
			for r := range spawns {
				r.done <- r.cmd.Start()
			}
		}()
	})
	done := make(chan error, 1)
	spawns <- spawnReq{cmd, done}
	return <-done
}

// killGroup kills the bot's process group, then every process that still
// carries the bot's mark (a child that left the group with setsid), a few
// rounds in case one forked meanwhile.
func killGroup(p *os.Process, id string) {
	_ = syscall.Kill(-p.Pid, syscall.SIGKILL)
	_ = p.Kill()
	for range 5 {
		if killMarked(EnvBot+"="+id) == 0 {
			return
		}
	}
}

// killMarked sends SIGKILL to every process whose environment holds the
// exact entry kv, and returns how many it found.
func killMarked(kv string) int {
	d, err := os.Open("/proc")
	if err != nil {
		return 0
	}
	names, _ := d.Readdirnames(-1)
	d.Close()
	self := os.Getpid()
	want := []byte(kv)
	n := 0
	for _, name := range names {
		pid, err := strconv.Atoi(name)
		if err != nil || pid == self {
			continue
		}
		env, err := os.ReadFile("/proc/" + name + "/environ")
		if err != nil || len(env) == 0 {
			continue // gone, a zombie, or not ours to read
		}
		for _, e := range bytes.Split(env, []byte{0}) {
			if bytes.Equal(e, want) {
				_ = syscall.Kill(pid, syscall.SIGKILL)
				n++
				break
			}
		}
	}
	return n
}

var watchdogOnce sync.Once

// watchdogScript waits for EOF on stdin (the host has died), then kills
// every process marked with the host's pid ($1).
const watchdogScript = `read -r _
i=0
while [ $i -lt 10 ]; do
  found=
  for f in $(grep -lsxzF "` + EnvHost + `=$1" /proc/[0-9]*/environ); do
    p=${f#/proc/}
    kill -9 "${p%/environ}" 2>/dev/null && found=1
  done
  [ -z "$found" ] && exit 0
  i=$((i+1))
  sleep 0.2
done`

// startWatchdog starts the host's watchdog once. Failing to start it
// (no /bin/sh) leaves the other guards in place.
func startWatchdog() {
	watchdogOnce.Do(func() {
		r, w, err := os.Pipe()
		if err != nil {
			return
		}
		cmd := exec.Command("/bin/sh", "-c", watchdogScript, "arena-watchdog", strconv.Itoa(os.Getpid()))
		cmd.Stdin = r
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // out of reach of the terminal's Ctrl+C
		cmd.Env = []string{"PATH=" + os.Getenv("PATH")}
		if err := cmd.Start(); err != nil {
			r.Close()
			w.Close()
			return
		}
		r.Close()
		watchdogPipe = w // held open, unwritten, until the host dies
		go func() { _ = cmd.Wait() }()
	})
	if watchdogPipe == nil {
		return // no watchdog (no /bin/sh): the other guards remain
	}
}

// watchdogPipe is the write end of the watchdog's stdin, referenced here
// for the host's lifetime so that it is never collected and closed.
var watchdogPipe *os.File
