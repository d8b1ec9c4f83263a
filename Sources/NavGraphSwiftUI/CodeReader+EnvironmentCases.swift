internal import SwiftSyntax

/// A component that switches on an environment value its creator sets:
/// `@Environment(\.searchPresentation) var searchPresentation` and `switch searchPresentation {
/// case .sheet: ...; case .onboarding: ... }` in the component, `SearchPanel()
/// .environment(\.searchPresentation, .sheet)` in the view that shows it. The component is read
/// once, each case marked with the values it is taken for (`EnvironmentCase`); on a screen, only
/// the cases the screen's code sets are taken, or, where it sets none, the case of the key's
/// default value (`NavigationResolver.admits`).
extension CodeReader {
  /// The `EnvironmentValues` property a `switch` subject reads, when it is an `@Environment(\.name)`
  /// property of the view (`searchPresentation`, `self.searchPresentation`); nil otherwise.
  func environmentKey(of subject: ExprSyntax, in scope: Scope) -> String? {
    var name: String?
    let expr = peel(subject)
    if let reference = expr.as(DeclReferenceExprSyntax.self), scope.locals[reference.baseName.text] == nil {
      name = reference.baseName.text
    } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
      isSelf(ExprSyntax(base), in: scope)
    {
      name = member.declName.baseName.text
    }
    guard let name, let owner = scope.owner, owner.isView, let property = owner.properties[name],
      property.wrapper == "Environment", let argument = property.wrapperArguments?.first?.expression
    else { return nil }
    return CodeReader.keyPathProperty(argument)
  }

  /// The case names a `switch` case is taken for (`case .sheet, .fullScreen:`), as the environment
  /// value `key`; nil for `default` or a pattern that is no case name.
  func environmentCase(_ switchCase: SwitchCaseSyntax, key: String) -> EnvironmentCase? {
    guard case .case(let label) = switchCase.label else { return nil }
    var cases: [String] = []
    for item in label.caseItems {
      guard item.whereClause == nil,
        let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(
          MemberAccessExprSyntax.self),
        member.base == nil
      else { return nil }
      cases.append(member.declName.baseName.text)
    }
    return EnvironmentCase(key: key, cases: cases)
  }

  /// Records `.environment(\.name, value)`: the case it sets, in content by the view whose code
  /// sets it (for that view's screen), on a destination (`onDestination`, a pushed or presented
  /// view) on the declared view it is written on (for the screen that view is).
  func recordEnvironmentSetting(_ call: FunctionCallExprSyntax, in scope: Scope, onDestination: Bool = false)
  {
    let arguments = Array(call.arguments)
    guard let first = arguments.first, let key = CodeReader.keyPathProperty(first.expression) else { return }
    // `.environment(\.navigate, NavigateAction { ... })`, `.environment(\.goBack) { ... }`.
    let action = arguments.count == 2 ? arguments[1].expression : call.trailingClosure.map(ExprSyntax.init)
    if recordEnvironmentAction(key, value: action, in: scope) { return }
    guard arguments.count == 2 else { return }
    let given = self.value(of: arguments[1].expression, in: scope)
    if case .binding(let bound) = given {
      // `.environment(\.activeSheet, $sheet)`: every view reading the value writes that state.
      for reader in environmentReaders(of: key) { addAlias(reader, to: bound) }
      return
    }
    let value = given.caseName
    if onDestination {
      guard let target = modifiedView(call, in: scope) else { return }
      environmentSettings[key, default: []].append((nil, target, value))
    } else {
      environmentSettings[key, default: []].append((scope.owner?.qualifiedName ?? scope.origin, nil, value))
    }
  }

  /// The properties that read the environment value `key` (`@Environment(\.activeSheet) var sheet`),
  /// in the views of the files read, sorted by view. The table is made once, linear in the
  /// properties of the files' types.
  func environmentReaders(of key: String) -> [StateKey] {
    if let table = environmentReaderTable { return table[key] ?? [] }
    var table: [String: [StateKey]] = [:]
    for type in index.types.values.sorted(by: { $0.qualifiedName < $1.qualifiedName }) where type.isView {
      for name in type.propertyOrder {
        guard let property = type.properties[name], property.wrapper == "Environment",
          let argument = property.wrapperArguments?.first?.expression,
          let read = CodeReader.keyPathProperty(argument)
        else { continue }
        table[read, default: []].append(StateKey(owner: type.qualifiedName, name: name))
      }
    }
    environmentReaderTable = table
    return table[key] ?? []
  }

  /// The declared view type a modifier is written on, through the modifiers before it
  /// (`ProfilePage(id: id).inject(deps).environment(...)`); nil for anything else.
  private func modifiedView(_ call: FunctionCallExprSyntax, in scope: Scope) -> String? {
    var current = peel(call.calledExpression).as(MemberAccessExprSyntax.self)?.base.map {
      peel(ExprSyntax($0))
    }
    for _ in 0..<16 {
      guard let inner = current?.as(FunctionCallExprSyntax.self) else { return nil }
      let callee = peel(inner.calledExpression)
      if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
        current = peel(ExprSyntax(base))
        continue
      }
      guard let type = typeNamed(callee, in: scope), type.isView else { return nil }
      return type.qualifiedName
    }
    return nil
  }

  /// The case an environment value has where no code sets it: its `@Entry` initial value, or the
  /// `defaultValue` of the key its getter reads (`get { self[SearchPresentationKey.self] }`); nil
  /// when the reader cannot tell.
  func environmentDefault(_ key: String) -> String? {
    guard let property = index.environmentValues[key] else { return nil }
    if let initializer = property.initializer {
      return value(of: initializer, in: Scope(owner: nil, file: property.location.file)).caseName
    }
    guard let getter = property.getter, getter.count == 1, let item = getter.first,
      case .expr(let expr) = item.item, let subscriptCall = peel(expr).as(SubscriptCallExprSyntax.self),
      subscriptCall.arguments.count == 1,
      let argument = subscriptCall.arguments.first.map({ peel($0.expression) })?.as(
        MemberAccessExprSyntax.self),
      argument.declName.baseName.tokenKind == .keyword(.self), let base = argument.base
    else { return nil }
    let scope = Scope(owner: nil, file: property.location.file)
    guard let keyType = typeNamed(ExprSyntax(base), in: scope),
      let defaultValue = keyType.properties["defaultValue"], defaultValue.isStatic,
      let initializer = defaultValue.initializer
    else { return nil }
    let inner = Scope(owner: keyType, file: defaultValue.location.file)
    return value(of: initializer, in: inner, expected: defaultValue.type).caseName
  }

  /// The property a key path names (`\.searchPresentation`, `\EnvironmentValues.searchPresentation`).
  static func keyPathProperty(_ expr: ExprSyntax) -> String? {
    guard let keyPath = expr.as(KeyPathExprSyntax.self), keyPath.components.count == 1 else { return nil }
    return keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
  }
}

extension CodeReader {
  /// The declared types of the objects the views of the files read give the environment value
  /// `key` (`.environment(\.inboxRouter, router)`, `router` a property holding an `InboxRouter`, or
  /// `.environment(\.inboxRouter, InboxRouter())`), in the order of the views' names: what a
  /// protocol-typed value with several conformers stands for (`customEnvironmentRole`). The table
  /// is made once, linear in the tokens of the views' bodies.
  func environmentGivenTypes(_ key: String) -> [TypeDeclaration] {
    if let table = environmentGivenTable { return table[key] ?? [] }
    var table: [String: [TypeDeclaration]] = [:]
    for type in index.types.values.sorted(by: { $0.qualifiedName < $1.qualifiedName })
    where type.isView || type.isApp {
      guard let body = type.properties["body"]?.getter else { continue }
      for token in body.tokens(viewMode: .sourceAccurate) where token.text == "environment" {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 2,
          let name = call.arguments.first.flatMap({ CodeReader.keyPathProperty($0.expression) }),
          let given = call.arguments.last.flatMap({ givenObjectType(peel($0.expression), in: type) })
        else { continue }
        table[name, default: []].append(given)
      }
    }
    environmentGivenTable = table
    return table[key] ?? []
  }

  /// The declared type of an object a view gives: a property of the view holding one (its
  /// annotation or its initializer's type), or one created in place (`InboxRouter()`).
  private func givenObjectType(_ expr: ExprSyntax, in view: TypeDeclaration) -> TypeDeclaration? {
    let written: TypeReference?
    if let reference = expr.as(DeclReferenceExprSyntax.self),
      let property = view.properties[reference.baseName.text]
    {
      written = property.type ?? inferredType(of: property, in: view)
    } else if let call = expr.as(FunctionCallExprSyntax.self) {
      written = inferredType(of: ExprSyntax(call), from: view.qualifiedName, depth: 0)
    } else {
      written = nil
    }
    return written.flatMap { index.lookup($0.unwrapped, from: view.qualifiedName) }
  }
}
