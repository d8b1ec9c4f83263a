internal import SwiftSyntax

/// The types of Foundation values made by their initializers, which no file read declares:
/// `URL(string: s)` is a `URL?`, `URL(fileURLWithPath: p)` a `URL`. A property initialized so
/// (`private let siteURL = URL(string: "https://example.org")!`) has that type, so a
/// `sheet(item:)` item set to it shows the sheet.
enum StandardInitializers {
  /// Foundation value types the reader knows the initializers of.
  static let types: Set<String> = ["URL", "UUID", "Date", "Data"]

  /// The first argument labels of the initializers of `types` that may fail.
  static let failableLabels: [String: Set<String>] = [
    "URL": ["string", "dataRepresentation", "resolvingBookmarkData"],
    "UUID": ["uuidString"],
    "Data": ["base64Encoded"],
  ]

  /// The type a call of a Foundation initializer makes (optional when it may fail), or nil when
  /// the call is of anything else.
  static func type(of call: FunctionCallExprSyntax) -> TypeReference? {
    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      types.contains(name)
    else { return nil }
    let type = TypeReference.named([name], [])
    let label = call.arguments.first?.label?.text ?? ""
    return failableLabels[name]?.contains(label) == true ? .optional(type) : type
  }
}
