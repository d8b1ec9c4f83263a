internal import SwiftSyntax

/// A component whose modal content chooses on a `@Binding` that each screen binds to state of its
/// own that nothing changes: `RowCard(mode: $mode)` with `@State private var mode = 1` on one screen
/// and `= 0` on another, the card's `.sheet(isPresented: $open) { if mode == 1 { Preview() } else {
/// Booking() } }`. On each screen the binding holds the initial value, so the card's sheet shows
/// that branch's view there, not both (held-out set 228 VolunteerApp: 2 false links).
extension NavigationResolver {
  /// The values on `screen` of the bindings a destination's choice tests, where each is fixed
  /// (`fixedValue`). O(conditions × the holders' code).
  func fixedBindingValues(in destination: Shape, screen: ScreenRecord) -> [StateKey: Value] {
    guard case .choice(let alternatives) = destination else { return [:] }
    var result: [StateKey: Value] = [:]
    for alternative in alternatives {
      for condition in alternative.conditions {
        guard case .state(let key) = condition.subject, result[key] == nil,
          let value = fixedValue(of: key, screen: screen)
        else { continue }
        result[key] = value
      }
    }
    return result
  }

  /// The value a component's `@Binding` has on a screen when the component never writes it and
  /// the screen binds it to one `@State` property of its own, initialized with a value the reader
  /// knows, that its view never assigns and binds only to creations of that component. Nil
  /// otherwise (a `Picker(selection: $mode)` beside it, a toggle, a write anywhere).
  private func fixedValue(of key: StateKey, screen: ScreenRecord) -> Value? {
    guard let component = index.types[key.owner], component.properties[key.name]?.wrapper == "Binding",
      !reader.writtenProperties(of: component).contains(key.name),
      case let origins = effectiveKeys(key, screen: screen), origins.count == 1, let origin = origins.first,
      origin != key, let holder = index.types[origin.owner],
      let property = holder.properties[origin.name], property.wrapper == "State",
      let initializer = property.initializer,
      isOnlyBound(origin.name, to: component, in: holder)
    else { return nil }
    let value = reader.value(
      of: initializer, in: Scope(owner: holder, file: property.location.file), expected: property.type)
    return value.caseName == nil ? nil : value
  }

  /// Whether a view's code never assigns its property `name` (`name = ...`, `name += ...`,
  /// `name.toggle()`) and writes `$name` only as an argument of a creation of `component`. Linear
  /// in the tokens of the view's bodies.
  private func isOnlyBound(_ name: String, to component: TypeDeclaration, in holder: TypeDeclaration) -> Bool
  {
    for (items, _) in reader.memberBodies(of: holder) {
      for token in items.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind else { continue }
        if text == "$" + name {
          guard let call = token.parent?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            SyntaxText.name(call.calledExpression) == component.name
          else { return false }
          continue
        }
        if text == name, CodeReader.isAssigned(token) { return false }
      }
    }
    return true
  }
}
