/// What an app's sources are written in, so that findings word their fixes in those terms: a key to
/// write in a JSON description, code to write in SwiftUI sources (`navgraph check Sources/`).
public enum SourceFormat: Sendable {
  /// A JSON app description (docs/FORMAT.md); also apps made in code through `AppBuilder`.
  case description
  /// SwiftUI source code, read by the SwiftUI reader (docs/EXTRACT.md).
  case swiftUI

  /// The fix for pushes that never act because their screen is never inside a NavigationStack:
  /// give a stack to the screen where it is a root (`screen`, its quoted id, when it needs one) and
  /// to `tabs` (their quoted ids).
  func stackFix(screen: String?, tabs: [String]) -> String {
    let tabList = tabs.joined(separator: ", ")
    switch self {
    case .description:
      var places = screen.map { ["screen \($0)"] } ?? []
      if !tabs.isEmpty { places.append((tabs.count == 1 ? "tab " : "tabs ") + tabList) }
      return "add \"stack\": true to " + places.joined(separator: " and ")
    case .swiftUI:
      var places = screen.map { [$0] } ?? []
      if !tabs.isEmpty { places.append("the content of " + (tabs.count == 1 ? "tab " : "tabs ") + tabList) }
      return "wrap " + places.joined(separator: " and ") + " in a NavigationStack"
    }
  }

  /// The fix for value pushes of `type` that never act for want of a registration: register the type
  /// on `roots` (a list of quoted screen ids).
  func registrationFix(type: String, on roots: String) -> String {
    switch self {
    case .description: return "register it on \(roots) (\"destinations\": [\"\(type)\"])"
    case .swiftUI: return "register it on \(roots) (.navigationDestination(for: \(type).self))"
    }
  }
}
