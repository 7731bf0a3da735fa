package worms

// xorWow is Kotlin's default seeded generator (kotlin.random.XorWowRandom,
// Marsaglia's xorwow), which the original engine seeds with the match seed,
// Random(seed), and draws from only for the 50 % choice of a move collision
// (reference §1.2, last paragraph). The classic ruleset uses it so a seed
// reproduces the original's collisions as well as its map. It is plain data
// held by value in the state, like the PCG of the default ruleset.
type xorWow struct{ x, y, z, w, v, addend int32 }

// newXorWow mirrors Random(seed: Int) = XorWowRandom(seed, seed shr 31),
// which discards its first 64 outputs.
func newXorWow(seed int32) xorWow {
	s1, s2 := seed, seed>>31
	r := xorWow{x: s1, y: s2, v: ^s1, addend: (s1 << 10) ^ int32(uint32(s2)>>4)}
	for i := 0; i < 64; i++ {
		r.next()
	}
	return r
}

// next is XorWowRandom.nextInt; int32 arithmetic wraps as on the JVM.
func (r *xorWow) next() int32 {
	t := r.x
	t ^= int32(uint32(t) >> 2)
	r.x, r.y, r.z = r.y, r.z, r.w
	v0 := r.v
	r.w = v0
	t = (t ^ (t << 1)) ^ v0 ^ (v0 << 4)
	r.v = t
	r.addend += 362437
	return t + r.addend
}

// nextBoolean is Random.nextBoolean: the top bit of the next output.
func (r *xorWow) nextBoolean() bool { return uint32(r.next())>>31 != 0 }

func (r *xorWow) fields() []*int32 { return []*int32{&r.x, &r.y, &r.z, &r.w, &r.v, &r.addend} }
