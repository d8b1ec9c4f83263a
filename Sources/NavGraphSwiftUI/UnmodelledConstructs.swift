internal import NavGraph

/// What the reader found that NavGraph's model cannot express, decided element by element as
/// `ExtractionResult.app()` builds the model, each with a located `unmodelled-construct` warning:
/// nothing is left out silently (docs/EXTRACT.md, "In memory").
///
/// a link's further moves (`then`) are left out, the link keeps its first move. (Deep links, format
/// 1.1, are in the model.) The JSON `extract` writes keeps the further moves. O(1) per element.
struct UnmodelledConstructs {
  /// The reader-side diagnostics, in the order the elements were given, each once (a component's
  /// link belongs to every screen that shows it, at the same place).
  private(set) var diagnostics: [Diagnostic] = []
  private var seen = Set<Diagnostic>()

  private static let notFollowed = "check, path, routes and render do not follow it"

  /// Warns when the link's further moves are left out.
  mutating func link(_ link: ExtractedLink) {
    guard !link.then.isEmpty else { return }
    let moves = link.then.map(UnmodelledConstructs.describe).joined(separator: ", ")
    add(
      "the moves after the first of this action (\(moves)) are not in the model: the link is read as "
        + "its first move, \(UnmodelledConstructs.describe(link.move))", at: link.location)
  }

  /// `push 'Profile'`, `pop`: a move as messages name it.
  private static func describe(_ move: ExtractedMove) -> String {
    move.to.map { "\(move.kind.rawValue) '\($0)'" } ?? move.kind.rawValue
  }

  private mutating func add(_ message: String, at location: SourceLocation) {
    let diagnostic = Diagnostic(
      severity: .warning, code: .unmodelledConstruct, message: message, location: location)
    if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
  }
}
