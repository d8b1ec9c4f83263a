import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// Compound actions on the map (format 1.1 `then`): one edge to the screen the action ends on, drawn
/// as the move that reaches it, with the parts in its tooltip (DOT, SVG), in a comment (Mermaid) and
/// in the viewer's data; with labels on, the label adds the kinds only, short.
@Suite struct CompoundActionRenderingTests {
  /// A sheet over Home's stack whose button dismisses the sheet, then pushes Profile (a value);
  /// another dismisses it, then selects the tab (ending on the tab's root, Home).
  static let app: App = {
    let result = LoaderHarness.load(
      """
      {"format": "1.1", "tabs": [{"id": "main", "root": "Home"}],
       "screens": [
        {"id": "Home", "stack": true, "destinations": ["Route"], "links": [{"kind": "sheet", "to": "Sheet", "label": "Open"}]},
        {"id": "Sheet", "links": [
          {"kind": "dismiss", "label": "See profile", "then": [{"to": "Profile", "value": "Route"}]},
          {"kind": "dismiss", "label": "Home", "then": [{"kind": "tab", "to": "main"}, {"kind": "popToRoot"}]}]},
        {"id": "Profile"}
       ]}
      """)
    return result.app!
  }()

  func map(_ options: RenderOptions = RenderOptions()) throws -> NavigationMap {
    try NavigationMap(app: Self.app, checkResult: nil, options: options)
  }

  @Test func anActionIsOneEdgeToTheScreenItEndsOnWithItsParts() throws {
    let map = try map()
    let compound = map.edges.filter { !$0.compoundActions.isEmpty }
    #expect(
      compound.map { "\($0.from) \($0.to) \($0.kind) \($0.compoundActions)" } == [
        "screen(1) screen(2) push [\"dismiss, then push \\'Profile\\' (value Route)\"]",
        "screen(1) screen(0) tab [\"dismiss, then tab \\'main\\', popToRoot\"]",
      ])
    #expect(compound.allSatisfy { $0.labels.isEmpty })
    let labelled = try self.map(RenderOptions(labels: true)).edges.filter { !$0.compoundActions.isEmpty }
    #expect(
      labelled.map(\.labels) == [
        ["See profile", "(dismiss, then push)"], ["Home", "(dismiss, then tab, then popToRoot)"],
      ])
  }

  @Test func dotTooltipsAndMermaidCommentsNameTheParts() throws {
    let dot = DOTWriter.write(try map(), elementIDs: true)
    let edge = try #require(dot.split(separator: "\n").first { $0.hasPrefix("  \"n1\" -> \"n2\" [") })
    #expect(
      edge.contains(#"tooltip="Sheet → Profile: push\ndismiss, then push 'Profile' (value Route)""#),
      "\(edge)")
    let mermaid = MermaidWriter.write(try map())
    #expect(
      mermaid.contains(
        "  %% compound action: dismiss, then push 'Profile' (value Route)\n  n1 --> n2\n"), "\(mermaid)")
    #expect(mermaid.contains("  %% compound action: dismiss, then tab 'main', popToRoot\n"))
  }

  @Test func viewerDataGivesTheLinksParts() throws {
    let reports = ViewerReports(app: Self.app, file: "app.json")
    let map = try NavigationMap(app: Self.app, checkResult: reports.checkResult, options: RenderOptions())
    guard case .object(let document) = ViewerMapData.json(app: Self.app, map: map, reports: reports),
      case .array(let screens)? = document["screens"], case .object(let sheet) = screens[1],
      case .array(let links)? = sheet["links"]
    else {
      Issue.record("no links of 'Sheet'")
      return
    }
    let texts = links.map {
      $0.serialized().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    }
    #expect(texts.count == 2)
    #expect(
      texts[0].contains(#""then": "push 'Profile' (value Route)""#) && texts[0].contains(#""screen": 2"#),
      "\(texts)")
    #expect(texts[1].contains(#""then": "tab 'main', popToRoot""#) && texts[1].contains(#""screen": 0"#))
  }
}
