#!/usr/bin/env python3
"""A Madmax bot that shows its cars' plans with arena's debug drawing.

It speaks arena's Madmax line protocol (sim/madmax/doc.go): a Hello block,
then one Observe block per round, each ended by "end"; it answers "end"
alone, so every car drives on by default. For each of its live cars it
draws, on stderr, in world coordinates (X the universe column, Y the row,
one unit per cell; the window scrolls, the drawing follows it):

    #arena mark COL ROW COLOR          the car's cell
    #arena line X1 Y1 X2 Y2 COLOR      the cells it will pass by default
    #arena text X Y MESSAGE            its gas and missiles

    arenactl run --game madmax --map rally --player "proc:python3 examples/debugdraw/madmax.py" \\
        --player builtin:demo --player builtin:raider --player builtin:demo
"""
import sys


def read_block(inp):
    """The lines of one message up to "end", or None at the end of input."""
    lines = []
    for line in inp:
        line = line.strip()
        if line == "end":
            return lines
        if line:
            lines.append(line)
    return None


def main():
    hello = read_block(sys.stdin)
    if hello is None:
        return
    me, k = 0, 1
    for line in hello:
        f = line.split()
        if f[0] == "me":
            me = int(f[1])
        elif f[0] == "nb_cars_x_player":
            k = int(f[1])
    while True:
        obs = read_block(sys.stdin)
        if obs is None:
            return
        for line in obs:
            f = line.split()
            if f[0] != "car":
                continue
            cid, r, c, miss, gas, alive = map(int, f[1:7])
            if not alive or not me * k <= cid < me * k + k:
                continue
            print("#arena mark %d %d cyan" % (c, r), file=sys.stderr)
            print("#arena line %g %g %g %g cyan" % (c + .5, r + .5, c + 2.5, r + .5), file=sys.stderr)
            print("#arena text %g %g car %d: gas %d, %d missile(s)" % (c + .5, r - .5, cid, gas, miss), file=sys.stderr)
        sys.stderr.flush()  # the drawing goes out before the reply
        print("end", flush=True)


if __name__ == "__main__":
    main()
