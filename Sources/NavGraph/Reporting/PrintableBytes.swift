/// The printable UTF-8 of what a route table names, for tables written as bytes
/// (`RoutesTextReporter`): screen ids, moves' effects and states, each the bytes of
/// `TerminalStyle.printable` applied to the screen's id, to `MoveDescription.effect` and to
/// `App.describe(_:)` of the state.
///
/// Each screen's id, each link's move and each tab's selection is made into text once, on first
/// use, and kept; a state's text is put together from its screens' kept bytes. This is exact
/// because `TerminalStyle.printable` escapes scalar by scalar, so the printable form of a
/// concatenation is the concatenation of the printable forms. The routes of a table share their
/// prefixes and name the same screens and links many times: at 200,000 screens this makes one
/// `String` per screen and per link used instead of several per row (docs/PERFORMANCE.md).
///
/// Complexity: O(length of the text) per call once each id and move is kept; memory O(screens +
/// links + tabs) for the kept bytes.
struct PrintableBytes {
  private let app: App
  private var screens: [[UInt8]?]
  private var links: [[UInt8]?]
  private var tabSelections: [[UInt8]?]

  /// Nothing kept yet for `app`.
  init(_ app: App) {
    self.app = app
    screens = Array(repeating: nil, count: app.screens.count)
    links = Array(repeating: nil, count: app.links.count)
    tabSelections = Array(repeating: nil, count: app.tabs.count)
  }

  /// `TerminalStyle.printable` of screen `s`'s id, as UTF-8.
  mutating func screen(_ s: ScreenID) -> [UInt8] {
    if let bytes = screens[s.index] { return bytes }
    let bytes = Array(TerminalStyle.printable(app.screens[s].id).utf8)
    screens[s.index] = bytes
    return bytes
  }

  /// Appends `TerminalStyle.printable(app.describe(move).effect)` to `out`. A link's effect and a
  /// tab selection's depend on the link or the tab alone (not on the screen the move is made on),
  /// so they are kept per link and per tab.
  mutating func appendEffect(_ move: Move, to out: inout [UInt8]) {
    switch move.action {
    case .link(let l):
      if links[l.index] == nil { links[l.index] = effect(move) }
      out.append(contentsOf: links[l.index]!)
    case .selectTab(let t):
      if tabSelections[t.index] == nil { tabSelections[t.index] = effect(move) }
      out.append(contentsOf: tabSelections[t.index]!)
    default:
      out.append(contentsOf: effect(move))
    }
  }

  /// Appends `TerminalStyle.printable(app.describe(state))` to `out`: the root (`tab 'c'` or
  /// `root`) and its stack, then each modal's kind and stack, `; ` between them.
  mutating func appendState(_ state: NavigationSnapshot, to out: inout [UInt8]) {
    switch state.root {
    case .tabs(let selected, let stacks):
      out.append(contentsOf: "tab '".utf8)
      out.append(contentsOf: TerminalStyle.printable(app.tabs[selected].id).utf8)
      out.append(contentsOf: "' ".utf8)
      appendStack(stacks[selected.index], to: &out)
    case .screen(let stack):
      out.append(contentsOf: "root ".utf8)
      appendStack(stack, to: &out)
    }
    for modal in state.modals {
      out.append(contentsOf: "; ".utf8)
      out.append(contentsOf: modal.kind.rawValue.utf8)
      out.append(0x20)
      appendStack(modal.stack, to: &out)
    }
  }

  /// `[A > B > C]`.
  private mutating func appendStack(_ stack: [ScreenID], to out: inout [UInt8]) {
    out.append(0x5B)
    for (i, s) in stack.enumerated() {
      if i > 0 { out.append(contentsOf: " > ".utf8) }
      out.append(contentsOf: screen(s))
    }
    out.append(0x5D)
  }

  /// The printable UTF-8 of `move`'s effect.
  private func effect(_ move: Move) -> [UInt8] {
    Array(TerminalStyle.printable(app.describe(move).effect).utf8)
  }
}
