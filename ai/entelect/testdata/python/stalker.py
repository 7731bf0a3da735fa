"""An Entelect Challenge 2019 bot of arena's own, written to the original
runner's protocol (reference worms.md section 3.1): every round it reads
the round number N on stdin, loads rounds/N/state.json and answers
"C;N;<command>" on stdout.

It shoots an enemy worm in line and in range, else walks (digging where it
must) toward the nearest enemy. It writes its commands the way the
original engine's parser allowed and the rule text does not: the keyword
in capitals, the direction in small letters ("SHOOT ne", "MOVE 3 4"). It
also prints a line for an earlier round and a line of chatter before its
command, which the runner must drop.
"""
import json
import math
import sys

DIRS = {"n": (0, -1), "ne": (1, -1), "e": (1, 0), "se": (1, 1),
        "s": (0, 1), "sw": (-1, 1), "w": (-1, 0), "nw": (-1, -1)}


def decide(s):
    me = s["myPlayer"]
    worm = next(w for w in me["worms"] if w["id"] == s["currentWormId"])
    x, y = worm["position"]["x"], worm["position"]["y"]
    rng = worm["weapon"]["range"]
    cells = {(c["x"], c["y"]): c for row in s["map"] for c in row}
    for name, (dx, dy) in DIRS.items():
        for k in range(1, rng + 1):
            cx, cy = x + dx * k, y + dy * k
            if math.floor(math.hypot(cx - x, cy - y)) > rng:
                break
            c = cells.get((cx, cy))
            if c is None or c["type"] != "AIR":
                break
            o = c.get("occupier")
            if o is not None:
                if o["playerId"] != me["id"]:
                    return "SHOOT " + name
                break
    enemies = [w for p in s["opponents"] for w in p["worms"] if w["health"] > 0]
    if not enemies:
        return "NOTHING"
    t = min(enemies, key=lambda w: math.hypot(w["position"]["x"] - x, w["position"]["y"] - y))
    tx, ty = t["position"]["x"], t["position"]["y"]
    steps = sorted(((math.hypot(tx - x - dx, ty - y - dy), dx, dy) for dx, dy in DIRS.values()))
    for _, dx, dy in steps:
        c = cells.get((x + dx, y + dy))
        if c is None or "occupier" in c:
            continue
        if c["type"] == "AIR":
            return "MOVE %d %d" % (x + dx, y + dy)
        if c["type"] == "DIRT":
            return "DIG %d %d" % (x + dx, y + dy)
    return "NOTHING"


def main():
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        n = line.strip()
        with open("rounds/%s/state.json" % n) as f:
            state = json.load(f)
        if str(state["currentRound"]) != n:
            print("round %s but state.json says %s" % (n, state["currentRound"]), file=sys.stderr)
        cmd = decide(state)
        print("C;%d;nothing" % (int(n) - 1))
        print("thinking about round " + n)
        print("C;%s;%s" % (n, cmd))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
