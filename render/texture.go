package render

import "math"

// PointHash is a cheap integer hash of a point and a salt, for procedural
// textures and cosmetic choices that must not change between frames (the
// same point always gets the same value, and no RNG is involved).
func PointHash(x, y, salt int) uint32 {
	h := uint32(x)*0x8da6b343 ^ uint32(y)*0xd8163841 ^ uint32(salt)*0xcb1ab31f
	h ^= h >> 13
	h *= 0x5bd1e995
	h ^= h >> 15
	return h
}

// PointRand maps PointHash to [0,1].
func PointRand(x, y, salt int) float64 { return float64(PointHash(x, y, salt)&0xffff) / 65535 }

// Noise is smooth value noise at pixel (px, py) with lattice spacing cell
// pixels: PointRand at the lattice corners, blended with a smoothstep, so
// a texture flows across cell borders.
func Noise(px, py int, cell float64, salt int) float64 {
	fx, fy := float64(px)/cell, float64(py)/cell
	x0, y0 := int(math.Floor(fx)), int(math.Floor(fy))
	tx, ty := fx-float64(x0), fy-float64(y0)
	tx, ty = tx*tx*(3-2*tx), ty*ty*(3-2*ty)
	a := PointRand(x0, y0, salt) + (PointRand(x0+1, y0, salt)-PointRand(x0, y0, salt))*tx
	b := PointRand(x0, y0+1, salt) + (PointRand(x0+1, y0+1, salt)-PointRand(x0, y0+1, salt))*tx
	return a + (b-a)*ty
}

// Quantize rounds v down to a multiple of 1/levels. Quantising noise to a
// few levels gives textures a hand-pixelled look instead of smooth
// gradients.
func Quantize(v, levels float64) float64 { return math.Floor(v*levels) / levels }
