extension AppLoader {
  /// Every code the loader reports, with its severity, summary and help, in documentation order
  /// (`docs/FORMAT.md`, "Diagnostics"). For SARIF rules and `DiagnosticRules.input`.
  public static let rules: [DiagnosticRule] = [
    DiagnosticRule(
      code: "io-error", severity: .error, summary: "the file cannot be read",
      help: "The file is missing, is a directory, or the system refused to read it; the message gives the "
        + "system's reason."),
    DiagnosticRule(
      code: "too-large", severity: .error, summary: "the description is too large to load",
      help: "The file is over 2 GiB, or it has more than 50,000,000 screens, tabs or links: more than "
        + "NavGraph can hold in memory. Split the description."),
    DiagnosticRule(
      code: "empty-file", severity: .error, summary: "the file is empty or only whitespace",
      help: "A description is a JSON object with at least a 'screens' array."),
    DiagnosticRule(
      code: "invalid-utf8", severity: .error, summary: "the file is not valid UTF-8",
      help: "Descriptions are UTF-8 (a byte-order mark is accepted). Save the file as UTF-8."),
    DiagnosticRule(
      code: "json-syntax", severity: .error, summary: "the file is not valid JSON",
      help: "The message says what was expected at the location. Loading stops at the first syntax error."),
    DiagnosticRule(
      code: "not-an-object", severity: .error, summary: "the top level is not a JSON object",
      help: "A description is one JSON object with 'screens' and, optionally, 'name', 'entry', 'home' and "
        + "'tabs'."),
    DiagnosticRule(
      code: "unknown-format", severity: .error,
      summary: "the description is in a format this build does not read",
      help: "'format' names the version of the format the description is written in; this build reads "
        + FormatSpec.versions.map { "'\($0)'" }.joined(separator: ", ")
        + ". Loading stops there: use a newer NavGraph, or write the description in a version it reads."),
    DiagnosticRule(
      code: "wrong-type", severity: .error, summary: "a value has the wrong JSON type",
      help: "Each key takes one JSON type (docs/FORMAT.md); a link is an object or a string."),
    DiagnosticRule(
      code: "missing-key", severity: .error, summary: "a required key is missing",
      help: "The top level needs 'screens', a screen needs 'id', a tab needs 'id' and 'root'."),
    DiagnosticRule(
      code: "empty-id", severity: .error, summary: "a screen or tab id is the empty string",
      help: "Ids are non-empty strings; any other character is allowed."),
    DiagnosticRule(
      code: "duplicate-id", severity: .error, summary: "two screens, or two tabs, have the same id",
      help: "References resolve to the first definition, which a note points at. Rename one of them."),
    DiagnosticRule(
      code: "duplicate-key", severity: .error, summary: "a key is repeated in one object",
      help: "The first occurrence is used, which a note points at; delete the other."),
    DiagnosticRule(
      code: "unknown-key", severity: .warning, summary: "a key the format does not define",
      help: "It is ignored. Usually a misspelling: the message suggests the closest key."),
    DiagnosticRule(
      code: "unknown-kind", severity: .error, summary: "a link's kind is not one of the nine kinds",
      help: "The kinds are push, sheet, fullScreenCover, popover, tab, replace, pop, popToRoot and dismiss."),
    DiagnosticRule(
      code: "missing-target", severity: .error, summary: "a link needs 'to' and has none",
      help: "push, sheet, fullScreenCover, popover and replace need a screen id; tab needs a tab id."),
    DiagnosticRule(
      code: "unexpected-target", severity: .error, summary: "a pop, popToRoot or dismiss link has 'to'",
      help: "These links act on the current stack or modal and take no target; delete 'to'."),
    DiagnosticRule(
      code: "unknown-id", severity: .error, summary: "a reference names no screen or tab",
      help:
        "A link's 'to', a tab's 'root', 'entry' or 'home' names an id that is not defined (or a tab where "
        + "a screen is needed, or the reverse). The message suggests a close id."),
    DiagnosticRule(
      code: "no-launch", severity: .error, summary: "the app has nothing to launch on",
      help: "Give 'entry' (the launch screen) or at least one tab."),
    DiagnosticRule(
      code: "too-many-diagnostics", severity: .note, summary: "more diagnostics than are shown",
      help: "At most 200 diagnostics are reported (errors before warnings); this note counts the rest."),
  ]
}
