/// The catalogue of every stable code NavGraph reports, with its default severity, a one-line
/// summary and help: SARIF's rules, `--disable`'s validation and the documentation all read it.
///
/// `input` lists the loader's codes (docs/FORMAT.md), `findings` the codes of `check`
/// (docs/MODEL.md). Both are in documentation order; `all` is both, sorted by code.
public enum DiagnosticRules {
  public static let input: [DiagnosticRule] = AppLoader.rules

  public static let findings: [DiagnosticRule] = [
    DiagnosticRule(
      code: "unreachable", severity: .error,
      summary: "a screen that no route from launch shows",
      help:
        "No sequence of moves from the launch state (links, back, swipe-down, the tab bar) makes the screen "
        + "visible. Link to it from a reachable screen, make it a tab's root or the entry, or delete it. "
        + "Screens that only another unreachable screen leads to are listed under that screen's finding."),
    DiagnosticRule(
      code: "dead-end", severity: .error,
      summary: "a reachable state in which the user cannot move at all",
      help: "The visible screen has no link that acts, no back button (it is a root, or hides it), cannot be "
        + "swiped down, and no tab bar is shown. Add a link such as 'dismiss' or 'pop', or allow the system "
        + "gesture."),
    DiagnosticRule(
      code: "trap", severity: .warning,
      summary: "a reachable state from which 'home' can never be shown again",
      help:
        "Once the user reaches this state, no sequence of moves shows the home screen (the first tab's root "
        + "by default, or 'home'). Add a way back: a 'dismiss', a 'tab' link, or a 'replace' to a flow that "
        + "leads home."),
    DiagnosticRule(
      code: "cycle", severity: .warning,
      summary: "screens that can push or present each other without bound",
      help: "A push cycle lets the stack grow forever ('D' pushes 'E', 'E' pushes 'D'); a modal cycle lets "
        + "modals pile up. Replace one link of the cycle with 'pop', 'popToRoot' or 'dismiss'."),
    DiagnosticRule(
      code: "inert-link", severity: .warning,
      summary: "a link that does nothing wherever its screen is shown",
      help:
        "A push from a screen never inside a NavigationStack, a pop or popToRoot on a screen that is always "
        + "a root, a dismiss on a screen never presented, or a tab link in an app without tabs. Give the "
        + "container a stack ('stack': true) or change the link."),
    DiagnosticRule(
      code: "deep", severity: .warning,
      summary: "a screen that needs more moves from launch than --max-steps allows",
      help:
        "The shortest route from launch to the screen is longer than the limit given with --max-steps. Add "
        + "a shortcut link or a tab, or raise the limit."),
  ]

  /// Every rule, sorted by code.
  public static let all: [DiagnosticRule] = (input + findings).sorted {
    $0.code.utf8.lexicographicallyPrecedes($1.code.utf8)
  }

  /// The rule of a code, or nil when NavGraph has no such code.
  public static func rule(for code: String) -> DiagnosticRule? {
    all.first { $0.code == code }
  }
}
