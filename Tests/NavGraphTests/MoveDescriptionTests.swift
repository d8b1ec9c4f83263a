import Testing

@testable import NavGraph

/// Every move in every style: the one place moves are named (`MoveDescription`).
@Suite struct MoveDescriptionTests {
  /// Tabs b and c; C pushes D (labelled), D pops (unlabelled), and presents a sheet S.
  static let app: App = {
    var b = AppBuilder()
    b.addTab("b", root: "B")
    b.addTab("c", root: "C")
    b.addScreen("B")
    b.addScreen("C", links: [.init(.push, to: "D", label: "NavigateToD")])
    b.addScreen("D", links: [.init(.pop), .init(.sheet, to: "S"), .init(.tab, to: "b")])
    b.addScreen("S")
    return b.build().app!
  }()

  func words(_ action: Move.Action, on screen: Int) -> [String] {
    let d = Self.app.describe(Move(action, on: ScreenID(screen)))
    return [d.summary, d.effect, d.action, d.edgeLabel, d.kind.rawValue, d.via, d.target ?? "-"]
  }

  @Test func everyStyle() {
    #expect(
      words(.link(LinkID(0)), on: 1) == [
        "push 'D'", "push 'D'", "tap 'NavigateToD' on 'C'", "push", "push", "link", "D",
      ])
    #expect(
      words(.link(LinkID(1)), on: 2) == ["pop", "pop", "tap the pop link on 'D'", "pop", "pop", "link", "-"])
    #expect(
      words(.link(LinkID(2)), on: 2) == [
        "sheet 'S'", "sheet 'S'", "tap the sheet link on 'D'", "sheet", "sheet", "link", "S",
      ])
    #expect(
      words(.link(LinkID(3)), on: 2) == [
        "tab 'b'", "tab 'b'", "tap the tab link on 'D'", "tab", "tab", "link", "b",
      ])
    #expect(words(.back, on: 2) == ["back", "pop", "tap back on 'D'", "back", "pop", "system", "-"])
    #expect(
      words(.swipeDown, on: 3) == [
        "swipe down", "dismiss", "swipe down on 'S'", "swipe down", "dismiss", "system", "-",
      ])
    #expect(
      words(.selectTab(TabID(1)), on: 0) == [
        "tab 'c'", "tab 'c'", "tap tab 'c'", "tab bar", "tab", "system", "c",
      ])
    #expect(
      words(.reselectTab(TabID(1)), on: 2) == [
        "tab 'c' again", "popToRoot", "tap tab 'c' again", "tab again", "popToRoot", "system", "c",
      ])
  }

  /// The JSON shape of a move (`path`, `routes`) comes from the same description.
  @Test func jsonOfAMove() {
    let app = Self.app
    #expect(
      app.json(of: Move(.link(LinkID(0)), on: ScreenID(1)))
        == .object([
          "kind": .string("push"), "via": .string("link"), "on": .string("C"), "to": .string("D"),
          "label": .string("NavigateToD"),
        ]))
    #expect(
      app.json(of: Move(.back, on: ScreenID(2)))
        == .object(["kind": .string("pop"), "via": .string("system"), "on": .string("D")]))
  }
}
