import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a set of files into a directory (the pages of `render --split`), so that a reader never
/// sees a part of the set.
///
/// Algorithm, when the directory does not exist: make a temporary directory beside it (same parent,
/// so the rename stays on one file system, `mkdir` with a unique name), write every file into it
/// (`O_CREAT | O_EXCL`, all bytes, `fsync`), sync it, and `rename` it to the directory's name: the
/// whole set appears at once. When the directory exists, every file is first written to a temporary
/// file beside its target (`AtomicFileWriter`'s first phase), and only when all are written are
/// they renamed over their targets, in order, so the last file (the index) is replaced last; other
/// files in the directory are left alone. A target that cannot be replaced by a file (a directory
/// of that name) is refused before anything is written, so a rename can then fail only for reasons
/// outside the set (the directory changed meanwhile, the disk failed). On any failure before the
/// renames, every temporary file and directory is removed and nothing has changed. The temporary paths are registered while the
/// write is in flight, for `AtomicFileWriter.removePendingTemporaryFiles()`. Linear in the bytes.
public enum AtomicDirectoryWriter {
  /// Writes `files` (names without a slash, and their bytes) into `directory`.
  public static func write(_ files: [(name: String, bytes: [UInt8])], to directory: String) throws {
    let directory = trimmed(directory)
    if let problem = problem(writing: directory) { throw problem }
    var status = stat()
    if stat(directory, &status) == 0 {
      try replaceFiles(files, in: directory)
    } else {
      try create(directory, with: files)
    }
  }

  /// Why `directory` cannot be written, when the path shows it before anything is written: it
  /// names something that is not a directory, or its parent does not exist or is not a directory.
  /// Nil otherwise. At most two `stat` calls.
  public static func problem(writing directory: String) -> FileWriteError? {
    let directory = trimmed(directory)
    var status = stat()
    if stat(directory, &status) == 0 {
      guard (status.st_mode & S_IFMT) != S_IFDIR else { return nil }
      return FileWriteError(
        path: directory, operation: "write", code: ENOTDIR, reason: "it is not a directory")
    }
    return AtomicFileWriter.problem(writing: directory)
  }

  /// `directory` without trailing slashes (`/` stays).
  static func trimmed(_ directory: String) -> String {
    var path = directory
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  private static func replaceFiles(_ files: [(name: String, bytes: [UInt8])], in directory: String) throws {
    for file in files {
      if let problem = AtomicFileWriter.problem(writing: directory + "/" + file.name) { throw problem }
    }
    var prepared: [String] = []
    do {
      for file in files {
        prepared.append(try AtomicFileWriter.prepare(file.bytes, for: directory + "/" + file.name))
      }
      for (i, file) in files.enumerated() {
        try AtomicFileWriter.commit(prepared[i], to: directory + "/" + file.name)
        prepared[i] = ""
      }
    } catch {
      for temporary in prepared where !temporary.isEmpty { AtomicFileWriter.discard(temporary) }
      throw error
    }
    AtomicFileWriter.syncDirectory(of: directory + "/" + (files.last?.name ?? ""))
  }

  private static func create(_ directory: String, with files: [(name: String, bytes: [UInt8])]) throws {
    let (parent, name) = AtomicFileWriter.split(directory)
    let pending = AtomicFileWriter.pending
    var temporary = ""
    for attempt in 0..<16 {
      let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
      temporary = parent + "." + name + ".navgraph-\(getpid())-\(suffix).tmp"
      pending.insert(temporary)
      if mkdir(temporary, 0o777) == 0 { break }
      let code = errno
      pending.remove(temporary)
      if code != EEXIST || attempt == 15 {
        throw FileWriteError(path: directory, operation: "create a temporary directory beside", code: code)
      }
    }
    var written: [String] = []
    var renamed = false
    defer {
      if !renamed {
        for path in written { unlink(path) }
        rmdir(temporary)
      }
      for path in written { pending.remove(path) }
      pending.remove(temporary)
    }
    for file in files {
      let path = temporary + "/" + file.name
      pending.insert(path)
      written.append(path)
      let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      guard fd >= 0 else {
        throw FileWriteError(path: directory + "/" + file.name, operation: "write", code: errno)
      }
      try AtomicFileWriter.writeAll(file.bytes, to: fd, path: directory + "/" + file.name)
    }
    AtomicFileWriter.syncDirectory(of: temporary + "/")
    if rename(temporary, directory) != 0 {
      throw FileWriteError(path: directory, operation: "create", code: errno)
    }
    renamed = true
    AtomicFileWriter.syncDirectory(of: directory)
  }
}
