package paintball

import (
	pb "arena/sim/paintball"
)

// goal chooses where child k heads: the most wanted remembered item, else
// the enemy (seen lately, or its start).
func (t *turn) goal(k pb.Child) *distMap {
	me := k.Pos()
	var best *distMap
	bestScore := int32(far)
	try := func(g int, bonus int32) {
		d := t.itemMap(g)
		if v := d.at(me); v < far && v-bonus < bestScore {
			best, bestScore = d, v-bonus
		}
	}
	if k.Launcher == pb.NoLauncher {
		try(goalLauncher, 30)
	}
	if k.Launcher == pb.Basic {
		try(goalAdapter, 8)
	}
	if !k.Shield {
		try(goalShield, 4)
	}
	if k.Balls < 90 {
		bonus := int32(2)
		if k.Balls < 30 {
			bonus = 12
		}
		// Stacks come and go every round, so rather than a map to all of
		// them (never reusable) head for the nearest as the crow flies,
		// whose map stays cached while it lasts.
		bestStack, bestCheb := pb.Point{}, 1<<30
		for _, p := range t.sources[goalBalls] {
			if c := max(abs(p.X-me.X), abs(p.Y-me.Y)); c < bestCheb {
				bestStack, bestCheb = p, c
			}
		}
		if bestCheb < 1<<30 {
			d := t.dist([]pb.Point{bestStack})
			if v := d.at(me); v < far && v-bonus < bestScore {
				best, bestScore = d, v-bonus
			}
		}
	}
	if best != nil && (bestScore < 10 || k.Balls == 0 || k.Launcher == pb.NoLauncher) {
		return best
	}
	if k.Balls == 0 || k.Launcher == pb.NoLauncher {
		return nil
	}
	return t.enemyMap(me)
}

// Goals: the kinds of item a child may head for.
const (
	goalBalls = iota
	goalShield
	goalAdapter
	goalLauncher
	numGoals
)

func goalOf(k pb.Kind) int {
	switch k {
	case pb.Balls:
		return goalBalls
	case pb.Shield:
		return goalShield
	case pb.Adapter:
		return goalAdapter
	case pb.BasicLauncher, pb.RapidLauncher:
		return goalLauncher
	}
	return -1
}

// itemMap is the distance to the nearest remembered item of goal g.
func (t *turn) itemMap(g int) *distMap {
	if t.itemMaps[g] == nil {
		t.itemMaps[g] = t.dist(t.sources[g])
	}
	return t.itemMaps[g]
}

// dist returns the distance map from src, reusing one computed in an
// earlier round from the same sources over the same obstacles.
func (t *turn) dist(src []pb.Point) *distMap {
	key := t.obstacle
	for _, p := range src {
		key = (key ^ uint64(pb.Index(p.X, p.Y)+1)) * 1099511628211
	}
	c := t.captain
	for _, m := range c.cache {
		if m != nil && m.key == key {
			m.used = c.rounds
			return &m.d
		}
	}
	// Replace the least recently used map; a round needs fewer maps than
	// there are slots, so none handed out this round is replaced.
	slot := 0
	for i, m := range c.cache {
		if m == nil {
			slot = i
			break
		}
		if m.used < c.cache[slot].used {
			slot = i
		}
	}
	m := c.cache[slot]
	if m == nil {
		m = &cachedMap{}
		c.cache[slot] = m
	}
	m.key, m.used = key, c.rounds
	d := &m.d
	if t.open == nil {
		t.open = &open{}
		openMask(t.s, t.open)
	}
	bfs(t.open, d, src, &c.queue)
	return d
}

// enemyMap is the distance to the ring of spaces 4 to 7 away from the
// enemy last seen nearest to me, from which a child can shoot it. Enemy
// positions are rounded to 4×4 blocks, which moves the ring little and
// lets the map be reused while the enemy shuffles about.
func (t *turn) enemyMap(me pb.Point) *distMap {
	e, best := pb.Point{}, 1<<30
	for _, p := range t.captain.lastEnemy {
		if d := pb.Dist2(me, p); d < best {
			e, best = p, d
		}
	}
	e = pb.Point{X: min(e.X&^3+2, pb.Size-1), Y: min(e.Y&^3+2, pb.Size-1)}
	for i, c := range t.enemyCache {
		if c.at == e && c.d != nil {
			return t.enemyCache[i].d
		}
	}
	src := t.captain.ring[:0]
	for dy := -7; dy <= 7; dy++ {
		for dx := -7; dx <= 7; dx++ {
			q := pb.Point{X: e.X + dx, Y: e.Y + dy}
			if q.OnField() && dx*dx+dy*dy <= 49 && dx*dx+dy*dy >= 16 {
				src = append(src, q)
			}
		}
	}
	t.captain.ring = src
	d := t.dist(src)
	t.enemyCache = append(t.enemyCache, enemyRing{at: e, d: d})
	return d
}

// enemyRing is an enemy map of this round and the block it is around.
type enemyRing struct {
	at pb.Point
	d  *distMap
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
