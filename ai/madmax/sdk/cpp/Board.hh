// arena's Madmax SDK. Board.hh: the state of one round as a player reads
// it. Player (Player.hh) inherits from Board; before each call of play()
// the SDK fills it with the round arena sent.

#ifndef Board_hh
#define Board_hh

#include "Utils.hh"
#include "Action.hh"

// What a cell holds. The order is the original's.
enum CType {
  EMPTY,
  TYRE,
  CAR,
  MISSILE,
  WATER_BONUS,
  MISSILE_BONUS,
  GAS_BONUS
};

// A cell's type prints as its name ("WATER_BONUS").
inline ostream& operator<<(ostream& os, CType t) {
  switch (t) {
  case EMPTY:         return os << "EMPTY";
  case TYRE:          return os << "TYRE";
  case CAR:           return os << "CAR";
  case MISSILE:       return os << "MISSILE";
  case WATER_BONUS:   return os << "WATER_BONUS";
  case MISSILE_BONUS: return os << "MISSILE_BONUS";
  case GAS_BONUS:     return os << "GAS_BONUS";
  }
  return os;
}

// Cell is what one cell holds: its type, the car's id when the type is
// CAR (else -1) and the missile's id when it is MISSILE (else -1).
struct Cell {
  CType      type;
  Car_Id     cid;
  Missile_Id mid;
};

// Car is one car: its id, position (column between 0 and the universe's
// width - 1), missiles and gas left, whether it is alive, and, when dead,
// the rounds left before it may come back. A dead car keeps the position
// where it died but occupies no cell.
struct Car {
  Car_Id cid;
  Pos    pos;
  int    nb_miss;
  int    gas;
  bool   alive;
  int    time;
};

// Missile is one missile in flight: its id, the car that shot it and its
// position.
struct Missile {
  Missile_Id mid;
  Car_Id     cid;
  Pos        pos;
};

class ArenaLink;

// Board is the round's state and the game's parameters (rules §1.4).
class Board {

public:

  Board() { }

  // The game's parameters, as the original names them.
  int number_players() const { return nb_players; }
  int number_rounds() const { return nb_rnds; }
  int number_rows() const { return nb_rows; }
  int number_universe_columns() const { return nb_uni_cols; }
  int number_window_columns() const { return nb_win_cols; }
  int number_cars_per_player() const { return nb_cars_x_player; }
  int number_cars() const { return nb_cars_x_player * nb_players; }
  int number_rounds_to_regenerate() const { return nb_rnds_regen; }
  int number_missile_bonuses() const { return nb_miss_bonuses; }
  int number_water_bonuses() const { return nb_water_bonuses; }
  int number_gas_bonuses() const { return nb_gas_bonuses; }
  int bonus_missiles() const { return bonus_miss; }
  int bonus_gas() const { return bonus_g; }
  int water_points() const { return water_pnts; }
  int kill_points() const { return kill_pnts; }
  int initial_gas() const { return init_gas; }

  // within_universe says whether p's row exists; every column does, the
  // universe being a cylinder.
  bool within_universe(const Pos& p) const {
    return first(p) >= 0 and first(p) < nb_rows;
  }

  // within_window says whether p lies inside the window of round r: its
  // row exists and its column, taken round the cylinder, is one of the
  // nb_win_cols columns starting at column r mod nb_uni_cols (for a
  // negative r, as the original computes it).
  bool within_window(const Pos& p, int r) const {
    if (not within_universe(p)) return false;
    int u = nb_uni_cols, w = nb_win_cols;
    int start = r % u;
    int j = wrap(second(p));
    if (start + w <= u) return start <= j and j < start + w;
    return start <= j or j < start + w - u; // the window wraps round
  }

  bool car_ok(Car_Id c) const { return c >= 0 and c < number_cars(); }

  bool player_ok(Player_Id p) const { return p >= 0 and p < nb_players; }

  // player_of is the player that owns car c.
  Player_Id player_of(Car_Id c) const {
    my_assert(car_ok(c));
    return c / nb_cars_x_player;
  }

  // begin is player p's first car; end is one past its last.
  Car_Id begin(Player_Id p) const {
    my_assert(player_ok(p));
    return p * nb_cars_x_player;
  }
  Car_Id end(Player_Id p) const {
    my_assert(player_ok(p));
    return (p + 1) * nb_cars_x_player;
  }

  // round is the current round, from 0.
  int round() const { return rnd; }

  // cell is what the cell at p holds; p's column may be any integer.
  Cell cell(const Pos& p) const {
    my_assert(within_universe(p));
    return cells[first(p)][wrap(second(p))];
  }

  // car is car c.
  Car car(Car_Id c) const {
    my_assert(car_ok(c));
    return cars[c];
  }

  // missiles maps every missile in flight by its id.
  map<Missile_Id, Missile> missiles() const { return miss; }

  // score is player p's score.
  int score(Player_Id p) const {
    my_assert(player_ok(p));
    return scores[p];
  }

  // status is player p's CPU status as the original reported it: 0 to 1
  // for the share used, -1 once frozen; arena sends 0.
  double status(Player_Id p) const {
    my_assert(player_ok(p));
    return statuses[p];
  }

  // randomize draws from the player's generator (Utils.hh); the numbers
  // are the original framework's for the same seed.
  int randomize() { return rgen.randomize(); }
  int randomize(int l, int u) { return rgen.randomize(l, u); }

private:

  friend class ArenaLink;

  Random_generator rgen;

  int nb_players = 4;
  int nb_rnds = 0;
  int nb_rows = 0;
  int nb_uni_cols = 1;
  int nb_win_cols = 0;
  int nb_cars_x_player = 1;
  int nb_rnds_regen = 0;
  int nb_miss_bonuses = 0;
  int nb_gas_bonuses = 0;
  int nb_water_bonuses = 0;
  int bonus_miss = 0;
  int bonus_g = 0;
  int water_pnts = 0;
  int kill_pnts = 0;
  int init_gas = 0;

  int rnd = 0;
  vector<vector<Cell>>     cells;
  vector<Car>              cars;
  map<Missile_Id, Missile> miss;
  vector<int>              scores;
  vector<double>           statuses;

  // srandomize reseeds the generator (the SDK does it as the original did).
  void srandomize(int s) { rgen.srandomize(s); }

  int wrap(int j) const {
    j %= nb_uni_cols;
    return j < 0 ? j + nb_uni_cols : j;
  }
};

#endif // Board_hh
