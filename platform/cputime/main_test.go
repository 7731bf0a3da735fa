package main

import (
	"os/exec"
	"testing"
	"time"
)

func TestFormat(t *testing.T) {
	for _, tc := range []struct {
		cpu, wall time.Duration
		want      string
	}{
		{0, 0, "0.000 0.000"},
		{3412 * time.Microsecond, 16900 * time.Microsecond, "3.412 16.900"},
		{1500 * time.Millisecond, 2 * time.Second, "1500.000 2000.000"},
	} {
		if got := format(tc.cpu, tc.wall); got != tc.want {
			t.Errorf("format(%v, %v) = %q, want %q", tc.cpu, tc.wall, got, tc.want)
		}
	}
}

// TestMeasureCountsTheChild checks that the CPU time is the child's: a
// shell loop that spins burns CPU the parent does not.
func TestMeasureCountsTheChild(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	cpu, wall, err := measure("sh", "-c", "i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done")
	if err != nil {
		t.Fatal(err)
	}
	if cpu <= 0 || wall <= 0 {
		t.Fatalf("cpu %v, wall %v: want both above zero", cpu, wall)
	}
}

func TestMeasureReportsFailure(t *testing.T) {
	if _, _, err := measure("sh", "-c", "exit 3"); err == nil {
		t.Fatal("a failing command gave no error")
	}
	if _, _, err := measure("/nonexistent/command"); err == nil {
		t.Fatal("a missing command gave no error")
	}
}
