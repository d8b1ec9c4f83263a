internal import NavGraph
internal import SwiftSyntax

/// The app's standard defaults as state: `UserDefaults.standard.bool(forKey: "signedIn")` (also
/// `string`, `integer`, `double`, `object`) reads, and `UserDefaults.standard.set(true, forKey:
/// "signedIn")` writes, the state an `@AppStorage("signedIn")` property holds. A root `if` on such a
/// read is a switch on that state, and the writes, through either form, are its moves.
extension CodeReader {
  /// The methods of `UserDefaults` that read a value under a key, with the type they return.
  static let userDefaultsReads: [String: String] = [
    "bool": "Bool", "string": "String", "integer": "Int", "double": "Double", "object": "Any",
  ]

  /// The `@AppStorage` state a call on `UserDefaults.standard` reads or writes, and its method name:
  /// nil unless the key is a string literal (or a `static let` constant holding one), since only
  /// then does the reader know which state it is.
  func userDefaultsAccess(_ call: FunctionCallExprSyntax, in scope: Scope) -> (method: String, key: StateKey)?
  {
    guard let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self),
      let standard = member.base.map({ peel(ExprSyntax($0)) })?.as(MemberAccessExprSyntax.self),
      standard.declName.baseName.text == "standard",
      standard.base.map({ peel(ExprSyntax($0)) })?.as(DeclReferenceExprSyntax.self)?.baseName.text
        == "UserDefaults",
      let keyArgument = call.arguments.first(where: { $0.label?.text == "forKey" }),
      let name = literalKey(keyArgument.expression, in: scope)
    else { return nil }
    return (member.declName.baseName.text, StateKey(owner: "@AppStorage", name: name))
  }

  /// The value `UserDefaults.standard.<read>(forKey:)` reads: the `@AppStorage` state.
  func userDefaultsRead(_ call: FunctionCallExprSyntax, in scope: Scope) -> Value? {
    guard let access = userDefaultsAccess(call, in: scope),
      let type = CodeReader.userDefaultsReads[access.method]
    else { return nil }
    return .state(access.key, .named([type], []))
  }

  /// The write `UserDefaults.standard.set(value, forKey:)` makes to the `@AppStorage` state.
  func userDefaultsWrite(_ call: FunctionCallExprSyntax, in scope: Scope, at location: SourceAnchor)
    -> Effect?
  {
    guard let access = userDefaultsAccess(call, in: scope), access.method == "set",
      let written = call.arguments.first, written.label == nil
    else { return nil }
    return .write(access.key, value(of: written.expression, in: scope), location)
  }

  /// A key written as a string literal without interpolation, or a `static let` constant holding
  /// one (`Keys.signedIn`).
  private func literalKey(_ expr: ExprSyntax, in scope: Scope) -> String? {
    var expr = peel(expr)
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
      let declared = typeNamed(ExprSyntax(base), in: scope),
      let property = declared.properties[member.declName.baseName.text],
      property.isStatic, property.isConstant, let initializer = property.initializer
    {
      expr = peel(initializer)
    }
    guard let literal = expr.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue
    else { return nil }
    return value
  }
}
