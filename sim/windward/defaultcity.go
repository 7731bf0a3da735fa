package windward

// DefaultCity is "downtown", the city used when no map is given: a grid of
// twelve blocks with traffic lights inside and stop signs on the edges.
const DefaultCity = `
...........................
.###>##S#####S##<##S##>###.
.#OOOOO#OOBOO#OOOOO#OOOOO#.
.#O...O#O...K#O...OvO...O#.
.#B...O#O...C#O...B#O...O^.
.#O...O#O...K#O...O#O...O#.
.#OOOOO#OOOOO#OOOOO#OOBOO#.
.s#####L##<##L#####L#####s.
.#OOOOO#OOOOO#OOBOO#OOOOO#.
.#O...O#O...O#O...O#O...O#.
.vO...O#B...O^O...K#O...B#.
.#O...O#O...O#O...C#O...O#.
.#OOBOO#OOOOO#OOOOK#OOOOO#.
.s#####L#####L##>##L#####s.
.#OOOOK#OOOOO#OOOOO#OBOOO#.
.#O...C#O...O#O...O#O...O#.
.#B...K^O...O#B...O#O...O#.
.#O...O#O...O#O...O#O...B#.
.#OOOOO#OOBOO#OOOOO#OOOOO#.
.###<##S#####S#####S##>###.
...........................
`
