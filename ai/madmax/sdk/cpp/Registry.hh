// arena's Madmax SDK. Registry.hh: players register themselves by name,
// so the program can make the one asked for (the last line of every
// AI*.cc: RegisterPlayer(PLAYER_NAME);).

#ifndef Registry_hh
#define Registry_hh

#include "Utils.hh"

class Player;

class Registry {

public:

  typedef Player* (*Factory)();

  // Register records a player's factory under its name; the value is
  // only there to let RegisterPlayer run it at start-up.
  static int Register(const char* name, Factory fact);

  // new_player makes the player registered under name, or stops the
  // program if there is none.
  static Player* new_player(string name);

  // print_players lists the registered names, one a line.
  static void print_players(ostream& os);

  // names lists the registered names in order.
  static vector<string> names();
};

#define stringification(s) #s
#define RegisterPlayer(x) static int registration = Registry::Register(stringification(x), x::factory)

#endif // Registry_hh
