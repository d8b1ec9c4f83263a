import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

/// The HTML viewer in a real browser: for every sample, generated apps of 300 and 1,000 screens
/// and a hostile description, `render --format html` writes the page, headless Chromium opens it inside
/// `ViewerHarness` (which drives it as a user would and records what it shows) and takes a
/// screenshot, and the test compares the record with what `check --format json` and
/// `routes --format json` print: facts, not pixels. The screenshots are kept in
/// `.build/viewer-screenshots/`. Without Chromium the suite is skipped (with the reason), except
/// in CI (`CI=true`), where a missing browser fails it.
@Suite(
  .serialized,
  .enabled(
    if: Chromium.testsEnabled,
    "Chromium is not installed: run 'make deps' (or set NAVGRAPH_CHROMIUM) to run the viewer's browser tests")
)
struct ViewerBrowserTests {
  static let screenshots = CLI.root.appendingPathComponent(".build/viewer-screenshots")

  @Test(arguments: ViewerTestInputs.all)
  func viewerShowsWhatCheckAndRoutesSay(_ name: String) throws {
    let browser = try #require(Chromium.executable, Comment(rawValue: Chromium.missingInCI))
    let directory = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = try ViewerTestInputs.path(name, in: directory)
    let page = directory.appendingPathComponent("map.html")

    let render = CLI.run(["render", input, "-o", page.path])
    #expect(render.status == 0, "\(render)")
    let checkRun = CLI.run(["check", "--format", "json", input])
    let routesRun = CLI.run(["routes", "--format", "json", input])
    #expect(routesRun.status == 0)
    let check = try #require(JSONSerialization.jsonObject(with: Data(checkRun.stdout.utf8)) as? [String: Any])
    let routes = try #require(
      JSONSerialization.jsonObject(with: Data(routesRun.stdout.utf8)) as? [String: Any])
    let findings = try #require(check["findings"] as? [[String: Any]])
    let entries = try #require(routes["routes"] as? [[String: Any]])
    let app = try #require(AppLoader.load(path: input).app)

    // The screen to search for: the one with the longest route (the first of them); the one to
    // click: the next longest, else the launch screen.
    let reachable = entries.enumerated().filter { $0.element["reachable"] as? Bool == true }
    let byLength = reachable.sorted {
      ($0.element["steps"] as! Int, -$0.offset) > ($1.element["steps"] as! Int, -$1.offset)
    }
    let target = try #require(byLength.first)
    let click = byLength.dropFirst().first ?? target
    let targetID = target.element["id"] as! String
    let clickID = click.element["id"] as! String
    let plan = ViewerHarness.Plan(query: targetID, target: targetID, click: clickID)
    let harness = directory.appendingPathComponent("harness.html")
    try Data(ViewerHarness.page(plan: plan).utf8).write(to: harness)

    let screenshot = try Self.screenshot(name.hasSuffix(".json") ? String(name.dropLast(5)) : name)
    let record = try open(harness, browser: browser, screenshot: screenshot)
    try expectReadable(record)

    // The page as it opens: its title, every finding `check` lists, a switch per drawn kind.
    let title = app.name ?? input
    #expect(record["title"] as? String == title)
    #expect((record["documentTitle"] as? String)?.hasPrefix(title) == true)
    let summary = try #require(check["summary"] as? [String: Int])
    #expect(
      record["summary"] as? String
        == "\(plural(summary["errors"]!, "error")), \(plural(summary["warnings"]!, "warning")) in "
        + "\(plural(summary["screens"]!, "screen")) (\(summary["reachable"]!) reachable)")
    let shownFindings = try #require(record["findings"] as? [[String: Any]])
    #expect(shownFindings.map { $0["text"] as? String } == findings.map { findingText($0, file: input) })
    #expect(shownFindings.map { $0["enabled"] as? Bool } == findings.map { $0["screen"] != nil })
    if findings.isEmpty { #expect(record["findingsEmpty"] as? String == "No findings.") }
    let kinds = try #require(record["kinds"] as? [String])
    #expect(Set(kinds) == Set(try #require(record["dataKinds"] as? [String])))
    let drawnKinds = Set(
      app.links.compactMap { link -> String? in
        switch link.kind.target {
        case .none: return nil
        case .screen, .tab: return link.destination != nil ? link.kind.rawValue : nil
        }
      })
    #expect(Set(kinds) == drawnKinds)
    #expect(record["screens"] as? Int == app.screens.count)
    #expect(record["drawnScreens"] as? Int == app.screens.count)
    #expect(record["focusableNodes"] as? Int == app.screens.count)
    let launch = app.entry ?? app.tabs.first?.root ?? ScreenID(0)
    #expect(record["tabStops"] as? [String] == [MapElementID.screen(launch.rawValue)])
    #expect(record["labelledNodes"] as? Int == app.screens.count)
    #expect(record["edgeElements"] as? Int == record["edges"] as? Int)
    // Deep links (format 1.1) are listed from the data the library writes: URL, target, label.
    #expect(record["deepLinksHidden"] as? Bool == app.deepLinks.isEmpty)
    #expect(
      record["deepLinks"] as? [String]
        == app.deepLinks.map { deepLink in
          "\(deepLink.url ?? deepLink.id) → " + (deepLink.to.map { app.screens[$0].displayName } ?? "")
            + (deepLink.label.map { " · ‘\($0)’" } ?? "")
        })
    #expect(record["unlabelledControls"] as? Int == 0)

    // Search finds the screen; Enter selects it and the panel shows its route and findings.
    let targetScreen = app.screens[target.offset]
    let search = try #require(record["search"] as? [String: Any])
    #expect(search["expanded"] as? String == "true")
    let options = try #require(search["options"] as? [String])
    #expect(options.first?.hasPrefix(targetScreen.displayName) == true, "\(options)")
    #expect(search["active"] as? String == "ng-result-0")
    #expect(search["afterDown"] as? String == (options.count > 1 ? "ng-result-1" : "ng-result-0"))
    #expect(search["afterUp"] as? String == "ng-result-0")
    #expect(search["closed"] as? Bool == true)
    let searched = try #require(record["searched"] as? [String: Any])
    try expectSelection(searched, of: target, in: app, findings: findings, file: input)
    #expect(searched["links"] as? Int == app.links(of: ScreenID(target.offset)).count)
    let routeShown = try #require(record["routeShown"] as? [String: Any])
    let linkMoves = (target.element["moves"] as? [[String: Any]] ?? []).filter {
      $0["via"] as? String == "link"
    }
    #expect(routeShown["pressed"] as? String == "true")
    #expect(routeShown["edges"] as? Int == linkMoves.count)
    #expect(routeShown["expected"] as? Int == linkMoves.count)
    #expect((record["noMatch"] as? String)?.hasPrefix("No screen matches") == true)
    #expect(record["noMatchClosed"] as? Bool == true)
    #expect(record["inputCleared"] as? Bool == true)

    // A click on the map selects the screen clicked.
    let clicked = try #require(record["clicked"] as? [String: Any])
    try expectSelection(clicked, of: click, in: app, findings: findings, file: input)

    // Each finding with a screen selects that screen.
    let findingClicks = try #require(record["findingClicks"] as? [[String: Any]])
    let withScreen = findings.compactMap { $0["screen"] as? String }
    #expect(findingClicks.count == withScreen.count)
    for (clickRecord, screen) in zip(findingClicks, withScreen) {
      let index = try #require(app.screen(withID: screen))
      #expect(clickRecord["selected"] as? [String] == [MapElementID.screen(index.rawValue)])
      #expect(clickRecord["current"] as? String == "true")
    }

    // The keyboard, the wheel and a drag move and zoom the view; Escape clears the selection.
    #expect(record["mapFocused"] as? Bool == true)
    let keys = try #require(record["keys"] as? [String: [Double]])
    let fit = try #require(keys["fit"])
    #expect(fit.count == 4)
    #expect(keys["zoomIn"]![2] < fit[2])
    #expect(keys["zoomOut"]![2] > keys["zoomIn"]![2])
    #expect(keys["right"]![0] > fit[0])
    #expect(keys["down"]![1] > keys["right"]![1])
    #expect(keys["wheel"]![2] < fit[2])
    #expect(keys["drag"]![0] < fit[0] && keys["drag"]![1] < fit[1])
    #expect(record["afterEscape"] as? [String: Bool] == ["shown": false, "faded": false])
    #expect(record["nodeFocused"] as? Bool == true)
    let entered = try #require(record["enterSelected"] as? [String: Any])
    #expect(entered["selected"] as? [String] == [entered["node"] as? String ?? "?"])
    #expect(entered["tabStops"] as? [String] == [entered["node"] as? String ?? "?"])

    // The legend's switches hide and show their kind's edges.
    let toggles = try #require(record["toggles"] as? [[String: Any]])
    #expect(toggles.count == kinds.count)
    for toggle in toggles {
      #expect(toggle["hidden"] as? String == "none", "\(toggle)")
      #expect(toggle["shown"] as? String != "none", "\(toggle)")
      #expect(toggle["checked"] as? Bool == true)
    }
    let final = try #require(record["final"] as? [String: Any])
    #expect(final["id"] as? String == targetID)

    try expectScreenshot(screenshot)
  }

  /// In dark mode the page, the panel and the map are dark, and text and lines keep their contrast.
  @Test func darkModeIsReadable() throws {
    let browser = try #require(Chromium.executable, Comment(rawValue: Chromium.missingInCI))
    let directory = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("map.html")
    #expect(CLI.run(["render", CLI.sample("social.json"), "-o", page.path]).status == 0)
    let harness = directory.appendingPathComponent("harness.html")
    let plan = ViewerHarness.Plan(query: "Followers", target: "Followers", click: "Profile")
    try Data(ViewerHarness.page(plan: plan).utf8).write(to: harness)
    let screenshot = try Self.screenshot("social-dark")
    let record = try open(harness, browser: browser, screenshot: screenshot, extra: ["--force-dark-mode"])
    let colors = try #require(record["colors"] as? [String: Any])
    #expect(colors["dark"] as? Bool == true)
    for key in ["page", "panel", "map", "node"] {
      let luminance = try #require(Self.luminance(colors[key] as? String), "\(key): \(colors[key] ?? "none")")
      #expect(luminance < 0.05, "\(key) is not dark: \(colors[key] ?? "")")
    }
    try expectReadable(record)
    #expect((record["searched"] as? [String: Any])?["id"] as? String == "Followers")
    try expectScreenshot(screenshot)
  }

  /// The data format has room for deep links (a later format's): the page lists them when the
  /// data has them, and shows nothing when it has none (every other test).
  @Test func deepLinksAreListedWhenTheDataHasThem() throws {
    let browser = try #require(Chromium.executable, Comment(rawValue: Chromium.missingInCI))
    let directory = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let render = CLI.run(["render", "--format", "html", CLI.sample("social.json")])
    #expect(render.status == 0)
    let post = try #require(
      AppLoader.load(path: CLI.sample("social.json")).app?.screen(withID: "PostDetail"))
    let marker = "<script type=\"application/json\" id=\"ng-map-data\">\n{"
    #expect(render.stdout.contains(marker))
    let page = render.stdout.replacingOccurrences(
      of: marker,
      with: marker
        + #""deepLinks": [{"id": "post", "url": "social://post/{id}", "label": "Open a post", "to": \#(post)}], "#
    )
    try Data(page.utf8).write(to: directory.appendingPathComponent("map.html"))
    let harness = directory.appendingPathComponent("harness.html")
    let plan = ViewerHarness.Plan(query: "PostDetail", target: "PostDetail", click: nil)
    try Data(ViewerHarness.page(plan: plan).utf8).write(to: harness)
    let record = try open(harness, browser: browser, screenshot: nil)
    #expect(record["deepLinksHidden"] as? Bool == false)
    #expect(
      record["deepLinks"] as? [String] == [
        "social://post/{id} \u{2192} Post \u{00B7} \u{2018}Open a post\u{2019}"
      ])
  }

  /// Opens the harness page in Chromium and returns the harness's record, after checking that the
  /// browser finished, logged nothing, and that the page raised no error and ran no injected script.
  func open(
    _ harness: URL, browser: String, screenshot: URL?, extra: [String] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> [String: Any] {
    let run = try Chromium.run(browser, page: harness, screenshot: screenshot, extra: extra)
    #expect(!run.timedOut, "Chromium did not finish", sourceLocation: sourceLocation)
    #expect(run.consoleLines.isEmpty, "console output: \(run.consoleLines)", sourceLocation: sourceLocation)
    let record = try #require(
      ViewerHarness.record(in: run.dom), "no harness record; log:\n\(run.log.suffix(2000))",
      sourceLocation: sourceLocation)
    #expect(
      (record["errors"] as? [String]) == [], "\(record["errors"] ?? "")", sourceLocation: sourceLocation)
    #expect(record["pwned"] as? Bool == false, sourceLocation: sourceLocation)
    return record
  }

  /// Text on the page and in the map's boxes has a contrast of at least 4.5:1 (WCAG AA), the
  /// map's lines at least 3:1 against the map.
  func expectReadable(_ record: [String: Any], sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
  {
    let colors = try #require(record["colors"] as? [String: Any], sourceLocation: sourceLocation)
    func contrast(_ a: String, _ b: String) throws -> Double {
      let la = try #require(
        Self.luminance(colors[a] as? String), "\(a): \(colors[a] ?? "none")", sourceLocation: sourceLocation)
      let lb = try #require(
        Self.luminance(colors[b] as? String), "\(b): \(colors[b] ?? "none")", sourceLocation: sourceLocation)
      return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
    #expect(try contrast("text", "page") >= 4.5, sourceLocation: sourceLocation)
    #expect(try contrast("text", "panel") >= 4.5, sourceLocation: sourceLocation)
    #expect(try contrast("nodeText", "node") >= 4.5, sourceLocation: sourceLocation)
    if colors["edge"] is String { #expect(try contrast("edge", "map") >= 3, sourceLocation: sourceLocation) }
  }

  /// The relative luminance (WCAG 2) of a CSS colour as computed styles give it (`rgb(r, g, b)` or
  /// `rgba(r, g, b, a)` with a = 1), or nil for anything else.
  static func luminance(_ css: String?) -> Double? {
    guard let css, let open = css.firstIndex(of: "("), css.hasSuffix(")") else { return nil }
    let parts = css[css.index(after: open)..<css.index(before: css.endIndex)].split(separator: ",")
      .map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 3 || (parts.count == 4 && parts[3] == 1), parts.allSatisfy({ $0 != nil }) else {
      return nil
    }
    let linear = parts.prefix(3).map { value -> Double in
      let c = value! / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
  }

  /// A fresh path for the screenshot `name` in `.build/viewer-screenshots/`.
  static func screenshot(_ name: String) throws -> URL {
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let url = screenshots.appendingPathComponent(name + ".png")
    try? FileManager.default.removeItem(at: url)
    return url
  }

  /// The screenshot is a PNG of the whole 1400 × 900 window, and not blank.
  func expectScreenshot(_ url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let png = try Data(contentsOf: url)
    #expect(
      Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], sourceLocation: sourceLocation
    )
    #expect(png.count > 20_000, "a \(png.count)-byte screenshot is blank", sourceLocation: sourceLocation)
    if png.count >= 24 {
      let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == 1400 && height == 900, sourceLocation: sourceLocation)
    }
  }

  /// The panel after selecting `entry`'s screen: its id, its node selected, the rest faded, its
  /// route (one line per move, ending in the move's kind and target) and its findings.
  func expectSelection(
    _ shown: [String: Any], of entry: (offset: Int, element: [String: Any]), in app: App,
    findings: [[String: Any]], file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let id = entry.element["id"] as! String
    #expect(shown["shown"] as? Bool == true, sourceLocation: sourceLocation)
    #expect(shown["id"] as? String == id, sourceLocation: sourceLocation)
    #expect(
      shown["title"] as? String == app.screens[entry.offset].displayName, sourceLocation: sourceLocation)
    #expect(
      shown["selected"] as? [String] == [MapElementID.screen(Int32(entry.offset))],
      sourceLocation: sourceLocation)
    #expect(shown["faded"] as? Bool == true, sourceLocation: sourceLocation)
    let moves = entry.element["moves"] as? [[String: Any]] ?? []
    let route = try #require(shown["route"] as? [String], sourceLocation: sourceLocation)
    #expect(route.count == moves.count, sourceLocation: sourceLocation)
    for (line, move) in zip(route, moves) {
      let to = (move["to"] as? String).map { " \u{2018}\($0)\u{2019}" } ?? ""
      #expect(line.hasSuffix("\(move["kind"] as! String)\(to)"), "\(line)", sourceLocation: sourceLocation)
    }
    if !moves.isEmpty, let state = entry.element["state"] as? [String: Any] {
      let text = try #require(shown["state"] as? String, sourceLocation: sourceLocation)
      if let tab = state["tab"] as? String, let stacks = state["stacks"] as? [String: [String]] {
        #expect(
          text.contains(stacks[tab]!.joined(separator: " \u{203A} ")), "\(text)",
          sourceLocation: sourceLocation)
      }
      for modal in state["modals"] as? [[String: Any]] ?? [] {
        let stack = (modal["stack"] as? [String] ?? []).joined(separator: " \u{203A} ")
        #expect(
          text.contains("\(modal["kind"] as! String): \(stack)"), "\(text)", sourceLocation: sourceLocation)
      }
    }
    let about = findings.filter {
      $0["screen"] as? String == id || ($0["cycle"] as? [String])?.contains(id) == true
    }
    #expect(
      shown["findings"] as? [String] == about.map { findingText($0, file: file) },
      sourceLocation: sourceLocation)
  }

  /// A finding as the viewer's lists show it: severity, message, code, and where.
  func findingText(_ finding: [String: Any], file: String) -> String {
    var text = "\(finding["severity"]!)\(finding["message"]!) [\(finding["code"]!)]"
    if let line = finding["line"], let column = finding["column"] { text += "\(file):\(line):\(column)" }
    return text
  }

  func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
