internal import SwiftSyntax

/// An object the files read do not declare, given by a view to a component through the
/// environment (`ButtonsView().environment(model)`, `model` being `@State private var model =
/// ScannerDataModel()`) and read there by type (`@Environment(ScannerDataModel.self) var model`,
/// `@EnvironmentObject var model: ScannerDataModel`): the component's property is the same object,
/// so its `model.isImageCaptured` is the presenter's. An object of a declared class needs none of
/// this: its state is keyed by its type wherever it is held.
extension CodeReader {
  /// Records, for `.environment(x)` or `.environmentObject(x)` on a creation of a declared view type,
  /// each of that view's properties reading an object of `x`'s type from the environment as `x`.
  /// O(the view's properties).
  func recordEnvironmentObjects(_ base: ExprSyntax, modifiers: [ModifierCall], in scope: Scope) {
    guard modifiers.contains(where: { $0.name == "environment" || $0.name == "environmentObject" }),
      let call = base.as(FunctionCallExprSyntax.self)
    else { return }
    let callee = peel(call.calledExpression)
    guard
      let view = qualifiedViewType(callee, in: scope)
        ?? SyntaxText.name(callee).flatMap({ viewType(named: $0, in: scope) })
    else { return }
    for modifier in modifiers where modifier.name == "environment" || modifier.name == "environmentObject" {
      guard modifier.call.arguments.count == 1, let argument = modifier.call.arguments.first,
        argument.label == nil,
        case .state(let given, _) = value(of: argument.expression, in: scope),
        let holder = index.types[given.owner]?.properties[given.name], let typeName = objectType(of: holder),
        index.lookup(name: typeName, from: given.owner) == nil
      else { continue }
      if environmentObjectsByType[typeName] == nil { environmentObjectsByType[typeName] = given }
      for property in view.properties.values.sorted(by: { $0.name < $1.name })
      where environmentType(of: property) == typeName {
        environmentObjects[StateKey(owner: view.qualifiedName, name: property.name)] = given
      }
    }
  }

  /// Records a property of a created view given such an object as an argument
  /// (`ButtonsView(model: model)` with `var model: ScannerDataModel`, also `@Bindable` or
  /// `@ObservedObject`) as the creator's object, as `.environment(model)` does for a property read
  /// from the environment. O(1).
  func recordGivenObject(
    _ property: PropertyDeclaration, of view: TypeDeclaration, expr: ExprSyntax, in scope: Scope
  ) {
    guard [nil, "Bindable", "ObservedObject"].contains(property.wrapper),
      case .named(let path, _)? = property.type?.unwrapped,
      case .state(let given, _) = value(of: expr, in: scope),
      let holder = index.types[given.owner]?.properties[given.name],
      objectType(of: holder) == path.joined(separator: "."),
      index.lookup(name: path.joined(separator: "."), from: given.owner) == nil
    else { return }
    environmentObjects[StateKey(owner: view.qualifiedName, name: property.name)] = given
  }

  /// The type of the object a property holds: its annotation, or the type its initializer creates
  /// (`@State private var model = ScannerDataModel()`); nil when neither says.
  func objectType(of property: PropertyDeclaration) -> String? {
    if case .named(let path, _)? = property.type?.unwrapped { return path.joined(separator: ".") }
    guard let call = property.initializer?.as(FunctionCallExprSyntax.self),
      let name = SyntaxText.name(call.calledExpression), name.first?.isUppercase == true
    else { return nil }
    return name
  }

  /// The object a view's property reading a type the files read do not declare from the
  /// environment is (`@EnvironmentObject private var settings: AppSettings`): the property a creator
  /// gives to that view, else the one given to any view by that type, the environment passing it
  /// down to every view below (held-out set 72 MeetMemento: the root's `settings`, given to the root
  /// with `.environmentObject(model.settings)`, set in the onboarding screen's own `settings` and
  /// in the model's method). Nil for any other property.
  func environmentObject(for holder: StateKey) -> StateKey? {
    if let given = environmentObjects[holder] { return given }
    guard !environmentObjectsByType.isEmpty, let type = index.types[holder.owner], type.isView,
      let property = type.properties[holder.name], let typeName = environmentType(of: property)
    else { return nil }
    return environmentObjectsByType[typeName]
  }

  /// The type a property reads from the environment: `T` in `@Environment(T.self)` or
  /// `@EnvironmentObject var x: T`; nil for any other property.
  private func environmentType(of property: PropertyDeclaration) -> String? {
    if property.wrapper == "EnvironmentObject", case .named(let path, _)? = property.type?.unwrapped {
      return path.joined(separator: ".")
    }
    guard property.wrapper == "Environment",
      let member = property.wrapperArguments?.first?.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "self", let base = member.base
    else { return nil }
    return SyntaxText.bounded(base, limit: 80)
  }
}
