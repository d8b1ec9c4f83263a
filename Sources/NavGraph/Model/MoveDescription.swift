/// A move in words, in each of the styles NavGraph prints; the one place that names moves.
///
/// | move | `summary` | `effect` | `action` | `edgeLabel` |
/// |---|---|---|---|---|
/// | link push to D (label L) on C | `push 'D'` | `push 'D'` | `tap 'L' on 'C'` | `push` |
/// | value push to D of type R | `push 'D' (value R)` | `push 'D' (value R)` | `tap 'L' on 'C'` | `push` |
/// | link pop without a label on E | `pop` | `pop` | `tap the pop link on 'E'` | `pop` |
/// | back on E | `back` | `pop` | `tap back on 'E'` | `back` |
/// | swipe down on S | `swipe down` | `dismiss` | `swipe down on 'S'` | `swipe down` |
/// | select tab c | `tab 'c'` | `tab 'c'` | `tap tab 'c'` | `tab bar` |
/// | reselect tab c | `tab 'c' again` | `popToRoot` | `tap tab 'c' again` | `tab again` |
/// | deep link post to P | `deep link 'post'` | `deep link 'post' (tab 'home', push 'P')` | `open deep link 'post'` | `deep link` |
/// | link dismiss then push P (label L) on S | `dismiss, then push 'P'` | `dismiss, then push 'P'` | `tap 'L' on 'S'` | `dismiss` |
///
/// `summary` is a step of a route in `check`'s findings; `effect` is what `path` and `routes`
/// print (the move as the link kind it acts as); `action` is what the user does; `edgeLabel` names
/// a route move no drawn link shows, on a rendered map. `kind`, `via` and `target` are the JSON
/// shape of a move (docs/ROUTES.md). The move must be one of `app`'s.
public struct MoveDescription: Sendable {
  /// The move described.
  public let move: Move
  /// The app whose move it is, for the ids it names.
  public let app: App

  /// The description of `move`, one of `app`'s.
  public init(_ move: Move, in app: App) {
    self.move = move
    self.app = app
  }

  private func quoted(_ s: ScreenID) -> String { "'\(app.screens[s].id)'" }
  private func quoted(_ t: TabID) -> String { "'\(app.tabs[t].id)'" }

  /// The link kind whose effect the move has: a link's own kind; `pop` for back, `dismiss` for
  /// swipe down, `tab` for selecting a tab, `popToRoot` for selecting the current tab again; for a
  /// deep link, its last move's kind (`push` when it has none).
  public var kind: LinkKind {
    switch move.action {
    case .link(let l): return app.links[l].kind
    case .deepLink(let d): return app.deepLinks[d].moves.last?.kind ?? .push
    case .back: return .pop
    case .swipeDown: return .dismiss
    case .selectTab: return .tab
    case .reselectTab: return .popToRoot
    }
  }

  /// `link` for a tap on a link, `deepLink` for a deep link, `system` for the others.
  public var via: String {
    switch move.action {
    case .link: return "link"
    case .deepLink: return "deepLink"
    default: return "system"
    }
  }

  /// The id of the screen or tab the move goes to (the tab for selecting the current tab again);
  /// nil for pop, popToRoot and dismiss links, back and swipe down.
  public var target: String? {
    switch move.action {
    case .link(let l):
      switch app.links[l].destination {
      case .screen(let s)?: return app.screens[s].id
      case .tab(let t)?: return app.tabs[t].id
      case nil: return nil
      }
    case .back, .swipeDown: return nil
    case .selectTab(let t), .reselectTab(let t): return app.tabs[t].id
    case .deepLink(let d): return app.deepLinks[d].to.map { app.screens[$0].id }
    }
  }

  /// A deep link's moves in words, `tab 'home', push 'Post'`; a compound action's parts after the
  /// link's own move (format 1.1 `then`), `push 'Profile' (value Route)`; nil for every other move.
  public var parts: String? {
    switch move.action {
    case .deepLink(let d): return describe(app.deepLinks[d].moves, values: app.deepLinks[d].moveValues)
    case .link(let l): return app.linkParts[l].map { describe($0.moves, values: $0.moveValues) }
    default: return nil
    }
  }

  /// Link moves in words, in order, `tab 'home', push 'Post' (value Route)`.
  private func describe(_ moves: [Link], values: [Int: Int]) -> String {
    moves.enumerated().map { i, link in
      switch link.destination {
      case .screen(let s)?:
        let value = values[i].map { " (value \(app.valueTypes[$0]))" } ?? ""
        return "\(link.kind.rawValue) \(quoted(s))\(value)"
      case .tab(let t)?: return "tab \(quoted(t))"
      case nil: return link.kind.rawValue
      }
    }.joined(separator: ", ")
  }

  /// `push 'D'`, `tab 'c'`, `pop`, `back`, `swipe down`, `tab 'c' again`.
  public var summary: String {
    switch move.action {
    case .link, .selectTab: return effect
    case .back: return "back"
    case .swipeDown: return "swipe down"
    case .reselectTab(let t): return "tab \(quoted(t)) again"
    case .deepLink(let d): return "deep link '\(app.deepLinks[d].id)'"
    }
  }

  /// `push 'D'`, `push 'D' (value Route)`, `tab 'c'`, `pop`, `dismiss`, `popToRoot`, `dismissAction`;
  /// a compound action as its own move and its parts, `dismiss, then push 'P'`.
  public var effect: String {
    switch move.action {
    case .link(let l):
      let link = app.links[l]
      let values = app.linkValues[l].map { [0: $0] } ?? [:]
      let own = describe([link], values: values)
      return parts.map { "\(own), then \($0)" } ?? own
    case .selectTab(let t): return "tab \(quoted(t))"
    case .back, .swipeDown, .reselectTab: return kind.rawValue
    case .deepLink(let d): return "deep link '\(app.deepLinks[d].id)' (\(parts ?? ""))"
    }
  }

  /// `tap 'NavigateToD' on 'C'`, `tap the push link on 'C'`, `tap back on 'E'`, `swipe down on
  /// 'Sheet'`, `tap tab 'b'`, `tap tab 'c' again`.
  public var action: String {
    let on = quoted(move.on)
    switch move.action {
    case .link(let l):
      let link = app.links[l]
      if let label = link.label { return "tap '\(label)' on \(on)" }
      return "tap the \(link.kind.rawValue) link on \(on)"
    case .back: return "tap back on \(on)"
    case .swipeDown: return "swipe down on \(on)"
    case .selectTab(let t): return "tap tab \(quoted(t))"
    case .reselectTab(let t): return "tap tab \(quoted(t)) again"
    case .deepLink(let d): return "open deep link '\(app.deepLinks[d].id)'"
    }
  }

  /// `back`, `swipe down`, `tab bar`, `tab again`, or a link's kind.
  public var edgeLabel: String {
    switch move.action {
    case .link(let l): return app.links[l].kind.rawValue
    case .back: return "back"
    case .swipeDown: return "swipe down"
    case .selectTab: return "tab bar"
    case .reselectTab: return "tab again"
    case .deepLink: return "deep link"
    }
  }
}

extension App {
  /// The move in words (`MoveDescription`).
  public func describe(_ move: Move) -> MoveDescription { MoveDescription(move, in: self) }
}
