// arena's Madmax SDK. Utils.cc: the direction table (rules §1.2).

#include "Utils.hh"

// Each move's cells in the order the engine passes them: a diagonal step
// goes ahead, then sideways, then to its end; a fast one ahead twice,
// sweeping the side cells between.
const map<Dir, vector<Dir>, Cmp> dir2all = {
  {UP,        {DEFAULT, SLOW_UP, UP}},
  {DEFAULT,   {DEFAULT}},
  {DOWN,      {DEFAULT, SLOW_DOWN, DOWN}},
  {SLOW_UP,   {SLOW_UP}},
  {SLOW,      {SLOW}},
  {SLOW_DOWN, {SLOW_DOWN}},
  {FAST_UP,   {DEFAULT, SLOW_UP, UP, FAST, FAST_UP}},
  {FAST,      {DEFAULT, FAST}},
  {FAST_DOWN, {DEFAULT, SLOW_DOWN, DOWN, FAST, FAST_DOWN}},
};
