/// A JSON value type, named as JSON Schema names it.
public enum JSONType: String, Sendable, CaseIterable {
  case object
  case array
  case string
  case number
  case boolean
  case null

  /// The type with its article, for messages: `an object`, `a number`, `null`.
  public var phrase: String {
    switch self {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .boolean: return "a boolean"
    case .null: return "null"
    }
  }
}
