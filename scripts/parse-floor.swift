// The floor under `navgraph extract`'s time: the toolchain's swift-syntax parser alone, on every
// `.swift` file under the given directories, with no reading of the trees. Each run parses every
// file once, on THREADS threads (default 2) taking files in turn; it prints wall and CPU time.
//
// Build and run (Linux; the toolchain's swift-syntax, as Package.swift finds it):
//   H=$(dirname $(dirname $(readlink -f $(command -v swiftc))))/lib/swift/host
//   swiftc -O -I $H -L $H -lSwiftParser -lSwiftSyntax -Xlinker -rpath -Xlinker $H \
//     scripts/parse-floor.swift -o .build/parse-floor
//   .build/parse-floor DIR [DIR ...]          # THREADS=1 for one core
// docs/EXTRACT.md ("Speed") gives the figures on the benchmark's generated projects.
import Foundation
import SwiftParser
import SwiftSyntax

let threads = Int(ProcessInfo.processInfo.environment["THREADS"] ?? "2") ?? 2
var paths: [String] = []
for root in CommandLine.arguments.dropFirst() {
  guard let files = FileManager.default.enumerator(atPath: root) else {
    FileHandle.standardError.write(Data("parse-floor: cannot read '\(root)'\n".utf8))
    exit(2)
  }
  while let path = files.nextObject() as? String {
    if path.hasSuffix(".swift") { paths.append(root + "/" + path) }
  }
}
paths.sort()
let texts = paths.compactMap { FileManager.default.contents(atPath: $0) }
let bytes = texts.reduce(0) { $0 + $1.count }

/// This process's CPU time so far (user and system), in seconds.
func cpuSeconds() -> Double {
  var usage = rusage()
  #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  let seconds = usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
  return Double(seconds) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

for run in 1...5 {
  let cpu = cpuSeconds()
  let start = Date()
  let lock = NSLock()
  var next = 0
  var parsed = 0
  DispatchQueue.concurrentPerform(iterations: threads) { _ in
    var mine = 0
    while true {
      lock.lock()
      let i = next
      next += 1
      lock.unlock()
      guard i < texts.count else { break }
      mine += texts[i].withUnsafeBytes { raw in
        Parser.parse(source: raw.bindMemory(to: UInt8.self)).endPosition.utf8Offset
      }
    }
    lock.lock()
    parsed += mine
    lock.unlock()
  }
  let wall = Date().timeIntervalSince(start)
  print(
    "run \(run): \(texts.count) files, \(bytes) bytes (\(parsed) parsed), \(threads) threads: "
      + String(format: "wall %.3f s, CPU %.3f s", wall, cpuSeconds() - cpu))
}
