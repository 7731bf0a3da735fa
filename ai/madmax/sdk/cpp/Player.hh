// arena's Madmax SDK. Player.hh: the class every player derives from.
//
//   #include "Player.hh"
//   #define PLAYER_NAME Whatever
//   struct PLAYER_NAME : public Player {
//     static Player* factory() { return new PLAYER_NAME; }
//     virtual void play() { ... read the Board, move(...) and shoot(...) ... }
//   };
//   RegisterPlayer(PLAYER_NAME);
//
// play() is called once per round with the Board holding that round.

#ifndef Player_hh
#define Player_hh

#include "Utils.hh"
#include "Board.hh"
#include "Action.hh"
#include "Registry.hh"

class Player : public Board, public Action {

public:

  // me is this player's id, 0 to 3.
  int me() const { return me_; }

  // move asks one of this player's cars to move. A car that is not a car,
  // a direction that is not one of the nine, or a car of another player
  // is refused here with a warning on stderr, as the original refused it.
  void move(Car_Id c, Dir d) {
    if (not car_ok(c))
      cerr << "warning: " << c << " is not a car id" << endl;
    else if (not dir_ok(d))
      cerr << "warning: " << d << " is not a direction (car " << c << ")" << endl;
    else if (player_of(c) != me())
      cerr << "warning: car " << c << " belongs to player " << player_of(c) << ", not to " << me() << endl;
    else
      Action::move(c, d);
  }

  // shoot asks one of this player's cars to fire, refused like move.
  void shoot(Car_Id c) {
    if (not car_ok(c))
      cerr << "warning: " << c << " is not a car id" << endl;
    else if (player_of(c) != me())
      cerr << "warning: car " << c << " belongs to player " << player_of(c) << ", not to " << me() << endl;
    else
      Action::shoot(c);
  }

  // play decides this round's instructions; every player overrides it.
  virtual void play() { }

  virtual ~Player() { }

private:

  friend class ArenaLink;

  int me_ = 0;
};

#endif // Player_hh
