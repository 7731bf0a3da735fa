// A Demo player for arena's Madmax SDK, written from the description of
// the original framework's Demo (../shared/reference/madmax.md §1.5): it
// plays exactly as arena's builtin:demo, draw for draw, so a program built
// from this file and builtin:demo write the same .res file.
//
//   arenactl sdk madmax --build AIDemo.cc -o demo
//   arenactl run --game madmax --player proc:./demo --player demo --player demo --player demo

#include "Player.hh"

#define PLAYER_NAME Demo

struct PLAYER_NAME : public Player {

  static Player* factory() { return new PLAYER_NAME; }

  // The nine moves, in the order Demo tries them for a bonus and numbers
  // them for its random choice.
  const vector<Dir> moves = {UP, DEFAULT, DOWN, SLOW_UP, SLOW, SLOW_DOWN, FAST_UP, FAST, FAST_DOWN};

  static bool is_bonus(CType t) {
    return t == WATER_BONUS or t == GAS_BONUS or t == MISSILE_BONUS;
  }

  // drive decides for one live car.
  void drive(const Car& c) {
    // An enemy right ahead and a missile to fire: shoot it. A teammate
    // right ahead: leave this car alone.
    Cell ahead = cell(c.pos + DEFAULT);
    if (c.nb_miss > 0 and ahead.type == CAR) {
      if (player_of(ahead.cid) != me()) shoot(c.cid);
      return;
    }
    // The first move ending on a bonus inside the next round's window (the
    // cells on the way are not looked at).
    for (Dir d : moves) {
      Pos to = c.pos + d;
      if (within_window(to, round() + 1) and is_bonus(cell(to).type)) {
        move(c.cid, d);
        return;
      }
    }
    // Else a random move, except on the top and bottom rows, where no
    // number is drawn at all.
    int row = first(c.pos);
    if (row == 0 or row == number_rows() - 1) return;
    Dir d = moves[randomize(0, int(moves.size()) - 1)];
    if (within_window(c.pos + d, round() + 1)) move(c.cid, d);
  }

  virtual void play() {
    for (Car_Id id = begin(me()); id < end(me()); ++id) {
      Car c = car(id);
      if (c.alive) drive(c);
    }
  }
};

RegisterPlayer(PLAYER_NAME);
