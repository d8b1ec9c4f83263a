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
  var renderEndToEnd = ChildSeries()
  /// `dot -Tsvg` on the DOT NavGraph writes, with `--compare`.
  var dotProgram = ChildSeries()
  /// Why some phases were not run.
  var note: String?
}

extension BenchHarness {
  /// Measures rendering one synthetic app to SVG: NavGraph's DOT in process; then `navgraph render`
  /// end to end (or, without the binary, `dot -Tsvg`) as a guarded first layout: a child process
  /// can be killed at `--timeout`, libgvc in this process cannot, so the in-process render and
  /// libgvc alone run only once a layout of this graph has been seen to finish; then `dot -Tsvg` on
  /// the same DOT with `--compare`.
  mutating func measureRender(_ n: Int) {
    guard let file = syntheticApp(n) else { return }
    var result = RenderResult(file: file)
    let runs = options.runs
    guard case let (_, app)? = load(file, runs: 1) else { return }
    result.links = app.links.count
    let check = NavigationAnalysis(app).check()

    progress("render \(Format.count(n)) screens: DOT")
    let dotText: [UInt8]
    do {
      (result.dot, dotText) = try Timing.time(runs: runs) {
        try Renderer.render(app, checkResult: check, options: RenderOptions(format: .dot, noLayout: true))
      }
    } catch {
      fail("DOT of \(Format.count(n)) screens: \(error)")
      renderResults.append(result)
      return
    }
    let dotPath = cache.scratchPath("render-\(n).dot")
    guard FileManager.default.createFile(atPath: dotPath, contents: Data(dotText)) else {
      fail("cannot write \(dotPath)")
      renderResults.append(result)
      return
    }

    var layoutFinished = true
    if navgraph != nil {
      progress("render \(Format.count(n)) screens: navgraph render (end to end)")
      let output = cache.scratchPath("render-\(n).svg")
      result.renderEndToEnd = endToEnd(
        "navgraph render on \(Format.count(n)) screens", ["render", file.path, "-o", output], accepting: [0])
      layoutFinished = !result.renderEndToEnd.isEmpty
    } else if let dot {
      progress("render \(Format.count(n)) screens: dot -Tsvg")
      result.dotProgram = run(
        dot, ["-Tsvg", dotPath], label: "dot -Tsvg on \(Format.count(n)) screens", accepting: [0])
      layoutFinished = !result.dotProgram.isEmpty
    }
    guard layoutFinished else {
      result.note = "the layout did not finish in a child process, so the in-process render was not attempted"
      renderResults.append(result)
      return
    }

    do {
      progress("render \(Format.count(n)) screens: SVG")
      let svg: [UInt8]
      (result.svg, svg) = try Timing.time(runs: runs) {
        try Renderer.render(app, checkResult: check, options: RenderOptions(format: .svg))
      }
      result.svgBytes = svg.count
      if !String(decoding: svg.prefix(512), as: UTF8.self).contains("<svg") {
        fail("render of \(Format.count(n)) screens: the output is not SVG")
      }
      progress("render \(Format.count(n)) screens: libgvc alone")
      let dotString = String(decoding: dotText, as: UTF8.self)
      (result.graphviz, _) = try Timing.time(runs: runs) {
        try GraphvizRenderer.render(dot: dotString, layout: "dot", format: "svg").count
      }
    } catch {
      fail("render of \(Format.count(n)) screens: \(error)")
    }

    if let dot, result.dotProgram.isEmpty {
      progress("render \(Format.count(n)) screens: dot -Tsvg")
      result.dotProgram = run(
        dot, ["-Tsvg", dotPath], label: "dot -Tsvg on \(Format.count(n)) screens", accepting: [0])
    }
    renderResults.append(result)
  }
}
