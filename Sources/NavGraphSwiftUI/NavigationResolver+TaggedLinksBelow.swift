/// A tagged link switched from a screen above its host.
extension NavigationResolver {
  /// Whether setting a selection on a screen switches a tagged link of the root of the stack the
  /// screen is pushed on: `NavigationLink(tag: .enter, selection: $gate.step)` written on a stack
  /// root, and `gate.step = .enter` on a screen that does not carry the link (one pushed by
  /// another tag). SwiftUI then shows the link whose tag is the new value, so the stack goes back to
  /// its root and pushes that destination: `popToRoot` then `push`, not a push on top.
  func switchesTaggedLinkBelow(_ presentation: Presentation, screen: ScreenRecord) -> Bool {
    guard presentation.kind == .push, presentation.tag != nil, !screen.stack,
      !carries(screen, presentation),
      case .view(let name) = presentation.host, let host = screens[.view(name, variant: nil)]
    else { return false }
    return host.stack
  }
}
