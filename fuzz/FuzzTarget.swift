import NavGraph

/// libFuzzer entry point: runs the loader (as a description and as an overlay), `check`, a `path`
/// query between two screens of the input and the DOT and Mermaid writers on arbitrary bytes. Built by `make fuzz` with
/// `-sanitize=fuzzer,address` together with the library's sources (see fuzz/README.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func navGraphFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result = AppLoader.load(bytes: bytes, fileName: "fuzz.json")
  let overlay = AppLoader.loadOverlay(bytes: bytes, fileName: "fuzz.json", sources: SourceMap())
  for diagnostic in result.diagnostics + overlay.diagnostics {
    if let location = diagnostic.location, location.line < 1 || location.column < 1 {
      fatalError("bad location")
    }
  }
  guard let app = result.app else { return 0 }
  let analysis = NavigationAnalysis(app)
  let check = analysis.check(CheckOptions(maxSteps: 3))
  if !app.screens.isEmpty {
    let (first, last) = (ScreenID(0), ScreenID(app.screens.count - 1))
    _ = analysis.path(from: first, to: last, options: PathOptions(maxStates: 20_000))
    _ = analysis.path(from: last, to: first, options: PathOptions(maxStates: 20_000))
  }
  _ = analysis.routes
  for format in [RenderFormat.dot, .mermaid] {
    _ = try? Renderer.render(
      app, checkResult: check, options: RenderOptions(format: format, noLayout: true, labels: true))
  }
  return 0
}
