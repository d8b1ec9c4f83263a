import Foundation
import NavGraph

/// `--disable <code>`: the codes of every value (one code, or codes separated by commas, spaces
/// around them ignored), each one `DiagnosticCode.canBeDisabled`; a usage error names the first
/// that is not, with the closest code it may have meant.
enum DisabledCodes {
  static func parse(_ values: [String], command: CommandSpec) throws(UsageError) -> Set<DiagnosticCode> {
    var words: [String] = []
    for value in values {
      let items = value.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      if items.contains("") {
        throw UsageError(
          "invalid value '\(value)' for '--disable <code>'; expected a code or codes separated by commas",
          command: command)
      }
      words += items
    }
    var codes = Set<DiagnosticCode>()
    for word in words {
      if let code = DiagnosticCode(rawValue: word), code.canBeDisabled {
        codes.insert(code)
        continue
      }
      if DiagnosticCode(rawValue: word) != nil {
        throw UsageError(
          "'\(word)' cannot be disabled: only findings and input warnings can", command: command)
      }
      let allowed = DiagnosticCode.disableable.map(\.rawValue)
      var hint = UsageError.suggestion(word, allowed)
      if hint.isEmpty { hint = "; expected one of: " + allowed.joined(separator: ", ") }
      throw UsageError("unknown code '\(word)' for '--disable <code>'\(hint)", command: command)
    }
    return codes
  }
}
