package gfx

import (
	"image/color"
	"math"
	"os"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Env is the process environment as Setup reads and changes it (tests
// pass their own).
type Env struct {
	Getenv func(string) string
	Setenv func(k, v string) error
	// Software reports whether the GL will be a software rasteriser;
	// DesktopGL whether a desktop OpenGL library can be loaded.
	Software, DesktopGL func() bool
}

// OSEnv is the real environment.
var OSEnv = Env{Getenv: os.Getenv, Setenv: os.Setenv, Software: softwareGL, DesktopGL: desktopGL}

// steamEnv is the variable ebiten (2.9, internal/graphicsdriver/opengl/gl)
// reads to skip OpenGL ES and load desktop OpenGL: Steam sets it for its
// overlay; it has no other effect in ebiten.
const steamEnv = "SteamEnv"

// Setup chooses the OpenGL flavour before ebiten starts (see the package
// doc) and returns the choice: "gl" (desktop OpenGL), "es" (ebiten's
// default, OpenGL ES where libGLESv2 is installed) or "" when nothing was
// changed because the user or Steam already chose.
func Setup(e Env) string {
	if e.Getenv(steamEnv) != "" {
		return ""
	}
	want := strings.ToLower(e.Getenv("ARENA_GL"))
	if want == "" {
		// Only where the GL is software: on a GPU, ES and desktop GL
		// cost the same, and ebiten prefers ES for devices without
		// desktop GL.
		want = "es"
		if e.Software() && e.DesktopGL() {
			want = "gl"
		}
	}
	if want == "gl" {
		_ = e.Setenv(steamEnv, "1")
		return "gl"
	}
	return "es"
}

// DrawFinalScreen is ebiten.DefaultDrawFinalScreen with the copy blend:
// the window's framebuffer was just cleared to transparent black, where
// source-over gives the source's own pixels, so copying shows the same
// picture without reading the framebuffer back. A game implements
// ebiten.FinalScreenDrawer with it.
func DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	op := &ebiten.DrawImageOptions{GeoM: geoM, Blend: ebiten.BlendCopy}
	switch s := geoM.Element(0, 0); {
	case math.Floor(s) == s:
	case s < 1:
		op.Filter = ebiten.FilterLinear
	default:
		op.Filter = ebiten.FilterPixelated
	}
	screen.DrawImage(offscreen, op)
}

var (
	solidOnce sync.Once
	solid     *ebiten.Shader
)

// solidShader returns the vertex colour itself: no texture read.
func solidShader() *ebiten.Shader {
	solidOnce.Do(func() {
		s, err := ebiten.NewShader([]byte(`//kage:unit pixels

package main

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	return color
}
`))
		if err != nil {
			panic("gfx: the solid shader does not compile: " + err.Error())
		}
		solid = s
	})
	return solid
}

// Fill paints the rectangle (x, y, w, h) of dst in c: the pixels
// vector.FillRect paints without antialiasing (the same quad through the
// same geometry), at about half the CPU under a software GL. An opaque c
// is copied rather than blended, which gives the same pixels.
func Fill(dst *ebiten.Image, x, y, w, h float64, c color.Color) {
	if w <= 0 || h <= 0 {
		return
	}
	op := &ebiten.DrawRectShaderOptions{}
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	if _, _, _, a := c.RGBA(); a == 0xffff {
		op.Blend = ebiten.BlendCopy
	}
	dst.DrawRectShader(1, 1, solidShader(), op)
}
