/*
 * pipefloor.c: the pipe limit under a process bot's turn, in C.
 *
 * platform/bench-process.sh builds it (with cc, when there is one) and
 * prints its figure beside BenchmarkEchoTurn's (ai/proc): a parent writes
 * a short line to a child that echoes it, then blocks reading the echo,
 * ROUNDS times, with plain write and read calls and nothing else. The
 * parent's CPU time per round trip (user and system, from its own rusage,
 * the child left out as BenchmarkEchoTurn leaves the bot out) is what the
 * kernel charges the host for one turn through a pipe: no runner can
 * spend less per turn on this machine.
 *
 * Usage: pipefloor [ROUNDS]; prints "host_us child_us" per round trip.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* echo copies every line from in to out until in closes. */
static void echo(int in, int out) {
	char buf[256];
	ssize_t n;
	while ((n = read(in, buf, sizeof buf)) > 0)
		if (write(out, buf, (size_t)n) != n)
			_exit(1);
	_exit(0);
}

/* us is a rusage's user plus system time in microseconds. */
static double us(const struct rusage *r) {
	return (r->ru_utime.tv_sec + r->ru_stime.tv_sec) * 1e6 + r->ru_utime.tv_usec + r->ru_stime.tv_usec;
}

int main(int argc, char **argv) {
	long rounds = argc > 1 ? atol(argv[1]) : 200000;
	int down[2], up[2];
	if (rounds <= 0 || pipe(down) != 0 || pipe(up) != 0) {
		fprintf(stderr, "pipefloor: bad rounds or no pipe\n");
		return 1;
	}
	pid_t pid = fork();
	if (pid < 0) {
		perror("pipefloor: fork");
		return 1;
	}
	if (pid == 0) {
		close(down[1]);
		close(up[0]);
		echo(down[0], up[1]);
	}
	close(down[0]);
	close(up[1]);
	static const char msg[] = "1 2 3 4\n";
	char buf[256];
	struct rusage r0, r1, rc;
	getrusage(RUSAGE_SELF, &r0);
	for (long i = 0; i < rounds; i++) {
		if (write(down[1], msg, sizeof msg - 1) != (ssize_t)(sizeof msg - 1)) {
			perror("pipefloor: write");
			return 1;
		}
		/* The echo may come back in pieces: read up to the newline. */
		size_t got = 0;
		while (got == 0 || buf[got - 1] != '\n') {
			ssize_t n = got < sizeof buf ? read(up[0], buf + got, sizeof buf - got) : -1;
			if (n <= 0) {
				fprintf(stderr, "pipefloor: the echo child stopped\n");
				return 1;
			}
			got += (size_t)n;
		}
	}
	getrusage(RUSAGE_SELF, &r1);
	close(down[1]);
	waitpid(pid, NULL, 0);
	getrusage(RUSAGE_CHILDREN, &rc);
	printf("%.2f %.2f\n", (us(&r1) - us(&r0)) / rounds, us(&rc) / rounds);
	return 0;
}
