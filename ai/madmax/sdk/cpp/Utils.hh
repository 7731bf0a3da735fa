// arena's Madmax SDK: the Mad Max 2020 (EDA-JOC) player API, played over
// arena's line protocol instead of compiled into the original game.
//
// Utils.hh: identifiers, positions and directions, the direction table,
// the original framework's random generator and its two helper macros.
// A player sees the same names, types and standard headers here as in the
// original framework, so an unmodified AI*.cc compiles against it.

#ifndef Utils_hh
#define Utils_hh

// The original's Utils.hh brought these standard headers to every player;
// players rely on them (and on "using namespace std") without including
// them, so the SDK includes the same set, and no more, so that a player's
// own names clash with the standard library no more than they did there.
#include <complex>
#include <map>
#include <set>
#include <vector>
#include <iostream>
#include <fstream>
#include <sstream>
#include <string>
#include <queue>
#include <limits>
#include <cassert>
#include <cstdlib>
#include <cerrno>
#include <time.h>

using namespace std;

// Identifiers are plain integers: players 0..3, cars 0..number_cars()-1
// (a player's cars are consecutive), missiles from a global counter.
typedef int Player_Id;
typedef int Car_Id;
typedef int Missile_Id;

// A position is (row, column) as a complex number, real part the row; a
// direction is the change in (row, column) of one move. Columns wrap
// around the universe's width: Board normalises them where it reads.
typedef complex<int> Pos;
typedef complex<int> Dir;

// The nine moves (rules §1.1): rows change by -1, 0 or +1 and columns by
// 0, 1 or 2; DEFAULT is what a car without instructions does.
const Dir UP        = {-1, 1};
const Dir DEFAULT   = { 0, 1};
const Dir DOWN      = { 1, 1};
const Dir SLOW_UP   = {-1, 0};
const Dir SLOW      = { 0, 0};
const Dir SLOW_DOWN = { 1, 0};
const Dir FAST_UP   = {-1, 2};
const Dir FAST      = { 0, 2};
const Dir FAST_DOWN = { 1, 2};

// first is the row of a position (or the row change of a direction).
inline int first(complex<int> x) { return x.real(); }

// second is the column of a position (or the column change of a direction).
inline int second(complex<int> x) { return x.imag(); }

// dir_ok says whether d is one of the nine moves.
inline bool dir_ok(Dir d) {
  int dr = first(d), dc = second(d);
  return dr >= -1 and dr <= 1 and dc >= 0 and dc <= 2;
}

// Cmp orders directions by row change, then column change, so they can be
// map keys (complex<int> has no operator<).
struct Cmp {
  bool operator()(Dir a, Dir b) const {
    if (first(a) != first(b)) return first(a) < first(b);
    return second(a) < second(b);
  }
};

// dir2all gives, for each move, the cells it passes through relative to
// the start, in the order the engine visits them; the last is where it
// ends (rules §1.2). SLOW maps to {SLOW}: the car stays.
extern const map<Dir, vector<Dir>, Cmp> dir2all;

// Random_generator is the original framework's Park–Miller "minimal
// standard" generator (multiplier 48271, modulus 2^31-1, Schrage's step),
// kept value for value: the engine seeds each player's generator with the
// game seed plus the player's id and reseeds it before every round with a
// number drawn from it, so a player drawing through Board::randomize gets
// the numbers it got in the original game.
class Random_generator {

  static const int RANDOMIZE_MODULUS    = 2147483647;
  static const int RANDOMIZE_MULTIPLIER = 48271;
  static const int RANDOMIZE_DEFAULT    = 123456789;

  long long state = 1;

public:

  // srandomize seeds the generator: a negative seed counts as its
  // absolute value, and the state becomes 1 + s mod (2^31 - 2).
  void srandomize(int s = RANDOMIZE_DEFAULT) {
    if (s < 0) s = int(0u - unsigned(s)); // -s, wrapping like the original's int
    state = 1 + (long long)(s % (RANDOMIZE_MODULUS - 1));
  }

  // randomize returns the next number, between 0 and 2^31 - 3.
  int randomize() {
    const long long q = RANDOMIZE_MODULUS / RANDOMIZE_MULTIPLIER;
    const long long r = RANDOMIZE_MODULUS % RANDOMIZE_MULTIPLIER;
    long long t = RANDOMIZE_MULTIPLIER * (state % q) - r * (state / q);
    state = t > 0 ? t : t + RANDOMIZE_MODULUS;
    return int(state - 1);
  }

  // randomize(l, u) returns l + randomize() mod (u - l + 1): a number
  // between l and u, as the original draws it.
  int randomize(int l, int u) {
    return l + randomize() % (u - l + 1);
  }
};

// The original spelled set and map membership tests "contains" before
// C++20 had the method, through this macro; players use it too.
#define contains count

// my_assert stops the program with a message when X is false, as the
// original's did (there it stopped the whole game; here it stops only this
// player's program, which arena then reports as crashed).
#define my_assert(X)                                                      \
  if (not (X)) {                                                          \
    cerr << "Failed assertion '" << #X << "' in file " << __FILE__        \
         << ", line " << __LINE__ << "\n";                                \
    exit(1);                                                              \
  }

#endif // Utils_hh
