// Package windward holds the Windwardopolis 2 cities shipped with arena, in
// the original 2014 map XML format (one <square> per cell, column by
// column), all of our own design:
//
//   - downtown: a regular grid of twelve blocks, traffic lights on the six
//     inner crossings and stop signs where side streets meet the edge
//     roads (also the built-in windward.DefaultCity);
//   - harbor: an irregular grid with missing segments, so T-junctions and
//     curves, lights along the main avenue;
//   - ring: an outer ring, an inner loop and spokes, with three lights;
//   - suburbs: wide blocks and long streets, mostly stop signs.
//
// Each has at least 13 bus stops, 4 coffee stores and 14 start positions,
// and is fully drivable (TestShippedMaps plays a round on each). Print one
// as ASCII with windward.LoadMap(...).ASCII(); the drawings were made in
// that notation (windward.ParseASCII) and exported with Map.MarshalXMLFile.
package windward
