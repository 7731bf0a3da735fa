// Package assets embeds arena's own art files: for now the window icon,
// drawn by gen_icon.go (go run gen_icon.go). Game sprites are pixel art
// drawn in code next to their renderers (render/<game>), so they need no
// files. Pure: it imports only the standard library.
package assets
