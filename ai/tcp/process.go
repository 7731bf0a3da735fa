package tcp

import (
	"bufio"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// process is a launched client: "proc:COMMAND" for Windwardopolis, whose
// 2014 clients connect back over TCP instead of talking on stdin.
type process struct {
	cmd    *exec.Cmd
	stdin  *os.File      // our end of the client's stdin, held open until kill
	token  string        // in the client's environment, to find what it started
	exited chan struct{} // closed when the client's main process has exited
	err    error         // cmd.Wait's error, set before exited closes
	once   sync.Once

	mu      sync.Mutex
	lastErr string // the last line the client wrote to stderr, for a crash's reason
	errDone chan struct{}
}

// tokenVar names the environment variable that marks every process a
// client starts (descendants inherit it), so kill finds them even when
// they left the process group (setsid) or were orphaned.
const tokenVar = "ARENA_TCP_CLIENT"

// launch starts the client in its own process group, with a stdin that
// stays open and empty until the match ends (the Java and C# samples spin
// on a closed stdin and the Python sample exits) and its stderr copied
// into the seat's log. On Linux the client also dies with us
// (parent-death signal).
func launch(words []string, logf func(string, ...any)) (*process, error) {
	var tok [8]byte
	rand.Read(tok[:])
	p := &process{token: hex.EncodeToString(tok[:]), exited: make(chan struct{}), errDone: make(chan struct{})}
	cmd := exec.Command(words[0], words[1:]...)
	cmd.Env = append(os.Environ(), tokenVar+"="+p.token)
	setGroup(cmd)
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("cannot start %q: %v", words[0], err)
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, fmt.Errorf("cannot start %q: %v", words[0], err)
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, nil, errW
	err = cmd.Start()
	inR.Close()
	errW.Close()
	if err != nil {
		inW.Close()
		errR.Close()
		return nil, fmt.Errorf("cannot start %q: %v", words[0], err)
	}
	p.cmd, p.stdin = cmd, inW
	go func() {
		// Lines of stderr into the seat's log, each bounded.
		sc := bufio.NewScanner(errR)
		sc.Buffer(make([]byte, 4096), 4096)
		defer close(p.errDone)
		for {
			for sc.Scan() {
				logf("stderr: %s", sc.Text())
				if line := strings.TrimSpace(sc.Text()); line != "" {
					p.mu.Lock()
					p.lastErr = clip([]byte(line), 200)
					p.mu.Unlock()
				}
			}
			if !errors.Is(sc.Err(), bufio.ErrTooLong) {
				break
			}
			sc = bufio.NewScanner(errR) // skip the rest of a long line
			sc.Buffer(make([]byte, 4096), 4096)
		}
		io.Copy(io.Discard, errR)
		errR.Close()
	}()
	go func() {
		err := cmd.Wait()
		// The stderr reader ends when every writer has gone; a child
		// that keeps it open must not hold the crash report back.
		select {
		case <-p.errDone:
		case <-time.After(100 * time.Millisecond):
		}
		p.err = err
		close(p.exited)
	}()
	return p, nil
}

// status words how the client ended, for a CRASHED reason: when ("before
// joining", "during the match") and the last line it wrote to stderr.
func (p *process) status(when string) string {
	select {
	case <-p.exited:
	default:
		return "client is running"
	}
	var ee *exec.ExitError
	var s string
	switch {
	case p.err == nil:
		s = "client exited with status 0"
	case errors.As(p.err, &ee):
		s = "client " + exitText(ee)
	default:
		s = "client failed: " + p.err.Error()
	}
	s += " " + when
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.lastErr != "" {
		s += fmt.Sprintf(" (stderr: %s)", p.lastErr)
	}
	return s
}

// kill ends the client and everything it started, and closes its stdin.
func (p *process) kill() {
	p.once.Do(func() {
		killAll(p.cmd.Process, p.token)
		p.stdin.Close()
	})
}
