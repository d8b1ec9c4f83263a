import NavGraph
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// Compound actions (format 1.1, `then`) on minimal apps and in the random apps: the brute-force
/// reference applies a link's own move and then its parts, as one move.
@Suite struct CompoundActionTests {
  /// Home (with a NavigationStack) presents the sheet Compose; Compose's link `dismiss` has the
  /// parts `parts`; X is a screen of its own.
  static func sheetOverStack(parts: [Link]) -> App {
    var b = TestApp()
    b.entry = "Home"
    b.screen("Home", [(.sheet, "Compose", "Compose")], stack: true)
    b.screen("Compose", [(.dismiss, nil, "Close")])
    b.screen("X")
    var app = b.build()
    app.linkParts[LinkID(1)] = CompoundParts(moves: parts)
    return app
  }

  @Test func refereeDismissThenPushLandsOnXPushedOnTheStackBelowInOneMove() throws {
    let app = Self.sheetOverStack(parts: [Link(kind: .push, destination: .screen(ScreenID(2)))])
    let brute = BruteModel(app: app)
    let launch = try #require(brute.launch)
    let sheet = try #require(brute.applying(Move(.link(LinkID(0)), on: ScreenID(0)), to: launch))
    #expect(brute.visible(sheet) == 1 && sheet.modals.count == 1)
    let moves = brute.moves(sheet)
    let action = try #require(moves.first { $0.0 == Move(.link(LinkID(1)), on: ScreenID(1)) })
    #expect(action.1 == BruteState(root: .single([0, 2]), modals: []))
    #expect(brute.partActs(LinkID(1), 0, in: sheet))
  }

  @Test func refereeActionWhoseFinalStateIsTheStartIsInert() throws {
    // dismiss, then present Compose again: back where it started, so not a move.
    let app = Self.sheetOverStack(parts: [Link(kind: .sheet, destination: .screen(ScreenID(1)))])
    let brute = BruteModel(app: app)
    let launch = try #require(brute.launch)
    let sheet = try #require(brute.applying(Move(.link(LinkID(0)), on: ScreenID(0)), to: launch))
    #expect(!brute.moves(sheet).contains { $0.0 == Move(.link(LinkID(1)), on: ScreenID(1)) })
  }

  @Test func refereeSkipsAPartThatCannotAct() throws {
    // dismiss, then pop (Home is the root of its stack: skipped), then push X.
    let app = Self.sheetOverStack(parts: [
      Link(kind: .pop), Link(kind: .push, destination: .screen(ScreenID(2))),
    ])
    let brute = BruteModel(app: app)
    let launch = try #require(brute.launch)
    let sheet = try #require(brute.applying(Move(.link(LinkID(0)), on: ScreenID(0)), to: launch))
    let action = try #require(brute.applying(Move(.link(LinkID(1)), on: ScreenID(1)), to: sheet))
    #expect(action == BruteState(root: .single([0, 2]), modals: []))
    #expect(!brute.partActs(LinkID(1), 0, in: sheet))
    #expect(brute.partActs(LinkID(1), 1, in: sheet))
  }

  @Test func randomAppsHaveCompoundActionsWhosePartsAct() {
    var appsWithParts = 0
    var actingParts = 0
    for seed in UInt64(0)..<200 {
      let app = RandomApps.make(seed: seed &* 7919 &+ 17, compoundActions: true)
      let plain = RandomApps.make(seed: seed &* 7919 &+ 17)
      // The parts come from their own generator: the rest of the app is the same.
      #expect(app.links.count == plain.links.count && app.linkValues == plain.linkValues)
      #expect(app.deepLinks.count == plain.deepLinks.count)
      guard !app.linkParts.isEmpty else { continue }
      appsWithParts += 1
      let brute = BruteModel(app: app)
      guard let launch = brute.launch else { continue }
      let all = BruteExploration(brute, from: launch, cap: 500, deepLinks: true)
      for s in all.states {
        for l in app.screens[Int(brute.visible(s))].links {
          guard let parts = app.linkParts[l] else { continue }
          actingParts += parts.moves.indices.filter { brute.partActs(l, $0, in: s) }.count
        }
      }
    }
    #expect(appsWithParts >= 40)
    #expect(actingParts >= 200)
  }
}
