//go:build gui

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"arena/ai/aitest"
	"arena/render/guitest"
)

// frameRate is one stretch of frames measured in the test loop: frames
// per second by the wall clock, and the CPU seconds per frame spent by
// this process (every thread: Go, the software rasteriser's threads) and
// by the X server that receives each presented frame. On a shared
// machine the wall-clock figure swings with the other processes' load;
// the CPU per frame does not, so both are logged. rastMs is the part of
// cpuMs spent by Mesa's llvmpipe threads (the rasteriser: the frame's
// pixels and draw calls), the rest being Go's (the app, the match, ebiten)
// and the GL driver's work on the calling thread.
type frameRate struct {
	fps                 float64
	cpuMs, xvMs, rastMs float64 // per frame
}

func (r frameRate) String() string {
	return fmt.Sprintf("%.1f fps, CPU %.1f ms/frame (rasteriser %.1f; + X server %.1f ms)", r.fps, r.cpuMs, r.rastMs, r.xvMs)
}

// measureFrames measures the next n frames of the test loop, calling
// each (if not nil) on the loop after every one of them. The frames are
// counted on the loop itself (guitest.EachFrame), so a test goroutine
// kept waiting by the machine's load misses none.
func measureFrames(n int, each func()) frameRate {
	xv := xServerPID()
	var (
		seen       int
		c0, x0, r0 time.Duration
		t0         time.Time
		r          frameRate
		done       = make(chan struct{})
		doneClosed bool
	)
	stop := guitest.EachFrame(func() {
		if doneClosed {
			return
		}
		if seen == 0 {
			// The clock starts at the end of a frame, so n frames
			// after it span n frame times.
			c0, x0, r0, t0 = aitest.ProcessCPU(), procCPU(xv), rasteriserCPU(), time.Now()
			seen++
			return
		}
		if each != nil {
			each()
		}
		if seen++; seen > n {
			el := time.Since(t0).Seconds()
			r = frameRate{
				fps:    float64(n) / el,
				cpuMs:  (aitest.ProcessCPU() - c0).Seconds() * 1000 / float64(n),
				xvMs:   (procCPU(xv) - x0).Seconds() * 1000 / float64(n),
				rastMs: (rasteriserCPU() - r0).Seconds() * 1000 / float64(n),
			}
			doneClosed = true
			close(done)
		}
	})
	<-done
	stop()
	return r
}

// emptyLoop measures the test loop with nothing hosted: ebiten clearing
// and presenting an empty screen, the ceiling any game's window can
// reach on this machine at this moment. The screen is cleared every
// frame meanwhile (ebiten's default): with nothing drawn and no clear,
// ebiten would present nothing.
func emptyLoop(n int) frameRate {
	guitest.Host(nil)
	defer ebiten.SetScreenClearedEveryFrame(ebiten.IsScreenClearedEveryFrame())
	ebiten.SetScreenClearedEveryFrame(true)
	guitest.WaitFrames(10)
	return measureFrames(n, nil)
}

// rasteriserCPU is the user and system time of this process's llvmpipe
// threads (named llvmpipe-N), 0 under another GL.
func rasteriserCPU() time.Duration {
	var d time.Duration
	stats, _ := filepath.Glob("/proc/self/task/[0-9]*/stat")
	for _, f := range stats {
		if comm, _, ticks, ok := readStat(f); ok && strings.HasPrefix(comm, "llvmpipe") {
			d += time.Duration(ticks) * 10 * time.Millisecond
		}
	}
	return d
}

// xServerPID finds the Xvfb that xvfb-run started beside this test (the
// same parent), or 0 when there is none (a real display).
func xServerPID() int {
	ppid := os.Getppid()
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, f := range stats {
		comm, pp, _, ok := readStat(f)
		if ok && comm == "Xvfb" && pp == ppid {
			pid, _ := strconv.Atoi(filepath.Base(filepath.Dir(f)))
			return pid
		}
	}
	return 0
}

// procCPU is the user and system time of process pid (0 when pid is 0
// or gone).
func procCPU(pid int) time.Duration {
	if pid == 0 {
		return 0
	}
	_, _, ticks, ok := readStat(fmt.Sprintf("/proc/%d/stat", pid))
	if !ok {
		return 0
	}
	// USER_HZ is 100 on Linux.
	return time.Duration(ticks) * 10 * time.Millisecond
}

// readStat reads a /proc/PID/stat file: the command name, the parent's
// pid and utime+stime in clock ticks.
func readStat(path string) (comm string, ppid int, ticks int64, ok bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", 0, 0, false
	}
	s := string(b)
	l, r := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
	if l < 0 || r < l {
		return "", 0, 0, false
	}
	f := strings.Fields(s[r+1:])
	// After the name: state, ppid, ..., utime (field 14), stime (15).
	if len(f) < 13 {
		return "", 0, 0, false
	}
	ppid, _ = strconv.Atoi(f[1])
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return s[l+1 : r], ppid, ut + st, true
}
