internal import NavGraph
internal import SwiftSyntax

/// Presentations whose state's initial value shows them (`@AppStorage("onboarded") var
/// showOnboarding = true` driving `.fullScreenCover(isPresented: $showOnboarding)`): SwiftUI
/// presents them as soon as the screen carrying them appears, by no action.
extension NavigationResolver {
  /// Reports each presentation whose state starts shown (`true`, or an item that is not `nil`) on
  /// the screens whose code carries it. The description has no move that happens by itself, and
  /// its launch is never inside a modal (docs/MODEL.md), so it keeps the links the code has (an
  /// action that sets the state) and says where it differs: on the launch screen, that the app
  /// launches with the modal shown; elsewhere, that it is shown as the screen appears. A warning at
  /// the modifier; O(presentations × screens).
  func reportInitiallyShown() {
    let launch = entry ?? (tabRoots.indices.contains(initialTab()) ? tabRoots[initialTab()] : nil)
    for (key, presentations) in reader.presentations {
      guard let value = initialValue(of: key) else { continue }
      let hidden = value == "false" || value == "nil"
      // A modal shown while the state is false (`Presentation.negated`) starts shown on `false`.
      // A tagged link (`NavigationLink(tag: "shelf", selection: $route)`) starts shown only when
      // the selection starts on its tag.
      for presentation in presentations
      where (presentation.negated ? value == "false" : !hidden)
        && (presentation.tag.map { $0 == value } ?? true)
      {
        let carriers = order.filter { screens[$0].map { carries($0, presentation) } == true }
        guard !carriers.isEmpty else { continue }
        let shown = targets(presentation.destination, selector: nil, stack: false, eager: true).compactMap {
          target -> String? in
          if case .screen(let key) = target { return "'\(screenName(key))'" }
          return nil
        }
        let what = shown.isEmpty ? "this \(presentation.kind.rawValue)" : shown.joined(separator: " or ")
        let start = "\(what) is shown by '\(key)', which starts '\(value)'"
        let screen = carriers.contains { $0 == launch } ? launch! : carriers[0]
        if screen == launch {
          warn(
            "\(start), so the app launches with it shown over '\(screenName(screen))'; the description launches without it, since it cannot launch inside a modal, and shows it only by the links the code has",
            at: presentation.location)
        } else {
          warn(
            "\(start), so it is shown as soon as '\(screenName(screen))' appears, by no action; the description shows it only by the links the code has",
            at: presentation.location)
        }
      }
    }
  }
}
