import Foundation

/// A file as a git revision has it: `git -C <directory> show <rev>:./<name>`, run with Foundation's
/// `Process` (git found on `PATH` through `/usr/bin/env`). The path is taken relative to its own
/// directory, so that it may be absolute or relative to the current directory and need not be
/// relative to the repository's root. Standard output and standard error are read concurrently, so
/// that neither pipe can fill and block git.
enum GitRevision {
  /// Why git gave no file: its message, or why it could not run.
  struct Failure: Error {
    var message: String
  }

  /// The bytes of `path` at `revision`, or why they cannot be read: git's own message (`not a git
  /// repository`, `path 'x' does not exist in 'HEAD'`), or that git could not be run.
  static func show(_ revision: String, _ path: String) -> Result<[UInt8], Failure> {
    let url = URL(fileURLWithPath: path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "git", "-C", url.deletingLastPathComponent().path, "show", "\(revision):./\(url.lastPathComponent)",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failure(Failure(message: "cannot run git: \(error.localizedDescription)"))
    }
    nonisolated(unsafe) var errorData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: errorData, as: UTF8.self)
      let line =
        text.split(separator: "\n").first.map(String.init)
        ?? "git exited with status \(process.terminationStatus)"
      let message = line.hasPrefix("fatal: ") ? String(line.dropFirst(7)) : line
      return .failure(Failure(message: message))
    }
    return .success([UInt8](data))
  }
}
