//go:build linux

package tcp

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// helperMarker is argv[1] of the test binary re-executed as a TCP client.
const helperMarker = "tcp-test-client"

// TestMain runs a fake client when the test binary was started as one.
func TestMain(m *testing.M) {
	if len(os.Args) >= 5 && os.Args[1] == helperMarker {
		os.Exit(runClient(os.Args[2], os.Args[3], os.Args[4]))
	}
	os.Exit(m.Run())
}

// clientCommand is the command line of a fake client: mode is one of
//
//	"play"        join, answer every message with an empty <move>, exit 0 on <exit/>
//	"crash-start" exit with status 3 before connecting
//	"crash-after" join, exit with status 7 on the first message
//	"setsid"      join, start a child in its own session that sleeps, and
//	              name the child's pid in the join's language attribute
//	"sleep"       (the setsid child) sleep for an hour
//	"host"        launch a "sleep" client, print its pid, sleep for an hour
//
// A joining client reports in its school attribute how its stdin looks
// ("open-empty", "eof" or "data") and whether it leads its process group.
func clientCommand(t *testing.T, mode, addr, name string) []string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return []string{exe, helperMarker, mode, addr, name}
}

func runClient(mode, addr, name string) int {
	switch mode {
	case "crash-start":
		return 3
	case "sleep":
		time.Sleep(time.Hour)
		return 0
	case "host":
		// A host that launches a client, names its pid and waits to be
		// killed.
		exe, _ := os.Executable()
		p, err := launch([]string{exe, helperMarker, "sleep", addr, name}, func(string, ...any) {})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		fmt.Println(p.cmd.Process.Pid)
		time.Sleep(time.Hour)
		return 0
	}
	var c net.Conn
	var err error
	for k := 0; k < 200; k++ {
		if c, err = net.Dial("tcp", addr); err == nil {
			break
		}
		time.Sleep(25 * time.Millisecond)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	school := stdinState()
	if syscall.Getpgrp() == os.Getpid() {
		school += " own-group"
	}
	lang := "Go"
	if mode == "setsid" {
		exe, _ := os.Executable()
		child := exec.Command(exe, helperMarker, "sleep", addr, name)
		child.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		if err := child.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		lang = fmt.Sprint(child.Process.Pid)
	}
	c.Write(frame([]byte(fmt.Sprintf(`<join name="%s" school="%s" language="%s"/>`, name, school, lang))))
	r := bufio.NewReader(c)
	for {
		msg, err := readFrame(r)
		if err != nil {
			return 0
		}
		if mode == "crash-after" {
			fmt.Fprintln(os.Stderr, "crashing on purpose")
			return 7
		}
		if strings.HasPrefix(string(msg), "<exit") {
			return 0
		}
		c.Write(frame([]byte(`<move/>`)))
	}
}

// stdinState tells, without blocking, whether stdin is an open pipe with
// nothing in it (what launched clients must get), at end of file, or has
// data.
func stdinState() string {
	var fds syscall.FdSet
	fds.Bits[0] = 1 // fd 0
	n, err := syscall.Select(1, &fds, nil, nil, &syscall.Timeval{})
	switch {
	case err != nil:
		return "error"
	case n == 0:
		return "open-empty"
	}
	var b [1]byte
	if k, _ := os.Stdin.Read(b[:]); k == 0 {
		return "eof"
	}
	return "data"
}
