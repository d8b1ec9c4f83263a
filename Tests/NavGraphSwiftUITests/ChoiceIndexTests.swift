import NavGraph
import Testing

@testable import NavGraphSwiftUI

/// A long `navigationDestination` switch is indexed by case (`ChoiceIndex`): pushes into it must
/// resolve as they do through a short switch, which is scanned.
@Suite("Choice index")
struct ChoiceIndexTests {
  /// An app whose stack registers `Route` with a switch over the given plain cases (`case .c7:
  /// Screen7()`) and the same special cases each time: two cases showing one view (a screen per
  /// case), two patterns in one case (a screen per pattern too), a case with a value, and a
  /// `default:`; its root pushes the given cases, `.shared1`, `.shared2`, `.item`, `.pairA`,
  /// `.pairB` and `.orphan` (which only the `default:` shows).
  static func app(switching cases: [Int], pushing pushed: [Int]) -> String {
    let all = 0..<24
    var code = "import SwiftUI\n\n@main\nstruct LongApp: App {\n  var body: some Scene {\n"
    code += "    WindowGroup {\n      NavigationStack {\n        RootView()\n"
    code += "          .navigationDestination(for: Route.self) { route in\n            switch route {\n"
    for i in cases { code += "            case .c\(i): Screen\(i)()\n" }
    code += "            case .shared1: SharedView()\n            case .shared2: SharedView()\n"
    code += "            case .pairA, .pairB: PairView()\n            case .item(let id): ItemView(id: id)\n"
    code += "            default: FallbackView()\n            }\n          }\n      }\n    }\n  }\n}\n\n"
    code += "enum Route: Hashable {\n"
    code += "  case " + all.map { "c\($0)" }.joined(separator: ", ") + "\n"
    code += "  case shared1, shared2, pairA, pairB, orphan\n  case item(Int)\n}\n\n"
    code += "struct RootView: View {\n  var body: some View {\n    List {\n"
    let values =
      pushed.map { ".c\($0)" } + [".shared1", ".shared2", ".pairA", ".pairB", ".orphan", ".item(3)"]
    for value in values { code += "      NavigationLink(\"\(value)\", value: Route\(value))\n" }
    code += "    }\n  }\n}\n\n"
    for i in all { code += "struct Screen\(i): View {\n  var body: some View { Text(\"\(i)\") }\n}\n\n" }
    for name in ["SharedView", "PairView", "FallbackView"] {
      code += "struct \(name): View {\n  var body: some View { Text(\"\(name)\") }\n}\n\n"
    }
    code += "struct ItemView: View {\n  let id: Int\n  var body: some View { Text(\"item\") }\n}\n"
    return code
  }

  @Test func pushesThroughALongSwitchResolveAsThroughAShortOne() {
    let pushed = [0, 5, 17, 23]
    let long = Fixtures.extract(code: Self.app(switching: Array(0..<24), pushing: pushed))
    let short = Fixtures.extract(code: Self.app(switching: pushed, pushing: pushed))
    #expect(long.navigation.linkTexts == short.navigation.linkTexts)
    #expect(long.diagnosticTexts == short.diagnosticTexts)
    let rootLinks = long.navigation.linkTexts.filter { $0.hasPrefix("RootView:") }
    #expect(
      rootLinks == [
        "RootView: push Screen0 (Route) '.c0'", "RootView: push Screen5 (Route) '.c5'",
        "RootView: push Screen17 (Route) '.c17'", "RootView: push Screen23 (Route) '.c23'",
        "RootView: push SharedView.shared1 (Route) '.shared1'",
        "RootView: push SharedView.shared2 (Route) '.shared2'",
        "RootView: push PairView.pairA (Route) '.pairA'",
        "RootView: push PairView.pairB (Route) '.pairB'", "RootView: push FallbackView (Route) '.orphan'",
        "RootView: push ItemView (Route) '.item(3)'",
      ])
  }

  @Test func candidatesAreTheCasesOwnAlternativesAndTheUnkeyedInOrder() {
    func keyed(_ name: String?) -> (conditions: [Condition], shape: Shape) {
      let at = SourceAnchor(file: 0, offset: 0)
      let conditions = name.map { [Condition(subject: .item([]), value: $0)] } ?? []
      return (conditions, .view(name.map { "View_\($0)" } ?? "Other", Decoration(), at))
    }
    let index = ChoiceIndex([keyed("a"), keyed(nil), keyed("b"), keyed("a"), keyed(nil), keyed("some")])
    #expect(index.candidates(forCase: "a") == [0, 1, 3, 4, 5])
    #expect(index.candidates(forCase: "b") == [1, 2, 4, 5])
    #expect(index.candidates(forCase: "c") == [1, 4, 5])
    #expect(index.namedCases == ["a", "b", "some"])
    #expect(index.variantViews == [])
  }
}
