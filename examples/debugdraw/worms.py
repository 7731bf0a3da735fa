#!/usr/bin/env python3
"""A Worms bot that shows its plan with arena's debug drawing.

Every round its active worm steps (moving into air, digging dirt) toward the
nearest enemy worm. Before it answers, it draws on stderr, in world
coordinates (one unit per cell; the centre of cell X Y is X+0.5 Y+0.5):

    #arena mark X Y COLOR             the cell it is heading for
    #arena line X1 Y1 X2 Y2 COLOR     from its worm to its target
    #arena circle X Y R COLOR         its weapon range
    #arena text X Y MESSAGE           what it is doing

Standard library only:

    arenactl run --game worms --player "proc:python3 examples/debugdraw/worms.py" \
        --player builtin:hunter --replay /tmp/w.arena.jsonl.gz
"""
import sys


def read_state(inp):
    """One round's input as the rule text lists it, or None at the end."""
    first = inp.readline()
    if not first:
        return None
    rnd = int(first)
    size = int(inp.readline())
    rows = [inp.readline().rstrip("\n") for _ in range(size)]
    players = [inp.readline().split() for _ in range(int(inp.readline()))]
    worms = [list(map(int, inp.readline().split())) for _ in range(int(inp.readline()))]
    potions = [inp.readline() for _ in range(int(inp.readline()))]
    return rnd, size, rows, players, worms, potions


def main():
    inp, out = sys.stdin, sys.stdout
    me = int(inp.readline())
    while True:
        st = read_state(inp)
        if st is None:
            return
        rnd, size, rows, players, worms, _ = st
        active = int(players[me][2])
        mine = [w for w in worms if w[1] == me and w[0] == active and w[2] > 0]
        foes = [w for w in worms if w[1] != me and w[2] > 0]
        cmd = "nothing"
        if mine and foes:
            _, _, _, x, y, _, _, _, wrange = mine[0]
            fx, fy = min(((f[3], f[4]) for f in foes), key=lambda p: abs(p[0] - x) + abs(p[1] - y))
            dx = (fx > x) - (fx < x)
            dy = (fy > y) - (fy < y)
            nx, ny = x + dx, y + dy
            if 0 <= nx < size and 0 <= ny < size and (dx or dy):
                cell = rows[ny][nx]
                if cell == ".":
                    cmd = "move %d %d" % (nx, ny)
                elif cell == "#":
                    cmd = "dig %d %d" % (nx, ny)
            print("#arena circle %g %g %d cyan" % (x + .5, y + .5, wrange), file=sys.stderr)
            print("#arena line %g %g %g %g yellow" % (x + .5, y + .5, fx + .5, fy + .5), file=sys.stderr)
            print("#arena mark %d %d orange" % (nx, ny), file=sys.stderr)
            print("#arena text %g %g round %d: %s" % (x + .5, y - .5, rnd, cmd), file=sys.stderr)
        sys.stderr.flush()  # the drawing goes out before the reply
        out.write(cmd + "\n")
        out.flush()


if __name__ == "__main__":
    main()
