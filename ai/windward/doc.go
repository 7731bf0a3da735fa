// Package windward holds the built-in Windwardopolis 2 bots. Register adds
// them to the ai registry under the game id "windward":
//
//   - sample: the plain driver. It goes for the nearest waiting passenger it
//     has not delivered, drives the shortest path to the destination,
//     restocks when the coffee runs out and never plays a card.
//   - tycoon: the strong driver. It chooses trips by points (plus a bonus
//     per delivery, since the first car to eight ends the round) per tile
//     driven, looking one trip ahead from the destination; it avoids
//     destinations where an enemy waits and passengers a closer empty car is
//     heading for, keeps fall-backs at the same stop in its pick-up list,
//     lines up the next ride at its destination while carrying (the drop-off
//     and a pick-up happen in one stop),
//     tops up coffee at a nearby store, and plays its cards:
//     ALL_OTHER_CARS_QUARTER_SPEED at once, STOP_CAR and CHANGE_DESTINATION
//     on the other player closest to ending the round, MOVE_PASSENGER on an
//     enemy blocking its drop-off or on the passenger a rival is about to
//     take, MULT_DELIVERY_QUARTER_SPEED when other players' cards keep it
//     slow for the whole trip anyway, and the 1.2× cards on trips they
//     match. It scores 1.60× sample over 60 seeded one-round sessions (1.44×
//     over the first 20; one round is noisy); TestTycoonBeatsSample logs both.
//
// Bots read the *windward.State they are given (a clone) and never change
// it. They are asked only when their seat has a message due, like a TCP
// client reacting to the server's messages.
package windward
