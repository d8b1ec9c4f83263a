import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The JSON format's reader: the model it reads, its diagnostics, and the format version a
/// description declares.
@Suite struct DescriptionReaderTests {
  static let demo = """
    {
      "$schema": "../schema/navgraph.schema.json",
      "name": "Demo",
      "entry": "Launch",
      "home": "C",
      "tabs": [
        {"id": "b", "title": "B", "icon": "house", "root": "B"},
        {"id": "c", "root": "C", "stack": false}
      ],
      "screens": [
        {"id": "Launch", "links": [{"kind": "tab", "to": "c", "label": "Start"}]},
        {"id": "B", "title": "Bee", "stack": true, "backButtonHidden": true, "dismissDisabled": true, "hidesTabBar": true},
        {"id": "C", "params": {"param1": "Int", "models": "[Model]"}, "links": ["D", {"kind": "sheet", "to": "E"}, {"kind": "pop"}]},
        {"id": "D"},
        {"id": "E", "links": [{"kind": "dismiss", "label": "Done"}, {"kind": "replace", "to": "B"}, {"kind": "fullScreenCover", "to": "E"}, {"kind": "popover", "to": "D"}, {"kind": "popToRoot"}]}
      ]
    }
    """

  @Test func buildsEveryField() throws {
    let result = LoaderHarness.load(Self.demo)
    #expect(result.diagnostics.isEmpty)
    #expect(!result.hasErrors)
    let app = try #require(result.app)
    #expect(app.name == "Demo")
    #expect(app.entry?.index == 0)
    #expect(app.home?.index == 2)
    #expect(app.tabs.map(\.id) == ["b", "c"])
    #expect(
      app.tabs[0].title == "B" && app.tabs[0].icon == "house" && app.tabs[0].root?.index == 1
        && app.tabs[0].stack)
    #expect(
      app.tabs[1].title == nil && app.tabs[1].icon == nil && app.tabs[1].root?.index == 2
        && !app.tabs[1].stack)
    #expect(app.screens.map(\.id) == ["Launch", "B", "C", "D", "E"])
    let b = app.screens[1]
    #expect(b.title == "Bee" && b.stack && b.backButtonHidden && b.dismissDisabled && b.hidesTabBar)
    let d = app.screens[3]
    #expect(d.title == nil && !d.stack && !d.backButtonHidden && !d.dismissDisabled && !d.hidesTabBar)
    #expect(app.screens[2].params.map(\.name) == ["param1", "models"])
    #expect(app.screens[2].params.map(\.type) == ["Int", "[Model]"])
    #expect(app.screens.map(\.linkIndices) == [0..<1, 1..<1, 1..<4, 4..<4, 4..<9])
    #expect(
      app.links.map(\.kind) == [
        .tab, .push, .sheet, .pop, .dismiss, .replace, .fullScreenCover, .popover, .popToRoot,
      ])
    #expect(app.links.map(\.targetIndex) == [1, 3, 4, nil, nil, 1, 4, 3, nil])
    #expect(app.links.map(\.label) == ["Start", nil, nil, nil, "Done", nil, nil, nil, nil])
    #expect(app.links.allSatisfy { $0.isResolved })
    #expect(result.sources.files.map(\.name) == ["app.json"])
  }

  @Test func keepsOffsetsOfScreensTabsLinksAndTargets() throws {
    let result = LoaderHarness.load(Self.demo)
    let app = try #require(result.app)
    let bytes = Array(Self.demo.utf8)
    func text(at offset: Int, _ count: Int) -> String {
      String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }
    // A screen's offset is its id's value (findings point there); a tab's is its object.
    #expect(app.screens.allSatisfy { bytes[$0.offset!] == UInt8(ascii: "\"") })
    #expect(app.tabs.allSatisfy { bytes[$0.offset!] == UInt8(ascii: "{") })
    #expect(text(at: app.screens[3].offset!, 4) == "\"D\"}")
    // A bare-string link: the link and its target are the string.
    #expect(app.links[1].offset == app.links[1].targetOffset)
    #expect(text(at: app.links[1].offset!, 3) == "\"D\"")
    // An object link: the link is the object, the target is the `to` value.
    #expect(text(at: app.links[2].offset!, 8) == "{\"kind\":")
    #expect(text(at: app.links[2].targetOffset!, 3) == "\"E\"")
    // No `to`: the target offset is the link's.
    #expect(app.links[3].targetOffset == app.links[3].offset)
    let location = try #require(app.location(ofLink: LinkID(2)))
    #expect(location.line == 13 && location.column == 82 && location.path == "screens[2].links[1]")
    let screen = try #require(app.location(ofScreen: ScreenID(3)))
    #expect(screen.line == 14 && screen.column == 12 && screen.path == "screens[3]")
    let tab = try #require(app.location(ofTab: TabID(1)))
    #expect(tab.line == 8 && tab.column == 5 && tab.path == "tabs[1]")
  }

  /// Issue 10: a finding about a screen written over several lines points at its `id` value, so
  /// the line shown under it names the screen; without an id it points at the object.
  @Test func screenFindingsPointAtTheIdValue() throws {
    let json = """
      {
        "entry": "A",
        "screens": [
          {
            "title": "Start",
            "id": "A"
          },
          {
            "id": "Orphan",
            "links": ["A"]
          },
          {
            "title": "no id"
          }
        ]
      }
      """
    let result = LoaderHarness.load(json)
    #expect(LoaderHarness.lines(result) == ["12:5: error: missing required key 'id' in screen [missing-key]"])
    let app = try #require(result.app)
    let orphan = try #require(app.location(ofScreen: ScreenID(1)))
    #expect((orphan.line, orphan.column, orphan.path) == (9, 13, "screens[1]"))
    let first = try #require(app.location(ofScreen: ScreenID(0)))
    #expect((first.line, first.column) == (6, 13))
    #expect(app.location(ofScreen: ScreenID(2))?.line == 12)
    let unreachable = NavigationAnalysis(app).check().findings.first { $0.code == .unreachable }
    #expect(unreachable?.location?.line == 9)
  }

  @Test func homeDefaultsToTheFirstTabsRootThenToEntry() throws {
    let tabs = LoaderHarness.load(
      #"{"entry": "A", "tabs": [{"id": "t", "root": "B"}], "screens": [{"id": "A"}, {"id": "B"}]}"#)
    #expect(tabs.diagnostics.isEmpty)
    #expect(tabs.app?.entry?.index == 0 && tabs.app?.home?.index == 1)
    let entryOnly = LoaderHarness.load(#"{"entry": "B", "screens": [{"id": "A"}, {"id": "B"}]}"#)
    #expect(entryOnly.app?.entry?.index == 1 && entryOnly.app?.home?.index == 1)
    let tabsOnly = LoaderHarness.load(
      #"{"tabs": [{"id": "t", "root": "B"}], "screens": [{"id": "A"}, {"id": "B"}]}"#)
    #expect(tabsOnly.app?.entry == nil && tabsOnly.app?.home?.index == 1)
  }

  @Test func keysMayComeInAnyOrder() throws {
    let result = LoaderHarness.load(
      #"{"screens": [{"links": [{"to": "A", "label": "x", "kind": "sheet"}], "id": "A"}], "tabs": [{"root": "A", "id": "t"}]}"#
    )
    #expect(result.diagnostics.isEmpty)
    let app = try #require(result.app)
    #expect(app.screens[0].linkIndices == 0..<1)
    #expect(app.links[0].kind == .sheet && app.links[0].targetIndex == 0 && app.links[0].label == "x")
  }

  @Test func decodesEscapesInIdsAndTitles() throws {
    let result = LoaderHarness.load(
      #"{"entry": "caf\u00e9", "screens": [{"id": "café", "title": "tab\tline\nquote\" slash\/ \ud83d\ude00", "links": ["caf\u00E9"]}]}"#
    )
    #expect(result.diagnostics.isEmpty)
    let app = try #require(result.app)
    #expect(app.entry?.index == 0)
    #expect(app.links[0].targetIndex == 0)
    #expect(app.screens[0].title == "tab\tline\nquote\" slash/ 😀")
  }

  @Test func notAnObject() {
    for (json, found) in [
      ("[1, 2]", "an array"), ("\"app\"", "a string"), ("12", "a number"), ("null", "null"),
      ("true", "a boolean"),
    ] {
      let result = LoaderHarness.load(json)
      #expect(
        LoaderHarness.lines(result) == [
          "1:1: error: the top level must be an object, found \(found) [not-an-object]"
        ])
      #expect(result.app == nil)
    }
    #expect(
      LoaderHarness.lines(LoaderHarness.load("  hello")) == [
        "1:3: error: expected a value, found 'h' [json-syntax]"
      ])
  }

  @Test func wrongType() {
    let json = """
      {
        "name": 3,
        "entry": "A",
        "screens": [
          {"id": "A", "stack": 1, "title": null, "links": ["A", 7, {"kind": "sheet", "to": false}]},
          {"id": 5, "hidesTabBar": "yes", "params": {"p": 1}},
          [],
          {"id": "C", "links": {}, "params": []}
        ],
        "tabs": "main"
      }
      """
    let result = LoaderHarness.load(json)
    #expect(
      LoaderHarness.lines(result) == [
        "2:11: error: 'name' must be a string, found a number [wrong-type]",
        "5:26: error: 'stack' must be a boolean, found a number [wrong-type]",
        "5:38: error: 'title' must be a string, found null [wrong-type]",
        "5:59: error: a link must be an object or a string, found a number [wrong-type]",
        "5:86: error: 'to' must be a string, found a boolean [wrong-type]",
        "6:12: error: 'id' must be a string, found a number [wrong-type]",
        "6:30: error: 'hidesTabBar' must be a boolean, found a string [wrong-type]",
        "6:53: error: 'p' must be a string, found a number [wrong-type]",
        "7:5: error: a screen must be an object, found an array [wrong-type]",
        "8:26: error: 'links' must be an array, found an object [wrong-type]",
        "8:40: error: 'params' must be an object, found an array [wrong-type]",
        "10:11: error: 'tabs' must be an array, found a string [wrong-type]",
      ])
    #expect(
      LoaderHarness.paths(result) == [
        "name", "screens[0].stack", "screens[0].title", "screens[0].links[1]", "screens[0].links[2].to",
        "screens[1].id", "screens[1].hidesTabBar", "screens[1].params.p", "screens[2]", "screens[3].links",
        "screens[3].params", "tabs",
      ])
    // The model stays usable and keeps one screen per element, with defaults where values were wrong.
    let app = result.app
    #expect(app?.screens.map(\.id) == ["A", "", "", "C"])
    #expect(app?.screens[0].stack == false)
    #expect(app?.links.map(\.targetIndex) == [0, nil, nil])
    #expect(app?.name == nil)
  }

  @Test func screensOfTheWrongTypeMakeTheModelUnusable() {
    let result = LoaderHarness.load(#"{"entry": "A", "screens": {"A": {}}}"#)
    #expect(
      LoaderHarness.lines(result) == ["1:27: error: 'screens' must be an array, found an object [wrong-type]"]
    )
    #expect(result.app == nil)
  }

  @Test func missingKey() {
    let json = """
      {
        "tabs": [{"id": "t"}, {"root": "A"}],
        "screens": [{"title": "no id"}, {"id": "A"}]
      }
      """
    let result = LoaderHarness.load(json)
    #expect(
      LoaderHarness.lines(result) == [
        "2:19: error: missing required key 'root' in tab [missing-key]",
        "2:25: error: missing required key 'id' in tab [missing-key]",
        "3:15: error: missing required key 'id' in screen [missing-key]",
      ])
    #expect(LoaderHarness.paths(result) == ["tabs[0]", "tabs[1]", "screens[0]"])
    #expect(result.app?.tabs.map { $0.root?.index } == [nil, 1])

    let noScreens = LoaderHarness.load("{\n  \"entry\": \"A\"\n}")
    #expect(
      LoaderHarness.lines(noScreens) == [
        "1:1: error: missing required key 'screens' in the top-level object [missing-key]"
      ])
    #expect(noScreens.app == nil)
  }

  @Test func duplicateKeyPointsAtTheFirstAndKeepsIt() throws {
    let json = """
      {
        "screens": [
          {"id": "A", "title": "one", "title": "two", "links": [{"kind": "sheet", "to": "A", "kind": "push"}],
           "params": {"p": "Int", "p": "String"}}
        ],
        "entry": "A",
        "entry": "B"
      }
      """
    let result = LoaderHarness.load(json)
    #expect(
      LoaderHarness.lines(result) == [
        "3:33: error: duplicate key 'title' [duplicate-key]",
        "  3:17: note: first defined here",
        "3:88: error: duplicate key 'kind' [duplicate-key]",
        "  3:60: note: first defined here",
        "4:29: error: duplicate key 'p' [duplicate-key]",
        "  4:17: note: first defined here",
        "7:3: error: duplicate key 'entry' [duplicate-key]",
        "  6:3: note: first defined here",
      ])
    #expect(
      LoaderHarness.paths(result) == [
        "screens[0].title", "screens[0].links[0].kind", "screens[0].params.p", "entry",
      ])
    let app = try #require(result.app)
    #expect(app.screens[0].title == "one")
    #expect(app.links[0].kind == .sheet)
    #expect(app.screens[0].params.map(\.type) == ["Int"])
    #expect(app.entry?.index == 0)
  }

  @Test func unknownKeyIsAWarningWithSuggestion() throws {
    let json = """
      {
        "$schema": "x",
        "entyr": "A",
        "screens": [{"id": "A", "titel": "x", "links": [{"to": "A", "lable": "Go"}], "$schema": "y", "color": "red"}],
        "tabs": [{"id": "t", "root": "A", "stak": true}]
      }
      """
    let result = LoaderHarness.load(json)
    #expect(
      LoaderHarness.lines(result) == [
        "3:3: warning: unknown key 'entyr'; did you mean 'entry'? [unknown-key]",
        "4:27: warning: unknown key 'titel'; did you mean 'title'? [unknown-key]",
        "4:63: warning: unknown key 'lable'; did you mean 'label'? [unknown-key]",
        "4:80: warning: unknown key '$schema' [unknown-key]",
        "4:96: warning: unknown key 'color' [unknown-key]",
        "5:37: warning: unknown key 'stak'; did you mean 'stack'? [unknown-key]",
      ])
    #expect(
      LoaderHarness.paths(result) == [
        "entyr", "screens[0].titel", "screens[0].links[0].lable", "screens[0].$schema", "screens[0].color",
        "tabs[0].stak",
      ])
    #expect(!result.hasErrors)
    #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(try #require(result.app).links[0].label == nil)
  }

  @Test func missingAndUnexpectedTargets() {
    let json = """
      {"entry": "A", "tabs": [{"id": "t", "root": "A"}], "screens": [{"id": "A", "links": [
        {"kind": "push"}, {"label": "x"}, {"kind": "tab"}, {"kind": "pop", "to": "A"}, {"kind": "dismiss", "to": 3},
        {"kind": "popToRoot", "to": "A"}
      ]}]}
      """
    let result = LoaderHarness.load(json)
    #expect(
      LoaderHarness.lines(result) == [
        "2:3: error: missing 'to': a 'push' link needs a target screen [missing-target]",
        "2:21: error: missing 'to': a 'push' link needs a target screen [missing-target]",
        "2:37: error: missing 'to': a 'tab' link needs a target tab [missing-target]",
        "2:76: error: a 'pop' link takes no 'to' [unexpected-target]",
        "2:108: error: 'to' must be a string, found a number [wrong-type]",
        "2:108: error: a 'dismiss' link takes no 'to' [unexpected-target]",
        "3:31: error: a 'popToRoot' link takes no 'to' [unexpected-target]",
      ])
    #expect(
      LoaderHarness.paths(result) == [
        "screens[0].links[0]", "screens[0].links[1]", "screens[0].links[2]", "screens[0].links[3].to",
        "screens[0].links[4].to", "screens[0].links[4].to", "screens[0].links[5].to",
      ])
  }

  @Test func unknownKind() throws {
    let result = LoaderHarness.load(
      #"{"entry": "A", "screens": [{"id": "A", "links": [{"kind": "shet", "to": "A"}, {"kind": "modal", "to": "A"}, {"kind": "fullscreencover", "to": "A"}]}]}"#
    )
    #expect(
      LoaderHarness.lines(result) == [
        "1:59: error: unknown link kind 'shet'; did you mean 'sheet'? [unknown-kind]",
        "1:88: error: unknown link kind 'modal'; expected one of: push, sheet, fullScreenCover, popover, tab, "
          + "replace, pop, popToRoot, dismiss, dismissAction [unknown-kind]",
        "1:118: error: unknown link kind 'fullscreencover'; did you mean 'fullScreenCover'? [unknown-kind]",
      ])
    let app = try #require(result.app)
    #expect(app.links.count == 3)
    #expect(app.links.allSatisfy { $0.destination == nil })
  }

  @Test func emptyId() {
    let result = LoaderHarness.load(
      #"{"entry": "A", "tabs": [{"id": "", "root": "A"}], "screens": [{"id": "A", "links": [""]}, {"id": ""}]}"#
    )
    #expect(
      LoaderHarness.lines(result) == [
        "1:32: error: tab id is empty [empty-id]",
        "1:85: error: unknown screen '' [unknown-id]",
        "1:98: error: screen id is empty [empty-id]",
      ])
  }

  @Test func formatOneIsReadAndIsTheDefault() {
    let declared = LoaderHarness.load(#"{"format": "1", "entry": "A", "screens": [{"id": "A"}]}"#)
    #expect(declared.diagnostics.isEmpty && declared.app?.screens.count == 1)
    let implicit = LoaderHarness.load(#"{"entry": "A", "screens": [{"id": "A"}]}"#)
    #expect(implicit.diagnostics.isEmpty && implicit.app?.screens.count == 1)
    #expect(FormatSpec.app.key(named: "format")?.defaultValue == "\"\(FormatSpec.versions[0])\"")
  }

  /// A later version is one located error that ends the load: no cascade of unknown keys.
  @Test func anUnknownVersionEndsTheLoad() {
    let later = LoaderHarness.load(
      #"{"format": "1.2", "entry": "A", "screens": [{"id": "A", "links": [{"kind": "then"}]}]}"#)
    #expect(
      LoaderHarness.lines(later) == [
        "1:12: error: unknown format '1.2': this version of NavGraph reads format '1' and '1.1' [unknown-format]"
      ])
    #expect(later.app == nil && later.hasErrors)
    #expect(later.diagnostics[0].location?.path == nil)
    // Keys before it are read (and reported), as before a syntax error.
    let late = LoaderHarness.load(#"{"screens": [{"id": "A", "titel": "x"}], "format": "2"}"#)
    #expect(late.diagnostics.map(\.code) == [.unknownKey, .unknownFormat])
  }

  @Test func aVersionThatIsNotAStringIsAWrongType() {
    let number = LoaderHarness.load(#"{"format": 1, "entry": "A", "screens": [{"id": "A"}]}"#)
    #expect(
      LoaderHarness.lines(number) == ["1:12: error: 'format' must be a string, found a number [wrong-type]"])
    #expect(LoaderHarness.paths(number) == ["format"])
    #expect(number.app?.screens.count == 1)
  }

  @Test func theSchemaListsTheVersionsRead() throws {
    let data = try Data(contentsOf: PackageRoot.url.appendingPathComponent("schema/navgraph.schema.json"))
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    let format = try #require(properties["format"] as? [String: Any])
    #expect(format["enum"] as? [String] == FormatSpec.versions)
  }
}
