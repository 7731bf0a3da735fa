// A template for a Madmax player: copy it to AIWhatever.cc, give it your
// player's name and write play(). With no instructions every car moves by
// default, one column a round, staying in the window.
//
//   arenactl sdk madmax --build AIWhatever.cc -o whatever
//   arenactl run --game madmax --player proc:./whatever --player raider --player demo --player demo

#include "Player.hh"

// Your player's name: a new class of that name is defined below.
#define PLAYER_NAME Null

struct PLAYER_NAME : public Player {

  // factory makes the player; keep it as it is.
  static Player* factory() { return new PLAYER_NAME; }

  // Your player's own state (it lives for the whole game) goes here.

  // play is called once a round: read the board (Board.hh: round(),
  // car(id), cell(pos), missiles(), ...) and give instructions (Action.hh:
  // move(car, dir), shoot(car)) for your cars, begin(me()) to end(me()).
  virtual void play() {
  }
};

// Keep this line: it registers the player under its name.
RegisterPlayer(PLAYER_NAME);
