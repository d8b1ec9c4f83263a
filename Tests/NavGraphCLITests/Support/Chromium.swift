import Foundation
import NavGraphTestSupport

/// Headless Chromium for the viewer's browser tests: where it is, and one run of it.
///
/// The browser is `NAVGRAPH_CHROMIUM` when set, else the first of `chromium`, `chromium-browser`,
/// `google-chrome` and `google-chrome-stable` on `PATH`, else Chromium or Google Chrome in
/// `/Applications` on macOS. `make deps` installs the Debian package `chromium` when it is missing.
/// Without a browser the browser tests are skipped with the reason, except in CI (`CI=true`),
/// where they fail: CI must run them.
enum Chromium {
  static let executable: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["NAVGRAPH_CHROMIUM"], !explicit.isEmpty {
      return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for directory in directories {
        let path = directory + "/" + name
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    for path in [
      "/Applications/Chromium.app/Contents/MacOS/Chromium",
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    ] where FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    return nil
  }()

  /// The browser tests run when there is a browser, and always in CI (where they then fail).
  static let testsEnabled = executable != nil || TestEnvironment.isCI

  static let missingInCI =
    "CI=true but no Chromium was found: 'make deps' installs the Debian package 'chromium' (or set NAVGRAPH_CHROMIUM)"

  /// What one headless run printed: the DOM after the scripts ran, and standard error (where
  /// `--enable-logging=stderr` puts every console message and uncaught exception of the page).
  struct Run {
    var dom: String
    var log: String
    var status: Int32
    var timedOut: Bool

    /// The page's console messages and uncaught exceptions, as Chromium logs them
    /// (`[...:INFO:CONSOLE(12)] "Uncaught TypeError: ...", source: file:///... (12)`).
    var consoleLines: [String] {
      log.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
    }
  }

  /// Loads `page` (a file URL) in a fresh headless browser of `width` × `height`, lets its scripts
  /// run for up to `budget` milliseconds of virtual time, dumps the DOM and, when `screenshot` is
  /// given, writes a PNG of the window there. `--no-sandbox` because CI runs as root; files may
  /// read files beside them (`--allow-file-access-from-files`) so a harness page can drive the
  /// viewer in an iframe. `extra` are more switches (`--force-dark-mode`). Killed after `timeout`
  /// seconds.
  static func run(
    _ executable: String, page: URL, screenshot: URL?, extra: [String] = [], width: Int = 1400,
    height: Int = 900,
    budget: Int = 20_000, timeout: TimeInterval = 120
  ) throws -> Run {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navgraph-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let domFile = scratch.appendingPathComponent("dom.html")
    let logFile = scratch.appendingPathComponent("log.txt")
    try Data().write(to: domFile)
    try Data().write(to: logFile)

    var arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--no-first-run",
      "--no-default-browser-check", "--disable-extensions",
      "--user-data-dir=" + scratch.appendingPathComponent("profile").path,
      "--enable-logging=stderr", "--v=0", "--virtual-time-budget=\(budget)",
      "--window-size=\(width),\(height)",
      "--hide-scrollbars", "--dump-dom",
    ]
    if let screenshot { arguments.append("--screenshot=" + screenshot.path) }
    arguments += extra
    arguments.append(page.absoluteString)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = scratch
    let dom = try FileHandle(forWritingTo: domFile)
    let log = try FileHandle(forWritingTo: logFile)
    defer {
      try? dom.close()
      try? log.close()
    }
    process.standardOutput = dom
    process.standardError = log
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      process.waitUntilExit()
      done.signal()
    }
    var timedOut = false
    if done.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      if done.wait(timeout: .now() + 5) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        done.wait()
      }
    }
    return Run(
      dom: String(decoding: (try? Data(contentsOf: domFile)) ?? Data(), as: UTF8.self),
      log: String(decoding: (try? Data(contentsOf: logFile)) ?? Data(), as: UTF8.self),
      status: process.terminationStatus, timedOut: timedOut)
  }
}
