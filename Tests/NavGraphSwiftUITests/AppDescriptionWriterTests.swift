import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphSwiftUI

/// The format-1.1 JSON the writer produces for a few fixtures, byte for byte (golden files in
/// `Golden/`; `GoldenDirectory` says how to regenerate them).
@Suite struct AppDescriptionWriterTests {
  static let goldens = GoldenDirectory("Tests/NavGraphSwiftUITests/Golden")

  static let cases = [
    ("Seeds/Router", "seed-router.json"), ("Seeds/LaunchTabs", "seed-launch-tabs.json"),
    ("Constructs/CompoundActions.swift", "compound-actions.json"),
    ("Constructs/DeepLinks.swift", "deep-links.json"),
    ("Constructs/Modals.swift", "modals.json"),
  ]

  @Test(arguments: cases) func matchesGolden(_ fixture: String, _ golden: String) {
    let json = AppDescriptionWriter.json(Fixtures.extract(fixture).navigation)
    Self.goldens.expect(json, matches: golden)
  }

  /// The same input gives the same bytes, whatever the order the files are given in.
  @Test func outputIsDeterministic() {
    let (files, _) = SwiftSourceDiscovery.discover(paths: [Fixtures.path("Seeds/Programmatic")])
    let forward = AppDescriptionWriter.json(SwiftUIExtractor.extract(files: files).navigation)
    let backward = AppDescriptionWriter.json(SwiftUIExtractor.extract(files: files.reversed()).navigation)
    #expect(forward == backward)
  }

  /// Strings are escaped as JSON requires; other characters are written as UTF-8.
  @Test func escaping() {
    let navigation = ExtractedNavigation(
      name: "A \"quoted\" \\ name\n", entry: "首页",
      screens: [
        ExtractedScreen(
          id: "首页",
          links: [
            ExtractedLink(
              move: ExtractedMove(kind: .dismissAction), label: "tab\there\u{1}",
              location: .init(
                file: "V.swift", line: 2, column: 3, path: nil, anchor: .init(file: 0, offset: 9)))
          ],
          location: .init(file: "V.swift", line: 1, column: 1, path: nil, anchor: .init(file: 0, offset: 0)))
      ])
    #expect(
      AppDescriptionWriter.json(navigation) == """
        {
          "format": "1.1",
          "name": "A \\"quoted\\" \\\\ name\\n",
          "entry": "首页",
          "screens": [
            {
              "id": "首页",
              "source": "V.swift:1:1",
              "links": [
                { "kind": "dismissAction", "label": "tab\\there\\u0001", "source": "V.swift:2:3" }
              ]
            }
          ]
        }

        """)
  }
}
