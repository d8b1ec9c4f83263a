import NavGraph

/// Writes an app description in the shape issue 14 designs maps for, the shape of real social apps,
/// deterministic by seed, of any size from 40 screens:
/// - five tabs (`home`, `explore`, `activity`, `messages`, `me`), each a random push tree of its own
///   screens;
/// - a router: `10 + N/20` shared destinations (`Profile`, `Post`, `Comments`, ...) that every tab
///   screen pushes (3 to 5 each) and that push each other (4 to 7 each), so they form one large
///   push group, as profile → followers → profile does;
/// - `N/16` sheets (one in eight a full-screen cover), each a flow of 2 to 4 screens in its own
///   stack (`"stack": true`) that ends with `dismiss`, presented from tab screens (one in six) and
///   from destinations (one in four);
/// - a settings area of `4 + N/25` screens, a push tree under `Settings`, pushed from `Me`;
/// - a `tab` link from the home tab to messages, a full-screen cover without a way out from the home
///   tab (a dead end) and one unreachable screen, so that `check` has findings to draw.
///
/// At 50 screens that is 12 destinations, 6 settings screens, 3 sheets and 4 to 5 screens per tab,
/// with about four links a screen: the 52-screen app of the issue had 236 links and one 12-screen
/// push group. Linear in screens and links; the text is built in memory (the apps are small).
enum SocialAppWriter {
  static let tabs = [
    ("home", "Home", "Feed"), ("explore", "Explore", "Explore"), ("activity", "Activity", "Activity"),
    ("messages", "Messages", "Inbox"), ("me", "Me", "Me"),
  ]
  static let destinationNames = [
    "Profile", "Post", "Comments", "Followers", "Following", "Hashtag", "Place", "Likes", "Reposts",
    "Tagged", "Media", "Collection", "Event", "Group", "Story", "Reel", "Audio", "Product",
  ]

  /// The smallest app the shape fits in.
  static let minimumScreens = 40

  /// The app of `n` screens as JSON text, and what it holds.
  static func json(screens n: Int, seed: UInt64) -> (text: String, stats: GenerationStats) {
    precondition(n >= minimumScreens, "the social shape needs at least \(minimumScreens) screens")
    var random = SeededRandom(seed: seed)
    var stats = GenerationStats()
    stats.screens = n

    let destinations = 10 + n / 20
    let settings = 4 + n / 25
    var flowSizes: [Int] = []
    for _ in 0..<max(2, n / 16) { flowSizes.append(random.between(2, 4)) }
    let flowFullScreen = flowSizes.indices.map { _ in random.below(8) == 0 }
    let tabScreens = n - destinations - settings - flowSizes.reduce(0, +) - 2
    let perTab = tabScreens / tabs.count
    let tabSizes = tabs.indices.map { perTab + ($0 < tabScreens - perTab * tabs.count ? 1 : 0) }
    stats.modalFlows = flowSizes.count + 1
    stats.deadEnds = 1
    stats.unreachable = 1

    struct Screen {
      var id: String
      var title: String
      var stack = false
      var links: [String] = []
    }
    var screens: [Screen] = []
    func link(_ kind: LinkKind, _ to: String?, _ label: String) -> String {
      stats.count(kind)
      stats.links += 1
      var text = "{\"kind\": \"\(kind.rawValue)\""
      if let to { text += ", \"to\": \"\(to)\"" }
      return text + ", \"label\": \"\(label)\"}"
    }
    func destination(_ d: Int) -> (id: String, title: String) {
      let name = destinationNames[d % destinationNames.count]
      let round = d / destinationNames.count
      return round == 0 ? (name, name) : ("\(name)\(round + 1)", "\(name) \(round + 1)")
    }
    func flowRoot(_ f: Int) -> String { "Sheet\(f)_0" }
    func present(_ f: Int, _ label: String) -> String {
      link(flowFullScreen[f] ? .fullScreenCover : .sheet, flowRoot(f), label)
    }
    /// `count` distinct destinations other than `except`, in drawn order.
    func someDestinations(_ count: Int, except: Int?) -> [Int] {
      var chosen: [Int] = []
      while chosen.count < min(count, destinations - (except == nil ? 0 : 1)) {
        let d = random.below(destinations)
        if d != except && !chosen.contains(d) { chosen.append(d) }
      }
      return chosen
    }

    for (t, (_, tabTitle, rootID)) in tabs.enumerated() {
      let tree = RandomTree(nodes: tabSizes[t], branching: 2, random: &random)
      stats.maxTabDepth = max(stats.maxTabDepth, tree.maxDepth)
      func id(_ i: Int) -> String { i == 0 ? rootID : "\(rootID)\(i)" }
      for i in 0..<tabSizes[t] {
        var screen = Screen(id: id(i), title: i == 0 ? tabTitle : "\(tabTitle) \(i)")
        for c in tree.children(of: i) { screen.links.append(link(.push, id(c), "\(tabTitle) \(c)")) }
        for d in someDestinations(random.between(3, 5), except: nil) {
          screen.links.append(link(.push, destination(d).id, "Open \(destination(d).title)"))
        }
        if random.below(6) == 0 { screen.links.append(present(random.below(flowSizes.count), "Compose")) }
        if i == 0 && t == 0 {
          screen.links.append(link(.fullScreenCover, "Promo", "Watch the promo"))
          screen.links.append(link(.tab, "messages", "Direct messages"))
        }
        if i == 0 && t == tabs.count - 1 { screen.links.append(link(.push, "Settings", "Settings")) }
        if tree.depth[i] >= 2 && random.below(8) == 0 {
          screen.links.append(link(.popToRoot, nil, "Start over"))
        }
        screens.append(screen)
      }
    }
    for d in 0..<destinations {
      let (id, title) = destination(d)
      var screen = Screen(id: id, title: title)
      for other in someDestinations(random.between(4, 7), except: d) {
        screen.links.append(link(.push, destination(other).id, destination(other).title))
      }
      if random.below(4) == 0 { screen.links.append(present(random.below(flowSizes.count), "Share")) }
      screens.append(screen)
    }
    for (f, size) in flowSizes.enumerated() {
      for i in 0..<size {
        var screen = Screen(id: "Sheet\(f)_\(i)", title: "Sheet \(f + 1) step \(i + 1)", stack: i == 0)
        if i == 0 { screen.links.append(link(.dismiss, nil, "Cancel")) }
        if i + 1 < size {
          screen.links.append(link(.push, "Sheet\(f)_\(i + 1)", "Next"))
        } else {
          screen.links.append(link(.dismiss, nil, "Done"))
        }
        screens.append(screen)
      }
    }
    let settingsTree = RandomTree(nodes: settings, branching: 3, random: &random)
    for i in 0..<settings {
      let id = i == 0 ? "Settings" : "Settings\(i)"
      var screen = Screen(id: id, title: i == 0 ? "Settings" : "Settings page \(i)")
      for c in settingsTree.children(of: i) { screen.links.append(link(.push, "Settings\(c)", "Page \(c)")) }
      if i > 0 && random.below(3) == 0 { screen.links.append(link(.pop, nil, "Back")) }
      screens.append(screen)
    }
    screens.append(Screen(id: "Promo", title: "Promo video"))
    var orphan = Screen(id: "LegacyMenu", title: "Legacy menu")
    orphan.links.append(link(.push, destination(0).id, "Open \(destination(0).title)"))
    screens.append(orphan)
    precondition(screens.count == n)

    var out = "{\n  \"name\": \"Social (\(n) screens, seed \(seed))\",\n  \"tabs\": [\n"
    out += tabs.map { id, title, root in
      "    {\"id\": \"\(id)\", \"title\": \"\(title)\", \"root\": \"\(root)\"}"
    }
    .joined(separator: ",\n")
    out += "\n  ],\n  \"screens\": [\n"
    out += screens.map { screen in
      var text = "    {\"id\": \"\(screen.id)\", \"title\": \"\(screen.title)\""
      if screen.stack { text += ", \"stack\": true" }
      if !screen.links.isEmpty {
        text += ", \"links\": [\n      " + screen.links.joined(separator: ",\n      ") + "\n    ]"
      }
      return text + "}"
    }.joined(separator: ",\n")
    out += "\n  ]\n}\n"
    stats.bytes = out.utf8.count
    return (out, stats)
  }
}
