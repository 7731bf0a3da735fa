// Package windward holds the built-in Windwardopolis 2 bots. Register adds
// them to the ai registry under the game id "windward":
//
//   - sample: the plain driver. It goes for the nearest waiting passenger it
//     has not delivered, drives the shortest path to the destination,
//     restocks when the coffee runs out and never plays a card.
//   - tycoon: the strong driver. It chooses trips by points per tile (both
//     legs plus stopping time), avoids destinations where an enemy waits and
//     passengers a closer rival is already heading for, tops up coffee at a
//     nearby store, and plays its cards: ALL_OTHER_CARS_QUARTER_SPEED at once,
//     STOP_CAR and CHANGE_DESTINATION on the best-scoring rival carrying a
//     passenger, MOVE_PASSENGER on an enemy blocking its drop-off, and the
//     1.2× cards on trips they match (TestTycoonBeatsSample logs the ratio).
//
// Bots read the *windward.State they are given (a clone) and never change
// it. They are asked only when their seat has a message due, like a TCP
// client reacting to the server's messages.
package windward
