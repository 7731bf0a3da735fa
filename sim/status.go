package sim

// Status is a player's standing in a match.
type Status string

// The player statuses, shown in the app, the results and replays.
const (
	Active       Status = "ACTIVE"
	Done         Status = "DONE"
	Timeout      Status = "TIMEOUT"
	Invalid      Status = "INVALID"
	Crashed      Status = "CRASHED"
	Disqualified Status = "DISQUALIFIED"
)

// FaultDetail is the Detail of a KindFault event.
type FaultDetail struct {
	Status Status
	Reason string
}
