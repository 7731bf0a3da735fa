package mapgen

import "math"

// perm is Ken Perlin's reference permutation of 0..255, which Gustavson's
// simplex noise (and so the original map generator) hashes lattice points
// with.
var perm = [256]uint8{
	151, 160, 137, 91, 90, 15, 131, 13, 201, 95, 96, 53, 194, 233, 7, 225,
	140, 36, 103, 30, 69, 142, 8, 99, 37, 240, 21, 10, 23, 190, 6, 148,
	247, 120, 234, 75, 0, 26, 197, 62, 94, 252, 219, 203, 117, 35, 11, 32,
	57, 177, 33, 88, 237, 149, 56, 87, 174, 20, 125, 136, 171, 168, 68, 175,
	74, 165, 71, 134, 139, 48, 27, 166, 77, 146, 158, 231, 83, 111, 229, 122,
	60, 211, 133, 230, 220, 105, 92, 41, 55, 46, 245, 40, 244, 102, 143, 54,
	65, 25, 63, 161, 1, 216, 80, 73, 209, 76, 132, 187, 208, 89, 18, 169,
	200, 196, 135, 130, 116, 188, 159, 86, 164, 100, 109, 198, 173, 186, 3, 64,
	52, 217, 226, 250, 124, 123, 5, 202, 38, 147, 118, 126, 255, 82, 85, 212,
	207, 206, 59, 227, 47, 16, 58, 17, 182, 189, 28, 42, 223, 183, 170, 213,
	119, 248, 152, 2, 44, 154, 163, 70, 221, 153, 101, 155, 167, 43, 172, 9,
	129, 22, 39, 253, 19, 98, 108, 110, 79, 113, 224, 232, 178, 185, 112, 104,
	218, 246, 97, 228, 251, 34, 242, 193, 238, 210, 144, 12, 191, 179, 162, 241,
	81, 51, 145, 235, 249, 14, 239, 107, 49, 192, 214, 31, 181, 199, 106, 157,
	184, 84, 204, 176, 115, 121, 50, 45, 127, 4, 150, 254, 138, 236, 205, 93,
	222, 114, 67, 29, 24, 72, 243, 141, 128, 195, 78, 66, 215, 61, 156, 180,
}

// grad3 holds the twelve edge midpoints of a cube, the 3-D gradients.
var grad3 = [12][3]float64{
	{1, 1, 0}, {-1, 1, 0}, {1, -1, 0}, {-1, -1, 0},
	{1, 0, 1}, {-1, 0, 1}, {1, 0, -1}, {-1, 0, -1},
	{0, 1, 1}, {0, -1, 1}, {0, 1, -1}, {0, -1, -1},
}

func hash(i int) int { return int(perm[i&255]) }

// corner is one simplex corner's contribution: a radially falling kernel
// (0.6 - r²)⁴ times the dot product of the corner's gradient with the
// offset to the point.
func corner(g int, x, y, z float64) float64 {
	t := 0.6 - x*x - y*y - z*z
	if t < 0 {
		return 0
	}
	t *= t
	gr := grad3[g]
	return t * t * (gr[0]*x + gr[1]*y + gr[2]*z)
}

// Simplex3 is 3-D simplex noise: the space is skewed so the cubic lattice
// becomes one of tetrahedra, the point's tetrahedron is found from the order
// of its offsets, and the four corners' kernels are summed. The result is
// scaled by 32, as Gustavson does, to lie roughly within ±0.868.
func Simplex3(xin, yin, zin float64) float64 {
	const f3, g3 = 1.0 / 3.0, 1.0 / 6.0
	s := (xin + yin + zin) * f3
	i := int(math.Floor(xin + s))
	j := int(math.Floor(yin + s))
	k := int(math.Floor(zin + s))
	t := float64(i+j+k) * g3
	x0 := xin - (float64(i) - t)
	y0 := yin - (float64(j) - t)
	z0 := zin - (float64(k) - t)

	// The second and third corners depend on which of x0, y0, z0 is
	// largest; the first is always (0,0,0) and the last (1,1,1).
	var i1, j1, k1, i2, j2, k2 int
	switch {
	case x0 >= y0 && y0 >= z0:
		i1, i2, j2 = 1, 1, 1
	case x0 >= y0 && x0 >= z0:
		i1, i2, k2 = 1, 1, 1
	case x0 >= y0:
		k1, i2, k2 = 1, 1, 1
	case y0 < z0:
		k1, j2, k2 = 1, 1, 1
	case x0 < z0:
		j1, j2, k2 = 1, 1, 1
	default:
		j1, i2, j2 = 1, 1, 1
	}
	x1, y1, z1 := x0-float64(i1)+g3, y0-float64(j1)+g3, z0-float64(k1)+g3
	x2, y2, z2 := x0-float64(i2)+2*g3, y0-float64(j2)+2*g3, z0-float64(k2)+2*g3
	x3, y3, z3 := x0-1+3*g3, y0-1+3*g3, z0-1+3*g3

	ii, jj, kk := i&255, j&255, k&255
	g0 := hash(ii+hash(jj+hash(kk))) % 12
	g1 := hash(ii+i1+hash(jj+j1+hash(kk+k1))) % 12
	g2 := hash(ii+i2+hash(jj+j2+hash(kk+k2))) % 12
	gl := hash(ii+1+hash(jj+1+hash(kk+1))) % 12
	n := corner(g0, x0, y0, z0) + corner(g1, x1, y1, z1) + corner(g2, x2, y2, z2) + corner(gl, x3, y3, z3)
	return 32 * n
}

// Noise is the generator's noise: Simplex3 at (x, y, seed), moved to about
// [0, 1] exactly as the original does (reference §1.2 step 1).
func Noise(x, y float64, seed int32) float64 {
	return (Simplex3(x, y, float64(seed)) + 0.8679777777778225) * 0.576051614
}
