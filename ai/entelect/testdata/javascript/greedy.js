// An Entelect Challenge 2019 bot of arena's own, written to the original
// runner's protocol (reference worms.md section 3.1): every round it reads
// the round number N on stdin, loads rounds/N/state.json and answers
// "C;N;<command>" on stdout. It goes for the weakest enemy worm: it shoots
// it when it is in line and in range, else walks (digging where it must)
// toward it. Its commands are in the rule text's exact form ("move 3 4",
// "shoot NE"), so it plays under both rulesets.
"use strict";
const fs = require("fs");
const readline = require("readline");

const dirs = { N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1] };

function decide(s) {
  const me = s.myPlayer;
  const worm = me.worms.find((w) => w.id === s.currentWormId);
  const { x, y } = worm.position;
  const range = worm.weapon.range;
  const at = (cx, cy) => (cy >= 0 && cy < s.mapSize && cx >= 0 && cx < s.mapSize ? s.map[cy][cx] : null);
  for (const [name, [dx, dy]] of Object.entries(dirs)) {
    for (let k = 1; k <= range; k++) {
      const cx = x + dx * k, cy = y + dy * k;
      if (Math.floor(Math.hypot(cx - x, cy - y)) > range) break;
      const c = at(cx, cy);
      if (!c || c.type !== "AIR") break;
      if (c.occupier) {
        if (c.occupier.playerId !== me.id) return "shoot " + name;
        break;
      }
    }
  }
  const enemies = s.opponents.flatMap((p) => p.worms).filter((w) => w.health > 0);
  if (enemies.length === 0) return "nothing";
  enemies.sort((a, b) => a.health - b.health || a.id - b.id);
  const t = enemies[0].position;
  const steps = Object.values(dirs)
    .map(([dx, dy]) => [Math.hypot(t.x - x - dx, t.y - y - dy), dx, dy])
    .sort((a, b) => a[0] - b[0]);
  for (const [, dx, dy] of steps) {
    const c = at(x + dx, y + dy);
    if (!c || c.occupier) continue;
    if (c.type === "AIR") return `move ${x + dx} ${y + dy}`;
    if (c.type === "DIRT") return `dig ${x + dx} ${y + dy}`;
  }
  return "nothing";
}

const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => {
  const n = line.trim();
  const state = JSON.parse(fs.readFileSync(`rounds/${n}/state.json`, "utf8"));
  process.stdout.write(`C;${n};${decide(state)}\n`);
});
