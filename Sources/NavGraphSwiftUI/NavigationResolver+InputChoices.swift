internal import SwiftSyntax

/// A choice on input: on state a text field of the view edits (`TextField("Search", text:
/// $viewModel.searchText)`, `SecureField`, `TextEditor`, `.searchable(text:)`), or on a view's own
/// `@State` that no action writes (it changes only through the bindings the view gives controls, a
/// `Toggle`, a `Picker`). `if query.isEmpty { TopicGrid(...) } else { HitList(...) }` beside the
/// search field is then the view's content, both branches shown on its screen, not a root switch
/// whose other branches nothing reaches.
extension NavigationResolver {
  /// Whether a choice of the view `host` on `key` is a choice on input (above).
  func isInputChoice(_ key: StateKey, host: String?) -> Bool {
    guard host != nil else { return false }
    let base = StateKey(owner: key.owner, name: String(key.name.prefix { $0 != "." }))
    return isInputOnlyState(key, host: host) || textInputStates.contains(base)
      || textInputStates.contains(key)
  }

  /// The states the text fields of the views edit (`text: $query`, `text: $model.query`), followed
  /// through bindings to the state they stand for (`SearchBar(text: $viewModel.searchText)` whose
  /// `TextField` edits its `@Binding var text`), with the properties they are fields of. Linear in
  /// the views' body tokens, once.
  private var textInputStates: Set<StateKey> {
    if let known = textInputCache { return known }
    var found = Set<StateKey>()
    func note(_ key: StateKey) {
      for edited in [key] + origins(of: key) {
        found.insert(edited)
        found.insert(StateKey(owner: edited.owner, name: String(edited.name.prefix { $0 != "." })))
      }
    }
    for type in index.allTypes where type.isView {
      guard let body = type.properties["body"], let getter = body.getter else { continue }
      let scope = Scope(owner: type, file: body.location.file, origin: type.qualifiedName)
      for token in getter.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind,
          NavigationResolver.textInputs.contains(name),
          let call = token.parent?.parent?.as(FunctionCallExprSyntax.self)
            ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          let text = call.arguments.first(where: { $0.label?.text == "text" })?.expression
        else { continue }
        switch reader.value(of: text, in: scope) {
        case .binding(let key), .state(let key, _): note(key)
        default: break
        }
      }
    }
    textInputCache = found
    return found
  }

  /// The views and modifiers that edit text through a `text:` binding.
  static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor", "searchable"]

  /// Whether `key` is a `@State` property of the view `host`, or a member of one
  /// (`Atlas.query.isEmpty`), that no code the reader follows writes (an action, a handler, a
  /// closure given to a component or to the environment, a deep link, a Combine subscription or a
  /// listener): a write to a `@Binding` bound to it counts. Linear in the effects read, once for
  /// all keys.
  func isInputOnlyState(_ key: StateKey, host: String?) -> Bool {
    let name = String(key.name.prefix { $0 != "." })
    guard let host, key.owner == host, let type = index.types[host],
      type.properties[name]?.wrapper == "State"
    else { return false }
    return !writtenStates.contains(StateKey(owner: key.owner, name: name))
  }

  /// The value a choice on a view's own `@State` stays on when nothing changes that state: no code
  /// the reader follows writes it (`isInputOnlyState`) and the view gives its binding to nothing (no
  /// `$signedIn` in its code, so no control edits it either): `@State var signedIn = false` with
  /// `NavigationStack { if signedIn { Tabs() } else { Login() } }` always shows the login, so the
  /// choice is fixed on that value (`fixedRoot`), not the view's content with both branches. Nil
  /// otherwise, and for a member of the state (`query.isEmpty`) or one without a literal initial
  /// value. O(tokens of the view's code).
  func unchangingStateValue(_ key: StateKey, host: String?) -> StateKey? {
    guard !key.name.contains("."), isInputOnlyState(key, host: host), let type = index.types[key.owner],
      let initial = initialValue(of: key)
    else { return nil }
    let projected = "$" + key.name
    let blocks =
      type.properties.values.compactMap(\.getter) + type.methods.values.joined().compactMap(\.body)
      + type.initializers.compactMap(\.body)
    for block in blocks {
      for token in block.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(projected) {
        return nil
      }
    }
    return .constant(initial)
  }

  /// Every state some code the reader follows writes, followed through bindings to the state they
  /// stand for. Made once, after every view is read.
  var writtenStates: Set<StateKey> {
    if let known = writtenStateCache { return known }
    var pending = readEffects()
    var written = Set<StateKey>()
    // A write to a member (`query.text`) writes the property too.
    func note(_ key: StateKey) {
      for found in [key] + origins(of: key) {
        written.insert(StateKey(owner: found.owner, name: String(found.name.prefix { $0 != "." })))
      }
    }
    while let effect = pending.popLast() {
      switch effect {
      case .write(let key, _, _), .advance(let key, _, _), .toggle(let key, _), .append(let key, _, _),
        .appendAll(let key, _, _), .removeLast(let key, _, _), .removeAll(let key, _):
        note(key)
      case .branches(let branches, _): for branch in branches { pending += branch.effects }
      case .storedClosure(_, let effects, _): pending += effects
      default: break
      }
    }
    for write in reader.detachedWrites { note(write.key) }
    for derivations in reader.derivations.values {
      for derivation in derivations { note(derivation.target) }
    }
    writtenStateCache = written
    return written
  }
}
