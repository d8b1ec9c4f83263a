internal import Foundation
package import NavGraph

/// Finds the Swift files to read under the PATHs given to `navgraph extract`, and reads them.
///
/// A PATH is a directory, searched recursively, or a `.swift` file; with no PATH, the current
/// directory. Directories named `.build`, `DerivedData`, `Pods`, `Carthage` or `.git`, and test
/// targets (a directory whose name ends in `Tests`, which covers `UITests`), are skipped unless a PATH
/// names them. Symbolic links are followed, but never into a directory that is already being read
/// (a loop) or was read before; each such link gets a note. Files that are not UTF-8, that contain a
/// NUL byte (binary) or that are larger than `maximumFileSize` are skipped with a note.
///
/// Paths in locations are relative to the first PATH (to its directory when it is a file); files
/// outside it keep the path they were found under. Files are returned sorted by that path (UTF-8 byte
/// order), each file once. The walk uses an explicit stack: no recursion, whatever the depth.
/// Complexity: linear in the number of directory entries plus the bytes read.
package enum SwiftSourceDiscovery {
  /// The default size limit of one file, 16 MiB: far above any hand-written Swift file.
  package static let defaultMaximumFileSize = 16 << 20

  /// Directory names skipped unless named by a PATH.
  static let skippedDirectoryNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

  /// The Swift files under `paths` (the current directory when empty), sorted by display path, and what was
  /// missing, unreadable or skipped; files over `maximumFileSize` bytes are skipped.
  package static func discover(
    paths: [String], maximumFileSize: Int = defaultMaximumFileSize
  ) -> (files: [SwiftSourceFile], diagnostics: [Diagnostic]) {
    let given = paths.isEmpty ? ["."] : paths
    var diagnostics: [Diagnostic] = []
    var found: [(display: String, path: String)] = []
    var readDirectories: [String: String] = [:]  // real path -> display path
    var seenFiles = Set<String>()
    let root = displayRoot(given[0])

    for path in given {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.append(error("cannot read '\(path)': no such file or directory"))
        continue
      }
      if !isDirectory.boolValue {
        guard path.hasSuffix(".swift") else {
          diagnostics.append(error("'\(path)' is not a Swift file or a directory"))
          continue
        }
        if let real = realPath(path), seenFiles.insert(real).inserted {
          found.append((display(path, root: root), path))
        }
        continue
      }
      // Directories to read: (path on disk, real paths of the directories above it on this walk).
      var stack: [(path: String, ancestors: Set<String>)] = [(path, [])]
      while let (directory, ancestors) = stack.popLast() {
        guard let real = realPath(directory) else {
          diagnostics.append(error("cannot read '\(directory)': no such file or directory"))
          continue
        }
        if ancestors.contains(real) {
          diagnostics.append(
            note(
              "symbolic link '\(directory)' is not followed: it leads back to '\(readDirectories[real] ?? real)'"
            ))
          continue
        }
        if let earlier = readDirectories[real] {
          diagnostics.append(note("'\(directory)' is not read again: it is the directory '\(earlier)'"))
          continue
        }
        readDirectories[real] = display(directory, root: root)
        let entries: [String]
        do {
          entries = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
          diagnostics.append(self.error("cannot read the directory '\(directory)'"))
          continue
        }
        var below = ancestors
        below.insert(real)
        var subdirectories: [String] = []
        for name in entries.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
          let child = directory.hasSuffix("/") ? directory + name : directory + "/" + name
          var childIsDirectory: ObjCBool = false
          guard FileManager.default.fileExists(atPath: child, isDirectory: &childIsDirectory) else {
            continue
          }
          if childIsDirectory.boolValue {
            if skippedDirectoryNames.contains(name) || name.hasSuffix("Tests") { continue }
            subdirectories.append(child)
          } else if name.hasSuffix(".swift"), let realFile = realPath(child),
            seenFiles.insert(realFile).inserted
          {
            found.append((display(child, root: root), child))
          }
        }
        for subdirectory in subdirectories.reversed() { stack.append((subdirectory, below)) }
      }
    }

    var files: [SwiftSourceFile] = []
    found.sort { $0.display.utf8.lexicographicallyPrecedes($1.display.utf8) }
    for (displayPath, path) in found {
      switch read(path, maximumFileSize: maximumFileSize) {
      case .success(let bytes): files.append(SwiftSourceFile(path: displayPath, bytes: bytes))
      case .failure(let problem): diagnostics.append(problem.diagnostic(displayPath))
      }
    }
    return (files, diagnostics)
  }

  /// Why a file was not read.
  enum ReadProblem: Error {
    case unreadable
    case tooLarge(Int)
    case notUTF8(offset: Int)
    case binary

    func diagnostic(_ path: String) -> Diagnostic {
      switch self {
      case .unreadable:
        return Diagnostic(
          severity: .error, code: .ioError, message: "cannot read '\(path)'", location: nil)
      case .tooLarge(let limit):
        return note("'\(path)' is skipped: it is larger than the reader's limit of \(limit) bytes")
      case .notUTF8(let offset):
        return note("'\(path)' is skipped: it is not UTF-8 text (invalid byte at offset \(offset))")
      case .binary:
        return note("'\(path)' is skipped: it is a binary file (it contains a NUL byte)")
      }
    }
  }

  /// The file's bytes, when they are UTF-8 text within the size limit.
  static func read(_ path: String, maximumFileSize: Int) -> Result<[UInt8], ReadProblem> {
    guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(.unreadable) }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
    } catch {
      return .failure(.unreadable)
    }
    if data.count > maximumFileSize { return .failure(.tooLarge(maximumFileSize)) }
    let bytes = [UInt8](data)
    if bytes.contains(0) { return .failure(.binary) }
    if let offset = invalidUTF8Offset(bytes) { return .failure(.notUTF8(offset: offset)) }
    return .success(bytes)
  }

  /// The offset of the first byte that is not part of valid UTF-8, or nil when all of it is.
  static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The directory locations are relative to: the first PATH, or its directory when it is a file.
  static func displayRoot(_ first: String) -> String {
    var isDirectory: ObjCBool = false
    let absolute = URL(fileURLWithPath: first).standardizedFileURL.path
    if FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory), !isDirectory.boolValue {
      return URL(fileURLWithPath: absolute).deletingLastPathComponent().path
    }
    return absolute
  }

  /// The path written in locations: relative to the root when the file is under it.
  static func display(_ path: String, root: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let prefix = root.hasSuffix("/") ? root : root + "/"
    if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
    return path
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func error(_ message: String) -> Diagnostic {
    Diagnostic(severity: .error, code: .ioError, message: message, location: nil)
  }

  fileprivate static func note(_ message: String) -> Diagnostic {
    Diagnostic(severity: .note, code: .skippedFile, message: message, location: nil)
  }
}
