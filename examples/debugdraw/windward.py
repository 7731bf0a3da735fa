#!/usr/bin/env python3
"""A Windwardopolis 2 client that shows its trips with arena's debug drawing.

Like the 2014 clients it connects over TCP (default 127.0.0.1 1707, or
HOST PORT as arguments) and speaks length-prefixed XML: it joins, reads the
<setup> map, then on each status about itself sends a route (a breadth-first
path over the road tiles) to the nearest waiting passenger's lobby, or to
its passenger's destination. Its stderr reaches arena, so it draws there, in
map tiles (X across, Y down, centres at +0.5):

    #arena line X1 Y1 X2 Y2 COLOR      each step of the route it sent
    #arena mark X Y COLOR              the trip's end tile
    #arena text X Y MESSAGE            who it is fetching or delivering

    arenactl run --game windward --rounds 1 --player "proc:python3 examples/debugdraw/windward.py" \\
        --player builtin:tycoon
"""
import socket
import struct
import sys
from collections import deque
from xml.etree import ElementTree as ET

NAME = "PyDraw"


class Conn:
    def __init__(self, host, port):
        self.s = socket.create_connection((host, port))

    def send(self, xml):
        data = xml.encode() if isinstance(xml, str) else xml
        self.s.sendall(struct.pack("<i", len(data)) + data)

    def read(self, n):
        data = b""
        while len(data) < n:
            c = self.s.recv(n - len(data))
            if not c:
                raise SystemExit(0)
            data += c
        return data

    def recv(self):
        return self.read(struct.unpack("<i", self.read(4))[0])


def bfs(grid, a, b):
    prev, q = {a: None}, deque([a])
    while q:
        p = q.popleft()
        if p == b:
            break
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            n = (p[0] + dx, p[1] + dy)
            if n in grid and n not in prev:
                prev[n] = p
                q.append(n)
    if b not in prev:
        return []
    out, p = [], b
    while p is not None:
        out.append(p)
        p = prev[p]
    return out[::-1]


def draw(path, end, what):
    for (x1, y1), (x2, y2) in zip(path, path[1:]):
        print("#arena line %g %g %g %g orange" % (x1 + .5, y1 + .5, x2 + .5, y2 + .5), file=sys.stderr)
    print("#arena mark %d %d orange" % end, file=sys.stderr)
    print("#arena text %g %g %s" % (end[0] + .5, end[1] - .5, what), file=sys.stderr)
    sys.stderr.flush()


def main():
    host = sys.argv[1] if len(sys.argv) > 1 else "127.0.0.1"
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 1707
    c = Conn(host, port)
    c.send('<join name="%s" school="arena" language="Python"/>' % NAME)
    guid, grid, comps, paxs, me = None, set(), {}, {}, None

    def plan(tag):
        mine = [p for p in paxs.values() if p["driver"] == NAME]
        if mine:
            end, what, pick = comps[mine[0]["dest"]], "deliver " + mine[0]["name"], []
        else:
            free = [p for p in paxs.values() if p["lobby"] and p["dest"]]
            if not free:
                return
            p = min(free, key=lambda p: abs(comps[p["lobby"]][0] - me[0]) + abs(comps[p["lobby"]][1] - me[1]))
            end, what, pick = comps[p["lobby"]], "fetch " + p["name"], [p["name"]]
        path = bfs(grid, me, end)
        draw(path, end, what)
        x = ET.Element(tag)
        if path:
            ET.SubElement(x, "path").text = "".join("%d,%d;" % t for t in path)
        if pick:
            ET.SubElement(x, "pick-up").text = "".join(n + ";" for n in pick)
        c.send(ET.tostring(x))

    while True:
        xml = ET.XML(c.recv())
        if xml.tag == "setup":
            guid = xml.attrib["my-guid"]
            for t in xml.find("map").findall("tile"):
                if t.get("type") in ("ROAD", "BUS_STOP", "COFFEE_STOP"):
                    grid.add((int(t.get("x")), int(t.get("y"))))
            for co in xml.find("companies").findall("company"):
                comps[co.get("name")] = (int(co.get("bus-stop-x")), int(co.get("bus-stop-y")))
            for p in xml.find("passengers").findall("passenger"):
                paxs[p.get("name")] = {"name": p.get("name"), "lobby": p.get("lobby"),
                                       "dest": p.get("destination"), "driver": None}
            for pl in xml.find("players").findall("player"):
                if pl.get("guid") == guid:
                    me = (int(pl.get("limo-x")), int(pl.get("limo-y")))
            plan("ready")
        elif xml.tag == "status":
            for pl in xml.find("players").findall("player"):
                if pl.get("guid") == guid:
                    me = (int(pl.get("limo-x")), int(pl.get("limo-y")))
            for p in xml.find("passengers").findall("passenger"):
                st, d = p.get("status"), paxs[p.get("name")]
                d["dest"] = p.get("destination")
                d["lobby"] = p.get("lobby") if st == "lobby" else None
                d["driver"] = p.get("limo-driver") if st == "travelling" else None
            if xml.attrib["player-guid"] == guid and xml.attrib["status"] != "UPDATE":
                plan("move")
        elif xml.tag == "exit":
            return


if __name__ == "__main__":
    main()
