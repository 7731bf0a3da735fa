package tournament

import (
	"errors"
	"math"
)

// EloPerNat converts a Bradley–Terry strength (natural log of the odds) to
// Elo points: 400 Elo are odds of 10 to 1.
var EloPerNat = 400 / math.Ln10

// priorSD is the standard deviation of the Gaussian prior on each strength,
// in natural-log units (about 1000 Elo). It is weak on purpose: it only
// keeps a bot that won (or lost) every game at a finite rating, which the
// maximum-likelihood estimate alone would send to infinity.
const priorSD = 1000 / 400 * math.Ln10

// BT is a fitted Bradley–Terry model: the strength of each player, centred
// on mean 0, and the covariance of the estimates.
type BT struct {
	Theta []float64   // strengths, natural-log odds units, mean 0
	Cov   [][]float64 // covariance of Theta (Laplace approximation)
	Games []float64   // weighted comparisons each player took part in
}

// FitBT fits the Bradley–Terry model P(i beats j) = 1/(1+exp(θj−θi)) to
// wins, where wins[i][j] is the (weighted, possibly fractional: a draw is
// half a win each way) number of times i beat j. It maximises the
// likelihood times a weak Gaussian prior (priorSD) by Newton's method; the
// covariance is the inverse of the negative Hessian at the optimum (the
// observed Fisher information plus the prior's), projected onto mean-zero
// strengths.
func FitBT(wins [][]float64) (BT, error) {
	n := len(wins)
	th := make([]float64, n)
	prec := 1 / (priorSD * priorSD)
	logPost := func(t []float64) float64 {
		s := 0.0
		for i := range n {
			s -= t[i] * t[i] * prec / 2
			for j := range n {
				if w := wins[i][j]; w > 0 {
					s -= w * softplus(t[j]-t[i])
				}
			}
		}
		return s
	}
	hess := func(t []float64) (g []float64, h [][]float64) {
		g = make([]float64, n)
		h = make([][]float64, n)
		for i := range h {
			h[i] = make([]float64, n)
			g[i] = -t[i] * prec
			h[i][i] = prec
		}
		for i := range n {
			for j := range n {
				if i == j {
					continue
				}
				nij := wins[i][j] + wins[j][i]
				if nij == 0 {
					continue
				}
				p := sigmoid(t[i] - t[j])
				g[i] += wins[i][j] - nij*p
				h[i][i] += nij * p * (1 - p) // h is the negative Hessian
				h[i][j] -= nij * p * (1 - p)
			}
		}
		return g, h
	}
	cur := logPost(th)
	for iter := 0; iter < 200; iter++ {
		g, h := hess(th)
		step, err := solve(h, g)
		if err != nil {
			return BT{}, err
		}
		// Damped Newton: halve the step until the posterior does not fall.
		t := 1.0
		var next []float64
		for range 60 {
			next = make([]float64, n)
			for i := range th {
				next[i] = th[i] + t*step[i]
			}
			if v := logPost(next); v >= cur-1e-12 {
				cur = v
				break
			}
			t /= 2
		}
		maxStep := 0.0
		for i := range th {
			maxStep = math.Max(maxStep, math.Abs(next[i]-th[i]))
		}
		th = next
		if maxStep < 1e-10 {
			break
		}
	}
	_, h := hess(th)
	inv, err := inverse(h)
	if err != nil {
		return BT{}, err
	}
	// Centre: θc = Pθ with P = I − J/n, so Cov(θc) = P Cov P.
	mean := 0.0
	for _, v := range th {
		mean += v / float64(n)
	}
	out := BT{Theta: make([]float64, n), Cov: make([][]float64, n), Games: make([]float64, n)}
	rowMean := make([]float64, n)
	all := 0.0
	for i := range n {
		for j := range n {
			rowMean[i] += inv[i][j] / float64(n)
		}
		all += rowMean[i] / float64(n)
	}
	for i := range n {
		out.Theta[i] = th[i] - mean
		out.Cov[i] = make([]float64, n)
		for j := range n {
			out.Cov[i][j] = inv[i][j] - rowMean[i] - rowMean[j] + all
			out.Games[i] += wins[i][j] + wins[j][i]
		}
	}
	return out, nil
}

// DiffSE is the standard error of θi − θj.
func (b BT) DiffSE(i, j int) float64 {
	return math.Sqrt(math.Max(0, b.Cov[i][i]+b.Cov[j][j]-2*b.Cov[i][j]))
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// softplus is log(1+e^x), computed without overflow.
func softplus(x float64) float64 {
	if x > 30 {
		return x
	}
	return math.Log1p(math.Exp(x))
}

// solve returns x with a·x = b by Gaussian elimination with partial
// pivoting; a is small (one row per player) and positive definite here.
func solve(a [][]float64, b []float64) ([]float64, error) {
	n := len(b)
	m := make([][]float64, n)
	for i := range m {
		m[i] = append(append([]float64{}, a[i]...), b[i])
	}
	if err := eliminate(m, n); err != nil {
		return nil, err
	}
	x := make([]float64, n)
	for i := range x {
		x[i] = m[i][n]
	}
	return x, nil
}

func inverse(a [][]float64) ([][]float64, error) {
	n := len(a)
	m := make([][]float64, n)
	for i := range m {
		m[i] = make([]float64, 2*n)
		copy(m[i], a[i])
		m[i][n+i] = 1
	}
	if err := eliminate(m, n); err != nil {
		return nil, err
	}
	out := make([][]float64, n)
	for i := range out {
		out[i] = m[i][n:]
	}
	return out, nil
}

// eliminate reduces the first n columns of m to the identity (Gauss–Jordan).
func eliminate(m [][]float64, n int) error {
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		if math.Abs(m[p][c]) < 1e-300 {
			return errors.New("ratings: singular system")
		}
		m[c], m[p] = m[p], m[c]
		inv := 1 / m[c][c]
		for k := range m[c] {
			m[c][k] *= inv
		}
		for r := range n {
			if r == c || m[r][c] == 0 {
				continue
			}
			f := m[r][c]
			for k := range m[r] {
				m[r][k] -= f * m[c][k]
			}
		}
	}
	return nil
}

// Wilson is the 95% Wilson score interval of a proportion of wins out of
// n (wins may be fractional, a draw counting half).
func Wilson(wins, n float64) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := wins / n
	den := 1 + z*z/n
	centre := (p + z*z/(2*n)) / den
	half := z / den * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return math.Max(0, centre-half), math.Min(1, centre+half)
}
