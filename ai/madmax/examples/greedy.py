#!/usr/bin/env python3
"""A small Madmax bot for arena's line protocol (see sim/madmax/doc.go).

It reads the Hello block, then every round the Observe block, and answers
one instruction per car followed by "end". Each car takes the first
neighbouring bonus it can reach without crossing a tyre, car or missile,
otherwise the safest of the nine directions, preferring the default move.
Standard library only. Try it against the built-ins:

    arenactl run --game madmax --map rally \
        --player "proc:python3 ai/madmax/examples/greedy.py" \
        --player builtin:demo --player builtin:raider --player builtin:demo
"""
import sys

# The nine directions (row change, column change) and the cells each one
# sweeps, relative to the car, last = destination (Rules section 1.2).
SWEPT = {
    (-1, 1): [(0, 1), (-1, 0), (-1, 1)],
    (0, 1): [(0, 1)],
    (1, 1): [(0, 1), (1, 0), (1, 1)],
    (-1, 0): [(-1, 0)],
    (0, 0): [],
    (1, 0): [(1, 0)],
    (-1, 2): [(0, 1), (-1, 0), (-1, 1), (0, 2), (-1, 2)],
    (0, 2): [(0, 1), (0, 2)],
    (1, 2): [(0, 1), (1, 0), (1, 1), (0, 2), (1, 2)],
}
ORDER = [(0, 1), (-1, 1), (1, 1), (0, 2), (-1, 2), (1, 2), (-1, 0), (1, 0), (0, 0)]


def read_block(inp):
    """Return the lines of one message, up to (not including) "end"."""
    lines = []
    for line in inp:
        line = line.strip()
        if line == "end":
            return lines
        if line:
            lines.append(line)
    return None  # the engine closed the pipe


def decide(params, me, lines):
    rows, cols, win = params["nb_rows"], params["nb_uni_cols"], params["nb_win_cols"]
    k = params["nb_cars_x_player"]
    rnd, grid, cars, blocked = 0, [], {}, set()
    for line in lines:
        f = line.split()
        if f[0] == "round":
            rnd = int(f[1])
        elif f[0] == "row":
            grid.append(f[1])
        elif f[0] == "car":
            cid, r, c, miss, gas, alive, _ = map(int, f[1:])
            cars[cid] = (r, c, miss, gas, alive)
            if alive:
                blocked.add((r, c))
        elif f[0] == "missile":
            _, _, r, c = map(int, f[1:])
            # A missile moves two columns before cars move: avoid its path.
            for d in range(0, 5):
                blocked.add((r, (c + d) % cols))

    def in_next_window(r, c):
        j = (c - (rnd + 1)) % cols
        return 0 <= r < rows and j < win

    def safe(r, c, d):
        for dr, dc in SWEPT[d]:
            rr, cc = r + dr, (c + dc) % cols
            if grid[rr][cc] == "X" or (rr, cc) in blocked:
                return False
        return True

    out = []
    for cid in range(me * k, me * k + k):
        r, c, miss, gas, alive = cars[cid]
        if not alive:
            continue
        moves = [d for d in ORDER if in_next_window(r + d[0], c + d[1]) and safe(r, c, d)]
        bonus = [d for d in moves if grid[r + d[0]][(c + d[1]) % cols] in "WGM"]
        if bonus:
            d = bonus[0]
        elif moves:
            d = moves[0]
        else:
            continue  # nothing is safe: let the car move by default
        out.append("%d m %d %d" % (cid, d[0], d[1]))
        blocked.add((r + d[0], (c + d[1]) % cols))
    return out


def main():
    inp = sys.stdin
    hello = read_block(inp)
    if hello is None:
        return
    params, me = {}, 0
    for line in hello:
        f = line.split()
        if f[0] == "me":
            me = int(f[1])
        elif len(f) == 2 and f[1].lstrip("-").isdigit():
            params[f[0]] = int(f[1])
    while True:
        obs = read_block(inp)
        if obs is None:
            return
        for line in decide(params, me, obs):
            print(line)
        print("end", flush=True)


if __name__ == "__main__":
    main()
