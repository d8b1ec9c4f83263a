/// One finding of `check`: the code it reports and how to find its diagnostics on the analysis.
///
/// Each rule is one file of this folder, with the messages it reports declared beside it as
/// `FindingMessage`s. `NavigationAnalysis.check(_:)` runs the rules in `NavigationAnalysis.rules`.
protocol NavigationRule {
  /// The code of every finding it reports; its severity is the code's.
  static var code: DiagnosticCode { get }
  /// Reports its findings on `context.analysis`, in any order (the driver sorts them).
  static func check(_ context: inout RuleContext)
}

/// A finding's message or note, declared beside the rule that reports it, as swift-format declares
/// its `Finding.Message`s:
///
///     extension FindingMessage {
///       static func unreachable(_ screen: String) -> FindingMessage {
///         "screen \(screen) is unreachable: no route from launch shows it"
///       }
///     }
///
/// and reported with `context.report(.unreachable(context.name(s)), at: ...)`. Messages are
/// lowercase, without a final period, and quote user text in single quotes.
struct FindingMessage: ExpressibleByStringInterpolation {
  let text: String

  init(stringLiteral value: String) { text = value }

  init(stringInterpolation: DefaultStringInterpolation) {
    text = String(stringInterpolation: stringInterpolation)
  }
}
