package madmax

// The original engine's generator is the Park–Miller "minimal standard"
// generator with multiplier 48271 and modulus 2^31−1 (reference §1.4). It is
// kept bit for bit, including its seeding of negative seeds and its Schrage
// step, because every random choice of the original (player order, respawn
// and bonus positions, the Demo player's directions) must be drawn from it in
// the same order for a seed to reproduce the original's .res file.
const (
	pmModulus    = 2147483647
	pmMultiplier = 48271
)

// RNG is one Park–Miller stream. It is a plain value, so copying a State
// copies it, and the zero value behaves like a stream seeded with 0.
type RNG struct {
	X int64 // the generator's state, 1 … 2^31−2 once seeded
}

// NewRNG returns a stream seeded like the original's srandomize(s).
func NewRNG(s int32) RNG {
	var r RNG
	r.Seed(s)
	return r
}

// Seed sets the stream like the original's srandomize: negative seeds are
// negated with C int wrap-around and the state becomes 1 + s mod (M−1).
func (r *RNG) Seed(s int32) {
	if s < 0 {
		s = -s // int32 wrap-around keeps MinInt32, as C does in practice
	}
	r.X = 1 + int64(s)%(pmModulus-1)
}

// Next advances the stream and returns a value in 0 … 2^31−3, exactly as the
// original's randomize(); Schrage's method keeps the products in range.
func (r *RNG) Next() int {
	const q = pmModulus / pmMultiplier
	const rem = pmModulus % pmMultiplier
	t := pmMultiplier*(r.X%q) - rem*(r.X/q)
	if t > 0 {
		r.X = t
	} else {
		r.X = t + pmModulus
	}
	return int(int32(r.X - 1))
}

// Uniform returns l + Next() mod (u−l+1), the original's randomize(l, u).
func (r *RNG) Uniform(l, u int) int {
	n := u - l + 1
	if n <= 0 {
		return l
	}
	return l + r.Next()%n
}

// Perm4 is the original's random_permutation(4): start from 0,1,2,3 and swap
// element i with element Uniform(i, 3) for i = 0…3 (Rules §1.3, the random
// player order; reference §1.4 step 2).
func (r *RNG) Perm4() [4]int {
	v := [4]int{0, 1, 2, 3}
	for i := 0; i < 4; i++ {
		j := r.Uniform(i, 3)
		v[i], v[j] = v[j], v[i]
	}
	return v
}
