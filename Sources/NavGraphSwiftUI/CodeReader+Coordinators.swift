internal import NavGraph
internal import SwiftSyntax

/// The coordinator of a UIKit or AppKit view made a SwiftUI view (`UIViewRepresentable`, ...): the
/// object `makeCoordinator()` makes, holding the view (`Coordinator(self)`, `Coordinator(parent:
/// self)`), whose delegate methods UIKit calls when the user acts on the view (a pin selected, a
/// photo picked). What they do through the view they hold (`parent.onPinTap(pin)`,
/// `parent.isPresented = false`, `parent.dismiss()`) is an action of the view, as a button's is.
extension CodeReader {
  /// Adds one link site to `summary` per method of the representable `type`'s coordinator that
  /// does something (`hasEffect`), at the method's first effect; the methods read in source order.
  func readCoordinatorActions(of type: TypeDeclaration, into summary: ViewSummary) {
    guard let make = type.methods["makeCoordinator"]?.first, let body = make.body,
      let (coordinator, call) = coordinatorMade(in: body, from: type)
    else { return }
    let parents = coordinator.propertyOrder.filter {
      coordinator.properties[$0]?.type?.unwrapped.lastName == type.name
    }
    // The view's state given to the coordinator's properties of the same labels
    // (`Coordinator(presentationMode: presentationMode, isShown: $isPresented)`): the coordinator's
    // `presentationMode.dismiss()`, `isShown = false` are the view's.
    var given: [String: Value] = [:]
    let viewScope = Scope(owner: type, file: make.location.file, origin: type.qualifiedName)
    for argument in call.arguments {
      guard let label = argument.label?.text, coordinator.properties[label] != nil else { continue }
      let value = self.value(of: argument.expression, in: viewScope)
      if case .unknown = value { continue }
      given[label] = value
    }
    let methods = coordinator.methods.values.joined().filter { !$0.isStatic && $0.body != nil }
      .sorted { $0.location < $1.location }
    guard !parents.isEmpty || !given.isEmpty || methods.contains(where: { !controllers(in: $0).isEmpty })
    else { return }
    for method in methods {
      guard let statements = method.body else { continue }
      var scope = Scope(owner: type, file: method.location.file, origin: type.qualifiedName)
      scope.selfNames = Set(parents)
      scope.locals = given
      for parameter in method.parameters { scope.locals[parameter.name] = .unknown(parameter.name) }
      scope.shownControllers = controllers(in: method)
      let effects = self.effects(of: statements, in: scope, depth: 1)
      guard let first = effects.first, CodeReader.hasEffect(effects) else { continue }
      summary.links.append(LinkSite(trigger: .effects(effects), label: nil, location: first.location))
    }
  }

  /// Adds one link site to `summary` per closure the representable `type`'s maker stores in the
  /// UIKit or AppKit object it makes (`controller.completionWithItemsHandler = { _, _, _, _ in
  /// isShown = false }` in `makeUIViewController`): UIKit calls it when the user is done with the
  /// object, so what it does is an action of the view, read in the view's scope. O(the maker's
  /// tokens).
  func readMakerCallbacks(of type: TypeDeclaration, into summary: ViewSummary) {
    guard let make = CodeReader.representableMakers.lazy.compactMap({ type.methods[$0]?.first }).first,
      let body = make.body
    else { return }
    let scope = Scope(owner: type, file: make.location.file, origin: type.qualifiedName)
    for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
      guard let assignment = token.parent?.as(AssignmentExprSyntax.self),
        let sequence = assignment.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
        target.base?.is(DeclReferenceExprSyntax.self) == true,
        let closure = sequence.elements.last.map({ peel($0) })?.as(ClosureExprSyntax.self)
      else { continue }
      let effects = actionEffects(ExprSyntax(closure), in: scope, depth: 1)
      guard let first = effects.first, CodeReader.hasEffect(effects) else { continue }
      summary.links.append(LinkSite(trigger: .effects(effects), label: nil, location: first.location))
    }
  }

  /// The makers of a representable's UIKit or AppKit object.
  static let representableMakers = [
    "makeUIViewController", "makeUIView", "makeNSViewController", "makeNSView",
  ]

  /// Adds one link site to `summary` per target-action method (`@objc`, `@IBAction`) of the
  /// controller or view the representable `type` makes (`CrateController(clerk: clerk)` in
  /// `makeUIViewController`), a class of the files read: UIKit calls them when the user taps its
  /// controls, so what they do (`clerk.go(.basket)`) is an action of the view, as a button's is.
  /// The methods are read in source order, in the class's own scope.
  func readControllerActions(of type: TypeDeclaration, into summary: ViewSummary) {
    guard
      let make = CodeReader.representableMakers.lazy.compactMap({ type.methods[$0]?.first }).first,
      let body = make.body, let controller = coordinatorMade(in: body, from: type)?.type
    else { return }
    let methods = controller.methods.values.joined().filter { $0.isObjC && !$0.isStatic && $0.body != nil }
      .sorted { $0.location < $1.location }
    for method in methods {
      guard let statements = method.body else { continue }
      var scope = Scope(owner: controller, file: method.location.file, origin: type.qualifiedName)
      for parameter in method.parameters { scope.locals[parameter.name] = .unknown(parameter.name) }
      scope.shownControllers = controllers(in: method).union(["self"])
      let effects = self.effects(of: statements, in: scope, depth: 1)
      guard let first = statements.first, CodeReader.hasEffect(effects) else { continue }
      // At the method's code (`clerk.go(.basket)`), not inside the router it calls.
      summary.links.append(
        LinkSite(trigger: .effects(effects), label: nil, location: first.location(in: method.location.file)))
    }
  }

  /// The parameters of a delegate method that are UIKit or AppKit controllers (`picker:
  /// UIImagePickerController`, `controller: UIDocumentPickerViewController`, `PHPickerViewController`):
  /// UIKit calls a representable's coordinator with the controller the representable shows.
  private func controllers(in method: FunctionDeclaration) -> Set<String> {
    Set(
      method.parameters.compactMap { parameter in
        guard let name = parameter.type?.unwrapped.lastName, name.hasSuffix("Controller"),
          index.lookup(name: name, from: nil) == nil
        else { return nil }
        return parameter.name
      })
  }

  /// A shown controller's `dismiss(animated:)` (`picker.dismiss(animated: true)` in a coordinator's
  /// delegate method; `dismiss(animated: true)`, `self.dismiss(...)` in the controller's own
  /// methods): the modal the representable is presented in closes, then its completion runs
  /// (`effects(ofCall:)`).
  func controllerDismissal(_ call: FunctionCallExprSyntax, in scope: Scope, at location: SourceAnchor)
    -> Effect?
  {
    guard !scope.shownControllers.isEmpty else { return nil }
    let callee = peel(call.calledExpression)
    let name: String
    if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text == "dismiss" {
      name = "self"
    } else if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dismiss",
      let base = member.base.map({ peel(ExprSyntax($0)) })?.as(DeclReferenceExprSyntax.self)
    {
      name = base.baseName.tokenKind == .keyword(.self) ? "self" : base.baseName.text
    } else {
      return nil
    }
    guard scope.shownControllers.contains(name), name == "self" || scope.locals[name]?.isUntold != false
    else { return nil }
    return .closeModal(location)
  }

  /// The coordinator `makeCoordinator()` returns: the declared type first called in its body
  /// (`Coordinator(self)`, `MapCoordinator(parent: self)`, `PhotoPicker.Coordinator(owner: self)`,
  /// `Coordinator.init(self)`), looked up from the view, and that call.
  private func coordinatorMade(in body: CodeBlockItemListSyntax, from type: TypeDeclaration)
    -> (type: TypeDeclaration, call: FunctionCallExprSyntax)?
  {
    for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .leftParen {
      guard let call = token.parent?.as(FunctionCallExprSyntax.self) else { continue }
      // `Coordinator.init(self)` is peeled to `Coordinator(self)`.
      let callee = peel(call.calledExpression)
      let name =
        callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      guard name?.first?.isUppercase == true,
        let declared = index.lookup(TypeReference(callee.typeSyntax), from: type.qualifiedName),
        declared.isObject
      else { continue }
      return (declared, call)
    }
    return nil
  }

  /// Whether effects do anything, not only branch on conditions (a method making an annotation's
  /// view, `if let pin = annotation as? Pin { ... }`). Iterative over nested branches.
  static func hasEffect(_ effects: [Effect]) -> Bool {
    var work = effects
    while let effect = work.popLast() {
      guard case .branches(let branches, _) = effect else { return true }
      for branch in branches { work += branch.effects }
    }
    return false
  }

  /// Whether an expression is the owner itself: `self`, or a name standing for it
  /// (`Scope.selfNames`: a coordinator's `parent`, also written `self.parent`).
  func isSelf(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    if let member = expr.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return scope.selfNames.contains(member.declName.baseName.text)
    }
    guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return false }
    if reference.baseName.tokenKind == .keyword(.self) { return true }
    let name = reference.baseName.text
    return scope.selfNames.contains(name) && scope.locals[name] == nil
  }

  /// The name of the property of the type being read that an expression names: `router` (no
  /// local of that name) or `self.router`. Nil for anything else. O(1).
  func ownPropertyName(_ expr: ExprSyntax, in scope: Scope) -> String? {
    if let reference = expr.as(DeclReferenceExprSyntax.self), scope.locals[reference.baseName.text] == nil {
      return reference.baseName.text
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
      isSelf(ExprSyntax(base), in: scope)
    {
      return member.declName.baseName.text
    }
    return nil
  }
}

extension Effect {
  /// Where the code that has the effect is written.
  var location: SourceAnchor {
    switch self {
    case .write(_, _, let location), .advance(_, _, let location), .toggle(_, let location),
      .append(_, _, let location),
      .appendAll(_, _, let location), .removeLast(_, _, let location), .removeAll(_, let location),
      .dismiss(_, let location), .callClosure(_, let location, _), .unresolved(_, let location),
      .storedClosure(_, _, let location), .branches(_, let location), .show(_, _, let location),
      .closeModal(let location):
      return location
    }
  }
}
