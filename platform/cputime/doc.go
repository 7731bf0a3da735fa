// Command cputime runs one command, its output discarded, and prints the
// CPU time it used (user plus system, from the rusage the kernel returns
// when the child is waited for) and the wall time it took, both in
// milliseconds with microsecond precision: "cpu_ms wall_ms".
//
// platform/bench-process.sh uses it instead of the shell's time keyword,
// whose figures stop at whole milliseconds: a Madmax game as a process
// costs only a few of them, so a millisecond step was a fifth of the
// figure. It exits with the command's status when the command fails.
package main
