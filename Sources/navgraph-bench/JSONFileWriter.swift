#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a JSON file in one linear, buffered pass: bytes are appended to a 1 MiB buffer that is
/// handed to `write(2)` whenever it fills, so memory stays constant whatever the file's size.
///
/// The file is written under a temporary name and renamed over `path` by `finish()`, so a reader
/// (or a later run's cache) never sees a half-written file.
struct JSONFileWriter: ~Copyable {
  enum Failure: Error, CustomStringConvertible {
    case open(path: String, errno: Int32)
    case write(path: String, errno: Int32)
    case rename(path: String, errno: Int32)

    var description: String {
      switch self {
      case .open(let path, let code): return "cannot create '\(path)': \(String(cString: strerror(code)))"
      case .write(let path, let code): return "cannot write '\(path)': \(String(cString: strerror(code)))"
      case .rename(let path, let code):
        return "cannot rename over '\(path)': \(String(cString: strerror(code)))"
      }
    }
  }

  private static let capacity = 1 << 20

  let path: String
  private let temporaryPath: String
  private var descriptor: Int32
  private var buffer: [UInt8]
  private var failure: Failure?
  /// Bytes written so far, buffered ones included.
  private(set) var byteCount = 0

  init(path: String) throws(Failure) {
    self.path = path
    temporaryPath = path + ".partial"
    descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if descriptor < 0 { throw .open(path: temporaryPath, errno: errno) }
    buffer = []
    buffer.reserveCapacity(JSONFileWriter.capacity)
  }

  /// A writer dropped without `finish()` removes its temporary file.
  deinit {
    if descriptor >= 0 {
      close(descriptor)
      unlink(temporaryPath)
    }
  }

  /// Flushes the buffer, closes the file and renames it to `path`. Throws the first write error.
  consuming func finish() throws(Failure) {
    flush()
    close(descriptor)
    descriptor = -1
    if let failure {
      unlink(temporaryPath)
      throw failure
    }
    if rename(temporaryPath, path) != 0 {
      let code = errno
      unlink(temporaryPath)
      throw .rename(path: path, errno: code)
    }
  }

  private mutating func flush() {
    guard !buffer.isEmpty, failure == nil else { return }
    let total = buffer.count
    let failed: Int32? = buffer.withUnsafeBytes { raw in
      var done = 0
      while done < total {
        let n = write(descriptor, raw.baseAddress! + done, total - done)
        if n < 0 {
          if errno == EINTR { continue }
          return errno
        }
        done += n
      }
      return nil
    }
    if let failed { failure = .write(path: temporaryPath, errno: failed) }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Appends raw ASCII text (punctuation, keys and fixed words).
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    byteCount += text.utf8CodeUnitCount
    if buffer.count >= JSONFileWriter.capacity { flush() }
  }

  /// Appends bytes as they are (a copy of another file's text).
  mutating func bytes(_ chunk: UnsafeBufferPointer<UInt8>) {
    buffer.append(contentsOf: chunk)
    byteCount += chunk.count
    if buffer.count >= JSONFileWriter.capacity { flush() }
  }

  /// Appends one byte.
  mutating func byte(_ b: UInt8) {
    buffer.append(b)
    byteCount += 1
  }

  /// Appends the decimal digits of a non-negative integer: the digit count first, then the digits
  /// written from the right in place.
  mutating func integer(_ value: Int) {
    var count = 1
    var power = 10
    while count < 18 && power <= value {
      count += 1
      power *= 10
    }
    let end = buffer.count + count
    buffer.append(contentsOf: repeatElement(0x30, count: count))
    var v = value
    var i = end - 1
    repeat {
      buffer[i] = 0x30 + UInt8(truncatingIfNeeded: v % 10)
      v /= 10
      i -= 1
    } while v > 0
    byteCount += count
  }
}
