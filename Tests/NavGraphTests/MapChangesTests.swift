import NavGraph
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// `render --diff`: what changed since an older version, marked on the map (`MapChanges`).
@Suite struct MapChangesTests {
  static let old = LoaderHarness.app(
    screens: #"""
      {"id": "A", "links": ["B", {"kind": "sheet", "to": "Old", "label": "Legacy"}]},
      {"id": "B"},
      {"id": "Old", "links": [{"kind": "dismiss"}, "B"]}
      """#)
  static let new = LoaderHarness.app(
    screens: #"""
      {"id": "A", "links": ["B", {"kind": "sheet", "to": "New", "label": "Fresh"}]},
      {"id": "B"},
      {"id": "New", "links": [{"kind": "dismiss"}]}
      """#)

  static func map(legend: Bool = false, labels: Bool = true) throws -> NavigationMap {
    let old = LoaderHarness.load(Self.old)
    let new = LoaderHarness.load(Self.new)
    let diff = NavigationDiff(
      old: NavigationDiff.Version(load: old)!, new: NavigationDiff.Version(load: new)!)
    var options = RenderOptions(format: .dot, noLayout: true, labels: labels, legend: legend)
    options.changes = MapChanges(diff: diff, old: old.app!, new: new.app!)
    return try NavigationMap(app: new.app!, checkResult: nil, options: options)
  }

  @Test func addedScreensAndLinksAreMarkedRemovedOnesAreGhosts() throws {
    let map = try Self.map()
    #expect(map.nodes.map(\.isAdded) == [false, false, true])
    #expect(map.edges.map(\.isAdded) == [false, true])
    let changes = try #require(map.changes)
    #expect(changes.ghosts == ["Old"])
    #expect(
      changes.ghostLinks == [
        MapChanges.GhostLink(from: .screen(0), to: .ghost(0), kind: .sheet, label: "Legacy"),
        MapChanges.GhostLink(from: .ghost(0), to: .screen(1), kind: .push, label: nil),
      ])
    let dot = DOTWriter.write(map)
    #expect(
      dot.contains(
        ##""n2" [label="New\n× dismiss", color="#2f855a", penwidth="2", tooltip="New\n× dismiss"];"##))
    #expect(
      dot.contains(
        ##""g0" [label="Old", style="rounded,dashed", color="#a0aec0", fontcolor="#718096", tooltip="removed: Old"];"##
      ))
    #expect(
      dot.contains(
        ##""n0" -> "g0" [style="dashed", color="#a0aec0", fontcolor="#718096", label="Legacy", tooltip="removed: sheet link"];"##
      ))
    #expect(
      dot.contains(##""n0" -> "n2" [style="dashed", color="#2f855a", penwidth="2", fontcolor="#2f855a""##))
    let mermaid = MermaidWriter.write(map)
    #expect(mermaid.contains("  g0(\"Old\")\n"))
    #expect(mermaid.contains("  n0 -.->|\"Legacy\"| g0\n  g0 -.-> n1\n"))
    #expect(mermaid.contains("  class n2 added\n  class g0 removed\n"))
    #expect(mermaid.contains("  linkStyle 2 stroke:#2f855a,stroke-width:2px,color:#2f855a\n"))
    #expect(mermaid.contains("  linkStyle 3,4 stroke:#a0aec0,stroke-dasharray: 4 3,color:#718096\n"))
  }

  @Test func ghostLabelsOnlyWithLabels() throws {
    let map = try Self.map(labels: false)
    #expect(map.changes?.ghostLinks.map(\.label) == [nil, nil])
  }

  @Test func theLegendShowsAddedAndRemoved() throws {
    let map = try Self.map(legend: true)
    let dot = DOTWriter.write(map)
    #expect(dot.contains(##""legend_added" [label="added", color="#2f855a", penwidth="2"];"##))
    #expect(dot.contains(##"label="removed link""##))
    let mermaid = MermaidWriter.write(map)
    #expect(mermaid.contains("legend_added(\"added\")"))
    #expect(mermaid.contains("class n2,legend_added added"))
    #expect(mermaid.contains("[\"removed link\"] -.-> "))
    // Without changes, no such entries.
    var options = RenderOptions(format: .dot, noLayout: true, legend: true)
    options.changes = nil
    let plain = try NavigationMap(app: LoaderHarness.load(Self.new).app!, checkResult: nil, options: options)
    #expect(!DOTWriter.write(plain).contains("legend_added"))
  }
}
