package main

import (
	"encoding/json"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A Windwardopolis proc: client is a program that connects back over TCP:
// it plays under the team name it joins with, and what went wrong on a
// connection before its <join> (here an oversized length) is in the
// results. The client is a short Python 3 script; the test skips where
// there is none.
func TestRunWindwardProcClientOverTCP(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil || exec.Command(py, "-c", "pass").Run() != nil {
		t.Skip("python3 not available")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	port := addr[strings.LastIndexByte(addr, ':')+1:]
	script := filepath.Join(t.TempDir(), "client.py")
	os.WriteFile(script, []byte(`import socket, struct, sys
port = int(sys.argv[1])
bad = socket.create_connection(("127.0.0.1", port))
bad.sendall(struct.pack("<i", 2000000000))
c = socket.create_connection(("127.0.0.1", port))
j = b'<join name="Py Team" school="Test U." language="Python"/>'
c.sendall(struct.pack("<i", len(j)) + j)
while c.recv(65536):
    pass
`), 0o644)
	// Lockstep: the silent client costs one wait per kind of message,
	// where the default real-time pace would play the round in minutes.
	code, out, errs := arenactl("run", "--game", "windward", "--seed", "3", "--rounds", "1", "--listen", addr, "--pace", "lockstep",
		"--player", "proc:"+py+" "+script+" "+port, "--player", "builtin:sample")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decodeRun(t, out)
	if p := r.Players[0]; p.Status != "DONE" || p.Name != "Py Team" {
		t.Fatalf("the client's seat: %+v (want DONE, named after its team)", p)
	}
	var rounds struct {
		Names []string `json:"names"`
	}
	if err := json.Unmarshal(r.Rounds, &rounds); err != nil || len(rounds.Names) == 0 || rounds.Names[0] != "Py Team" {
		t.Fatalf("the seat does not play under its team name: %s (%v)", r.Rounds, err)
	}
	if !strings.Contains(strings.Join(r.Connections, "\n"), "message length 2000000000 is out of range") {
		t.Fatalf("connections %q lack the oversized length; output %s", r.Connections, out)
	}
}
