package madmax

import (
	"bytes"
	"testing"

	"arena/sim"
)

// TestOriginalMissileGame replays the first 11 rounds of the game file
// shipped with the original framework (default.res: players Nepal, Dummy,
// Dummy, Dummy on default.cnf, seed 3424), whose Dummy players shoot
// constantly. The recorded golden games have no shots; this excerpt checks
// the missile queue, missiles hitting tyres, bonuses and cars, a car driving
// into a missile (+30 for its owner), a car–car crash and bonus placement.
// The instructions below are that file's actions_asked blocks; the expected
// text is its state "rnd 11".
func TestOriginalMissileGame(t *testing.T) {
	st, err := Game{}.New(sim.Config{MapData: readRef(t, "default.cnf"), Seed: 3424, Players: []string{"Nepal", "Dummy", "Dummy", "Dummy"}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for _, r := range [][4]string{
		{"0 m -1 2; 1 m 1 2", "3 m 0 1", "4 s; 5 m 0 1", "7 m 0 1"},
		{"0 m 1 2; 1 m 1 2", "2 m 0 1; 3 s", "4 s; 5 m 0 2", "6 m 0 2; 7 s"},
		{"0 m 1 2; 1 m 1 2", "2 m 0 2", "4 s; 5 m 0 2", "6 s"},
		{"0 m 1 2; 1 m 1 2", "2 m 0 2; 3 s", "5 m 0 2", "6 s; 7 m 1 1"},
		{"0 m 1 2; 1 m 1 2", "2 m 1 0", "5 m 0 2", "6 s; 7 m 0 2"},
		{"0 m 1 2", "2 s", "5 s", "6 m 1 0; 7 s"},
		{"0 m 1 2", "2 m -1 0", "", ""},
		{"0 m 1 2", "2 s; 3 m 1 1", "4 m 0 1; 5 m 1 2", "6 m 0 2; 7 m -1 1"},
		{"0 m -1 2", "", "4 m 0 1; 5 m 1 1", ""},
		{"0 m 1 2", "2 m -1 1; 3 m 0 2", "4 s; 5 m -1 0", ""},
		{"0 s", "2 m 0 2; 3 m 0 1", "5 m -1 1", ""},
	} {
		s.Advance(orders(t, r[0], r[1], r[2], r[3]))
	}
	got := appendState(nil, s)
	for _, want := range []string{
		"\n00 ......................X.............................X................M............X............G.\n",
		"\n02 ....W.................X.............................X.............................X..............\n",
		"\n07 .......................X...........................X.X...........................X.X.............\n",
		"\n11 ..............................X.X.........X.X...............X.X.........X.X...............X.X....\n",
		"\n14 .........X.XW..X.X.........X.XWMWX.X...X.XWMWX.X.........X.XWMWX.X...X.XWMWX.X.........X.XWMWX.X.\n",
		"\n18 ...............................X...........X.................X...........X.................X.....\n",
		"cars\ncid\trow\tcolumn\tnb_miss\tgas\talive\ttime\n" +
			"0\t7\t21\t4\t49\ty\t0\n1\t7\t9\t5\t56\tn\t23\n2\t5\t12\t3\t49\ty\t0\n3\t8\t12\t3\t49\ty\t0\n" +
			"4\t11\t11\t1\t49\ty\t0\n5\t12\t15\t9\t79\ty\t0\n6\t17\t9\t2\t53\tn\t26\n7\t17\t9\t3\t53\tn\t26\n\n" +
			"missiles\n7\nmid\tcid\trow\tcolumn\n4\t4\t11\t20\n6\t6\t16\t20\n7\t3\t7\t19\n8\t6\t16\t19\n" +
			"10\t2\t7\t18\n12\t2\t6\t15\n13\t4\t11\t13\n\nplayers\npid\tscore\tstatus\n0\t0\t0\n1\t30\t0\n2\t10\t0\n3\t0\t0\n",
	} {
		if !bytes.Contains(got, []byte(want)) {
			t.Errorf("state after 11 rounds lacks %q; got\n%s", want, got)
		}
	}
}
