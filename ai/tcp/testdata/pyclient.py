# Our own minimal client for ai/tcp tests (not the original sample).
# A minimal Windwardopolis 2 client in Python 2, parsing messages the way the
# 2014 sample framework does (ElementTree, same attribute reads).
import socket, struct, sys, random
from xml.etree import ElementTree as ET
from collections import deque

host, port, name = sys.argv[1], int(sys.argv[2]), sys.argv[3]
s = socket.create_connection((host, port))
def send(xml):
    s.sendall(struct.pack('<i', len(xml)) + xml)
def recv():
    hdr = ''
    while len(hdr) < 4:
        c = s.recv(4 - len(hdr))
        if not c: raise SystemExit(0)
        hdr += c
    n = struct.unpack('<i', hdr)[0]
    data = ''
    while len(data) < n:
        c = s.recv(n - len(data))
        if not c: raise SystemExit(0)
        data += c
    return data
send('<join name="%s" school="Test" language="Python"/>' % name)
guid = None; grid = {}; comps = {}; paxs = {}; me = None; counts = {}
def bfs(a, b):
    prev = {a: None}; q = deque([a])
    while q:
        p = q.popleft()
        if p == b: break
        for d in ((0,-1),(1,0),(0,1),(-1,0)):
            n = (p[0]+d[0], p[1]+d[1])
            if n in grid and n not in prev:
                prev[n] = p; q.append(n)
    if b not in prev: return []
    out = []; p = b
    while p is not None:
        out.append(p); p = prev[p]
    out.reverse()
    if len(out) > 1: out.append(out[-2])
    return out
def orders(tag, path, pick):
    x = ET.Element(tag)
    if path:
        e = ET.SubElement(x, 'path'); e.text = ''.join('%d,%d;' % p for p in path)
    if pick:
        e = ET.SubElement(x, 'pick-up'); e.text = ''.join(n + ';' for n in pick)
    send(ET.tostring(x))
def plan(tag):
    mine = [p for p in paxs.values() if p['driver'] == name]
    if mine:
        dest = comps[mine[0]['dest']]
        orders(tag, bfs(me, dest), [])
        return
    free = [p for p in paxs.values() if p['lobby'] and p['dest']]
    if not free: return
    p = random.choice(free)
    orders(tag, bfs(me, comps[p['lobby']]), [q['name'] for q in free])
while True:
    xml = ET.XML(recv())
    counts[xml.tag] = counts.get(xml.tag, 0) + 1
    if xml.tag == 'setup':
        guid = xml.attrib['my-guid']
        m = xml.find('map'); assert int(m.get('units-tile')) == 24
        for t in m.findall('tile'):
            if t.get('type') in ('ROAD', 'BUS_STOP', 'COFFEE_STOP'):
                assert t.get('direction') is not None
                grid[(int(t.get('x')), int(t.get('y')))] = t.get('direction')
        for c in xml.find('companies').findall('company'):
            comps[c.get('name')] = (int(c.get('bus-stop-x')), int(c.get('bus-stop-y')))
        for p in xml.find('passengers').findall('passenger'):
            int(p.get('points-delivered'))
            paxs[p.get('name')] = {'name': p.get('name'), 'lobby': p.get('lobby'), 'dest': p.get('destination'), 'driver': None}
            [comps[r.text] for r in p.findall('route')]
            [paxs.get(e.text) for e in p.findall('enemy')]
        for pl in xml.find('players').findall('player'):
            if pl.get('guid') == guid:
                me = (int(pl.get('limo-x')), int(pl.get('limo-y'))); int(pl.get('limo-angle'))
        for st in xml.find('stores').findall('store'):
            (int(st.get('bus-stop-x')), int(st.get('bus-stop-y')))
        for pu in xml.find('powerups').findall('powerup'):
            assert pu.get('card')
        plan('ready')
    elif xml.tag == 'status':
        for pl in xml.find('players').findall('player'):
            float(pl.get('score')); float(pl.get('total-score')); int(pl.get('cards-max')); int(pl.get('coffee-servings'))
            if pl.get('guid') == guid:
                me = (int(pl.get('limo-x')), int(pl.get('limo-y')))
        for p in xml.find('passengers').findall('passenger'):
            st = p.get('status'); assert st in ('lobby', 'travelling', 'done')
            d = paxs[p.get('name')]
            d['dest'] = p.get('destination'); d['lobby'] = p.get('lobby') if st == 'lobby' else None
            d['driver'] = p.get('limo-driver') if st == 'travelling' else None
        if xml.attrib['player-guid'] == guid and xml.attrib['status'] != 'UPDATE':
            plan('move')
    elif xml.tag == 'powerup-status':
        xml.find('card').get('card'); xml.find('cards-deck').findall('card'); xml.find('cards-hand').findall('card')
    elif xml.tag == 'exit':
        sys.stderr.write('counts %r\n' % counts)
        sys.exit(0)
