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
  /// nil unless the key is a string literal (or a `static let` constant holding one, or a `String`
  /// enum case's raw value), since only then does the reader know which state it is.
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

  /// The reads of `UserDefaults` whose result is optional (nil for a key never set).
  static let optionalUserDefaultsReads: Set<String> = [
    "string", "object", "value", "array", "dictionary", "data", "url", "stringArray",
  ]

  /// What a property's initial value reading the standard defaults is on a fresh install, whose
  /// defaults hold nothing: `bool(forKey:)` false, `integer(forKey:)` 0, and the fallback of a read
  /// that gives an optional, `UserDefaults.standard.value(forKey: "status") as? Bool ?? false`
  /// (also without the cast, or with `string`, `object`, ...). Nil for any other expression.
  func freshInstallValue(_ expr: ExprSyntax, in scope: Scope) -> Value? {
    let expr = peel(expr)
    if let call = expr.as(FunctionCallExprSyntax.self), let access = userDefaultsAccess(call, in: scope) {
      switch access.method {
      case "bool": return .bool(false)
      case "integer": return .int(0)
      default: return nil
      }
    }
    guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3 || elements.count == 5,
      elements[elements.count - 2].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      let call = peel(elements[0]).as(FunctionCallExprSyntax.self),
      let access = userDefaultsAccess(call, in: scope),
      CodeReader.optionalUserDefaultsReads.contains(access.method)
    else { return nil }
    if elements.count == 5 {
      guard let cast = elements[1].as(UnresolvedAsExprSyntax.self),
        cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
      else { return nil }
    }
    return value(of: elements[elements.count - 1], in: scope)
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

  /// The key of an `@AppStorage` or `@SceneStorage` property, written as a string literal, a
  /// `static let` constant holding one (`@AppStorage(Keys.signedIn)`) or a `String` enum case's raw
  /// value (`@AppStorage(Keys.signedIn.rawValue)`): nil for other properties and keys the reader
  /// cannot make out.
  func storageKey(of property: PropertyDeclaration, in owner: TypeDeclaration?) -> String? {
    guard property.wrapper == "AppStorage" || property.wrapper == "SceneStorage",
      let expr = property.wrapperArguments?.first?.expression
    else { return nil }
    return literalKey(expr, in: Scope(owner: owner, file: property.location.file))
  }

  /// A key written as a string literal without interpolation, a `static let` constant holding
  /// one (`Keys.signedIn`), or the raw value of a case of a `String` enum (`Keys.signedIn.rawValue`,
  /// the case's name unless it declares another).
  private func literalKey(_ expr: ExprSyntax, in scope: Scope) -> String? {
    var expr = peel(expr)
    if let raw = expr.as(MemberAccessExprSyntax.self), raw.declName.baseName.text == "rawValue",
      let member = raw.base.map({ peel(ExprSyntax($0)) })?.as(MemberAccessExprSyntax.self),
      let base = member.base, let declared = typeNamed(ExprSyntax(base), in: scope),
      declared.kind == .enumType, declared.inherited.first == "String"
    {
      return declared.rawValue(ofCase: member.declName.baseName.text)
    }
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

/// A property of `extension UserDefaults` as state: `UserDefaults.standard.isLoggedIn` or
/// `UserDefaults().isLoggedIn`, read and written, holds what the app's defaults keep. When its
/// getter reads one literal key (`var isLoggedIn: Bool { get { bool(forKey: "isLoggedIn") } set {
/// ... } }`), it is the `@AppStorage` state of that key, as `UserDefaults.standard.bool(forKey:)`
/// is; otherwise (a getter the reader cannot make out, or an extension in a file not read, since
/// `UserDefaults` itself has no such property) it is a state of its own, `UserDefaults.isLoggedIn`,
/// the same wherever the property is read or written.
extension CodeReader {
  /// The state `UserDefaults.standard.<name>` or `UserDefaults().<name>` holds, with its type when
  /// known; nil for any other member access.
  func userDefaultsProperty(_ member: MemberAccessExprSyntax, in scope: Scope) -> Value? {
    guard let base = member.base, isAppDefaults(ExprSyntax(base), in: scope) else { return nil }
    let name = member.declName.baseName.text
    guard let property = index.userDefaultsProperties[name] else {
      return .state(StateKey(owner: "UserDefaults", name: name), nil)
    }
    if let read = storedRead(property) {
      return .state(read.key, property.type ?? .named([read.type], []))
    }
    return .state(StateKey(owner: "UserDefaults", name: name), property.type)
  }

  /// Whether an expression is the app's standard defaults: `UserDefaults.standard` or
  /// `UserDefaults()`.
  private func isAppDefaults(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    let expr = peel(expr)
    if let call = expr.as(FunctionCallExprSyntax.self) {
      return call.arguments.isEmpty && call.trailingClosure == nil
        && isUserDefaultsType(peel(call.calledExpression), in: scope)
    }
    guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "standard",
      let base = member.base
    else { return false }
    return isUserDefaultsType(peel(ExprSyntax(base)), in: scope)
  }

  /// Whether an expression names Foundation's `UserDefaults` (no local, property or declared type
  /// of that name).
  private func isUserDefaultsType(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    guard let reference = expr.as(DeclReferenceExprSyntax.self), reference.baseName.text == "UserDefaults"
    else { return false }
    return scope.locals["UserDefaults"] == nil && scope.owner?.properties["UserDefaults"] == nil
      && typeNamed(expr, in: scope) == nil
  }

  /// The key and type a defaults property's getter reads, when it is one read under a literal key:
  /// `bool(forKey: "k")`, `self.bool(forKey: "k")` or `UserDefaults.standard.bool(forKey: "k")`,
  /// written alone or after `return`.
  private func storedRead(_ property: PropertyDeclaration) -> (key: StateKey, type: String)? {
    guard let getter = property.getter, let expr = CodeReader.soleExpression(of: getter),
      let call = peel(expr).as(FunctionCallExprSyntax.self)
    else { return nil }
    let callee = peel(call.calledExpression)
    let method: String
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      method = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
      base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        || isAppDefaults(ExprSyntax(base), in: Scope(owner: nil, file: property.location.file))
    {
      method = member.declName.baseName.text
    } else {
      return nil
    }
    let scope = Scope(owner: nil, file: property.location.file)
    guard let type = CodeReader.userDefaultsReads[method],
      let keyArgument = call.arguments.first(where: { $0.label?.text == "forKey" }),
      let name = literalKey(keyArgument.expression, in: scope)
    else { return nil }
    return (StateKey(owner: "@AppStorage", name: name), type)
  }
}
