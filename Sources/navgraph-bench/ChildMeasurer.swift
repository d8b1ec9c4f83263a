import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The benchmark's measuring mode, the fresh process through which `ChildProcess` runs every child:
/// `navgraph-bench --measure-child TIMEOUT OUTPUT ERROR PROGRAM [ARGUMENT...]` starts PROGRAM as its
/// own child (standard output to the file OUTPUT, standard error to the file ERROR), waits for it
/// (killing it after TIMEOUT seconds), and writes one line on its own standard output: the
/// `Report` of that child.
///
/// Before it starts the child, it brings its own peak RSS down to its current RSS
/// (`PeakMemory.reset`), so that the floor under the child's `ru_maxrss` (see `ChildProcess`) is
/// this small process's resident memory, which it reads just after the spawn and reports.
enum ChildMeasurer {
  /// The first argument that selects this mode.
  static let flag = "--measure-child"

  /// What the measuring process says of its child.
  struct Report: Equatable {
    /// The raw wait status.
    var status: Int32
    /// Wall time from the spawn to the reap.
    var seconds: Double
    /// The child's `ru_maxrss` from `wait4`, in bytes.
    var maxRSSBytes: Int
    /// The measuring process's own peak RSS just after the spawn, in bytes, or nil when unknown.
    var floorBytes: Int?
    var timedOut: Bool
    /// User plus system CPU time of the child.
    var cpuSeconds: Double

    /// The line written: `ok STATUS SECONDS MAXRSS FLOOR TIMEDOUT CPU` (floor -1 when unknown).
    var line: String {
      "ok \(status) \(seconds) \(maxRSSBytes) \(floorBytes ?? -1) \(timedOut ? 1 : 0) \(cpuSeconds)"
    }

    init(
      status: Int32, seconds: Double, maxRSSBytes: Int, floorBytes: Int?, timedOut: Bool, cpuSeconds: Double
    ) {
      self.status = status
      self.seconds = seconds
      self.maxRSSBytes = maxRSSBytes
      self.floorBytes = floorBytes
      self.timedOut = timedOut
      self.cpuSeconds = cpuSeconds
    }

    /// The report a `line` wrote, or nil when `line` is not one.
    init?(line: Substring) {
      let fields = line.split(separator: " ")
      guard fields.count == 7, fields[0] == "ok", let status = Int32(fields[1]),
        let seconds = Double(fields[2]),
        let maxRSS = Int(fields[3]), let floor = Int(fields[4]), let timedOut = Int(fields[5]),
        let cpu = Double(fields[6])
      else { return nil }
      self.init(
        status: status, seconds: seconds, maxRSSBytes: maxRSS, floorBytes: floor < 0 ? nil : floor,
        timedOut: timedOut == 1, cpuSeconds: cpu)
    }
  }

  /// Runs the mode on the arguments after `flag`; returns the exit status (0 when a report was
  /// written, 1 when the child could not be run, with `error MESSAGE` on standard output, 2 on
  /// arguments it does not understand).
  static func main(_ arguments: [String]) -> Int32 {
    guard arguments.count >= 4, let timeout = Double(arguments[0]) else {
      FileHandle.standardError.write(
        Data("navgraph-bench: usage: \(flag) TIMEOUT OUTPUT ERROR PROGRAM [ARGUMENT...]\n".utf8))
      return 2
    }
    PeakMemory.reset()
    do {
      let child = try SpawnedChild(
        program: arguments[3], arguments: Array(arguments.dropFirst(4)), output: .file(arguments[1]),
        errorPath: arguments[2])
      let floor = PeakMemory.current()
      let exit = try child.wait(timeout: timeout)
      let report = Report(
        status: exit.status, seconds: exit.seconds, maxRSSBytes: PeakMemory.maxRSSBytes(exit.usage),
        floorBytes: floor, timedOut: exit.timedOut,
        cpuSeconds: seconds(exit.usage.ru_utime) + seconds(exit.usage.ru_stime))
      print(report.line)
      return 0
    } catch {
      print("error \(error.reason)")
      return 1
    }
  }

  private static func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
}
