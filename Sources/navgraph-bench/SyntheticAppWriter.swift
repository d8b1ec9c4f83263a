import Foundation
import NavGraph

/// Figures of a generated description, counted while it is written.
struct GenerationStats {
  var screens = 0
  var links = 0
  var bytes = 0
  /// Links per kind, in `LinkKind`'s declaration order.
  private var kinds = [Int](repeating: 0, count: LinkKind.allCases.count)
  var maxTabDepth = 0
  var modalFlows = 0
  var deadEnds = 0
  var unreachable = 0

  var averageOutDegree: Double { screens == 0 ? 0 : Double(links) / Double(screens) }

  mutating func count(_ kind: LinkKind, times: Int = 1) {
    kinds[GenerationStats.index(of: kind)] += times
  }

  /// The number of links of `kind` written.
  func links(_ kind: LinkKind) -> Int { kinds[GenerationStats.index(of: kind)] }

  /// The links written per kind, kinds with none left out: `push 3,683,185, sheet 301,330, …`.
  var kindSummary: String {
    LinkKind.allCases.filter { links($0) > 0 }.map { "\($0.rawValue) \(Format.count(links($0)))" }
      .joined(separator: ", ")
  }

  private static func index(of kind: LinkKind) -> Int {
    switch kind {
    case .push: return 0
    case .sheet: return 1
    case .fullScreenCover: return 2
    case .popover: return 3
    case .tab: return 4
    case .replace: return 5
    case .pop: return 6
    case .popToRoot: return 7
    case .dismiss: return 8
    case .dismissAction: return 9
    }
  }
}

/// Writes a synthetic app description in NavGraph format 1, deterministic by seed, in the shape of
/// `gen_app.py` (see `SyntheticAppShape`):
/// - tabs `tab0`…, each owning a random push tree of screens `t<tab>_<n>` (root `t<tab>_0`, depth
///   about 4 to 8);
/// - 1 to 5 cross links per tab screen to screens of any tab, biased toward shallow hubs (push cycles);
/// - modal flows `m<flow>_<n>` (about 10% of the screens) presented by sheet (75%) or fullScreenCover
///   from 45% of the tab screens, half of them with their own stack and pushes, each root with a
///   `dismiss` link and sometimes a `tab` link;
/// - a few `tab`, `pop` and `popToRoot` links; dead ends `d<n>` (full-screen covers without links);
///   about 1% unreachable screens `u<n>`;
/// - push links as bare strings two times in three, else in object form; about 4 links per screen.
///
/// The app launches on the tab bar (no `entry`). Screens are written as they are generated, one
/// per line, so time and memory are linear in the screens and links (memory: one tree at a time).
///
/// With `floors`, the same app with floors above the roots, where the trap analysis has real work
/// (docs/TRAPS.md): 1% of the pushed tab screens get `backButtonHidden`, 1% `hidesTabBar`, and 5%
/// of the modal flows' roots lose their `dismiss` link. Those choices come from a second generator,
/// so every other byte is the plain app's.
enum SyntheticAppWriter {
  /// A screen id: `<prefix><a>` or `<prefix><a>_<b>`.
  struct ScreenID: Equatable {
    var prefix: UInt8
    var a: Int
    var b: Int

    static func tab(_ t: Int, _ i: Int) -> ScreenID { ScreenID(prefix: UInt8(ascii: "t"), a: t, b: i) }
    static func modal(_ f: Int, _ i: Int) -> ScreenID { ScreenID(prefix: UInt8(ascii: "m"), a: f, b: i) }
    static func deadEnd(_ k: Int) -> ScreenID { ScreenID(prefix: UInt8(ascii: "d"), a: k, b: -1) }
    static func unreachable(_ k: Int) -> ScreenID { ScreenID(prefix: UInt8(ascii: "u"), a: k, b: -1) }
  }

  /// A link as it will be written.
  struct GeneratedLink {
    var kind: LinkKind
    /// The target screen for screen links; nil for `tab` and targetless links.
    var screen: ScreenID?
    /// The target tab of a `tab` link.
    var tab = 0
    /// Written as a bare string (push only).
    var bare = false
    var label: StaticString = ""
  }

  /// Flags a screen is written with besides `stack`.
  struct ScreenFlags {
    var backButtonHidden = false
    var hidesTabBar = false
  }

  static func write(
    screens n: Int, seed: UInt64, tabs: Int, floors: Bool = false, to out: inout JSONFileWriter
  ) -> GenerationStats {
    var random = SeededRandom(seed: seed)
    var floorRandom = SeededRandom(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
    let shape = SyntheticAppShape(screens: n, tabs: tabs, random: &random)
    var stats = GenerationStats()
    stats.modalFlows = shape.flows.count
    stats.deadEnds = shape.deadEnds
    stats.unreachable = shape.unreachable

    var deadEndsOf: [Int: [Int]] = [:]
    for (k, host) in shape.deadEndHosts.enumerated() {
      deadEndsOf[host.tab << 32 | host.index, default: []].append(k)
    }

    out.raw("{\n  \"name\": \"Synthetic app (")
    out.integer(n)
    out.raw(" screens, seed ")
    out.integer(Int(seed))
    out.raw(")\",\n  \"tabs\": [\n")
    for t in 0..<tabs {
      out.raw(t == 0 ? "    {\"id\": \"tab" : ",\n    {\"id\": \"tab")
      out.integer(t)
      out.raw("\", \"title\": \"Tab ")
      out.integer(t)
      out.raw("\", \"icon\": \"circle\", \"root\": ")
      writeID(.tab(t, 0), to: &out)
      out.raw("}")
    }
    out.raw("\n  ],\n  \"screens\": [\n")

    var links: [GeneratedLink] = []
    links.reserveCapacity(64)

    for (t, size) in shape.tabSizes.enumerated() {
      let depthGoal = min(8, max(4, Int((log(Double(max(size, 2))) / log(5)).rounded())))
      let branching = max(2, Int(pow(Double(size), 1 / Double(depthGoal)).rounded()))
      let tree = RandomTree(nodes: size, branching: branching, random: &random)
      stats.maxTabDepth = max(stats.maxTabDepth, tree.maxDepth)
      for i in 0..<size {
        let me = ScreenID.tab(t, i)
        links.removeAll(keepingCapacity: true)
        for c in tree.children(of: i) { links.append(push(.tab(t, c), &random)) }
        for _ in 0..<random.between(1, 5) {
          let to = shape.randomTabScreen(&random)
          if to.tab != t || to.index != i { links.append(push(.tab(to.tab, to.index), &random)) }
        }
        if !shape.flows.isEmpty && random.unit() < 0.45 {
          let f = random.below(shape.flows.count)
          links.append(
            GeneratedLink(
              kind: shape.flows[f].fullScreen ? .fullScreenCover : .sheet, screen: .modal(f, 0),
              label: "Present"))
        }
        for k in deadEndsOf[t << 32 | i] ?? [] {
          links.append(GeneratedLink(kind: .fullScreenCover, screen: .deadEnd(k), label: "Finish"))
        }
        let r = random.unit()
        if r < 0.01 {
          links.append(GeneratedLink(kind: .tab, tab: random.below(tabs), label: "Switch tab"))
        } else if r < 0.03 && tree.depth[i] >= 1 {
          links.append(GeneratedLink(kind: .pop, label: "Back"))
        } else if r < 0.04 && tree.depth[i] >= 2 {
          links.append(GeneratedLink(kind: .popToRoot, label: "Start over"))
        }
        var flags = ScreenFlags()
        if floors && i > 0 {
          let f = floorRandom.unit()
          flags.backButtonHidden = f < 0.01
          flags.hidesTabBar = f >= 0.01 && f < 0.02
        }
        writeScreen(
          me, title: "Tab ", t, " screen ", i, stack: false, flags: flags, links: links, to: &out,
          stats: &stats)
      }
    }

    for (f, flow) in shape.flows.enumerated() {
      let tree = RandomTree(nodes: flow.size, branching: 2, random: &random)
      for i in 0..<flow.size {
        links.removeAll(keepingCapacity: true)
        for c in tree.children(of: i) { links.append(push(.modal(f, c), &random)) }
        if flow.stack && random.unit() < 0.5 {
          let to = shape.randomTabScreen(&random)
          links.append(push(.tab(to.tab, to.index), &random))
        }
        if i == 0 {
          if !floors || floorRandom.unit() >= 0.05 {
            links.append(GeneratedLink(kind: .dismiss, label: "Close"))
          }
          if random.unit() < 0.1 {
            links.append(GeneratedLink(kind: .tab, tab: random.below(tabs), label: "Go to tab"))
          }
        }
        writeScreen(
          .modal(f, i), title: "Modal ", f, " screen ", i, stack: flow.stack && i == 0, links: links,
          to: &out,
          stats: &stats)
      }
    }

    links.removeAll()
    for k in 0..<shape.deadEnds {
      writeScreen(
        .deadEnd(k), title: "Dead end d", k, "", -1, stack: false, links: links, to: &out, stats: &stats)
    }

    for k in 0..<shape.unreachable {
      links.removeAll(keepingCapacity: true)
      for c in [2 * k + 1, 2 * k + 2] where c < shape.unreachable {
        links.append(push(.unreachable(c), &random))
      }
      let to = shape.randomTabScreen(&random)
      links.append(push(.tab(to.tab, to.index), &random))
      writeScreen(
        .unreachable(k), title: "Legacy ", k, "", -1, stack: k == 0, links: links, to: &out, stats: &stats)
    }
    out.raw("\n  ]\n}\n")
    stats.bytes = out.byteCount
    return stats
  }

  /// A push link: a bare string two times in three, else the object form labelled `Open <id>`.
  private static func push(_ to: ScreenID, _ random: inout SeededRandom) -> GeneratedLink {
    GeneratedLink(kind: .push, screen: to, bare: random.unit() < 0.67)
  }

  /// Writes one screen object on its own line: id, title (`<words1><a><words2><b>`, `b` omitted
  /// when negative), `stack` and the `flags` when set, and `links` when there are any.
  private static func writeScreen(
    _ id: ScreenID, title words1: StaticString, _ a: Int, _ words2: StaticString, _ b: Int, stack: Bool,
    flags: ScreenFlags = ScreenFlags(), links: [GeneratedLink], to out: inout JSONFileWriter,
    stats: inout GenerationStats
  ) {
    out.raw(stats.screens == 0 ? "    {\"id\": " : ",\n    {\"id\": ")
    writeID(id, to: &out)
    out.raw(", \"title\": \"")
    out.raw(words1)
    out.integer(a)
    if b >= 0 {
      out.raw(words2)
      out.integer(b)
    }
    out.byte(UInt8(ascii: "\""))
    if stack { out.raw(", \"stack\": true") }
    if flags.backButtonHidden { out.raw(", \"backButtonHidden\": true") }
    if flags.hidesTabBar { out.raw(", \"hidesTabBar\": true") }
    if !links.isEmpty {
      out.raw(", \"links\": [")
      for (k, link) in links.enumerated() {
        if k > 0 { out.raw(", ") }
        writeLink(link, to: &out)
        stats.count(link.kind)
      }
      out.byte(UInt8(ascii: "]"))
    }
    out.byte(UInt8(ascii: "}"))
    stats.screens += 1
    stats.links += links.count
  }

  private static func writeLink(_ link: GeneratedLink, to out: inout JSONFileWriter) {
    if link.bare, let screen = link.screen {
      writeID(screen, to: &out)
      return
    }
    out.raw("{\"kind\": \"")
    out.raw(kindName(link.kind))
    out.byte(UInt8(ascii: "\""))
    if let screen = link.screen {
      out.raw(", \"to\": ")
      writeID(screen, to: &out)
    } else if link.kind == .tab {
      out.raw(", \"to\": \"tab")
      out.integer(link.tab)
      out.byte(UInt8(ascii: "\""))
    }
    out.raw(", \"label\": \"")
    if link.kind == .push, let screen = link.screen {
      out.raw("Open ")
      writeIDText(screen, to: &out)
    } else {
      out.raw(link.label)
    }
    out.raw("\"}")
  }

  static func writeID(_ id: ScreenID, to out: inout JSONFileWriter) {
    out.byte(UInt8(ascii: "\""))
    writeIDText(id, to: &out)
    out.byte(UInt8(ascii: "\""))
  }

  private static func writeIDText(_ id: ScreenID, to out: inout JSONFileWriter) {
    out.byte(id.prefix)
    out.integer(id.a)
    if id.b >= 0 {
      out.byte(UInt8(ascii: "_"))
      out.integer(id.b)
    }
  }

  private static func kindName(_ kind: LinkKind) -> StaticString {
    switch kind {
    case .push: return "push"
    case .sheet: return "sheet"
    case .fullScreenCover: return "fullScreenCover"
    case .popover: return "popover"
    case .tab: return "tab"
    case .replace: return "replace"
    case .pop: return "pop"
    case .popToRoot: return "popToRoot"
    case .dismiss: return "dismiss"
    case .dismissAction: return "dismissAction"
    }
  }
}
