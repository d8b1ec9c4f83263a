#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads an app description (format 1, `docs/FORMAT.md`) into an `App`, with located diagnostics.
///
/// The loader reads the bytes once with a schema-directed pull parser (`DescriptionParser` over
/// `JSONScanner`): no JSON tree is built, and Swift strings are made only for the values the model
/// keeps. Then `ReferenceResolution` maps ids to dense indices through hash tables over the id bytes.
/// Time and memory are O(file size + screens + links); a 200 MB, million-screen description loads in
/// about a second in release builds. It never prints, exits or traps on any input.
public enum AppLoader {
  /// Loads a description held in memory. `fileName` is the name diagnostics show.
  public static func load(bytes: [UInt8], fileName: String, limits: LoadLimits = .standard) -> LoadResult {
    let diagnostics = DiagnosticCollector(limit: limits.maxDiagnostics)
    let source = SourceFile(name: fileName, bytes: bytes)
    guard bytes.count <= limits.fileBytes else {
      diagnostics.add(
        .error, .tooLarge, at: nil, path: "", tooLargeMessage(fileName, size: bytes.count, limits))
      return LoadResult(
        app: nil, diagnostics: diagnostics.finish(source: source), source: source, hasErrors: true)
    }
    let app = bytes.withUnsafeBufferPointer { buffer -> App? in
      parse(buffer, source: source, limits: limits, diagnostics: diagnostics)
    }
    return LoadResult(
      app: app, diagnostics: diagnostics.finish(source: source), source: source,
      hasErrors: diagnostics.hasErrors)
  }

  /// Reads and loads the file at `path`; `path` as given is the name diagnostics show. A file that
  /// cannot be read (missing, a directory, unreadable, too large) gives one error and no source.
  public static func load(path: String, limits: LoadLimits = .standard) -> LoadResult {
    load(read: FileReading.read(path: path, limit: limits.fileBytes), fileName: path, limits: limits)
  }

  /// Reads standard input to its end and loads it under the name `fileName`.
  public static func loadStandardInput(fileName: String = "<stdin>", limits: LoadLimits = .standard)
    -> LoadResult
  {
    load(
      read: FileReading.read(descriptor: 0, limit: limits.fileBytes), fileName: fileName, limits: limits)
  }

  private static func load(read: Result<[UInt8], FileReading.Failure>, fileName: String, limits: LoadLimits)
    -> LoadResult
  {
    switch read {
    case .success(let bytes):
      return load(bytes: bytes, fileName: fileName, limits: limits)
    case .failure(let failure):
      let diagnostic: Diagnostic
      switch failure {
      case .system(let reason):
        diagnostic = Diagnostic(
          severity: .error, code: .ioError, message: "cannot read \(LoaderText.quote(fileName)): \(reason)",
          location: nil)
      case .tooLarge(let size):
        diagnostic = Diagnostic(
          severity: .error, code: .tooLarge, message: tooLargeMessage(fileName, size: size, limits),
          location: nil)
      }
      return LoadResult(app: nil, diagnostics: [diagnostic], source: nil, hasErrors: true)
    }
  }

  static func tooLargeMessage(_ fileName: String, size: Int?, _ limits: LoadLimits) -> String {
    let sizeText = size.map { " (\($0) bytes)" } ?? ""
    return
      "file \(LoaderText.quote(fileName)) is too large\(sizeText): the limit is \(limits.fileBytes) bytes"
  }

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Parses and resolves; returns the app when the model is usable. Reports into `diagnostics`.
  private static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, source: SourceFile, limits: LoadLimits,
    diagnostics: DiagnosticCollector
  ) -> App? {
    guard let base = buffer.baseAddress, !buffer.isEmpty else {
      diagnostics.add(.error, .emptyFile, at: 0, path: "", "the file is empty")
      return nil
    }
    let count = buffer.count
    var start = 0
    if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { start = 3 }
    if count >= 2, (buffer[0] == 0xFF && buffer[1] == 0xFE) || (buffer[0] == 0xFE && buffer[1] == 0xFF) {
      diagnostics.add(
        .error, .invalidUTF8, at: 0, path: "",
        "invalid UTF-8 byte \(JSONScanner.hexByte(buffer[0])): the file looks like UTF-16; save it as UTF-8")
      return nil
    }
    var scanner = JSONScanner(base: base, count: count, start: start, invalidUTF8Keep: limits.maxDiagnostics)
    scanner.skipWhitespace()
    if scanner.atEnd {
      diagnostics.add(
        .error, .emptyFile, at: 0, path: "",
        start == count ? "the file is empty" : "the file contains only whitespace")
      return nil
    }
    var parser = DescriptionParser(scanner: scanner, diagnostics: diagnostics, limits: limits)
    var stop: LoadStop?
    do {
      try parser.parseDocument()
    } catch {
      stop = error
    }
    for offset in parser.scanner.invalidUTF8 {
      diagnostics.add(
        .error, .invalidUTF8, at: offset, path: "",
        "invalid UTF-8 byte \(JSONScanner.hexByte(base[offset]))")
    }
    diagnostics.addDropped(
      parser.scanner.invalidUTF8Count - parser.scanner.invalidUTF8.count, severity: .error)
    if let stop {
      diagnostics.add(.error, stop.code, at: stop.offset, path: "", stop.message)
      return nil
    }
    guard parser.screensParsed else { return nil }
    let launch = parser.resolveReferences()
    return App(
      name: parser.name, entry: launch.entry, home: launch.home, tabs: parser.tabs, screens: parser.screens,
      links: parser.links, source: source)
  }
}
