import Dispatch
import Foundation
import NavGraph

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension NavGraphCommand {
  /// Runs `navgraph` as the process: the command-line arguments, file descriptors 0, 1 and 2, the
  /// environment, and an interrupt handler. Returns the exit status for `exit`.
  public static func runAsProcess() -> Int32 {
    installInterruptHandler()
    let console = Console(
      readInput: readStandardInput,
      writeOutput: { Self.write(1, $0) },
      writeError: { Self.write(2, $0) },
      environment: ProcessInfo.processInfo.environment,
      isTerminal: { stream in
        switch stream {
        case .input: return isatty(0) == 1
        case .output: return isatty(1) == 1
        case .error: return isatty(2) == 1
        }
      },
      keepUntilExit: { keptUntilExit.append($0) })
    return main(arguments: Array(CommandLine.arguments.dropFirst()), console: console)
  }

  /// What the commands hand over to be kept until the process exits (`Console.keepUntilExit`):
  /// never freed, so that the exit does not wait for a large model to be torn down first.
  nonisolated(unsafe) private static var keptUntilExit: [Any] = []

  /// On SIGINT, SIGTERM or SIGHUP: remove the temporary files of atomic writes in flight (the old
  /// output stays intact), then exit with 128 + the signal number, as a shell reports a signal.
  ///
  /// The signals are ignored at the process level and delivered to Dispatch signal sources, whose
  /// handlers run on an ordinary queue: the cleanup may take locks and allocate, which a raw
  /// signal handler may not.
  static func installInterruptHandler() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        AtomicFileWriter.removePendingTemporaryFiles()
        _exit(128 + signalNumber)
      }
      source.resume()
      interruptSources.append(source)
    }
  }

  /// Keeps the signal sources alive for the life of the process.
  nonisolated(unsafe) private static var interruptSources: [any DispatchSourceSignal] = []

  /// Reads file descriptor 0 to its end; throws the system's reason when it cannot (closed, a
  /// directory, an I/O error).
  static func readStandardInput() throws -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw POSIXReadError(code: errno)
      }
      if n == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<n])
    }
  }

  /// Writes all of `bytes` to a file descriptor, retrying short writes; stops quietly when the
  /// reader has gone (EPIPE), as command-line tools do.
  static func write(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += n
      }
    }
  }
}

/// A failed read of standard input, described by the system's reason.
struct POSIXReadError: Error, CustomStringConvertible, LocalizedError {
  var code: Int32
  var description: String { String(cString: strerror(code)).lowercased() }
  var errorDescription: String? { description }
}
