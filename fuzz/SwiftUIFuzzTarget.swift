import NavGraph
import NavGraphSwiftUI

/// libFuzzer entry point for the SwiftUI reader: reads arbitrary bytes as one Swift file (skipped,
/// as the reader's file discovery skips them, when they are not UTF-8 or hold a NUL byte), writes
/// the description, builds the model and checks it. Built by `make fuzz-swiftui` with
/// `-sanitize=fuzzer,address` together with the library's and the reader's sources, linked with
/// the toolchain's swift-syntax (see fuzz/README.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func navGraphSwiftUIFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil else { return 0 }
  let result = SwiftUIExtractor.extract(files: [SwiftSourceFile(path: "Fuzz.swift", bytes: bytes)])
  for diagnostic in result.diagnostics {
    if let location = diagnostic.location, location.line < 1 || location.column < 1 || location.offset > size
    {
      fatalError("bad location")
    }
  }
  _ = AppDescriptionWriter.json(result.navigation)
  let load = result.app()
  for diagnostic in load.diagnostics {
    if let location = diagnostic.location, location.line < 1 || location.column < 1 {
      fatalError("bad location")
    }
  }
  if let app = load.app { _ = NavigationAnalysis(app).check(CheckOptions(maxSteps: 3)) }
  return 0
}
