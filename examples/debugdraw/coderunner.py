#!/usr/bin/env python3
"""A CodeRunner bot that shows its plan with arena's debug drawing.

It speaks the 2013 protocol (sim/coderunner/doc.go): the initial
description once, then a state per turn, one move word back. Its runner
heads for the nearest gold: sideways along its row, up or down a ladder
when the gold is on another row. It draws, on stderr, in world
coordinates (X the column, Y the row, one unit per cell):

    #arena mark COL ROW yellow         the gold it is after
    #arena line X1 Y1 X2 Y2 yellow     from the runner to that gold
    #arena text X Y MESSAGE            its move

    arenactl run --game coderunner --player "proc:python3 examples/debugdraw/coderunner.py" \\
        --player builtin:digger --replay /tmp/c.arena.jsonl.gz
"""
import sys

ROWS, COLS = 16, 25


def words(inp):
    for line in inp:
        for w in line.split():
            yield w


def main():
    w = words(sys.stdin)
    int(next(w))  # turns
    for _ in range(ROWS):
        next(w)
    for _ in range(4):
        next(w)  # my spawn, the opponent's
    n_enemies = int(next(w))
    for _ in range(n_enemies):
        next(w), next(w), next(w)
    while True:
        turn = int(next(w))
        if turn < 0:
            return
        grid = [next(w) for _ in range(ROWS)]
        row, col = int(next(w)), int(next(w))
        next(w), next(w)
        for _ in range(4):
            next(w)  # the opponent's row, column, score, cooldown
        for _ in range(n_enemies):
            next(w), next(w), next(w)
        move = "NONE"
        if row >= 0:
            gold = [(r, c) for r in range(ROWS) for c in range(COLS) if grid[r][c] == "*"]
            if gold:
                gr, gc = min(gold, key=lambda g: abs(g[0] - row) * 3 + abs(g[1] - col))
                here = grid[row][col]
                if gr == row or here != "H":
                    move = "LEFT" if gc < col else "RIGHT" if gc > col else "NONE"
                    if gr > row and move == "NONE":
                        move = "BOTTOM"
                else:
                    move = "TOP" if gr < row else "BOTTOM"
                print("#arena mark %d %d yellow" % (gc, gr), file=sys.stderr)
                print("#arena line %g %g %g %g yellow" % (col + .5, row + .5, gc + .5, gr + .5), file=sys.stderr)
                print("#arena text %g %g turn %d: %s" % (col + .5, row - .5, turn, move), file=sys.stderr)
        sys.stderr.flush()  # the drawing goes out before the reply
        print(move, flush=True)


if __name__ == "__main__":
    main()
