// arena's Madmax SDK. Defs.hh: the game's name and version, as the
// original framework defines them.

#define LONG_GAME_NAME "Mad Max 2020"
#define VERSION        "1.0"
