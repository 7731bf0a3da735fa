module arena

go 1.26.0

require (
	github.com/cespare/xxhash/v2 v2.3.0
	github.com/ebitengine/oto/v3 v3.4.1
	github.com/ebitengine/purego v0.9.0
	github.com/fsnotify/fsnotify v1.10.1
	github.com/go-text/typesetting v0.3.0
	github.com/hajimehoshi/ebiten/v2 v2.9.10
	github.com/spf13/cobra v1.10.2
	github.com/spf13/pflag v1.0.9
	github.com/sqweek/dialog v0.0.0-20240226140203-065105509627
	golang.design/x/clipboard v0.7.1
	golang.org/x/image v0.47.0
	golang.org/x/sys v0.49.0
)

require (
	github.com/TheTitanrain/w32 v0.0.0-20180517000239-4f5cfb03fabf // indirect
	github.com/ebitengine/gomobile v0.0.0-20250923094054-ea854a63cce1 // indirect
	github.com/ebitengine/hideconsole v1.0.0 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/jezek/xgb v1.1.1 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	golang.org/x/exp/shiny v0.0.0-20250606033433-dcc06ee1d476 // indirect
	golang.org/x/mobile v0.0.0-20250606033058-a2a15c67f36f // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)
