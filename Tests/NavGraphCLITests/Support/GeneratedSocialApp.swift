import Foundation
import NavGraphTestSupport

/// A generated app description shaped like a real social app (issue 14's shape), of any size:
/// five tabs, each a tree of its own screens; a router group of shared destinations that every tab
/// pushes and that push each other; sheets with their own stacks; a settings area; plus one
/// unreachable screen and one full-screen cover without a way out, so that `check` has findings of
/// several kinds. Deterministic: the same size and seed give the same text.
enum GeneratedSocialApp {
  static func json(screens total: Int, seed: UInt64 = 1) -> String {
    precondition(total >= 60, "the shape needs at least 60 screens")
    var random = SplitMix64(seed: seed)
    func below(_ n: Int) -> Int { random.int(n) }

    let tabs = ["Home", "Explore", "Activity", "Messages", "Me"]
    let destinations = max(10, total / 12)
    let settings = 8
    let flowSize = 3
    let flows = max(2, total / 25)
    let fixed = destinations + settings + flows * flowSize + 2  // + the orphan and the dead-end cover
    let perTab = (total - fixed) / tabs.count
    let extra = (total - fixed) - perTab * tabs.count  // given to the first tab

    struct Screen {
      var id: String
      var title: String
      var links: [String] = []
      var flags: [String] = []
    }
    var screens: [Screen] = []
    func link(_ kind: String, _ to: String?, _ label: String) -> String {
      var parts = ["\"kind\": \"\(kind)\""]
      if let to { parts.append("\"to\": \"\(to)\"") }
      parts.append("\"label\": \"\(label)\"")
      return "{ " + parts.joined(separator: ", ") + " }"
    }
    let destination = (0..<destinations).map { "Destination\($0)" }
    let flowRoots = (0..<flows).map { "Sheet\($0)_0" }

    for (t, name) in tabs.enumerated() {
      let count = perTab + (t == 0 ? extra : 0)
      let first = screens.count
      for i in 0..<count {
        var screen = Screen(id: i == 0 ? name : "\(name)\(i)", title: i == 0 ? name : "\(name) page \(i)")
        if i > 0 {
          let parent = first + below(i)
          screens[parent].links.append(link("push", screen.id, "Open \(screen.title)"))
        }
        for _ in 0..<(1 + below(2)) {
          let d = destination[below(destinations)]
          screen.links.append(link("push", d, "Show \(d)"))
        }
        if below(6) == 0 { screen.links.append(link("sheet", flowRoots[below(flows)], "Compose")) }
        screens.append(screen)
      }
      if t == 0 { screens[first].links.append(link("fullScreenCover", "Promo", "Watch the promo")) }
      if t == tabs.count - 1 { screens[first].links.append(link("push", "Settings0", "Settings")) }
    }
    for (k, id) in destination.enumerated() {
      var screen = Screen(id: id, title: "Destination \(k)")
      for _ in 0..<3 {
        let d = destination[below(destinations)]
        if d != id { screen.links.append(link("push", d, "Open \(d)")) }
      }
      if below(4) == 0 { screen.links.append(link("sheet", flowRoots[below(flows)], "Share")) }
      screens.append(screen)
    }
    for f in 0..<flows {
      for i in 0..<flowSize {
        var screen = Screen(id: "Sheet\(f)_\(i)", title: "Sheet \(f) step \(i + 1)")
        if i == 0 {
          screen.flags.append("\"stack\": true")
          screen.links.append(link("dismiss", nil, "Cancel"))
        }
        if i + 1 < flowSize {
          screen.links.append(link("push", "Sheet\(f)_\(i + 1)", "Next"))
        } else {
          screen.links.append(link("dismiss", nil, "Done"))
        }
        screens.append(screen)
      }
    }
    for i in 0..<settings {
      var screen = Screen(id: "Settings\(i)", title: i == 0 ? "Settings" : "Settings page \(i)")
      if i == 0 {
        for j in 1..<settings { screen.links.append(link("push", "Settings\(j)", "Settings page \(j)")) }
        screen.links.append(link("tab", "home", "Back to home"))
      }
      screens.append(screen)
    }
    screens.append(Screen(id: "Promo", title: "Promo video"))
    screens.append(Screen(id: "Orphan", title: "Old menu", links: [link("push", destination[0], "Open")]))
    precondition(screens.count == total)

    var out = "{\n  \"name\": \"Generated social app (\(total) screens)\",\n  \"tabs\": [\n"
    out += tabs.enumerated().map { t, name in
      "    { \"id\": \"\(name.lowercased())\", \"title\": \"\(name)\", \"root\": \"\(name)\" }"
    }.joined(separator: ",\n")
    out += "\n  ],\n  \"screens\": [\n"
    out += screens.map { screen in
      var parts = ["\"id\": \"\(screen.id)\"", "\"title\": \"\(screen.title)\""] + screen.flags
      if !screen.links.isEmpty {
        parts.append("\"links\": [\n      " + screen.links.joined(separator: ",\n      ") + "\n    ]")
      }
      return "    { " + parts.joined(separator: ", ") + " }"
    }.joined(separator: ",\n")
    out += "\n  ]\n}\n"
    return out
  }
}
