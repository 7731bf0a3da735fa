#!/usr/bin/env python3
"""A Paintball Panic bot that shows what its children see with arena's
debug drawing.

It speaks the 2014 protocol (reference §3): per turn the turn number, the
scores, 31 lines of 31 tokens (line i is x = i), then eight child lines;
it answers four lines, one per child: here every child stays "idle". For
each visible child of its own it draws, on stderr, in world coordinates
(X across, Y down, one unit per cell):

    #arena circle X Y R COLOR          a ring around the child
    #arena mark X Y COLOR              the child's cell
    #arena text X Y MESSAGE            its paintballs

    arenactl run --game paintball --player "proc:python3 examples/debugdraw/paintball.py" \\
        --player builtin:captain
"""
import sys


def main():
    inp = sys.stdin
    while True:
        line = inp.readline()
        if not line:
            return
        if not line.strip():
            continue
        turn = int(line)
        if turn < 0:
            return
        inp.readline()  # scores
        for _ in range(31):
            inp.readline()
        children = [inp.readline().split() for _ in range(8)]
        for i, f in enumerate(children[:4]):
            if len(f) < 2 or f[0] == "*":
                continue
            x, y = int(f[0]), int(f[1])
            balls = f[-1]
            print("#arena mark %d %d green" % (x, y), file=sys.stderr)
            print("#arena circle %g %g 3 green" % (x + .5, y + .5), file=sys.stderr)
            print("#arena text %g %g child %d: %s ball(s)" % (x + .5, y - .5, i, balls), file=sys.stderr)
        sys.stderr.flush()  # the drawing goes out before the reply
        sys.stdout.write("idle\nidle\nidle\nidle\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
