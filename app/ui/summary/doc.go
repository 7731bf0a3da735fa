// Package summary is the end-of-game panel: the players in rank order
// with their scores and statuses, a per-round table for games played in
// rounds (Windwardopolis), notes, and the outcome's reason in full
// (wrapped, never cut). It is laid out inside the map area, so it never
// covers the sidebar or the bars; the app hides and shows it (S, Esc, the
// "Summary" button).
package summary
