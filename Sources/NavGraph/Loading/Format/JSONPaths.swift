/// JSON paths, the JSON format's names for the parts of a description: `screens[3].links[0].to`,
/// `tabs[1].root`, `entry`; the top level has none. A key that is not an identifier is written
/// `["my key"]`. The `ElementPaths` of apps loaded from JSON, and of apps built in code that should
/// be located as if they were.
public struct JSONPaths: ElementPaths {
  /// The JSON format's paths.
  public init() {}

  /// The JSON path of `element`; nil for the top level.
  public func path(of element: SourceElement) -> String? {
    switch element {
    case .app: return nil
    case .entry: return "entry"
    case .home: return "home"
    case .screen(let s): return Self.screen(s.index)
    case .screenID(let s): return Self.screen(s.index) + ".id"
    case .tab(let t): return Self.tab(t.index)
    case .tabID(let t): return Self.tab(t.index) + ".id"
    case .tabRoot(let t): return Self.tab(t.index) + ".root"
    case .link(let s, let position): return Self.link(s.index, position)
    case .linkTarget(let s, let position, let shorthand):
      // A bare-string link is its own target.
      return Self.link(s.index, position) + (shorthand ? "" : ".to")
    case .linkPart(let s, let position, let part): return Self.link(s.index, position) + ".then[\(part)]"
    case .deepLink(let d): return Self.deepLink(d)
    case .deepLinkMove(let d, let position): return Self.deepLink(d) + ".moves[\(position)]"
    }
  }

  static func member(_ parent: String, _ key: String) -> String {
    let identifier =
      !key.isEmpty
      && key.utf8.enumerated().allSatisfy { index, c in
        c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
          || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z"))
          || (index > 0 && c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
      }
    if identifier { return parent.isEmpty ? key : parent + "." + key }
    var quoted = "[\""
    for scalar in key.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case _ where scalar.value < 0x20: quoted += "\\u" + JSONScanner.codePoint(scalar.value).dropFirst(2)
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return parent + quoted + "\"]"
  }

  static func screen(_ s: Int) -> String { "screens[\(s)]" }
  static func link(_ s: Int, _ l: Int) -> String { "screens[\(s)].links[\(l)]" }
  static func tab(_ t: Int) -> String { "tabs[\(t)]" }
  static func deepLink(_ d: Int) -> String { "deepLinks[\(d)]" }
}
