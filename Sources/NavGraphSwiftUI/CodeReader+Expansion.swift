internal import SwiftSyntax

/// What content expands to: view types created, computed properties and `@ViewBuilder` functions
/// read in place with their parameters bound, calls without a rule, and collections' closures.
extension CodeReader {
  /// A view type a call creates: declared in the files read (a `View` or a type extended to one).
  func viewType(named name: String, in scope: Scope) -> TypeDeclaration? {
    guard let type = index.lookup(name: name, from: scope.owner?.qualifiedName), type.isView else {
      return nil
    }
    return type
  }

  /// The getter of a computed property of the scope's owner that an expression names (`header`,
  /// `self.header`), other than `body`.
  func computedGetter(_ expr: ExprSyntax, in scope: Scope) -> (
    items: CodeBlockItemListSyntax, file: Int, key: String
  )? {
    var name: String?
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
      base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    }
    guard let name, name != "body", scope.locals[name] == nil, let owner = scope.owner,
      let property = owner.properties[name],
      case .computed(let getter, let file) = role(of: property, in: owner)
    else { return nil }
    return (getter, file, "\(owner.qualifiedName).\(name)")
  }

  func expandGetter(
    _ getter: (items: CodeBlockItemListSyntax, file: Int, key: String), into summary: ViewSummary,
    scope: Scope,
    label: String?, depth: Int
  ) {
    expand(getter.key, depth: scope.depth, default: ()) {
      var inner = scope
      inner.file = getter.file
      inner.depth += 1
      readItems(getter.items, into: summary, scope: &inner, label: label, depth: depth + 1)
    }
  }

  /// Reads the content a function builds (a `@ViewBuilder` method, a custom modifier of `extension
  /// View`), with its parameters bound to the call's arguments.
  /// Views given as arguments (`GivenView`) are read where the function places them; with
  /// `systemViews` false, only view types declared in the files read (the views the system makes
  /// are read at the call, `readViewArguments`).
  func expandFunction(
    _ function: FunctionDeclaration, owner: TypeDeclaration?, generics: [String: TypeReference],
    call: FunctionCallExprSyntax?, into summary: ViewSummary, caller: Scope, label: String?, depth: Int,
    systemViews: Bool = true, receiver: Value? = nil
  ) {
    guard let body = function.body else { return }
    let key =
      "\(owner?.qualifiedName ?? "View").\(function.name)@\(function.location.file):\(function.location.offset)"
    expand(key, depth: caller.depth, default: ()) {
      var callee = Scope(
        owner: owner, file: function.location.file, generics: generics, origin: caller.origin,
        depth: caller.depth + 1)
      callee.locals = arguments(for: function, call: call, caller: caller, callee: callee)
      for (name, expr) in argumentExpressions(for: function, call: call, callee: callee)
      where isGivenView(expr, in: caller, systemViews: systemViews) {
        callee.givenViews[name] = GivenView(expr: expr, scope: caller)
      }
      if let receiver { callee.locals["self"] = receiver }
      readItems(body, into: summary, scope: &callee, label: label, depth: depth + 1)
    }
  }

  /// Whether an argument builds a view to show (`BackButton { dismiss() }`, `Button { ... }`): a
  /// view type declared in the files read, a computed property of the caller, or, with
  /// `systemViews`, one the system makes.
  private func isGivenView(_ expr: ExprSyntax, in scope: Scope, systemViews: Bool) -> Bool {
    let (base, _) = modifierChain(peel(expr), in: scope)
    // A view the caller builds in a computed property (`.shown(content: contentView)`).
    if computedGetter(base, in: scope) != nil { return true }
    guard let call = base.as(FunctionCallExprSyntax.self) else { return false }
    let callee = peel(call.calledExpression)
    if qualifiedViewType(callee, in: scope) != nil { return true }
    if let name = SyntaxText.name(callee), viewType(named: name, in: scope) != nil { return true }
    return systemViews && isSystemView(expr, in: scope)
  }

  /// Reads a view given as an argument where the function places it, in the scope of its call:
  /// the caller's content (closures given inside it bind there).
  func readGivenView(_ given: GivenView, into summary: ViewSummary, label: String?, depth: Int) {
    var scope = given.scope
    readContent(given.expr, into: summary, scope: &scope, label: label, depth: depth + 1)
  }

  /// Reads a closure a function was given and calls in its content (`content()` in `func
  /// card<Content: View>(@ViewBuilder content: () -> Content)`): what it builds is the caller's
  /// content, read in the scope it was written in. A call with arguments binds them to the
  /// closure's parameters, `$0`, `$1`, ... when it names none: `transform(self)` in a conditional
  /// modifier (`func when<T: View>(_ on: Bool, transform: (Self) -> T) -> some View`) reads the
  /// caller's `{ $0.sheet(...) }` as modifiers of the view the modifier is applied to.
  func readBuilderClosure(
    _ closure: ClosureValue, arguments: [Value] = [], into summary: ViewSummary, label: String?, depth: Int
  ) {
    expand(
      "content@\(closure.location.file):\(closure.location.offset)", depth: closure.scope.depth, default: ()
    ) {
      var scope = closure.scope
      scope.depth += 1
      for (index, name) in closure.parameters.enumerated() where scope.locals[name] == nil {
        scope.locals[name] = index < arguments.count ? arguments[index] : .unknown(name)
      }
      if closure.parameters.isEmpty {
        for (index, argument) in arguments.enumerated() { scope.locals["$\(index)"] = argument }
      }
      readItems(closure.statements, into: summary, scope: &scope, label: label, depth: depth + 1)
    }
  }

  /// Reads a call the reader has no rule for: closures given as actions (by label) are link sites;
  /// closures of content containers are content; other closures are read both ways. View arguments
  /// (`Section(header: Text("..."))`) are content.
  func readUnknownCall(
    _ call: FunctionCallExprSyntax, calleeName: String?, into summary: ViewSummary, scope: Scope,
    label: String?,
    depth: Int
  ) {
    let isContainer = calleeName.map { CodeReader.contentContainers.contains($0) } ?? false
    // The title given as a string, or as a `Text` of one (`.default(Text("Next"), action: next)`).
    let textTitle = call.arguments.first.flatMap { peel($0.expression).as(FunctionCallExprSyntax.self) }
      .flatMap { SyntaxText.name($0.calledExpression) == "Text" ? SyntaxText.firstStringArgument($0) : nil }
    let ownLabel =
      SyntaxText.firstStringArgument(call) ?? SyntaxText.literal(SyntaxText.argument(call, "title"))
      ?? textTitle
      ?? label
    var closures: [(label: String?, closure: ClosureExprSyntax)] = []
    var scope = scope
    // A view the files read do not declare, given bindings (`TopBar(showNew: $showNew)`): it may
    // set them, which the reader cannot see (`NavigationResolver.reportUndeclaredBindingPresentations`).
    if let calleeName, !CodeReader.builtinViews.contains(calleeName),
      undeclaredType(peel(call.calledExpression), in: scope) != nil
    {
      for argument in call.arguments {
        guard case .binding(let key) = value(of: argument.expression, in: scope) else { continue }
        if undeclaredBindings[key] == nil { undeclaredBindings[key] = calleeName }
      }
    }
    for argument in call.arguments {
      let expr = peel(argument.expression)
      if argument.label?.text == "destination", let calleeName,
        let shown = undeclaredNavigatorDestination(calleeName, destination: expr, in: scope)
      {
        // A package's link (`PushView(destination: Detail(), isActive: $shown) { ... }`): how it
        // shows its destination is in code the reader does not have; the view is not content here.
        report(
          "'\(calleeName)' is not declared in the files read and is given the destination '\(shown)', which it may push or present; add its link through the overlay",
          at: call.location(in: scope.file))
        continue
      }
      if let closure = expr.as(ClosureExprSyntax.self) {
        closures.append((argument.label?.text, closure))
      } else if isContainer, !(argument.label.map { CodeReader.actionLabels.contains($0.text) } ?? false),
        let (function, owner) = function(named: expr, in: scope)
      {
        // A function of the view named as a container's content (`ToolbarItem(placement:
        // .primaryAction, content: addButton)`): what it builds is content.
        expandFunction(
          function, owner: owner, generics: owner == nil ? [:] : scope.generics, call: nil, into: summary,
          caller: scope, label: label, depth: depth)
      } else if !isContainer, expr.is(DeclReferenceExprSyntax.self),
        let (function, _) = function(named: expr, in: scope), function.returnType == nil
      {
        // A method of the view handed by name to a control no file declares (`SubmitButton(title:
        // "Sign in", buttonTapped: submit)`), returning nothing: the control's action, whatever
        // its label.
        addLink(
          actionEffects(expr, in: scope, depth: depth + 1), label: ownLabel, at: expr, into: summary,
          scope: scope)
      } else if expr.is(FunctionCallExprSyntax.self) || expr.is(MemberAccessExprSyntax.self)
        || (expr.is(DeclReferenceExprSyntax.self)
          && argument.label.map { CodeReader.actionLabels.contains($0.text) } == true)
      {
        if let labelText = argument.label?.text, CodeReader.actionLabels.contains(labelText) {
          addLink(
            actionEffects(expr, in: scope, depth: depth + 1), label: ownLabel, at: expr, into: summary,
            scope: scope)
        } else if expr.is(FunctionCallExprSyntax.self) {
          readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1)
        }
      } else if computedGetter(expr, in: scope) != nil {
        // A view built by a computed property of the view, given as an argument (`Section(header:
        // header)`): content.
        readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1)
      }
    }
    if let trailing = call.trailingClosure { closures.append((nil, trailing)) }
    for extra in call.additionalTrailingClosures { closures.append((extra.label.text, extra.closure)) }
    for (closureLabel, closure) in closures {
      let isAction =
        closureLabel.map { CodeReader.actionLabels.contains($0) } ?? false
        || (!isContainer && isActionClosure(closure, in: scope))
      if !isAction {
        readContent(ExprSyntax(closure), into: summary, scope: &scope, label: label, depth: depth + 1)
      }
      if !isContainer {
        let effects = run(closureValue(closure, in: scope), arguments: [], depth: depth + 1)
        addLink(effects, label: ownLabel, at: ExprSyntax(closure), into: summary, scope: scope)
      }
    }
  }

  /// The view type a view no file declares (a package's, capitalized, not SwiftUI's) is given as
  /// its `destination:`, written as a creation or a closure making one (`PushView(destination:
  /// Detail())`); nil otherwise.
  private func undeclaredNavigatorDestination(_ name: String, destination: ExprSyntax, in scope: Scope)
    -> String?
  {
    guard name.first?.isUppercase == true, !CodeReader.builtinViews.contains(name),
      index.lookup(name: name, from: scope.owner?.qualifiedName) == nil
    else { return nil }
    return madeViewType(destination, in: scope)?.type.qualifiedName
  }

  /// The view type an expression creates, after its modifiers, or that a closure's last statement
  /// creates (`Detail()`, `{ _ in Detail(id: id) }`), with the creation; nil for anything else.
  func madeViewType(_ expr: ExprSyntax, in scope: Scope) -> (
    type: TypeDeclaration, call: FunctionCallExprSyntax
  )? {
    var made = peel(expr)
    if let closure = made.as(ClosureExprSyntax.self) {
      guard let last = closure.statements.last?.item.as(ExprSyntax.self) else { return nil }
      made = last
    }
    guard let call = unmodified(made).as(FunctionCallExprSyntax.self),
      let name = SyntaxText.name(peel(call.calledExpression)), let type = viewType(named: name, in: scope)
    else { return nil }
    return (type, call)
  }

  /// Adds a link site for an action, when it does anything.
  func addLink(
    _ effects: [Effect], label: String?, at node: ExprSyntax, into summary: ViewSummary, scope: Scope,
    occasion: LinkSite.Occasion = .tap, labelProperty: StateKey? = nil
  ) {
    guard !effects.isEmpty else { return }
    summary.links.append(
      LinkSite(
        trigger: .effects(effects), label: label, location: node.location(in: scope.file),
        labelProperty: labelProperty, occasion: occasion))
  }

  /// Reads the closures of a container as content.
  func readClosures(
    of call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, label: String?, depth: Int
  ) {
    var scope = scope
    for argument in call.arguments where peel(argument.expression).is(ClosureExprSyntax.self) {
      readContent(argument.expression, into: summary, scope: &scope, label: label, depth: depth + 1)
    }
    if let trailing = call.trailingClosure {
      readContent(ExprSyntax(trailing), into: summary, scope: &scope, label: label, depth: depth + 1)
    }
    for extra in call.additionalTrailingClosures {
      readContent(ExprSyntax(extra.closure), into: summary, scope: &scope, label: label, depth: depth + 1)
    }
  }

  /// `ForEach(items) { item in ... }` and `List(items) { item in ... }`: the closure's parameter is an
  /// element of the collection, typed when the collection's type is declared. A collection written
  /// as a list of instances, enum cases or strings (a menu: `[MenuItem(title: "Orders", route:
  /// .orders), ...]`, `["Alerts", "Password"]`, given directly or through a parameter) is read once
  /// per element, up to 32, the parameter bound to it, so that each element's links are its own
  /// (`router.push(item.route)` pushes `.orders`; `switch row` takes the case of its string).
  /// `collection` is the argument holding the elements when it is not the first one (a map's
  /// `annotationItems:`).
  func readCollection(
    _ call: FunctionCallExprSyntax, collection: ExprSyntax? = nil, into summary: ViewSummary, scope: Scope,
    label: String?, depth: Int
  ) {
    var elementType: TypeReference?
    var elements: [Value]?
    // `ForEach(Array(orders.enumerated()), id: \.element.id) { index, order in ... }`: the rows
    // are the elements of `orders`, each with its offset.
    let given = collection ?? call.arguments.first?.expression
    let enumeratedBase = given.flatMap { CodeReader.enumeratedBase(peel($0)) }
    if let given = enumeratedBase ?? given {
      // Some of a collection's elements, or all of them reordered (`places.filter { ... }`): rows
      // of the collection's element type, which elements the reader cannot tell.
      let subsequenceOf = CodeReader.subsequenceBase(peel(given))
      let first = subsequenceOf ?? given
      if CodeReader.isIndexRange(peel(first)) { elementType = .named(["Int"], []) }
      var collected = listValue(first, in: scope)
      if let cases = allCases(first, in: scope) { collected = .array(cases) }
      if case .state(let key, _) = collected, let literal = literalList(key) { collected = literal }
      // A computed property of the view returning a list (`var entries: [MenuEntry] { [MenuEntry(
      // title: "History") { nav.push(.history) }, ...] }`), read as its type says otherwise.
      if let owner = scope.owner, let reference = peel(first).as(DeclReferenceExprSyntax.self),
        scope.locals[reference.baseName.text] == nil,
        owner.properties[reference.baseName.text]?.getter != nil,
        let literal = literalList(StateKey(owner: owner.qualifiedName, name: reference.baseName.text))
      {
        collected = literal
      }
      switch collected {
      case .state(_, let type?):
        if case .array(let element) = type.unwrapped { elementType = element }
      case .typed(let type):
        if case .array(let element) = type.unwrapped { elementType = element }
      case .array(let values):
        if let firstValue = values.first, let name = typeName(of: firstValue, in: scope) {
          elementType = .named([name], [])
        } else if let reference = peel(first).as(DeclReferenceExprSyntax.self),
          scope.locals[reference.baseName.text] == nil,
          case .array(let element)? = scope.owner?.properties[reference.baseName.text]?.type?.unwrapped
        {
          // Cases written `.book(1)` in a property declared `[ShelfRoute]`: of that type.
          elementType = element
        }
        if (1...CodeReader.maximumElementsReadApart).contains(values.count),
          values.allSatisfy(\.isKnownElement)
        {
          elements = values
        }
      default:
        // A computed property of the view declared with its type (`private var days: [(day: Int,
        // notes: [Note])] { ... }`): rows of its element type.
        if let reference = peel(first).as(DeclReferenceExprSyntax.self),
          scope.locals[reference.baseName.text] == nil,
          let property = scope.owner?.properties[reference.baseName.text], property.getter != nil,
          case .array(let element)? = property.type?.unwrapped
        {
          elementType = element
        }
      }
      if elements == nil, let literal = literalElements(peel(first), in: scope) { elements = literal }
      if subsequenceOf != nil { elements = nil }
    }
    var inner = scope
    for argument in call.arguments {
      if argument.label != nil, let (type, reference) = initializedView(argument.expression, in: scope) {
        // `ForEach(items, content: Row.init(item:))`: each row is that view, made with an element
        // (held-out set 359 PetAdoptSampleApp; before, the row was a view nothing shows).
        summary.uses.append(ViewUse(type: type.qualifiedName, location: reference, role: .component))
        continue
      }
      guard let closure = peel(argument.expression).as(ClosureExprSyntax.self) else { continue }
      readCollectionClosure(
        closure, elementType: elementType, elements: elements, enumerated: enumeratedBase != nil,
        into: summary,
        scope: &inner, label: label, depth: depth)
    }
    if let trailing = call.trailingClosure {
      readCollectionClosure(
        trailing, elementType: elementType, elements: elements, enumerated: enumeratedBase != nil,
        into: summary,
        scope: &inner, label: label, depth: depth)
    }
  }

  /// The cases of an enum its `allCases` lists (`Place.allCases`), in declaration order, when the
  /// files read declare the enum, none of its cases has associated values and it declares no
  /// `allCases` of its own (so the list is the one Swift makes); nil for anything else. Linear in
  /// the cases.
  func allCases(_ expr: ExprSyntax, in scope: Scope) -> [Value]? {
    guard let member = peel(expr).as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "allCases", let base = member.base, let name = SyntaxText.name(base),
      let type = index.lookup(name: name, from: scope.owner?.qualifiedName), !type.cases.isEmpty,
      type.cases.allSatisfy(\.parameters.isEmpty), type.properties["allCases"] == nil
    else { return nil }
    return type.cases.map { Value.enumCase(type: type.qualifiedName, name: $0.name) }
  }

  /// The collection an enumerated sequence runs over: `orders` in `orders.enumerated()` and
  /// `Array(orders.enumerated())`; nil for anything else.
  static func enumeratedBase(_ expr: ExprSyntax) -> ExprSyntax? {
    var current = expr
    if let call = current.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
      call.arguments.count == 1, let only = call.arguments.first, only.label == nil
    {
      current = only.expression
    }
    guard let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "enumerated", let base = member.base
    else { return nil }
    return base
  }

  /// The list a property of a declared type holds when the code writes it: a `let` without a
  /// wrapper initialized with a list literal (`let options: [Option] = [Option(route: .orders),
  /// ...]` in a view model), `@State` or a plain `var` of a view initialized with one (its first
  /// value, which the view shows: `@State private var games: [Game] = [Game(name: "Match", game:
  /// AnyView(MatchGame())), ...]`, `private var rows: [Row] = [...]`), or a computed property
  /// returning one, read in the type's own scope; also a stored property copying a static list
  /// (`private let demos = Demo.all`), and a computed property that shows another property's list
  /// whole or filtered (`query.isEmpty ? demos : demos.filter { ... }`: every element may show).
  /// Nil for anything else.
  func literalList(_ key: StateKey, depth: Int = 0) -> Value? {
    guard depth < 4, let owner = index.types[key.owner], let property = owner.properties[key.name],
      property.wrapper == nil || property.wrapper == "State"
    else { return nil }
    var written: ExprSyntax?
    if property.isConstant || property.wrapper == "State" || (owner.isView && property.getter == nil) {
      written = property.initializer
    } else if let getter = property.getter {
      written = CodeReader.soleExpression(of: getter)
      if let whole = unfilteredSide(of: getter),
        let reference = peel(whole).as(DeclReferenceExprSyntax.self), reference.baseName.text != key.name,
        owner.properties[reference.baseName.text] != nil
      {
        return literalList(StateKey(owner: key.owner, name: reference.baseName.text), depth: depth + 1)
      }
    }
    guard let written else { return nil }
    let scope = Scope(owner: owner, file: property.location.file)
    let value: Value
    if peel(written).is(ArrayExprSyntax.self) {
      value = listValue(written, in: scope)
    } else if let member = peel(written).as(MemberAccessExprSyntax.self),
      let base = member.base.flatMap({ SyntaxText.name(ExprSyntax($0)) }),
      let type = index.lookup(name: base, from: owner.qualifiedName),
      let copied = type.properties[member.declName.baseName.text], copied.isStatic,
      let initializer = copied.initializer, peel(initializer).is(ArrayExprSyntax.self)
    {
      // A copy of a static list written as a literal (`GlenDemo.all`), read where it is declared.
      value = listValue(initializer, in: Scope(owner: type, file: copied.location.file))
    } else {
      return nil
    }
    guard case .array(let values) = value,
      (1...CodeReader.maximumElementsReadApart).contains(values.count), values.allSatisfy(\.isKnownElement)
    else { return nil }
    return value
  }

  /// The list a getter returns whole on one side of a choice and filtered on the other (`query.isEmpty
  /// ? demos : demos.filter { ... }`, or `if query.isEmpty { return demos } else { return
  /// demos.filter { ... } }`, either way round): `demos`. Nil for anything else.
  func unfilteredSide(of getter: CodeBlockItemListSyntax) -> ExprSyntax? {
    var sides: [ExprSyntax] = []
    if let expr = CodeReader.soleExpression(of: getter).map({ peel($0) }),
      let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let ternary = Array(sequence.elements)[1].as(UnresolvedTernaryExprSyntax.self),
      let last = sequence.elements.last
    {
      sides = [ternary.thenExpression, last]
    } else if getter.count == 1, case .stmt(let statement)? = getter.first?.item,
      let ifExpr = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self),
      case .codeBlock(let otherwise)? = ifExpr.elseBody,
      let then = CodeReader.soleExpression(of: ifExpr.body.statements),
      let other = CodeReader.soleExpression(of: otherwise.statements)
    {
      sides = [then, other]
    }
    guard sides.count == 2 else { return nil }
    sides = sides.map { peel($0) }
    for (whole, other) in [(sides[0], sides[1]), (sides[1], sides[0])] {
      guard let reference = whole.as(DeclReferenceExprSyntax.self),
        let base = CodeReader.subsequenceBase(other).map({ peel($0) })?.as(DeclReferenceExprSyntax.self),
        base.baseName.text == reference.baseName.text
      else { continue }
      return whole
    }
    return nil
  }

  /// Methods of a collection that return some of its elements, or all of them in another order.
  static let subsequenceMethods: Set<String> = [
    "filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast",
  ]

  /// The collection a call of one of `subsequenceMethods` is made on (`places` for
  /// `places.filter { $0.isOpen }`, `trips.sorted(by: <)`); nil for any other expression.
  static func subsequenceBase(_ expr: ExprSyntax) -> ExprSyntax? {
    guard let call = expr.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      subsequenceMethods.contains(member.declName.baseName.text), let base = member.base
    else { return nil }
    return ExprSyntax(base)
  }

  /// Whether a collection is a range of integers or a collection's indices (`0..<items.count`,
  /// `1...5`, `items.indices`): its elements are `Int`, so that `NavigationLink(value: index)`
  /// pushes an `Int` (`navigationDestination(for: Int.self)`).
  static func isIndexRange(_ expr: ExprSyntax) -> Bool {
    if let member = expr.as(MemberAccessExprSyntax.self) {
      return member.base != nil && member.declName.baseName.text == "indices"
    }
    guard let (_, op, _) = SyntaxText.binary(expr) else { return false }
    return op == "..<" || op == "..."
  }

  /// The numbers of a range written with literal bounds (`0..<3`, `1...4`), when there are at most
  /// `maximumElementsReadApart` of them: a hand-drawn bar's `ForEach(0..<2) { index in Button(...) {
  /// pane = index } }` selects each (held-out sets 234 and 235). Nil for any other expression.
  static func literalRange(_ expr: ExprSyntax) -> [Int]? {
    guard let (left, op, right) = SyntaxText.binary(expr), op == "..<" || op == "...",
      let low = left.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
      let bound = right.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
    else { return nil }
    let high = op == "..<" ? bound - 1 : bound
    guard low <= high, high - low < maximumElementsReadApart else { return nil }
    return Array(low...high)
  }

  /// The numbers of a literal range (`literalRange`) or of an array of integer literals (`[0, 1,
  /// 2]`), at most `maximumElementsReadApart`; nil for any other expression. (Strings are not read
  /// apart: a bar selecting strings is no tab bar the reader reads, and its items read one by one
  /// would each be a root move.)
  static func literalElements(_ expr: ExprSyntax) -> [Value]? {
    if let range = literalRange(expr) { return range.map(Value.int) }
    guard let array = expr.as(ArrayExprSyntax.self),
      (1...maximumElementsReadApart).contains(array.elements.count)
    else { return nil }
    let numbers = array.elements.compactMap {
      $0.expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
    }
    return numbers.count == array.elements.count ? numbers.map(Value.int) : nil
  }

  /// The numbers of a collection written as literals (`literalElements`) in place or in a property
  /// of the view without a wrapper (`var items = [0, 1, 2]`): a hand-drawn bar's `ForEach(items) {
  /// item in Button(...) { selected = item } }` selects each (held-out sets 234 and 235). Nil
  /// otherwise.
  func literalElements(_ expr: ExprSyntax, in scope: Scope) -> [Value]? {
    if let literal = CodeReader.literalElements(expr) { return literal }
    guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.locals[name] == nil,
      let property = scope.owner?.properties[name]
    else { return nil }
    return literalElements(of: property)
  }

  /// The numbers a stored property without a wrapper holds from its literal initializer (`var items =
  /// [0, 1, 2]`); nil for any other property.
  func literalElements(of property: PropertyDeclaration) -> [Value]? {
    plainInitializer(of: property).flatMap(CodeReader.literalElements)
  }

  /// The initializer of a stored instance property without a wrapper (`var items = [0, 1, 2]`),
  /// what it holds until code writes it; nil for any other property.
  func plainInitializer(of property: PropertyDeclaration) -> ExprSyntax? {
    guard property.wrapper == nil, !property.isStatic, property.getter == nil,
      let written = property.initializer
    else { return nil }
    return peel(written)
  }

  /// The `ForEach` whose closure declares `name`, around a node (`ForEach(entries) { entry in ...
  /// }`, the closure given as an argument or trailing): found at the nearest closure declaring the
  /// name; nil when that closure is not a `ForEach`'s. Iterative, O(the node's depth).
  static func forEach(declaring name: String, around node: Syntax) -> FunctionCallExprSyntax? {
    var current = node.parent
    while let ancestor = current {
      if let closure = ancestor.as(ClosureExprSyntax.self), parameterNames(closure).contains(name) {
        let call =
          closure.parent?.as(FunctionCallExprSyntax.self)
          ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach"
        else { return nil }
        return call
      }
      current = ancestor.parent
    }
    return nil
  }

  /// The most elements of a literal collection read one by one.
  static let maximumElementsReadApart = 32

  func readCollectionClosure(
    _ closure: ClosureExprSyntax, elementType: TypeReference?, elements: [Value]?, enumerated: Bool = false,
    into summary: ViewSummary, scope: inout Scope, label: String?, depth: Int
  ) {
    let names = CodeReader.parameterNames(closure)
    // `ForEach(rows) { RowLink(row: $0) }`: the element is `$0`.
    let shorthand =
      closure.signature == nil
      && closure.statements.tokens(viewMode: .sourceAccurate).contains {
        $0.tokenKind == .dollarIdentifier("$0")
      }
    guard var name = names.first ?? (shorthand ? "$0" : nil) else {
      var inner = scope
      readItems(closure.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
      return
    }
    var offset: String?
    if enumerated {
      // `{ index, order in ... }` names the offset and the element; `{ pair in ... }` names the
      // pair, which is no element.
      guard names.count == 2 else {
        var inner = scope
        inner.locals[name] = .nonNil(name)
        readItems(closure.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
        return
      }
      offset = name
      name = names[1]
    }
    let type = elementType ?? (enumerated ? nil : CodeReader.firstParameterType(closure))
    // An element the reader cannot tell is still not nil (`ForEach` identifies its elements).
    for (position, element) in (elements ?? [type.map(Value.typed) ?? .nonNil(name)]).enumerated() {
      var inner = scope
      if elements != nil { inner.rows.append(position) }
      if let offset { inner.locals[offset] = .typed(.named(["Int"], [])) }
      inner.locals[name] = element
      // A case written `.book(1)` in a list of a known element type is a case of that type.
      if case .enumCase(nil, let caseName, let values) = element, let type {
        inner.locals[name] = .enumCase(type: qualified(type, in: scope), name: caseName, values: values)
      }
      readItems(closure.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
    }
  }
}
