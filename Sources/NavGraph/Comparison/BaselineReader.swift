/// A baseline file that cannot be used: what is wrong and where (1-based line and column, or none
/// for the file as a whole).
public struct BaselineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as given.
  public var file: String
  /// The 1-based line of the problem, when it has a place.
  public var line: Int?
  /// The 1-based column, in Unicode scalars.
  public var column: Int?
  /// What is wrong, lowercase, without a final period.
  public var message: String

  /// `file:line:column: error: message`, as the other commands print located errors.
  public var description: String {
    let place = line.map { "\(file):\($0):\(column ?? 1):" } ?? "\(file):"
    return "\(place) error: \(message)"
  }
}

/// Reads a baseline file (`Baseline`'s format, version 1) with the loader's JSON scanner: every
/// problem is a `BaselineError` at its place, the first one ends the read (syntax, an unknown or
/// repeated key, a value of the wrong type, a missing `code` or `version`, another version).
/// O(n) in the file's size.
public enum BaselineReader {
  /// The baseline in the file at `path` (at most 256 MiB); a file that cannot be read is an error
  /// without a place that gives the system's reason.
  public static func read(path: String) -> Result<Baseline, BaselineError> {
    switch FileReading.read(path: path, limit: 1 << 28) {
    case .success(let bytes): return read(bytes: bytes, file: path)
    case .failure(.system(let reason)):
      return .failure(BaselineError(file: path, message: "cannot read the baseline: \(reason)"))
    case .failure(.tooLarge):
      return .failure(BaselineError(file: path, message: "the baseline is over 256 MiB"))
    }
  }

  /// The baseline in `bytes`, read from the file `file`.
  public static func read(bytes: [UInt8], file: String) -> Result<Baseline, BaselineError> {
    let source = SourceFile(name: file, bytes: bytes)
    func located(_ message: String, _ offset: Int?) -> BaselineError {
      guard let offset else { return BaselineError(file: file, message: message) }
      let (line, column) = source.lineAndColumn(at: min(offset, bytes.count))
      return BaselineError(file: file, line: line, column: column, message: message)
    }
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, !buffer.isEmpty else {
        return .failure(located("the baseline file is empty", nil))
      }
      var reader = Reader(scanner: JSONScanner(base: base, count: buffer.count, start: 0, invalidUTF8Keep: 1))
      do throws(LoadStop) {
        return .success(try reader.document())
      } catch {
        return .failure(located(error.message, error.offset))
      }
    }
  }

  /// The walk over the document, on the scanner.
  private struct Reader {
    var scanner: JSONScanner
    var scratch: [UInt8] = []

    mutating func document() throws(LoadStop) -> Baseline {
      scanner.skipWhitespace()
      let start = scanner.pos
      var version: String?
      var entries: [FindingIdentity] = []
      try members("the baseline", path: "") { (reader: inout Reader, key: String, at: Int) throws(LoadStop) in
        switch key {
        case "version":
          let value = reader.scanner.pos
          try reader.expect(.number, "'version'", at: value)
          try reader.scanner.scanNumber()
          version = String(
            decoding: UnsafeBufferPointer(
              start: reader.scanner.base + value, count: reader.scanner.pos - value), as: UTF8.self)
        case "findings":
          try reader.expect(.array, "'findings'", at: reader.scanner.pos)
          reader.scanner.pos += 1
          var first = true
          while try reader.scanner.nextElement(first: &first) {
            entries.append(try reader.entry("findings[\(entries.count)]"))
          }
        default:
          throw LoadStop(code: .unknownKey, message: "unknown key '\(key)' in the baseline", offset: at)
        }
      }
      scanner.skipWhitespace()
      guard scanner.atEnd else { throw scanner.unexpected("the end of the file") }
      guard let version else {
        throw LoadStop(code: .missingKey, message: "missing key 'version' in the baseline", offset: start)
      }
      guard version == String(Baseline.version) else {
        throw LoadStop(
          code: .unknownFormat,
          message: "unknown baseline version \(version): this build reads version \(Baseline.version)",
          offset: start)
      }
      return Baseline(entries: entries)
    }

    /// One object of `findings`.
    mutating func entry(_ path: String) throws(LoadStop) -> FindingIdentity {
      let start = scanner.pos
      var identity = FindingIdentity(code: "")
      var hasCode = false
      try members("\(path)", path: path) { (reader: inout Reader, key: String, at: Int) throws(LoadStop) in
        switch key {
        case "code":
          identity.code = try reader.string("'code'")
          hasCode = true
        case "screen": identity.screens = [try reader.string("'screen'")]
        case "screens":
          try reader.expect(.array, "'screens'", at: reader.scanner.pos)
          reader.scanner.pos += 1
          var first = true
          while try reader.scanner.nextElement(first: &first) {
            identity.screens.append(try reader.string("a screen id"))
          }
        case "cycle": identity.cycle = try reader.string("'cycle'")
        case "message": identity.message = try reader.string("'message'")
        case "link":
          try reader.members("'link'", path: path + ".link") {
            (reader: inout Reader, key: String, at: Int) throws(LoadStop) in
            switch key {
            case "kind": identity.linkKind = try reader.string("'kind'")
            case "to": identity.linkTarget = try reader.string("'to'")
            default:
              throw LoadStop(code: .unknownKey, message: "unknown key '\(key)' in \(path).link", offset: at)
            }
          }
        default:
          throw LoadStop(code: .unknownKey, message: "unknown key '\(key)' in \(path)", offset: at)
        }
      }
      guard hasCode else {
        throw LoadStop(code: .missingKey, message: "missing key 'code' in \(path)", offset: start)
      }
      return identity
    }

    /// The members of the object at the current position, each read by `read` at its value; a
    /// repeated key is an error.
    mutating func members(
      _ what: String, path: String, _ read: (inout Reader, String, Int) throws(LoadStop) -> Void
    ) throws(LoadStop) {
      try expect(.object, what, at: scanner.pos)
      scanner.pos += 1
      var seen: Set<String> = []
      var first = true
      while let key = try scanner.nextKey(first: &first) {
        let name = scanner.string(key, scratch: &scratch)
        guard seen.insert(name).inserted else {
          throw LoadStop(code: .duplicateKey, message: "duplicate key '\(name)'", offset: key.quote)
        }
        try read(&self, name, key.quote)
      }
    }

    mutating func string(_ what: String) throws(LoadStop) -> String {
      try expect(.string, what, at: scanner.pos)
      let value = try scanner.scanString()
      return scanner.string(value, scratch: &scratch)
    }

    mutating func expect(_ type: JSONType, _ what: String, at offset: Int) throws(LoadStop) {
      let found = try scanner.valueType()
      guard found == type else {
        throw LoadStop(
          code: .wrongType, message: "\(what) must be \(type.phrase), found \(found.phrase)", offset: offset)
      }
    }
  }
}
