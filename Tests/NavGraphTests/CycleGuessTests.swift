import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The cycles guessed on a second thread (`CycleGuess`): when the guess holds its cycles are
/// `Cycles`'s, and `check` finds the same with and without it.
@Suite struct CycleGuessTests {
  /// The guess's cycles when it holds, else nil; and the real ones, both printed.
  static func compare(_ app: App) -> (guessed: String?, real: String) {
    let analysis = NavigationAnalysis(app)
    let model = analysis.model
    let acting = analysis.inertLinks.acting
    let real = Cycles(model: model, reachable: analysis.reachable, acting: acting)
    let made = CycleGuess.make(model)
    let holds = made.holds(model: model, reachable: analysis.reachable, acting: acting)
    return (holds ? "\(made.cycles.groups)" : nil, "\(real.groups)")
  }

  @Test func aCycleOfReachableScreensIsGuessed() {
    var b = TestApp()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.push, "B", nil), (.sheet, "C", nil)])
    b.screen("B", [(.push, "A", nil)])
    b.screen("C", [(.sheet, "A", nil)])
    let (guessed, real) = Self.compare(b.build())
    #expect(guessed == real)
    #expect(real.contains("push") && real.contains("modal"))
  }

  @Test func aCycleNoLinkLeadsToIsLeftOut() {
    var b = TestApp()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.push, "B", nil)])
    b.screen("B")
    b.screen("X", [(.push, "Y", nil)])
    b.screen("Y", [(.push, "X", nil), (.sheet, "X", nil)])
    let (guessed, real) = Self.compare(b.build())
    #expect(guessed == real)
    #expect(real == "[]")
  }

  @Test func anInertPushInsideACycleFailsTheGuess() {
    // B is shown without a stack: its push to A does nothing, so A > B > A is no cycle.
    var b = TestApp()
    b.tabs = [("t", "A", false)]
    b.screen("A", [(.sheet, "B", nil)])
    b.screen("B", [(.push, "A", nil)])
    let (guessed, real) = Self.compare(b.build())
    #expect(guessed == nil)
    #expect(real == "[]")
  }

  @Test func anUnreachableScreenALinkLeadsToFailsTheGuessInsideACycle() {
    // The push from A (no stack) acts nowhere: B and C, a cycle, are linked to but unreachable.
    var b = TestApp()
    b.tabs = [("t", "A", false)]
    b.screen("A", [(.push, "B", nil)])
    b.screen("B", [(.push, "C", nil)], stack: true)
    b.screen("C", [(.push, "B", nil)], stack: true)
    let (guessed, real) = Self.compare(b.build())
    #expect(guessed == nil)
    #expect(real == "[]")
  }

  /// Random apps: whenever the guess holds its cycles are the real ones, and `check` finds the same
  /// with the guess as without.
  @Test func randomAppsAgree() {
    var random = SplitMix64(seed: 15)
    let kinds: [LinkKind] = [.push, .push, .push, .sheet, .fullScreenCover, .pop, .dismiss, .replace]
    var held = 0
    var failed = 0
    for _ in 0..<300 {
      let count = Int(random.next() % 12) + 2
      var b = TestApp()
      b.tabs = [("t", "S0", random.next() % 4 != 0)]
      if random.next() % 3 == 0 { b.tabs.append(("u", "S1", true)) }
      for s in 0..<count {
        let links = (0..<Int(random.next() % 4)).map { _ -> (LinkKind, String?, String?) in
          let kind = kinds[Int(random.next() % UInt64(kinds.count))]
          return (kind, kind.target == .screen ? "S\(random.next() % UInt64(count))" : nil, nil)
        }
        b.screen("S\(s)", links, stack: random.next() % 3 == 0)
      }
      let app = b.build()
      let (guessed, real) = Self.compare(app)
      if let guessed {
        #expect(guessed == real)
        held += 1
      } else {
        failed += 1
      }
      let analysis = NavigationAnalysis(app)
      let with = analysis.check(CheckOptions(), guessCycles: true)
      let without = NavigationAnalysis(app).check(CheckOptions(), guessCycles: false)
      #expect("\(with.findings)" == "\(without.findings)")
      #expect(with.cycleLinks == without.cycleLinks && with.exampleCycleLinks == without.exampleCycleLinks)
    }
    #expect(held > 50 && failed > 10)
  }
}
