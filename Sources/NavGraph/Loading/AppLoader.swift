/// Loads an app description (the JSON format, `docs/FORMAT.md`) into an `App`, with located
/// diagnostics.
///
/// Three layers, each knowing only its own: `JSONScanner` reads JSON, `DescriptionReader` walks the
/// format's schema over it into an `AppDraft` (the input of `AppBuilder`'s resolution, filled here
/// from the file's bytes: no JSON tree is built, and strings are made only for the values the model
/// keeps), and `Resolver` maps ids to dense ids through hash tables over the id bytes. Time and
/// memory are O(file size + screens + links); a 200 MB, million-screen description loads in about a
/// second in release builds. It never prints, exits or traps on any input.
public enum AppLoader {
  /// Loads a description held in memory. `fileName` is the name diagnostics show.
  public static func load(bytes: [UInt8], fileName: String, limits: LoadLimits = .standard) -> LoadResult {
    let diagnostics = DiagnosticCollector(limit: limits.maxDiagnostics)
    var sources = SourceMap(paths: JSONPaths())
    let file = sources.add(SourceFile(name: fileName, bytes: bytes))
    guard bytes.count <= limits.fileBytes else {
      diagnostics.add(
        .error, .tooLarge, at: nil, path: nil, tooLargeMessage(fileName, size: bytes.count, limits))
      return LoadResult(
        app: nil, diagnostics: diagnostics.finish(sources: sources), sources: sources, hasErrors: true)
    }
    // The scanner's pointer and the ids' byte references are used only inside this closure, while
    // the bytes are pinned (`JSONScanner`, `ByteStrings`).
    let app = bytes.withUnsafeBufferPointer { buffer -> App? in
      read(buffer, file: file, limits: limits, diagnostics: diagnostics, isOverlay: false) { reader, base in
        var draft = reader.takeDraft()
        let arena = reader.arena
        // Every id refers to the source buffer (pinned by the caller) or to the arena (pinned here).
        var app = arena.withUnsafeBufferPointer { arenaBytes in
          Resolver.resolve(
            &draft, strings: ByteStrings(source: base, arena: arenaBytes.baseAddress), sources: sources)
        }
        if !reader.deepLinks.isEmpty {
          app.deepLinks = DeepLinkDraft.resolve(reader.deepLinks, in: app, diagnostics: diagnostics)
        }
        if !reader.linkParts.isEmpty {
          app.linkParts = DeepLinkDraft.resolve(parts: reader.linkParts, in: app, diagnostics: diagnostics)
        }
        return app
      }
    }
    return LoadResult(
      app: app, diagnostics: diagnostics.finish(sources: sources), sources: sources,
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
      return LoadResult(
        app: nil, diagnostics: [diagnostic(failure, fileName: fileName, limits)], sources: SourceMap(),
        hasErrors: true)
    }
  }

  /// The error of a file `fileName` that could not be read: `io-error` with the system's reason, or
  /// `too-large`.
  static func diagnostic(_ failure: FileReading.Failure, fileName: String, _ limits: LoadLimits) -> Diagnostic
  {
    switch failure {
    case .system(let reason):
      return Diagnostic(
        severity: .error, code: .ioError, message: "cannot read \(QuotedText.quote(fileName)): \(reason)",
        location: nil)
    case .tooLarge(let size):
      return Diagnostic(
        severity: .error, code: .tooLarge, message: tooLargeMessage(fileName, size: size, limits),
        location: nil)
    }
  }

  static func tooLargeMessage(_ fileName: String, size: Int?, _ limits: LoadLimits) -> String {
    let sizeText = size.map { " (\($0) bytes)" } ?? ""
    return
      "file \(QuotedText.quote(fileName)) is too large\(sizeText): the limit is \(limits.fileBytes) bytes"
  }

  /// Reads the description in `buffer` (file `file` of the sources, an overlay when `isOverlay`) and,
  /// when its screens could be read, gives the reader and the buffer's base to `finish`, which makes
  /// the result (`App`, `Overlay`). Reports into `diagnostics`.
  static func read<Result>(
    _ buffer: UnsafeBufferPointer<UInt8>, file: Int, limits: LoadLimits, diagnostics: DiagnosticCollector,
    isOverlay: Bool, finish: (inout DescriptionReader, UnsafePointer<UInt8>) -> Result?
  ) -> Result? {
    let start = SourceAnchor(file: file, offset: 0)
    guard let base = buffer.baseAddress, !buffer.isEmpty else {
      diagnostics.add(.error, .emptyFile, at: start, path: nil, "the file is empty")
      return nil
    }
    let count = buffer.count
    var offset = 0
    // A UTF-8 byte-order mark is skipped; a UTF-16 one is refused.
    if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { offset = 3 }
    if count >= 2, (buffer[0] == 0xFF && buffer[1] == 0xFE) || (buffer[0] == 0xFE && buffer[1] == 0xFF) {
      diagnostics.add(
        .error, .invalidUTF8, at: start, path: nil,
        "invalid UTF-8 byte \(JSONScanner.hexByte(buffer[0])): the file looks like UTF-16; save it as UTF-8")
      return nil
    }
    var scanner = JSONScanner(base: base, count: count, start: offset, invalidUTF8Keep: limits.maxDiagnostics)
    scanner.skipWhitespace()
    if scanner.atEnd {
      diagnostics.add(
        .error, .emptyFile, at: start, path: nil,
        offset == count ? "the file is empty" : "the file contains only whitespace")
      return nil
    }
    var reader = DescriptionReader(
      scanner: scanner, file: file, diagnostics: diagnostics, limits: limits, isOverlay: isOverlay)
    var stop: LoadStop?
    do {
      try reader.readDocument()
    } catch {
      stop = error
    }
    for invalid in reader.scanner.invalidUTF8 {
      diagnostics.add(
        .error, .invalidUTF8, at: reader.anchor(invalid), path: nil,
        "invalid UTF-8 byte \(JSONScanner.hexByte(base[invalid]))")
    }
    diagnostics.addDropped(
      reader.scanner.invalidUTF8Count - reader.scanner.invalidUTF8.count, severity: .error)
    if let stop {
      diagnostics.add(.error, stop.code, at: stop.offset.map(reader.anchor), path: nil, stop.message)
      return nil
    }
    guard reader.screensRead else { return nil }
    return finish(&reader, base)
  }
}
