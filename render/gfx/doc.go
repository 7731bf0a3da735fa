// Package gfx is how the window's pixels reach the screen cheaply when
// the GL is Mesa's software rasteriser (llvmpipe: a machine without a
// GPU driver, a virtual machine, Xvfb). There every pixel a frame writes
// costs CPU: about 4 ms for a full 1280×800 pass of ebiten's textured
// shader on this project's 2-core test machine, so a frame's cost is the
// area it covers, times the work per pixel.
//
// Three things live here, each measured (README, Figures):
//
//   - Setup picks desktop OpenGL instead of OpenGL ES when the GL is
//     software (no /dev/dri render node, or LIBGL_ALWAYS_SOFTWARE) and
//     libGL loads: the same ebiten frame costs llvmpipe about 10 ms of
//     CPU less under a desktop GL context (a Worms frame 15 ms against
//     25). The picture is the same but for Mesa's rounding (±1 in
//     antialiased text edges, more in images shrunk with smoothing).
//     ARENA_GL=es or ARENA_GL=gl overrides the choice. It must run
//     before ebiten starts (app.Run, render/guitest.Run, the app's GUI
//     tests).
//   - DrawFinalScreen copies ebiten's offscreen onto the window without
//     blending: ebiten clears the window's framebuffer each frame before
//     this copy, so blending over it reads a million cleared pixels for
//     nothing. The pixels shown are the same.
//   - Fill paints an axis-aligned rectangle with a shader that reads no
//     texture (ebiten's own fills sample a white image for every pixel),
//     without blending when the colour is opaque: about half the CPU per
//     pixel under llvmpipe, the same pixels. render.Rect uses it for large
//     rectangles, where the pixels outweigh the extra draw call.
//
// gfx imports only ebiten, so render/guitest (which must not import
// render) can use it too.
package gfx
