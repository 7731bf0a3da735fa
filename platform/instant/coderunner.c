/*
 * coderunner.c: a CodeRunner bot that answers NONE at once, every turn.
 *
 * platform/bench-process.sh builds it (with cc, when there is one) to time
 * the runner itself: arenactl and the original 2013 engine play the same
 * 700 turns between two of these, so each side's CPU time is its own
 * machinery, the bots costing next to nothing. It reads the original wire
 * format (../shared/reference/coderunner.md, section 3): the description
 * once, then a state a turn until a lone -1.
 */
#include <stdio.h>
#include <stdlib.h>

static char line[4096];

/* next reads one line; at end of input the bot is done. */
static void next(void) {
	if (!fgets(line, sizeof line, stdin))
		exit(0);
}

/* skip reads n lines. */
static void skip(int n) {
	while (n-- > 0)
		next();
}

int main(void) {
	int enemies;
	next(); /* turns */
	skip(16 + 2); /* the map, then both spawn cells */
	next();
	enemies = atoi(line);
	skip(enemies);
	for (;;) {
		next();
		if (atoi(line) < 0)
			return 0;
		skip(16 + 2 + enemies); /* the map, both runners, the enemies */
		fputs("NONE\n", stdout);
		fflush(stdout);
	}
}
