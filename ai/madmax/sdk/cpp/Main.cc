// arena's Madmax SDK. Main.cc: the program around one player. It reads
// arena's Madmax line protocol on stdin (README, "Madmax", "Process
// protocol"): a parameters block, then each round's state, each message
// ended by a line "end"; it fills the player's Board, calls play() and
// answers the instructions given, one a line, then "end".
//
// The player's own output never reaches arena: stdout is moved to stderr
// before the player is made (arena shows stderr in its log pane), and
// stdin reads as empty, so only this file speaks the protocol.
//
// Usage: NAME [PLAYER]     PLAYER picks one when several are registered
//        NAME --list       prints the registered players

#include "Player.hh"
#include "Registry.hh"
#include "Defs.hh"

#include <cstdio>
#include <fcntl.h>
#ifdef _WIN32
#include <io.h>
#define dup _dup
#define dup2 _dup2
#define fdopen _fdopen
static const char* const null_device = "NUL";
#else
#include <unistd.h>
static const char* const null_device = "/dev/null";
#endif

// The protocol version this SDK speaks: the first line is "madmax 1".
static const char* const protocol = "1";

// No line arena sends is near this long (a row is at most 100 cells); a
// longer one means the input is not arena's.
static const size_t max_line = 1 << 20;

[[noreturn]] static void fatal(const string& msg) {
  cerr << "madmax sdk: " << msg << endl;
  exit(2);
}

// ArenaLink reads arena's messages into a Board and writes a player's
// instructions back; it is the only friend of Board, Action and Player.
class ArenaLink {

public:

  ArenaLink(FILE* in, FILE* out) : in(in), out(out) { }

  // hello reads the first message into the parameters of params, the
  // player's id and the game seed.
  void hello(Board& params, int& me, int& seed) {
    string l = next_line("the first message");
    istringstream first(l);
    string word, version;
    first >> word >> version;
    if (word != "madmax") fatal("arena's first line is \"" + l + "\", not \"madmax " + protocol + "\": is this a Madmax game?");
    if (version != protocol) fatal("arena speaks Madmax protocol " + version + ", this SDK protocol " + protocol + ": rebuild with arenactl sdk madmax");
    map<string, int*> keys = {
      {"nb_players", &params.nb_players}, {"nb_rnds", &params.nb_rnds},
      {"nb_rows", &params.nb_rows}, {"nb_uni_cols", &params.nb_uni_cols},
      {"nb_win_cols", &params.nb_win_cols}, {"nb_cars_x_player", &params.nb_cars_x_player},
      {"nb_rnds_regen", &params.nb_rnds_regen}, {"nb_miss_bonuses", &params.nb_miss_bonuses},
      {"nb_gas_bonuses", &params.nb_gas_bonuses}, {"nb_water_bonuses", &params.nb_water_bonuses},
      {"bonus_miss", &params.bonus_miss}, {"bonus_gas", &params.bonus_g},
      {"water_pnts", &params.water_pnts}, {"kill_pnts", &params.kill_pnts},
      {"init_gas", &params.init_gas}, {"me", &me}, {"seed", &seed},
    };
    set<string> seen;
    for (;;) {
      l = next_line("the parameters");
      istringstream is(l);
      string key;
      if (not (is >> key)) continue;
      if (key == "end") break;
      auto it = keys.find(key);
      if (it == keys.end()) continue; // names, or a later protocol's addition
      long long v;
      if (not (is >> v) or v < numeric_limits<int>::min() or v > numeric_limits<int>::max()) fatal("bad parameter line \"" + l + "\"");
      *it->second = int(v);
      seen.insert(key);
    }
    for (const auto& k : keys)
      if (not seen.count(k.first)) fatal("arena sent no \"" + k.first + "\" parameter");
    if (params.nb_players < 1 or params.nb_rows < 1 or params.nb_uni_cols < 1 or
        params.nb_win_cols < 1 or params.nb_cars_x_player < 1 or params.nb_rows > 1000 or
        params.nb_uni_cols > 1000 or params.nb_cars_x_player > 1000 or params.nb_players > 1000)
      fatal("parameters out of range");
    if (me < 0 or me >= params.nb_players) fatal("player id " + to_string(me) + " out of range");
  }

  // round reads the next message into b (whose parameters must be set):
  // true for a round's state, false when the game is over.
  bool round(Board& b) {
    string l;
    do {
      if (not read_line(l)) return false; // arena closed the pipe: over
    } while (blank(l));
    istringstream head(l);
    string word;
    head >> word;
    if (word == "over") {
      while (read_line(l) and trim(l) != "end") { }
      return false;
    }
    if (word != "round" or not (head >> b.rnd)) fatal("expected \"round R\" or \"over\", got \"" + l + "\"");
    int cols = b.nb_uni_cols, ncars = b.number_cars();
    b.cells.assign(b.nb_rows, vector<Cell>(cols, Cell{EMPTY, -1, -1}));
    b.cars.assign(ncars, Car{-1, Pos(0, 0), 0, 0, false, 0});
    b.miss.clear();
    b.scores.assign(b.nb_players, 0);
    b.statuses.assign(b.nb_players, 0.0);
    int rows = 0;
    for (;;) {
      l = next_line("a round");
      istringstream is(l);
      if (not (is >> word)) continue;
      if (word == "end") break;
      if (word == "scores") {
        for (int& s : b.scores)
          if (not (is >> s)) fatal("bad scores line \"" + l + "\"");
      } else if (word == "status") {
        for (double& s : b.statuses)
          if (not (is >> s)) fatal("bad status line \"" + l + "\"");
      } else if (word == "row") {
        string cells;
        is >> cells;
        if (rows >= b.nb_rows or int(cells.size()) != cols) fatal("bad row line \"" + l + "\"");
        for (int j = 0; j < cols; ++j) b.cells[rows][j].type = cell_type(cells[j], l);
        ++rows;
      } else if (word == "car") {
        Car c;
        int alive, i, j;
        if (not (is >> c.cid >> i >> j >> c.nb_miss >> c.gas >> alive >> c.time) or not b.car_ok(c.cid) or
            b.cars[c.cid].cid != -1 or i < 0 or i >= b.nb_rows)
          fatal("bad car line \"" + l + "\"");
        c.pos = Pos(i, b.wrap(j));
        c.alive = alive != 0;
        b.cars[c.cid] = c;
      } else if (word == "missile") {
        Missile m;
        int i, j;
        if (not (is >> m.mid >> m.cid >> i >> j) or i < 0 or i >= b.nb_rows or b.miss.count(m.mid))
          fatal("bad missile line \"" + l + "\"");
        m.pos = Pos(i, b.wrap(j));
        b.miss[m.mid] = m;
      }
      // "window" and lines a later protocol adds carry nothing the Board keeps.
    }
    if (rows != b.nb_rows) fatal("round " + to_string(b.rnd) + " has " + to_string(rows) + " rows, not " + to_string(b.nb_rows));
    for (int k = 0; k < ncars; ++k)
      if (b.cars[k].cid != k) fatal("round " + to_string(b.rnd) + " has no line for car " + to_string(k));
    // Cars and missiles are listed, not drawn on the rows; a dead car
    // occupies no cell.
    for (const Car& c : b.cars)
      if (c.alive) b.cells[first(c.pos)][second(c.pos)] = Cell{CAR, c.cid, -1};
    for (const auto& e : b.miss)
      b.cells[first(e.second.pos)][second(e.second.pos)] = Cell{MISSILE, -1, e.first};
    return true;
  }

  // play runs one round of p on the state b, as the original did: a
  // number drawn from the player's generator reseeds it after the board is
  // copied in (which leaves the stream where the draw left it), and the
  // instructions start empty.
  static void play(Player& p, const Board& b, int me) {
    int s = p.randomize();
    static_cast<Board&>(p) = b;
    static_cast<Action&>(p) = Action();
    p.me_ = me;
    p.srandomize(s);
    p.play();
  }

  // seed seeds a player's generator with the game seed plus its id, in
  // the C int arithmetic of the original (which wraps).
  static void seed(Player& p, int game_seed, int me) {
    p.srandomize(int(unsigned(game_seed) + unsigned(me)));
  }

  // reply writes p's instructions and "end". A car id the engine cannot
  // parse (negative: only Action::move called directly can give one) is
  // left out, as the original engine ignored it.
  void reply(const Action& a) {
    for (const Instruction& in : a.instructs) {
      if (in.cid < 0) continue;
      if (in.type == SHOOT) fprintf(out, "%d s\n", in.cid);
      else if (in.type == MOVE) fprintf(out, "%d m %d %d\n", in.cid, first(in.dir), second(in.dir));
    }
    fputs("end\n", out);
    if (fflush(out) != 0) exit(0); // arena has gone: the game is over
  }

private:

  FILE* in;
  FILE* out;

  bool read_line(string& l) {
    l.clear();
    int c;
    while ((c = getc(in)) != EOF and c != '\n') {
      if (l.size() >= max_line) fatal("a line longer than " + to_string(max_line) + " bytes");
      l.push_back(char(c));
    }
    if (not l.empty() and l.back() == '\r') l.pop_back();
    return c != EOF or not l.empty();
  }

  string next_line(const string& where) {
    string l;
    if (not read_line(l)) fatal("arena's input ended inside " + where);
    return l;
  }

  static bool blank(const string& l) { return trim(l).empty(); }

  static string trim(const string& l) {
    size_t a = l.find_first_not_of(" \t\r");
    if (a == string::npos) return "";
    size_t z = l.find_last_not_of(" \t\r");
    return l.substr(a, z - a + 1);
  }

  static CType cell_type(char c, const string& l) {
    switch (c) {
    case '.': return EMPTY;
    case 'X': return TYRE;
    case 'W': return WATER_BONUS;
    case 'G': return GAS_BONUS;
    case 'M': return MISSILE_BONUS;
    }
    fatal("bad cell '" + string(1, c) + "' in \"" + l + "\"");
  }
};

static void usage(ostream& os, const char* prog) {
  os << "usage: " << prog << " [PLAYER]   play PLAYER (the only one registered by default) over arena's Madmax protocol\n"
     << "       " << prog << " --list     list the registered players\n"
     << "       " << prog << " --version  print the game's version\n"
     << "Run it from arena: --player 'proc:" << prog << "'" << endl;
}

// pick chooses the player to make: the one named on the command line, or
// the only one registered.
static string pick(int argc, char** argv) {
  string name;
  for (int k = 1; k < argc; ++k) {
    string a = argv[k];
    if (a == "--list" or a == "-l") {
      Registry::print_players(cout);
      exit(0);
    }
    if (a == "--help" or a == "-h") {
      usage(cout, argv[0]);
      exit(0);
    }
    if (a == "--version" or a == "-v") {
      cout << LONG_GAME_NAME << " v" << VERSION << " (arena SDK, protocol " << protocol << ")" << endl;
      exit(0);
    }
    if (a.size() > 1 and a[0] == '-') {
      usage(cerr, argv[0]);
      exit(2);
    }
    if (not name.empty()) fatal("more than one player named: " + name + " and " + a);
    name = a;
  }
  vector<string> names = Registry::names();
  if (names.empty()) fatal("no player is registered: build an AI*.cc that ends with RegisterPlayer(PLAYER_NAME);");
  if (not name.empty()) {
    for (const string& n : names)
      if (n == name) return name;
    fatal("no player " + name + " is registered (try --list)");
  }
  if (names.size() > 1) {
    string all;
    for (const string& n : names) all += " " + n;
    fatal("several players are registered (" + all.substr(1) + "): name one, as in 'proc:" + argv[0] + " " + names[0] + "'");
  }
  return names[0];
}

int main(int argc, char** argv) {
  string name = pick(argc, argv);

  // Keep stdin and stdout for the protocol; the player's cout and printf
  // go to stderr, its cin reads nothing.
  int in_fd = dup(0), out_fd = dup(1);
  int null_fd = open(null_device, O_RDONLY);
  if (in_fd < 0 or out_fd < 0 or null_fd < 0 or dup2(null_fd, 0) < 0 or dup2(2, 1) < 0)
    fatal("cannot set up stdin and stdout");
  FILE* in = fdopen(in_fd, "r");
  FILE* out = fdopen(out_fd, "w");
  if (not in or not out) fatal("cannot open the protocol streams");
  setvbuf(stdout, nullptr, _IOLBF, 0);

  Player* p = Registry::new_player(name);
  ArenaLink link(in, out);
  Board b;
  int me = 0, seed = 0;
  link.hello(b, me, seed);
  ArenaLink::seed(*p, seed, me);
  while (link.round(b)) {
    ArenaLink::play(*p, b, me);
    cout.flush();
    fflush(stdout);
    link.reply(*p);
  }
  return 0;
}
