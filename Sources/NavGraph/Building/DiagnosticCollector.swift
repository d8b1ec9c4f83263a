/// Gathers the diagnostics of a build (or load) up to a cap, with anchors, and turns them into
/// located `Diagnostic` values at the end.
///
/// Past the cap a diagnostic is only counted: its message, path and notes are autoclosures that are
/// never evaluated, so 100,000 duplicate ids cost a counter each. An error arriving when the cap is
/// reached displaces the most recent warning, so errors are never hidden behind warnings. The kept
/// diagnostics are sorted by anchor (in arrival order for equal anchors) and followed by one
/// `too-many-diagnostics` note when some were dropped. Locations come from the `SourceMap`, through
/// each file's line and column index, the one the findings use.
///
/// A class: the one sink the reader, the builder and the resolver report into, so that the
/// autoclosures of a report can read their state while the sink is being written.
final class DiagnosticCollector {
  struct Note {
    var message: String
    var anchor: SourceAnchor?
    var path: String?
  }

  struct Pending {
    var severity: Severity
    var code: DiagnosticCode
    var message: String
    var anchor: SourceAnchor?
    var path: String?
    var notes: [Note]
    var screen: String?
    var sequence: Int
  }

  let limit: Int
  private var errors: [Pending] = []
  private var others: [Pending] = []
  private(set) var dropped = 0
  /// Whether an error was reported, kept or not.
  private(set) var hasErrors = false
  private var sequence = 0

  init(limit: Int) { self.limit = max(1, limit) }

  private var count: Int { errors.count + others.count }

  /// Whether nothing was reported, kept or counted.
  var isEmpty: Bool { count == 0 && dropped == 0 && !hasErrors }

  /// Whether a diagnostic of this severity would be kept (callers use it to skip costly work).
  func accepts(_ severity: Severity) -> Bool {
    count < limit || (severity == .error && !others.isEmpty)
  }

  func add(
    _ severity: Severity, _ code: DiagnosticCode, at anchor: SourceAnchor?, path: @autoclosure () -> String?,
    _ message: @autoclosure () -> String, notes: @autoclosure () -> [Note] = [],
    screen: @autoclosure () -> String? = nil
  ) {
    if severity == .error { hasErrors = true }
    guard accepts(severity) else {
      dropped += 1
      return
    }
    if count >= limit {
      others.removeLast()
      dropped += 1
    }
    let pending = Pending(
      severity: severity, code: code, message: message(), anchor: anchor, path: path(), notes: notes(),
      screen: screen(), sequence: sequence)
    sequence += 1
    if severity == .error { errors.append(pending) } else { others.append(pending) }
  }

  /// Counts `n` diagnostics of this severity that are not kept.
  func addDropped(_ n: Int, severity: Severity) {
    guard n > 0 else { return }
    if severity == .error { hasErrors = true }
    dropped += n
  }

  /// The located diagnostics, sorted, with the `too-many-diagnostics` note last when needed.
  func finish(sources: SourceMap) -> [Diagnostic] {
    let none = SourceAnchor(file: -1, offset: -1)
    let all = (errors + others).sorted {
      ($0.anchor ?? none, $0.sequence) < ($1.anchor ?? none, $1.sequence)
    }
    func locate(_ anchor: SourceAnchor?, _ path: String?) -> SourceLocation? {
      anchor.flatMap { sources.location(of: $0, path: path) }
    }
    var result = all.map { pending in
      Diagnostic(
        severity: pending.severity, code: pending.code, message: pending.message,
        location: locate(pending.anchor, pending.path),
        notes: pending.notes.map {
          DiagnosticNote(message: $0.message, location: locate($0.anchor, $0.path))
        },
        screen: pending.screen)
    }
    if dropped > 0 {
      result.append(
        Diagnostic(
          severity: .note, code: .tooManyDiagnostics,
          message:
            "\(dropped) more \(dropped == 1 ? "diagnostic" : "diagnostics") not shown (the limit is \(limit))",
          location: nil))
    }
    return result
  }
}
