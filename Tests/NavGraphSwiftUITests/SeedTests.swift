import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphSwiftUI

/// The four seeds' code (transcribed as fixtures under `Fixtures/Seeds`, with the glue the samples
/// assumed marked `glue`, and the seeds' `...` placeholders for elided code written `// ...`)
/// extracts to the same graph as the matching sample: the same screens, the same tabs (id and
/// root), and the same links by screen, kind and target. Labels, titles and flags are not compared
/// (the samples chose some of them).
///
/// Ids differ where the sample chose names: each seed's mapping below renames the sample's ids to
/// the reader's (the reader names a screen after its view type, and a tab after its `.tag`, or its
/// root screen when it has no tag).
@Suite("Seeds extract to their samples")
struct SeedTests {
  /// A graph reduced to what is compared.
  struct Graph: Equatable, CustomStringConvertible {
    var screens: Set<String>
    var tabs: [String]
    var links: [String]

    var description: String {
      "screens: \(screens.sorted())\ntabs: \(tabs)\nlinks:\n  " + links.joined(separator: "\n  ")
    }
  }

  static let samples = PackageRoot.url.appendingPathComponent("samples")

  /// The sample's graph with its ids renamed by `mapping` (ids not in the mapping are kept).
  static func sampleGraph(_ name: String, mapping: [String: String]) throws -> Graph {
    let data = try Data(contentsOf: samples.appendingPathComponent(name))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rename = { (id: String) in mapping[id] ?? id }
    var screens = Set<String>()
    var links: [String] = []
    for screen in json["screens"] as? [[String: Any]] ?? [] {
      let id = rename(screen["id"] as! String)
      screens.insert(id)
      for link in screen["links"] as? [Any] ?? [] {
        if let target = link as? String {
          links.append("\(id) push \(rename(target))")
        } else if let object = link as? [String: Any] {
          let kind = object["kind"] as? String ?? "push"
          let to = (object["to"] as? String).map { " " + rename($0) } ?? ""
          links.append("\(id) \(kind)\(to)")
        }
      }
    }
    let tabs = (json["tabs"] as? [[String: Any]] ?? []).map {
      "\(rename($0["id"] as! String)) -> \(rename($0["root"] as! String))"
    }
    return Graph(screens: screens, tabs: tabs, links: links.sorted())
  }

  static func extractedGraph(_ navigation: ExtractedNavigation) -> Graph {
    var links: [String] = []
    for screen in navigation.screens {
      for link in screen.links {
        links.append("\(screen.id) \(link.move.kind.rawValue)" + (link.move.to.map { " " + $0 } ?? ""))
      }
    }
    return Graph(
      screens: Set(navigation.screens.map(\.id)), tabs: navigation.tabs.map { "\($0.id) -> \($0.root)" },
      links: links.sorted())
  }

  static func diagnostics(_ result: ExtractionResult) -> [String] {
    result.diagnostics.map { "\($0.location.map { "\($0.file):\($0.line)" } ?? "-") \($0.code.rawValue)" }
  }

  @Test func tabsCoordinator() throws {
    // The sample names the tabs b and c; the seed's TabView children have no tag.
    let mapping = ["b": "B", "c": "C"]
    let result = Fixtures.extract("Seeds/TabsCoordinator")
    #expect(
      Self.extractedGraph(result.navigation)
        == (try Self.sampleGraph("tabs-coordinator.json", mapping: mapping)))
    #expect(Self.diagnostics(result) == ["Screens.swift:5 no-app-root"])
    let d = try #require(result.navigation.screens.first { $0.id == "D" })
    #expect(
      d.params == [
        ExtractedParameter(name: "param1", type: "Int"), ExtractedParameter(name: "param2", type: "String"),
      ])
    #expect(result.navigation.screens.first { $0.id == "C" }?.destinations == ["CNavScreens"])
  }

  @Test func programmatic() throws {
    // The sample's Calendar is CalendarRootView: its body is a stack around CalendarView with an
    // Edit link and a title of its own, so the navigation target (pushed from Home) is the screen
    // and CalendarView its content, the convention of the held-out conversions (issue 13).
    let mapping = [
      "Home": "HomeView", "Search": "SearchView", "Settings": "SettingsView", "Calendar": "CalendarRootView",
      "CalendarEdit": "CalendarEditView", "VideoExport": "VideoExportView",
      "VideoExportFinished": "VideoExportFinishedView",
    ]
    let result = Fixtures.extract("Seeds/Programmatic")
    #expect(
      Self.extractedGraph(result.navigation) == (try Self.sampleGraph("programmatic.json", mapping: mapping)))
    // The views the seed names but does not show are screens without links.
    #expect(
      Self.diagnostics(result) == [
        "CalendarRootView.swift:19 unresolved-navigation", "RootView.swift:28 unresolved-navigation",
        "RootView.swift:32 unresolved-navigation",
      ])
    let finished = try #require(result.navigation.screens.first { $0.id == "VideoExportFinishedView" })
    #expect(finished.backButtonHidden && finished.title == "Export completed")
    #expect(result.navigation.screens.first { $0.id == "VideoExportView" }?.stack == true)
  }

  @Test func router() throws {
    let mapping = ["pageA": "PageAView", "pageB": "PageBView"]
    let result = Fixtures.extract("Seeds/Router")
    #expect(Self.extractedGraph(result.navigation) == (try Self.sampleGraph("router.json", mapping: mapping)))
    #expect(result.diagnostics.isEmpty)
    #expect(result.navigation.entry == "ContentView")
    #expect(
      result.navigation.screens.first { $0.id == "PageAView" }?.params == [
        ExtractedParameter(name: "models", type: "[Model]")
      ])
  }

  @Test func launchTabs() throws {
    let mapping = [
      "first": "0", "second": "1", "third": "2", "fourth": "3", "center": "CenterView", "web": "WebView",
    ]
    let result = Fixtures.extract("Seeds/LaunchTabs")
    #expect(
      Self.extractedGraph(result.navigation) == (try Self.sampleGraph("launch-tabs.json", mapping: mapping)))
    #expect(result.navigation.entry == "LaunchView")
    // The TabView is inside LaunchView's stack (a note), SecondView and ThirdView are not shown,
    // and FirstView pushes CenterView, the root's tab bar, read as one screen (a warning).
    #expect(
      Self.diagnostics(result) == [
        "CenterView.swift:11 unresolved-navigation", "CenterView.swift:18 unresolved-navigation",
        "CenterView.swift:24 unresolved-navigation", "Glue.swift:18 unresolved-navigation",
      ])
    #expect(result.navigation.screens.first { $0.id == "FourthView" }?.destinations == ["QDRoute"])
  }
}
