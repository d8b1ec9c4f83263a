import Foundation
import NavGraph

/// The figures of one render size.
struct RenderResult {
  var file: BenchApp
  var links = 0
  /// NavGraph's own part: the map and its DOT text (`--format dot --no-layout`).
  var dot = Timing()
  /// `Renderer.render` to SVG: NavGraph's part plus Graphviz's layout and rendering through libgvc.
  var svg = Timing()
  /// Graphviz's part alone: libgvc reading, laying out and rendering the DOT text.
  var graphviz = Timing()
  var svgBytes = 0
  var renderEndToEnd = Timing()
  /// `dot -Tsvg` on the DOT NavGraph writes, with `--compare`.
  var dotProgram = Timing()
}

extension BenchHarness {
  /// Measures rendering one synthetic app to SVG: in process (NavGraph's DOT, the whole render,
  /// libgvc alone), `navgraph render` end to end, and `dot -Tsvg` on the same DOT with `--compare`.
  mutating func measureRender(_ n: Int) {
    guard let file = syntheticApp(n) else { return }
    var result = RenderResult(file: file)
    let runs = options.runs
    guard case let (_, app)? = load(file, runs: 1) else { return }
    result.links = app.links.count
    let check = Checker.check(app)

    progress("render \(Format.count(n)) screens: DOT")
    let dotText: [UInt8]
    do {
      (result.dot, dotText) = try Timing.time(runs: runs) {
        try Renderer.render(app, checkResult: check, options: RenderOptions(format: .dot, noLayout: true))
      }
      progress("render \(Format.count(n)) screens: SVG")
      let svg: [UInt8]
      (result.svg, svg) = try Timing.time(runs: runs) {
        try Renderer.render(app, checkResult: check, options: RenderOptions(format: .svg))
      }
      result.svgBytes = svg.count
      if !String(decoding: svg.prefix(512), as: UTF8.self).contains("<svg") {
        fail("render of \(Format.count(n)) screens: the output is not SVG")
      }
      progress("render \(Format.count(n)) screens: Graphviz alone")
      let dotString = String(decoding: dotText, as: UTF8.self)
      (result.graphviz, _) = try Timing.time(runs: runs) {
        try GraphvizRenderer.render(dot: dotString, layout: "dot", format: "svg").count
      }
    } catch {
      fail("render of \(Format.count(n)) screens: \(error)")
      renderResults.append(result)
      return
    }

    if navgraph != nil {
      progress("render \(Format.count(n)) screens: navgraph render (end to end)")
      let output = cache.scratchPath("render-\(n).svg")
      (result.renderEndToEnd, _) = endToEnd(
        "navgraph render on \(Format.count(n)) screens", ["render", file.path, "-o", output], accepting: [0])
    }
    if let dot {
      let dotPath = cache.scratchPath("render-\(n).dot")
      if FileManager.default.createFile(atPath: dotPath, contents: Data(dotText)) {
        progress("render \(Format.count(n)) screens: dot -Tsvg")
        (result.dotProgram, _) = run(
          dot, ["-Tsvg", dotPath], label: "dot -Tsvg on \(Format.count(n)) screens", accepting: [0])
      } else {
        fail("cannot write \(dotPath)")
      }
    }
    renderResults.append(result)
  }
}
