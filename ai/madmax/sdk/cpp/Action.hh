// arena's Madmax SDK. Action.hh: the instructions a player gives in one
// round. Player (Player.hh) inherits from Action, so a player calls
// move(car, dir) and shoot(car) directly.

#ifndef Action_hh
#define Action_hh

#include "Utils.hh"

// The kinds of instruction; UNDEFINED is never sent.
enum IType {
  UNDEFINED, MOVE, SHOOT
};

// i2c is an instruction kind's letter in the game's records.
inline char i2c(IType a) {
  switch (a) {
  case MOVE:  return 'm';
  case SHOOT: return 's';
  default:    return 'u';
  }
}

// c2i reads an instruction kind's letter.
inline IType c2i(char c) {
  switch (c) {
  case 'm': return MOVE;
  case 's': return SHOOT;
  default:  return UNDEFINED;
  }
}

// Instruction is one instruction: the car, its kind, and for a move its
// direction (a shot is recorded with DEFAULT, the move that follows it).
struct Instruction {
  Car_Id cid;
  IType  type;
  Dir    dir;
};

class ArenaLink;

// Action holds a player's instructions for one round, in the order given
// (rules §1.3: a player's instructions are executed in their order).
class Action {

public:

  // Action makes an empty list.
  Action() { }

  // move asks car c to move in direction d. The engine ignores it (and the
  // car moves by default) if the car is dead, is not the player's, or d
  // would take it outside the next round's window. A second instruction
  // for the same car in the same round is refused here, with a warning.
  void move(Car_Id c, Dir d) { add(c, MOVE, d); }

  // shoot asks car c to fire a missile; the engine ignores it if the car
  // has none left or is dead. One instruction per car and round.
  void shoot(Car_Id c) { add(c, SHOOT, DEFAULT); }

private:

  friend class ArenaLink;

  set<int>            cids;
  vector<Instruction> instructs;

  void add(Car_Id c, IType t, Dir d) {
    if (cids.count(c)) {
      cerr << "warning: car " << c << " already has an instruction this round; ignoring the new one" << endl;
      return;
    }
    cids.insert(c);
    instructs.push_back({c, t, d});
  }
};

#endif // Action_hh
