/// A class's members include those of its superclass, when the superclass is a class declared in
/// the files read (`final class DockHelm: Helm<Dock.Spot> {}` has `Helm`'s `course` and
/// `steer(to:)`), with the superclass's generic parameters bound to the arguments the subclass
/// gives, as Swift does.
extension DeclarationIndex {
  /// Adds to each class the properties, methods, initializers and conformances of its superclass
  /// chain that it does not declare itself: a property or method name it declares overrides the
  /// superclass's, and initializers are inherited only by a class that declares none. A superclass
  /// is completed before its subclasses; a chain is walked with a loop that stops at a class seen
  /// before (a cycle). Linear in the classes' members times the length of their chains.
  func inheritSuperclassMembers() {
    var done = Set<ObjectIdentifier>()
    for type in allTypes where type.kind == .classType && !done.contains(ObjectIdentifier(type)) {
      var chain: [(sub: TypeDeclaration, parent: TypeDeclaration, arguments: [TypeReference])] = []
      var seen: Set<ObjectIdentifier> = [ObjectIdentifier(type)]
      var current = type
      while !done.contains(ObjectIdentifier(current)), let written = current.superclass,
        case .named(_, let arguments) = resolvingAliases(written, from: current.outer),
        let parent = lookup(written, from: current.outer), parent.kind == .classType,
        seen.insert(ObjectIdentifier(parent)).inserted
      {
        chain.append((current, parent, arguments))
        current = parent
      }
      for link in chain.reversed() {
        inherit(link.parent, into: link.sub, arguments: link.arguments)
        done.insert(ObjectIdentifier(link.sub))
      }
      done.insert(ObjectIdentifier(current))
    }
  }

  /// Copies into `sub` the members of `parent` it does not declare, the parent's generic
  /// parameters replaced by `arguments`. Linear in the parent's members.
  private func inherit(_ parent: TypeDeclaration, into sub: TypeDeclaration, arguments: [TypeReference]) {
    var generics: [String: TypeReference] = [:]
    for (parameter, argument) in zip(parent.genericParameters, arguments) where generics[parameter] == nil {
      generics[parameter] = argument
    }
    func bound(_ function: FunctionDeclaration) -> FunctionDeclaration {
      var function = function
      for i in function.parameters.indices {
        function.parameters[i].type = function.parameters[i].type?.substituting(generics)
      }
      return function
    }
    for name in parent.propertyOrder where sub.properties[name] == nil {
      guard var property = parent.properties[name] else { continue }
      property.type = property.type?.substituting(generics)
      sub.properties[name] = property
      sub.propertyOrder.append(name)
    }
    for (name, methods) in parent.methods where sub.methods[name] == nil {
      sub.methods[name] = methods.map(bound)
    }
    if sub.initializers.isEmpty { sub.initializers = parent.initializers.map(bound) }
    for name in parent.inherited where !sub.inherited.contains(name) { sub.inherited.append(name) }
  }
}

extension DeclarationIndex {
  /// Marks as a view each type conforming to a protocol declared in the files read that refines
  /// `View`, directly or through other such protocols (`protocol Routable: View, Hashable`, `enum
  /// AppRoutes: Routable`), as Swift makes it one: `View` is added to what it inherits. Each
  /// protocol's refinements are walked once, with an explicit stack: linear in the types'
  /// conformances.
  func inheritRefinedViewProtocols() {
    var refinesView: [String: Bool] = [:]
    func isViewProtocol(_ declared: TypeDeclaration) -> Bool {
      if let known = refinesView[declared.qualifiedName] { return known }
      var seen: Set<String> = [declared.qualifiedName]
      var pending = [declared]
      var found = false
      while let current = pending.popLast(), !found {
        for name in current.inherited {
          if TypeDeclaration.viewProtocols.contains(name) {
            found = true
            break
          }
          if let parent = protocolNamed(name, from: current.outer), seen.insert(parent.qualifiedName).inserted
          {
            pending.append(parent)
          }
        }
      }
      refinesView[declared.qualifiedName] = found
      return found
    }
    for type in allTypes where type.kind != .protocolType && !type.isView {
      let refined = type.inherited.contains { name in
        protocolNamed(name, from: type.outer).map(isViewProtocol) ?? false
      }
      if refined { type.inherited.append("View") }
    }
  }
}
