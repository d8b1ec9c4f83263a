import Foundation
import NavGraphTestSupport

/// The descriptions the viewer is tested on: every sample, generated social apps of 300 and 1,000
/// screens, and a description whose name, titles, ids and labels try to break out of the page.
enum ViewerTestInputs {
  static let samples: [String] = {
    let directory = CLI.root.appendingPathComponent("samples").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".json") }.sorted()
  }()

  static let generated = "generated-300"
  static let large = "generated-1000"
  static let hostile = "hostile"
  static let all = samples + [generated, large, hostile]

  /// Text that would run script if the page ever parsed description text as HTML.
  static let hostileTexts = [
    "</script><script>window.__pwned = true</script>",
    "<img src=x onerror=\"window.__pwned = true\">",
    "<svg onload=\"window.__pwned = true\"></svg>",
    "\" onmouseover=\"window.__pwned = true\" x=\"",
    "]]> <!-- --> &amp; &lt;b&gt; &#0; \\N",
    "首页 财富 🧭 \u{2028} end",
  ]

  /// The path of the description named `name` (a sample's file name, `generated`, `large` or
  /// `hostile`); generated ones are written into `directory`. A sample's path is relative
  /// (`samples/social.json`, as the page then shows it, for the README's screenshot) when the tests
  /// run from the package root, as `swift test` does.
  static func path(_ name: String, in directory: URL) throws -> String {
    switch name {
    case generated, large:
      let url = directory.appendingPathComponent(name + ".json")
      try Data(GeneratedSocialApp.json(screens: name == large ? 1_000 : 300).utf8).write(to: url)
      return url.path
    case hostile:
      let url = directory.appendingPathComponent("hostile.json")
      try hostileDescription().write(to: url)
      return url.path
    default:
      let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardized.path
      let runsFromRoot = here == CLI.root.standardized.path
      return runsFromRoot ? "samples/" + name : CLI.sample(name)
    }
  }

  /// A three-tab app whose every piece of text is hostile.
  static func hostileDescription() throws -> Data {
    let t = hostileTexts
    var screens: [[String: Any]] = []
    for (i, text) in t.enumerated() {
      var links: [[String: Any]] = []
      if i + 1 < t.count { links.append(["kind": "push", "to": t[i + 1], "label": t[(i + 2) % t.count]]) }
      if i == 0 { links.append(["kind": "sheet", "to": "sheet " + t[0], "label": t[1]]) }
      screens.append(["id": text, "title": "title " + text, "links": links])
    }
    screens.append(["id": "sheet " + t[0], "title": t[3], "links": [["kind": "dismiss", "label": t[0]]]])
    screens.append(["id": "orphan " + t[1], "title": t[2]])
    let app: [String: Any] = [
      "name": "</title><script>window.__pwned = true</script> " + t[5],
      "tabs": [
        ["id": t[0], "title": t[1], "root": t[0]],
        ["id": "second", "title": t[4], "root": t[4]],
      ],
      "screens": screens,
    ]
    return try JSONSerialization.data(withJSONObject: app, options: [.sortedKeys])
  }
}
