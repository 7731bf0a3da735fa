// A simple player of arena's own, written to the Madmax API (the SDK's
// tests build and play it): each car fires at an enemy straight ahead,
// else takes the first move that reaches a bonus without passing a tyre,
// car or missile, else the default move if that is safe.

#include "Player.hh"

#define PLAYER_NAME Simple

struct PLAYER_NAME : public Player {

  static Player* factory() { return new PLAYER_NAME; }

  // safe says whether every cell move d passes through from p is free of
  // anything that kills a car.
  bool safe(Pos p, Dir d) {
    if (not within_window(p + d, round() + 1)) return false;
    for (Dir step : dir2all.at(d)) {
      CType t = cell(p + step).type;
      if (t == TYRE or t == CAR or t == MISSILE) return false;
    }
    return true;
  }

  virtual void play() {
    const Dir order[] = {FAST, DEFAULT, UP, DOWN, FAST_UP, FAST_DOWN, SLOW_UP, SLOW_DOWN, SLOW};
    for (Car_Id id = begin(me()); id != end(me()); ++id) {
      Car c = car(id);
      if (not c.alive) continue;
      Cell ahead = cell(c.pos + DEFAULT);
      if (c.nb_miss > 0 and ahead.type == CAR and player_of(ahead.cid) != me()) {
        shoot(id);
        continue;
      }
      bool done = false;
      for (Dir d : order) {
        if (not safe(c.pos, d)) continue;
        CType t = cell(c.pos + d).type;
        if (t == WATER_BONUS or t == GAS_BONUS or t == MISSILE_BONUS) {
          move(id, d);
          done = true;
          break;
        }
      }
      for (int k = 0; not done and k < 9; ++k)
        if (safe(c.pos, order[k])) {
          move(id, order[k]);
          done = true;
        }
    }
  }
};

RegisterPlayer(PLAYER_NAME);
