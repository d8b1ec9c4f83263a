import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be written: the path, what was being done, and the reason.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file written.
  public var path: String
  /// What failed: `create a temporary file beside`, `write`, `sync`, `replace`.
  public var operation: String
  /// The `errno` value.
  public var code: Int32
  /// The system's text for `code`, lowercased at its start (`no such file or directory`), or a
  /// plainer one for the path's own problems (`it is a directory`).
  public var reason: String

  /// The error of `operation` on `path` with `errno` `code`; `reason` defaults to the system's text.
  public init(path: String, operation: String, code: Int32, reason: String? = nil) {
    self.path = path
    self.operation = operation
    self.code = code
    let text = String(cString: strerror(code))
    self.reason = reason ?? text.prefix(1).lowercased() + text.dropFirst()
  }

  /// The message: what failed on which file, and why.
  public var description: String { "cannot \(operation) '\(path)': \(reason)" }
}

/// Writes a file so that readers see either the old content or the new one, never a part.
///
/// Algorithm: create a temporary file beside the target (same directory, so the rename stays on
/// one file system) with a unique name and `O_CREAT | O_EXCL`; write all bytes (retrying short
/// writes and `EINTR`); `fsync`; give it the old file's permissions; `rename` it over the target;
/// `fsync` the directory. On any failure the temporary file is removed and the target is left as it
/// was. While a write is in flight its temporary path is registered, so that an interrupt handler
/// can remove it with `removePendingTemporaryFiles()`. Linear in the bytes.
public enum AtomicFileWriter {
  /// Writes `bytes` to `path`, replacing any existing file atomically. A failure because of the
  /// path itself is described as `problem(writing:)` describes it. `whileTemporaryFileExists`, when
  /// given, is called with the temporary file's path once it is created and registered, before
  /// anything is written to it: a test hook (the CLI's `NAVGRAPH_TEST_HOLD_TEMPORARY_FILE`).
  public static func write(
    _ bytes: [UInt8], to path: String, whileTemporaryFileExists hook: ((String) -> Void)? = nil
  ) throws {
    let temporary = try prepare(bytes, for: path, whileTemporaryFileExists: hook)
    do {
      try commit(temporary, to: path)
    } catch {
      discard(temporary)
      throw error
    }
    syncDirectory(of: path)
  }

  /// The first phase of a write: `bytes` in a new temporary file beside `path`, synced and given
  /// the old file's permissions, registered as pending. Returns its path, for `commit` or
  /// `discard`. On failure nothing is left behind. `hook` as in `write`.
  static func prepare(
    _ bytes: [UInt8], for path: String, whileTemporaryFileExists hook: ((String) -> Void)? = nil
  ) throws -> String {
    let (directory, name) = split(path)
    var fd: Int32 = -1
    var temporary = ""
    for attempt in 0..<16 {
      let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
      temporary = directory + "." + name + ".navgraph-\(getpid())-\(suffix).tmp"
      pending.insert(temporary)
      fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 { break }
      let code = errno
      pending.remove(temporary)
      if code != EEXIST || attempt == 15 {
        throw problem(writing: path)
          ?? FileWriteError(path: path, operation: "create a temporary file beside", code: code)
      }
    }
    var status = stat()
    if stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG {
      fchmod(fd, status.st_mode & 0o7777)
    }
    hook?(temporary)
    do {
      try writeAll(bytes, to: fd, path: path)
    } catch {
      discard(temporary)
      throw error
    }
    return temporary
  }

  /// The second phase: renames the prepared `temporary` over `path` and forgets it. On failure the
  /// temporary file is still pending; `discard` it.
  static func commit(_ temporary: String, to path: String) throws {
    if rename(temporary, path) != 0 {
      let code = errno
      throw problem(writing: path) ?? FileWriteError(path: path, operation: "replace", code: code)
    }
    pending.remove(temporary)
  }

  /// Removes a prepared temporary file that will not be committed.
  static func discard(_ temporary: String) {
    unlink(temporary)
    pending.remove(temporary)
  }

  /// Writes all of `bytes` to `fd` (retrying short writes and `EINTR`), syncs and closes it; the
  /// descriptor is closed on every path. Errors name `path`.
  static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws {
    var closed = false
    defer { if !closed { close(fd) } }
    // Each write reads `buffer[offset...]`, inside the bytes, which live for the closure.
    try bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          throw FileWriteError(path: path, operation: "write", code: errno)
        }
        offset += n
      }
    }
    if fsync(fd) != 0 { throw FileWriteError(path: path, operation: "sync", code: errno) }
    closed = true
    if close(fd) != 0 { throw FileWriteError(path: path, operation: "write", code: errno) }
  }

  /// Syncs the directory holding `path`, so that a rename in it is durable.
  static func syncDirectory(of path: String) {
    let directory = split(path).directory
    let directoryFD = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
  }

  /// Why `path` cannot be written, when the path itself shows it before anything is written: it
  /// names a directory (or a link to one), or its directory does not exist or is not a directory.
  /// Nil otherwise; permissions and disk space show only when writing. Two `stat` calls.
  public static func problem(writing path: String) -> FileWriteError? {
    var status = stat()
    if stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      return FileWriteError(path: path, operation: "write", code: EISDIR, reason: "it is a directory")
    }
    let directory = split(path).directory
    guard !directory.isEmpty else { return nil }
    let shown = directory == "/" ? directory : String(directory.dropLast())
    if stat(shown, &status) == 0 {
      guard (status.st_mode & S_IFMT) != S_IFDIR else { return nil }
      return FileWriteError(
        path: path, operation: "write", code: ENOTDIR, reason: "'\(shown)' is not a directory")
    }
    guard errno == ENOENT || errno == ENOTDIR else { return nil }
    return FileWriteError(
      path: path, operation: "write", code: ENOENT, reason: "the directory '\(shown)' does not exist")
  }

  /// The temporary files of writes in flight, sorted.
  public static var pendingTemporaryFiles: [String] { pending.all() }

  /// Removes the temporary files (and the temporary directories of `AtomicDirectoryWriter`) of
  /// writes in flight, for an interrupt handler: the longest paths first, so that a directory's
  /// files go before it. Call it from ordinary code (such as a `DispatchSourceSignal` handler),
  /// not from a raw signal handler: it takes a lock. A write whose file is removed fails with an
  /// error instead of renaming.
  public static func removePendingTemporaryFiles() {
    for path in pending.removeAll().sorted(by: { $0.utf8.count > $1.utf8.count }) {
      if unlink(path) != 0 { rmdir(path) }
    }
  }

  /// The directory part of `path` with its final `/` (empty for the current directory) and the
  /// file name.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[...slash]), String(path[path.index(after: slash)...]))
  }

  static let pending = PendingFiles()
}

/// A lock-protected set of paths.
final class PendingFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: Set<String> = []

  func insert(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    paths.insert(path)
  }

  func remove(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    paths.remove(path)
  }

  func all() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return paths.sorted()
  }

  func removeAll() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    let result = paths.sorted()
    paths.removeAll()
    return result
  }
}
