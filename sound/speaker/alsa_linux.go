//go:build linux && cgo

package speaker

// #cgo pkg-config: alsa
// #include <alsa/asoundlib.h>
//
// static void arenaALSADiscard(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
//
// static void arenaQuietALSA(void) { snd_lib_error_set_handler(arenaALSADiscard); }
import "C"

// quietALSA stops libasound from printing its own diagnostics ("ALSA lib
// confmisc.c:855:(parse_card) cannot find card '0'", a dozen lines on a
// machine with no card) to the terminal. oto's error already carries the
// reason, and the app reports it once.
func quietALSA() { C.arenaQuietALSA() }
