// Package ai defines how arena talks to bots: the Agent and Async interfaces
// that transports (ai/proc, ai/tcp) implement, the Bot interface of built-in
// Go bots with its registry and adapter, and agent specs such as
// "builtin:hunter" or "proc:python3 bot.py".
//
// Nothing here touches the UI; an Agent never blocks past its context's
// deadline, so a hung bot cannot hang a match.
package ai
