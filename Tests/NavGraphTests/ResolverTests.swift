import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@Suite struct ResolverTests {
  @Test func unknownScreenWithSuggestion() {
    let json = """
      {
        "entry": "Home",
        "screens": [
          {"id": "Home", "links": ["Detial", {"kind": "sheet", "to": "Setings"}, "Zzz"]},
          {"id": "Detail"},
          {"id": "Settings"}
        ]
      }
      """
    let result = LoaderHarness.load(json)
    #expect(
      LoaderHarness.lines(result) == [
        "4:30: error: unknown screen 'Detial'; did you mean 'Detail'? [unknown-id]",
        "4:64: error: unknown screen 'Setings'; did you mean 'Settings'? [unknown-id]",
        "4:76: error: unknown screen 'Zzz' [unknown-id]",
      ])
    #expect(
      LoaderHarness.paths(result) == ["screens[0].links[0]", "screens[0].links[1].to", "screens[0].links[2]"])
    #expect(result.diagnostics.map(\.screen) == ["Home", "Home", "Home"])
    #expect(result.app?.links.map(\.targetIndex) == [nil, nil, nil])
    #expect(result.app?.links.contains { $0.isResolved } == false)
  }

  @Test func unknownIdsSayWhenTheyNameTheOtherKind() {
    let json = """
      {
        "entry": "settings",
        "home": "Nope",
        "tabs": [{"id": "settings", "root": "Settngs"}],
        "screens": [
          {"id": "Settings", "links": ["settings", {"kind": "tab", "to": "Settings"}, {"kind": "tab", "to": "setings"}]}
        ]
      }
      """
    let result = LoaderHarness.load(json)
    #expect(
      LoaderHarness.lines(result) == [
        "2:12: error: unknown screen 'settings'; 'settings' is a tab, not a screen [unknown-id]",
        "3:11: error: unknown screen 'Nope' [unknown-id]",
        "4:39: error: unknown screen 'Settngs'; did you mean 'Settings'? [unknown-id]",
        "6:34: error: unknown screen 'settings'; 'settings' is a tab, not a screen [unknown-id]",
        "6:68: error: unknown tab 'Settings'; 'Settings' is a screen, not a tab [unknown-id]",
        "6:103: error: unknown tab 'setings'; did you mean 'settings'? [unknown-id]",
      ])
    #expect(
      LoaderHarness.paths(result) == [
        "entry", "home", "tabs[0].root", "screens[0].links[0]", "screens[0].links[1].to",
        "screens[0].links[2].to",
      ])
    #expect(result.app?.entry == nil && result.app?.home == nil && result.app?.tabs[0].root == nil)
  }

  @Test func tabLinkInAnAppWithoutTabs() {
    let result = LoaderHarness.load(
      #"{"entry": "A", "screens": [{"id": "A", "links": [{"kind": "tab", "to": "home"}]}]}"#)
    #expect(
      LoaderHarness.lines(result) == ["1:72: error: unknown tab 'home'; the app has no tabs [unknown-id]"])
  }

  @Test func duplicateIdPointsAtTheFirst() throws {
    let json = """
      {
        "tabs": [{"id": "t", "root": "A"}, {"id": "t", "root": "A"}],
        "screens": [
          {"id": "A", "title": "first"},
          {"id": "B", "links": ["A"]},
          {"id": "A", "title": "second"}
        ]
      }
      """
    let result = LoaderHarness.load(json)
    #expect(
      LoaderHarness.lines(result) == [
        "2:45: error: duplicate tab id 't' [duplicate-id]",
        "  2:19: note: first defined here",
        "6:12: error: duplicate screen id 'A' [duplicate-id]",
        "  4:12: note: first defined here",
      ])
    #expect(result.diagnostics[1].notes[0].location?.path == "screens[0].id")
    #expect(result.diagnostics[1].location?.path == "screens[2].id")
    let app = try #require(result.app)
    #expect(app.screens.count == 3)
    #expect(app.links[0].targetIndex == 0)
    #expect(app.tabs[1].root?.index == 0)
  }

  @Test func noLaunch() {
    let none = LoaderHarness.load("\n  {\"screens\": [{\"id\": \"A\"}]}")
    #expect(
      LoaderHarness.lines(none) == [
        "2:3: error: no 'entry' and no 'tabs': the app has nothing to launch on [no-launch]"
      ])
    #expect(none.app != nil)
    let empty = LoaderHarness.load(#"{"tabs": [], "screens": [{"id": "A"}]}"#)
    #expect(
      LoaderHarness.lines(empty) == [
        "1:1: error: no 'entry' and 'tabs' is empty: the app has nothing to launch on [no-launch]"
      ])
  }
}
