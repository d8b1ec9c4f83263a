internal import NavGraph

/// What the reader found that NavGraph's model cannot express yet, decided element by element as
/// `ExtractionResult.app()` builds the model, each with a located `unmodelled-construct`
/// diagnostic: nothing is left out silently (docs/EXTRACT.md, "In memory").
///
/// - a `dismissAction` link is left out (a warning);
/// - a link's further moves (`then`) are left out, the link keeps its first move (a warning);
/// - a deep link is left out (a warning);
/// - a value push's type (`value`) and a screen's registered types (`destinations`) are left out,
///   the push still going to the screen the reader resolved (a note).
///
/// The JSON `extract` writes keeps all of them (format 1.1). O(1) per element.
struct UnmodelledConstructs {
  /// The reader-side diagnostics, in the order the elements were given, each once (a component's
  /// link belongs to every screen that shows it, at the same place).
  private(set) var diagnostics: [ExtractionDiagnostic] = []
  private var seen = Set<ExtractionDiagnostic>()

  private static let notFollowed = "check, path, routes and render do not follow it"

  /// Notes a screen's registered destination types.
  mutating func screen(_ screen: ExtractedScreen) {
    guard !screen.destinations.isEmpty else { return }
    let types = screen.destinations.map { "'\($0)'" }.joined(separator: ", ")
    add(
      .note,
      "the value types screen '\(screen.id)' registers (\(types)) are not in the model yet: "
        + "'unregistered-destination' is not checked", at: screen.location)
  }

  /// The kind of the link as the model has it, or nil when the link is left out.
  mutating func link(_ link: ExtractedLink) -> LinkKind? {
    guard let kind = LinkKind(rawValue: link.move.kind.rawValue) else {
      add(
        .warning,
        "'\(link.move.kind.rawValue)' is not in the model yet: the link is left out, "
          + UnmodelledConstructs.notFollowed, at: link.location)
      return nil
    }
    if let value = link.move.value {
      add(
        .note,
        "the pushed value's type '\(value)' is not in the model yet: the push goes to "
          + "'\(link.move.to ?? "")' wherever it is made", at: link.location)
    }
    if !link.then.isEmpty {
      let moves = link.then.map(UnmodelledConstructs.describe).joined(separator: ", ")
      add(
        .warning,
        "the moves after the first of this action (\(moves)) are not in the model: the link is read as "
          + "its first move, \(UnmodelledConstructs.describe(link.move))", at: link.location)
    }
    return kind
  }

  /// Warns that a deep link is left out.
  mutating func deepLink(_ deepLink: ExtractedDeepLink) {
    add(
      .warning, "deep link '\(deepLink.id)' is not in the model: \(UnmodelledConstructs.notFollowed)",
      at: deepLink.location)
  }

  /// `push 'Profile'`, `pop`: a move as messages name it.
  private static func describe(_ move: ExtractedMove) -> String {
    move.to.map { "\(move.kind.rawValue) '\($0)'" } ?? move.kind.rawValue
  }

  private mutating func add(
    _ severity: ExtractionSeverity, _ message: String, at location: SwiftSourceLocation
  ) {
    let diagnostic = ExtractionDiagnostic(
      severity: severity, code: "unmodelled-construct", message: message, location: location)
    if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
  }
}
