package import NavGraph

/// Writes extracted navigation as a format-1.1 app description (docs/FORMAT.md).
///
/// The output is deterministic: keys in a fixed order, arrays in the order of `ExtractedNavigation`
/// (tabs in tab-bar order; screens, links and deep links by source location), and the same bytes for
/// the same input. Screens are written one key per line; tabs, links and moves one object per line,
/// so that a diff shows one changed link as one changed line. Every screen, link and deep link carries
/// `"source": "path:line:column"`. Optional keys are left out when they have no value, and so are
/// booleans that are false; a tab's `stack` is written only when it is false (the format's default is
/// true).
///
/// Strings are escaped as RFC 8259 requires (`"`, `\` and control characters); every other character
/// is written as UTF-8. Complexity: linear in the size of the output.
package enum AppDescriptionWriter {
  /// The description as JSON text, ending in a line break; `ignores` gives the `// navgraph:ignore`
  /// comments of the element written at a location (`ExtractionResult.ignoreComments(at:)`), written
  /// as the element's `ignore` object.
  package static func json(
    _ navigation: ExtractedNavigation, ignores: (SourceLocation) -> [IgnoreComment] = { _ in [] }
  ) -> String {
    var members: [String] = []
    members.append("  \"format\": \"1.1\"")
    if let name = navigation.name { members.append("  \"name\": \(JSONText.quoted(name))") }
    if let entry = navigation.entry { members.append("  \"entry\": \(JSONText.quoted(entry))") }
    if let home = navigation.home { members.append("  \"home\": \(JSONText.quoted(home))") }
    if !navigation.tabs.isEmpty {
      let tabs = navigation.tabs.map { "    " + tabObject($0) }
      members.append("  \"tabs\": [\n" + tabs.joined(separator: ",\n") + "\n  ]")
    }
    let screens = navigation.screens.map { screenObject($0, ignores) }
    members.append(
      "  \"screens\": " + (screens.isEmpty ? "[]" : "[\n" + screens.joined(separator: ",\n") + "\n  ]"))
    if !navigation.deepLinks.isEmpty {
      let links = navigation.deepLinks.map(deepLinkObject)
      members.append("  \"deepLinks\": [\n" + links.joined(separator: ",\n") + "\n  ]")
    }
    return "{\n" + members.joined(separator: ",\n") + "\n}\n"
  }

  private static func tabObject(_ tab: ExtractedTab) -> String {
    var fields = ["\"id\": \(JSONText.quoted(tab.id))"]
    if let title = tab.title { fields.append("\"title\": \(JSONText.quoted(title))") }
    if let icon = tab.icon { fields.append("\"icon\": \(JSONText.quoted(icon))") }
    fields.append("\"root\": \(JSONText.quoted(tab.root))")
    if !tab.stack { fields.append("\"stack\": false") }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  /// `"ignore": { "cycle": "reason" }`, or nil without comments.
  private static func ignoreField(_ comments: [IgnoreComment]) -> String? {
    guard !comments.isEmpty else { return nil }
    let entries = comments.map { "\(JSONText.quoted($0.code)): \(JSONText.quoted($0.reason))" }
    return "\"ignore\": { " + entries.joined(separator: ", ") + " }"
  }

  private static func screenObject(
    _ screen: ExtractedScreen, _ ignores: (SourceLocation) -> [IgnoreComment]
  ) -> String {
    var fields = ["\"id\": \(JSONText.quoted(screen.id))"]
    if let title = screen.title { fields.append("\"title\": \(JSONText.quoted(title))") }
    if screen.stack { fields.append("\"stack\": true") }
    if screen.backButtonHidden { fields.append("\"backButtonHidden\": true") }
    if screen.dismissDisabled { fields.append("\"dismissDisabled\": true") }
    if screen.hidesTabBar { fields.append("\"hidesTabBar\": true") }
    if !screen.params.isEmpty {
      let params = screen.params.map { "\(JSONText.quoted($0.name)): \(JSONText.quoted($0.type))" }
      fields.append("\"params\": { " + params.joined(separator: ", ") + " }")
    }
    if !screen.destinations.isEmpty {
      fields.append(
        "\"destinations\": [" + screen.destinations.map(JSONText.quoted).joined(separator: ", ") + "]")
    }
    if let ignore = ignoreField(ignores(screen.location)) { fields.append(ignore) }
    fields.append("\"source\": \(JSONText.quoted(screen.location.description))")
    if !screen.links.isEmpty {
      let links = screen.links.map { "        " + linkObject($0, ignores) }
      fields.append("\"links\": [\n" + links.joined(separator: ",\n") + "\n      ]")
    }
    return "    {\n" + fields.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
  }

  private static func moveFields(_ move: ExtractedMove) -> [String] {
    var fields = ["\"kind\": \(JSONText.quoted(move.kind.rawValue))"]
    if let to = move.to { fields.append("\"to\": \(JSONText.quoted(to))") }
    if let value = move.value { fields.append("\"value\": \(JSONText.quoted(value))") }
    return fields
  }

  private static func moveObject(_ move: ExtractedMove) -> String {
    "{ " + moveFields(move).joined(separator: ", ") + " }"
  }

  private static func linkObject(_ link: ExtractedLink, _ ignores: (SourceLocation) -> [IgnoreComment])
    -> String
  {
    var fields = moveFields(link.move)
    if let label = link.label { fields.append("\"label\": \(JSONText.quoted(label))") }
    if !link.then.isEmpty {
      fields.append("\"then\": [" + link.then.map(moveObject).joined(separator: ", ") + "]")
    }
    if let ignore = ignoreField(ignores(link.location)) { fields.append(ignore) }
    fields.append("\"source\": \(JSONText.quoted(link.location.description))")
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  private static func deepLinkObject(_ link: ExtractedDeepLink) -> String {
    var fields = ["\"id\": \(JSONText.quoted(link.id))"]
    if let url = link.url { fields.append("\"url\": \(JSONText.quoted(url))") }
    if let label = link.label { fields.append("\"label\": \(JSONText.quoted(label))") }
    if let to = link.to { fields.append("\"to\": \(JSONText.quoted(to))") }
    let moves = link.moves.map { "        " + moveObject($0) }
    fields.append("\"moves\": [\n" + moves.joined(separator: ",\n") + "\n      ]")
    fields.append("\"source\": \(JSONText.quoted(link.location.description))")
    return "    {\n" + fields.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
  }
}

/// The writer's string escaper.
enum JSONText {
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// The string as a JSON string literal: `"`, `\` and control characters escaped.
  static func quoted(_ s: String) -> String {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    out.reserveCapacity(s.utf8.count + 2)
    for byte in s.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x00..<0x20:
        out += Array("\\u00".utf8)
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0x0F)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
    return String(decoding: out, as: UTF8.self)
  }
}
