// arena's Madmax SDK. Registry.cc: the table of players, built while the
// program starts (each AI*.cc registers itself from a static initialiser,
// so the table is made on first use, whatever the order of those).

#include "Registry.hh"

namespace {

map<string, Registry::Factory>& table() {
  static map<string, Registry::Factory> t;
  return t;
}

}

int Registry::Register(const char* name, Factory fact) {
  table()[name] = fact;
  return 0;
}

Player* Registry::new_player(string name) {
  auto it = table().find(name);
  if (it == table().end()) {
    cerr << "error: player " << name << " is not registered" << endl;
    exit(1);
  }
  return it->second();
}

void Registry::print_players(ostream& os) {
  for (const auto& e : table()) os << e.first << endl;
}

vector<string> Registry::names() {
  vector<string> v;
  for (const auto& e : table()) v.push_back(e.first);
  return v;
}
