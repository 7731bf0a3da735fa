package madmax

// ReadRes reads a .res game file written by the original engine or by
// ResWriter (reference §4.2) and returns its states in order, so the app
// can show the original's games. Each state after the first carries the
// instructions of the round that produced it (Asked, Done). The generator
// is rebuilt too: the game stream of round r is the seed advanced 5r draws
// (reference §1.4), so any returned state can be stepped on. name is used
// in errors, which give the line and the problem. When the file is cut
// short or damaged after its first state, the states read so far come back
// with the error, so a truncated game can still be shown.
func ReadRes(name string, data []byte) ([]*State, error) {
	sc := newScanner(name, data)
	if err := sc.expect("mad_max_2020"); err != nil {
		return nil, err
	}
	if err := sc.expect("v1"); err != nil {
		return nil, err
	}
	if err := sc.expect("secgame"); err != nil {
		return nil, err
	}
	sc.token()
	if err := sc.expect("seed"); err != nil {
		return nil, err
	}
	seed, err := sc.int("seed")
	if err != nil {
		return nil, err
	}
	proto, err := parseSettings(sc)
	if err != nil {
		return nil, err
	}
	proto.Seed = int32(seed)
	if err := sc.expect("names"); err != nil {
		return nil, err
	}
	for p := range 4 {
		if proto.Names[p] = sc.token(); proto.Names[p] == "" {
			return nil, sc.errf("names: expected 4 names")
		}
	}
	var states []*State
	var asked, done [4][]Instr
	var pending bool // actions read, waiting for the state they produced
	for {
		t := sc.token()
		switch t {
		case "":
			if len(states) == 0 {
				return nil, sc.errf("no state in the file")
			}
			if pending {
				return states, sc.errf("the file ends after an actions block")
			}
			return states, nil
		case "rnd":
			s := proto.Copy()
			s.Cells = make([]Cell, len(proto.Cells))
			sc.pos -= len(t) // parseBoard reads "rnd" itself
			if err := parseBoard(sc, s, true); err != nil {
				return states, err
			}
			if n := len(states); n > 0 {
				prev := states[n-1]
				if s.Round != prev.Round+1 {
					return states, sc.errf("rnd %d follows rnd %d", s.Round, prev.Round)
				}
				if !pending {
					return states, sc.errf("rnd %d has no actions before it", s.Round)
				}
				s.Asked, s.Done = asked, done
				s.RNG = prev.RNG
				for range 5 {
					s.RNG.Next()
				}
				s.NextMID = prev.NextMID
				for _, l := range done {
					for _, in := range l {
						if in.Type == 's' {
							for prev.MissileByID(s.NextMID) >= 0 {
								s.NextMID++
							}
							s.NextMID++
						}
					}
				}
			} else {
				s.RNG.Seed(s.Seed)
				for range 5 * s.Round {
					s.RNG.Next()
				}
			}
			asked, done, pending = [4][]Instr{}, [4][]Instr{}, false
			states = append(states, s)
		case "actions_asked":
			if len(states) == 0 || pending {
				return states, sc.errf("unexpected actions_asked")
			}
			if err := readActions(sc, &asked); err != nil {
				return states, err
			}
			if err := sc.expect("actions_done"); err != nil {
				return states, err
			}
			if err := readActions(sc, &done); err != nil {
				return states, err
			}
			pending = true
		default:
			return states, sc.errf("unexpected %q (want rnd or actions_asked)", excerpt(t))
		}
	}
}

// readActions reads one block: for each player its id, instruction lines
// "CAR T DR DC", and -1.
func readActions(sc *scanner, a *[4][]Instr) error {
	for p := range 4 {
		id, err := sc.int("player id")
		if err != nil {
			return err
		}
		if id != p {
			return sc.errf("actions of player %d expected, found %d", p, id)
		}
		for n := 0; ; n++ {
			cid, err := sc.int("car id")
			if err != nil {
				return err
			}
			if cid == -1 {
				break
			}
			if n > 10000 {
				return sc.errf("too many instructions for player %d", p)
			}
			t := sc.token()
			if len(t) != 1 {
				return sc.errf("instruction type %q must be one letter", excerpt(t))
			}
			dr, err := sc.int("row change")
			if err != nil {
				return err
			}
			dc, err := sc.int("column change")
			if err != nil {
				return err
			}
			a[p] = append(a[p], Instr{Car: cid, Type: t[0], DR: dr, DC: dc})
		}
	}
	return nil
}
