import Foundation
import NavGraph

/// The figures of the chain or the star.
struct StructuralResult {
  var file: BenchApp
  var links = 0
  var load = Timing()
  var check = Timing()
  var peakBytes: Int?
  var checkEndToEnd = ChildSeries()
}

extension BenchHarness {
  /// Loads and checks the chain or the star (in process, then end to end): the proof that a deep
  /// push chain and a very wide screen neither overflow the stack nor go quadratic. Every screen of
  /// both is reachable, which the check must find.
  mutating func measureStructural(_ shape: StructuralAppWriter.Shape, screens n: Int) {
    let what = "the \(shape.rawValue) of \(Format.count(n)) screens"
    guard let file = generate(what, { try $0.structural(shape, screens: n) }) else { return }
    var result = StructuralResult(file: file)
    let label = "\(shape.rawValue) of \(Format.count(n)) screens"
    PeakMemory.reset()
    if let measured = loadAndCheck(file, label) {
      (result.load, result.check) = (measured.load, measured.check)
      result.links = measured.app.links.count
      let reachable = measured.result.reachableCount
      if reachable != n {
        fail("check of the \(label): \(Format.count(reachable)) reachable screens, expected all")
      }
    }
    result.peakBytes = PeakMemory.current()
    result.checkEndToEnd = checkEndToEnd(file, label)
    structuralResults.append(result)
  }
}
