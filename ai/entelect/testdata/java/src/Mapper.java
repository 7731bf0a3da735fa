// An Entelect Challenge 2019 bot of arena's own, written to the original
// runner's protocol (reference worms.md section 3.1): every round it reads
// the round number N on stdin and answers "C;N;<command>" on stdout. It
// reads the text map, rounds/N/textMap.txt, not the JSON: the worms from
// its "@02 My Player" and "@03 Opponents" sections, the cells from
// "@06 World Map" (two characters a cell). It shoots an enemy worm in line
// and in range, else walks (digging where it must) toward the nearest one.
// It names directions as the original engine also allowed, U UR R DR D DL
// L UL (up is north).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

public class Mapper {
    static final String[] NAMES = {"U", "UR", "R", "DR", "D", "DL", "L", "UL"};
    static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1};
    static final int[] DY = {-1, -1, 0, 1, 1, 1, 0, -1};

    static class Worm {
        int id, health, x, y;
    }

    static int value(String line) {
        return Integer.parseInt(line.substring(line.indexOf(':') + 1).trim());
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String round;
        while ((round = in.readLine()) != null) {
            round = round.trim();
            List<String> lines = Files.readAllLines(Paths.get("rounds", round, "textMap.txt"), StandardCharsets.UTF_8);
            System.out.println("C;" + round + ";" + decide(lines));
            System.out.flush();
        }
    }

    static String decide(List<String> lines) {
        int current = 0, size = 0, me = 0;
        List<Worm> mine = new ArrayList<>(), theirs = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        String section = "";
        Worm w = null;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.startsWith("@")) {
                section = l.substring(0, 3);
                w = null;
                continue;
            }
            if (section.equals("@01") && l.startsWith("Current worm id:")) current = value(l);
            if (section.equals("@01") && l.startsWith("Map size:")) size = value(l);
            if (section.equals("@02") && l.startsWith("Player id:")) me = value(l);
            if (section.equals("@02") || section.equals("@03")) {
                if (l.startsWith("Worm id:")) {
                    w = new Worm();
                    w.id = value(l);
                    (section.equals("@02") ? mine : theirs).add(w);
                } else if (w != null && l.startsWith("Health:")) {
                    w.health = value(l);
                } else if (w != null && l.startsWith("Position x:")) {
                    w.x = value(l);
                } else if (w != null && l.startsWith("Position y:")) {
                    w.y = value(l);
                }
            }
            if (section.equals("@06") && !l.startsWith("Section")) rows.add(l);
        }
        Worm self = null;
        for (Worm m : mine) if (m.id == current) self = m;
        if (self == null || rows.size() != size) return "nothing";
        // Each cell is two characters: "░░" air, "▓▓" dirt, "██" deep
        // space, "╠╣" a health pack, or a worm's player and worm ids.
        String[][] cell = new String[size][size];
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++) cell[y][x] = rows.get(y).substring(2 * x, 2 * x + 2);
        for (int d = 0; d < 8; d++) {
            for (int k = 1; k <= 4; k++) {
                int cx = self.x + DX[d] * k, cy = self.y + DY[d] * k;
                if (Math.floor(Math.hypot(cx - self.x, cy - self.y)) > 4) break;
                if (cx < 0 || cy < 0 || cx >= size || cy >= size) break;
                String c = cell[cy][cx];
                if (c.equals("▓▓") || c.equals("██")) break;
                if (Character.isDigit(c.charAt(0))) {
                    if (c.charAt(0) - '0' != me) return "shoot " + NAMES[d];
                    break;
                }
            }
        }
        Worm target = null;
        double best = Double.MAX_VALUE;
        for (Worm t : theirs) {
            double dist = Math.hypot(t.x - self.x, t.y - self.y);
            if (t.health > 0 && dist < best) {
                best = dist;
                target = t;
            }
        }
        if (target == null) return "nothing";
        double bestDist = Double.MAX_VALUE;
        String bestCmd = "nothing";
        for (int d = 0; d < 8; d++) {
            int nx = self.x + DX[d], ny = self.y + DY[d];
            if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
            String c = cell[ny][nx];
            double dist = Math.hypot(target.x - nx, target.y - ny);
            if (dist >= bestDist) continue;
            if (c.equals("░░") || c.equals("╠╣")) {
                bestDist = dist;
                bestCmd = "move " + nx + " " + ny;
            } else if (c.equals("▓▓")) {
                bestDist = dist;
                bestCmd = "dig " + nx + " " + ny;
            }
        }
        return bestCmd;
    }
}
