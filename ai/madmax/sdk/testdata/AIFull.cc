// A player of arena's own that uses most of the Madmax API and checks, each
// round, that the Board the SDK filled agrees with itself and with the
// rules (the SDK's tests build and play it; a failed check stops the
// program, which arena reports as crashed). It plays a short search: each
// car takes the move, among those passing no tyre, car or missile, that
// leads to the most bonus value within two moves, and fires at enemies up
// to two cells ahead.

#include "Player.hh"
#include <algorithm>

#define PLAYER_NAME Full

struct PLAYER_NAME : public Player {

  static Player* factory() { return new PLAYER_NAME; }

  vector<Dir> dirs = {UP, DEFAULT, DOWN, SLOW_UP, SLOW, SLOW_DOWN, FAST_UP, FAST, FAST_DOWN};
  int last_round = -1;
  int shots = 0;
  map<Car_Id, int> deaths; // state kept across rounds

  void check_parameters() {
    my_assert(number_players() == 4);
    my_assert(number_rounds() == 300);
    my_assert(number_rows() >= 15 and number_rows() <= 20);
    my_assert(number_universe_columns() >= 60 and number_universe_columns() <= 100);
    my_assert(number_window_columns() >= 30 and number_window_columns() <= 40);
    my_assert(number_window_columns() <= number_universe_columns());
    my_assert(number_cars() == number_players() * number_cars_per_player());
    my_assert(number_rounds_to_regenerate() == 30);
    my_assert(number_missile_bonuses() >= 5 and number_water_bonuses() >= 20 and number_gas_bonuses() >= 5);
    my_assert(bonus_missiles() == 5 and bonus_gas() == 30 and water_points() == 10);
    my_assert(kill_points() == 30 and initial_gas() == 60);
    my_assert(player_ok(me()) and not player_ok(-1) and not player_ok(number_players()));
    my_assert(not car_ok(-1) and not car_ok(number_cars()));
    for (Player_Id p = 0; p < number_players(); ++p) {
      my_assert(end(p) - begin(p) == number_cars_per_player());
      for (Car_Id c = begin(p); c != end(p); ++c) my_assert(player_of(c) == p);
      my_assert(score(p) >= 0 and score(p) % 10 == 0);
      my_assert(status(p) == 0);
    }
    my_assert(dir2all.size() == 9);
    for (Dir d : dirs) {
      my_assert(dir_ok(d));
      my_assert(dir2all.at(d).back() == d);
    }
    my_assert(not dir_ok(Dir(2, 0)) and not dir_ok(Dir(0, 3)) and not dir_ok(Dir(0, -1)));
  }

  void check_board() {
    my_assert(round() > last_round and round() < number_rounds());
    last_round = round();
    int m = number_universe_columns();
    int cars_seen = 0, missiles_seen = 0;
    for (int i = 0; i < number_rows(); ++i)
      for (int j = 0; j < m; ++j) {
        Cell c = cell(Pos(i, j));
        Cell w = cell(Pos(i, j + 3 * m));   // the cylinder wraps both ways
        Cell v = cell(Pos(i, j - m));
        my_assert(c.type == w.type and c.type == v.type and c.cid == w.cid and c.mid == v.mid);
        if (c.type == CAR) {
          ++cars_seen;
          my_assert(car_ok(c.cid) and c.mid == -1);
          Car k = car(c.cid);
          my_assert(k.alive and first(k.pos) == i and second(k.pos) == j);
        } else if (c.type == MISSILE) {
          ++missiles_seen;
          my_assert(c.cid == -1 and missiles().count(c.mid));
        } else {
          my_assert(c.cid == -1 and c.mid == -1);
        }
      }
    int alive = 0;
    for (Car_Id id = 0; id < number_cars(); ++id) {
      Car k = car(id);
      my_assert(k.cid == id and k.nb_miss >= 0 and k.time >= 0);
      my_assert(second(k.pos) >= 0 and second(k.pos) < m and within_universe(k.pos));
      if (k.alive) {
        ++alive;
        my_assert(k.gas > 0 and k.time == 0);
        my_assert(within_window(k.pos, round()));
      } else {
        my_assert(k.time <= number_rounds_to_regenerate());
        if (cell(k.pos).type == CAR) my_assert(cell(k.pos).cid != id);
      }
    }
    my_assert(alive == cars_seen);
    map<Missile_Id, Missile> ms = missiles();
    my_assert(int(ms.size()) == missiles_seen);
    for (const auto& e : ms) {
      my_assert(e.first == e.second.mid and car_ok(e.second.cid));
      Cell c = cell(e.second.pos);
      my_assert(c.type == MISSILE and c.mid == e.first);
    }
    my_assert(not within_universe(Pos(-1, 0)) and not within_universe(Pos(number_rows(), 0)));
    my_assert(not within_window(Pos(0, round() + number_window_columns()), round()));
    my_assert(within_window(Pos(0, round() + m), round()));
    for (int k = 0; k < 20; ++k) {
      int x = randomize(-3, 5);
      my_assert(x >= -3 and x <= 5);
    }
  }

  bool deadly(CType t) { return t == TYRE or t == CAR or t == MISSILE; }

  // value is what move d from p collects, or -1 if it passes something
  // deadly or leaves the next round's window.
  int value(Pos p, Dir d, int r) {
    if (not within_window(p + d, r + 1)) return -1;
    int v = 0;
    for (Dir step : dir2all.at(d)) {
      CType t = cell(p + step).type;
      if (deadly(t) and step != SLOW) return -1;
      if (t == WATER_BONUS) v += water_points();
      if (t == GAS_BONUS) v += 3;
      if (t == MISSILE_BONUS) v += 2;
    }
    return v;
  }

  void drive(const Car& c) {
    for (int ahead = 1; ahead <= 2 and c.nb_miss > 0; ++ahead) {
      Cell a = cell(c.pos + Dir(0, ahead));
      if (a.type == CAR and player_of(a.cid) != me()) {
        shoot(c.cid);
        ++shots;
        return;
      }
      if (a.type != EMPTY) break;
    }
    int best = -1;
    Dir pick = DEFAULT;
    for (Dir d : dirs) {
      int v = value(c.pos, d, round());
      if (v < 0) continue;
      int next = 0;
      for (Dir e : dirs) next = max(next, value(c.pos + d, e, round() + 1));
      if (v * 2 + next > best) {
        best = v * 2 + next;
        pick = d;
      }
    }
    if (best >= 0) move(c.cid, pick);
  }

  virtual void play() {
    if (round() == 0 or last_round < 0) check_parameters();
    check_board();
    for (Car_Id id = begin(me()); id != end(me()); ++id) {
      Car c = car(id);
      if (c.alive) drive(c);
      else if (c.time == number_rounds_to_regenerate() - 1) ++deaths[id];
    }
    // Requests the API refuses, with a warning, without affecting play: a
    // second instruction for a car, another player's car, a bad direction.
    Car_Id mine = begin(me()), theirs = begin((me() + 1) % number_players());
    move(mine, DEFAULT);
    move(theirs, DEFAULT);
    move(mine, Dir(5, 5));
    if (round() % 50 == 0) {
      cout << "full: round " << round() << " checked, " << shots << " shots" << endl;
      cerr << "full: " << CAR << " " << WATER_BONUS << " deaths " << deaths.size() << endl;
    }
  }
};

RegisterPlayer(PLAYER_NAME);
