//go:build !linux || !cgo

package speaker

// quietALSA has nothing to silence where ALSA is not used.
func quietALSA() {}
