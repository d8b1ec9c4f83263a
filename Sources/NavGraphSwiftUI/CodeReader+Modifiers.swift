internal import NavGraph
internal import SwiftSyntax

extension CodeReader {
  /// Applies a modifier to the summary of the view it is written in.
  func applyModifier(
    _ modifier: ModifierCall, into summary: ViewSummary, scope: inout Scope, label: String?, depth: Int
  ) {
    let call = modifier.call
    let location = call.location(in: scope.file)
    switch modifier.name {
    case "sheet": readPresentation(.sheet, call, into: summary, scope: scope, depth: depth)
    case "fullScreenCover":
      readPresentation(.fullScreenCover, call, into: summary, scope: scope, depth: depth)
    case "popover": readPresentation(.popover, call, into: summary, scope: scope, depth: depth)
    // An inspector is a sheet on iPhone (compact width), the model's device.
    case "inspector": readPresentation(.sheet, call, into: summary, scope: scope, depth: depth)
    case "navigationDestination": readDestination(call, into: summary, scope: scope, depth: depth)
    case "actionSheet": readActionSheetButtons(call, into: summary, scope: scope, depth: depth)
    case "navigationTitle", "navigationBarTitle":
      if summary.decoration.title == nil, let first = call.arguments.first?.expression {
        summary.decoration.title =
          SyntaxText.literal(first)
          ?? peel(first).as(FunctionCallExprSyntax.self).flatMap { SyntaxText.firstStringArgument($0) }
      }
    case "navigationBarBackButtonHidden":
      if flag(call, name: modifier.name, scope: scope) { summary.decoration.backButtonHidden = true }
    case "interactiveDismissDisabled":
      if flag(call, name: modifier.name, scope: scope) { summary.decoration.dismissDisabled = true }
    case "toolbar", "toolbarVisibility":
      if call.arguments.count >= 2 {
        let text = SyntaxText.bounded(call.arguments, limit: 200)
        if text.contains(".hidden"), text.contains(".tabBar") { summary.decoration.hidesTabBar = true }
      } else {
        readBarItems(call, into: summary, scope: &scope, label: label, depth: depth)
      }
    case "navigationBarItems": readBarItems(call, into: summary, scope: &scope, label: label, depth: depth)
    case "environment": recordEnvironmentSetting(call, in: scope)
    case "tabItem", "tag", "tabViewStyle", "hidden", "environmentObject", "onDismiss": break
    case "gesture", "simultaneousGesture", "highPriorityGesture":
      readGestureActions(call, into: summary, scope: scope, depth: depth)
    case "onOpenURL":
      // The handler: a closure, or a function named as `perform: handleURL`.
      if let closure = call.trailingClosure ?? SyntaxText.closure(call, "perform") {
        let effects = run(closureValue(closure, in: scope), arguments: [.unknown("url")], depth: depth + 1)
        summary.deepLinkHandlers.append((effects, location))
      } else if let handler = SyntaxText.argument(call, "perform") {
        summary.deepLinkHandlers.append((actionEffects(handler, in: scope, depth: depth + 1), location))
      }
    case "modifier":
      if let argument = call.arguments.first?.expression,
        let creation = peel(argument).as(FunctionCallExprSyntax.self),
        let name = SyntaxText.name(peel(creation.calledExpression)),
        let type = index.lookup(name: name, from: scope.owner?.qualifiedName), type.isViewModifier
      {
        if readBoundModifier(
          type, creation: creation, into: summary, scope: scope, label: label, depth: depth)
        {
          if buildsStackAroundContent(modifier, in: scope) { summary.hostsStack = true }
          return
        }
        summary.uses.append(ViewUse(type: type.qualifiedName, location: location, role: .component))
        recordCreation(of: type, call: creation, into: summary, scope: scope, label: label, depth: depth)
        // A stack the modifier builds around the view (`CodeReader+StackModifiers`).
        if buildsStackAroundContent(modifier, in: scope) { summary.hostsStack = true }
      }
    default:
      if CodeReader.actionModifiers.contains(modifier.name) {
        if tabActionHandlers.contains(call.id) { return }
        if modifier.name == "onReceive", recordNotificationHandler(call, in: scope) { return }
        if CodeReader.occasion(of: modifier.name) == .change,
          recordMirror(call, modifier: modifier.name, in: scope)
        {
          return
        }
        if modifier.name == "onChange" { recordChangeHandler(call, in: scope, depth: depth) }
        var closures = call.arguments.compactMap { peel($0.expression).as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        let outerOccasion = actionOccasion
        actionOccasion = CodeReader.occasion(of: modifier.name)
        defer { actionOccasion = outerOccasion }
        for closure in closures {
          addLink(
            run(closureValue(closure, in: scope), arguments: [], depth: depth + 1), label: nil,
            at: ExprSyntax(closure), into: summary, scope: scope,
            occasion: CodeReader.occasion(of: modifier.name))
        }
        for argument in call.arguments where CodeReader.actionLabels.contains(argument.label?.text ?? "") {
          if !peel(argument.expression).is(ClosureExprSyntax.self) {
            addLink(
              actionEffects(argument.expression, in: scope, depth: depth + 1), label: nil,
              at: argument.expression, into: summary, scope: scope,
              occasion: CodeReader.occasion(of: modifier.name))
          }
        }
        return
      }
      if let function = index.viewExtensionFunctions[modifier.name]?.first {
        if buildsStackAroundContent(modifier, in: scope) { summary.hostsStack = true }
        readViewArguments(of: call, into: summary, scope: scope, label: label, depth: depth)
        expandFunction(
          function, owner: nil, generics: genericsBoundByMethods(of: function, call: call, in: scope),
          call: call, into: summary, caller: scope, label: label, depth: depth, systemViews: false)
        return
      }
      if !CodeReader.contentModifiers.contains(modifier.name), let trailing = call.trailingClosure,
        isActionClosure(trailing, in: scope)
      {
        // A package's tap modifier (`.asButton(.press) { router.showScreen(...) }`): its closure
        // runs on the user's tap, as an `.onTapGesture`'s does.
        addLink(
          run(closureValue(trailing, in: scope), arguments: [], depth: depth + 1), label: nil,
          at: ExprSyntax(trailing), into: summary, scope: scope)
        return
      }
      recordUnknownModal(call, name: modifier.name, scope: scope)
      readModifierClosures(call, into: summary, scope: &scope, label: label, depth: depth)
    }
  }

  /// SwiftUI's modifiers whose closures build content (or refresh it), never a tap's action.
  static let contentModifiers: Set<String> = [
    "alert", "confirmationDialog", "overlay", "background", "contextMenu", "swipeActions", "safeAreaInset",
    "mask", "refreshable", "searchable", "searchSuggestions", "toolbarBackground", "badge",
  ]

  /// A generic `ViewModifier` whose creation binds its parameters (`FlowStack(flow: flow)`, `struct
  /// FlowStack<F: Flow>: ViewModifier { @ObservedObject var flow: F }`, given a `ShelfFlow`): its
  /// `body(content:)` read into the modified view's summary with the parameters bound and its
  /// properties given, as a wrapper's body is read with its creation's, so that
  /// `navigationDestination(for: F.Steps.self) { flow.screen(for: $0) }` registers the bound
  /// coordinator's steps and builds its screens; likewise when the creation gives a closure the body
  /// calls (`content.fullScreenCover(isPresented: $isPresented) { cover() }`). Read once per
  /// creation; false (the modifier is a component, read once for all) when the creation binds no
  /// parameter and gives no closure. O(the body).
  func readBoundModifier(
    _ type: TypeDeclaration, creation: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope,
    label: String?, depth: Int
  ) -> Bool {
    guard !type.genericParameters.isEmpty, let method = type.methods["body"]?.first, let body = method.body
    else { return false }
    var generics: [String: TypeReference] = [:]
    var locals: [String: Value] = [:]
    for (name, expr) in givenProperties(of: type, call: creation) {
      guard let property = type.properties[name] else { continue }
      bindGenerics(of: type, property: property, to: expr, in: scope, into: &generics)
      locals[name] = objectHeld(in: value(of: expr, in: scope))
    }
    // A content closure the creation gives (`RotatingCover(isPresented: $big, cover: content)`):
    // what the modifier's `cover()` builds is the caller's, so the body is read with it too.
    let givesClosure = locals.values.contains { if case .closure = $0 { true } else { false } }
    guard !generics.isEmpty || givesClosure else { return false }
    let key = "modifier:\(type.qualifiedName)," + Scope.variant(of: generics)
    expand(key, depth: scope.depth, default: ()) {
      var inner = Scope(
        owner: type, file: method.location.file, generics: generics, origin: scope.origin,
        depth: scope.depth + 1)
      inner.locals = locals
      readItems(body, into: summary, scope: &inner, label: label, depth: depth + 1)
    }
    return true
  }

  /// The generic parameters of a custom modifier that a method given for one of its closure
  /// parameters fixes: `build: @escaping (D) -> C` given `screen`, declared `func screen(_ stop:
  /// Stop)` in `Shelf`, binds `D` to `Shelf.Stop`, as Swift infers it. Only a bare name no type of
  /// the files read declares is bound. Linear in the arguments and parameters.
  func genericsBoundByMethods(
    of function: FunctionDeclaration, call: FunctionCallExprSyntax, in scope: Scope
  ) -> [String: TypeReference] {
    var generics: [String: TypeReference] = [:]
    for argument in call.arguments {
      guard let parameter = function.parameters.first(where: { $0.label == argument.label?.text }),
        case .function(_, let closureParameters)? = parameter.type?.unwrapped,
        case .method(let method, let owner) = value(of: argument.expression, in: scope)
      else { continue }
      for (written, given) in zip(closureParameters, method.parameters) {
        guard case .named(let components, let arguments) = written, components.count == 1, arguments.isEmpty,
          generics[components[0]] == nil, index.lookup(name: components[0], from: nil) == nil,
          let type = given.type
        else { continue }
        let declared = index.lookup(type, from: owner?.qualifiedName)
        generics[components[0]] = declared.map { .named([$0.qualifiedName], []) } ?? type
      }
    }
    return generics
  }

  /// The actions of a gesture attached to the view (`.gesture(DragGesture().onEnded { value in ...
  /// })`): the closures of `onEnded` and `onChanged` in the gesture's chain run on the user's
  /// gesture, as an `.onTapGesture`'s does, so their moves are links of the screen (their
  /// parameter, the gesture's value, is unknown; a condition on it is one the reader cannot decide).
  private func readGestureActions(
    _ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int
  ) {
    guard let argument = call.arguments.first?.expression else { return }
    var current = peel(argument)
    while let gesture = current.as(FunctionCallExprSyntax.self),
      let member = peel(gesture.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base
    {
      if ["onEnded", "onChanged"].contains(member.declName.baseName.text),
        let closure = gesture.trailingClosure
          ?? gesture.arguments.first.flatMap({ peel($0.expression).as(ClosureExprSyntax.self) })
      {
        addLink(
          run(closureValue(closure, in: scope), arguments: [.unknown("value")], depth: depth + 1), label: nil,
          at: ExprSyntax(closure), into: summary, scope: scope, occasion: .tap)
      }
      current = peel(ExprSyntax(base))
    }
  }

  /// When an action modifier's closure runs: on appearance (`onAppear`, `task`), on a change
  /// (`onChange`, `onReceive`), after the view has gone (`onDisappear`), or on the user's gesture
  /// (the others).
  static func occasion(of modifier: String) -> LinkSite.Occasion {
    switch modifier {
    case "onAppear", "task": return .appearance
    case "onChange", "onReceive": return .change
    case "onDisappear": return .disappearance
    default: return .tap
    }
  }

  /// Whether a Boolean modifier (`navigationBarBackButtonHidden()`, `(true)`) sets its flag. A value
  /// the reader cannot know is reported and does not set it.
  private func flag(_ call: FunctionCallExprSyntax, name: String, scope: Scope) -> Bool {
    guard let argument = call.arguments.first?.expression else { return true }
    if let literal = SyntaxText.isTrue(argument) { return literal }
    report(
      "'.\(name)(\(SyntaxText.bounded(argument, limit: 40)))' depends on state; the flag is not set: set it through the overlay if the screen needs it",
      at: call.location(in: scope.file))
    return false
  }

  /// The items of a navigation bar or toolbar (`.toolbar { ToolbarItem { ... } }`,
  /// `.navigationBarItems(trailing: Button { ... })`, or a computed property of the view given as
  /// an item, `.navigationBarItems(trailing: addButton)`): content, whose link sites are marked as
  /// bar items (`LinkSite.inBar`), since a bar item on a tab bar inside one stack is shown on each
  /// tab's root only (`NavigationResolver.giveTabHostCode`).
  private func readBarItems(
    _ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: inout Scope, label: String?, depth: Int
  ) {
    let first = summary.links.count
    readModifierClosures(call, into: summary, scope: &scope, label: label, depth: depth)
    for argument in call.arguments {
      let expr = peel(argument.expression)
      if computedGetter(expr, in: scope) != nil {
        readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1)
      }
    }
    for index in summary.links.indices where index >= first { summary.links[index].inBar = true }
  }

  /// The closures and view arguments of a modifier the reader has no rule for (`.toolbar { ... }`,
  /// `.overlay { ... }`, `.alert(...) { Button(...) }`): content.
  private func readModifierClosures(
    _ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: inout Scope, label: String?, depth: Int
  ) {
    for argument in call.arguments {
      let expr = peel(argument.expression)
      if let labelText = argument.label?.text, CodeReader.actionLabels.contains(labelText) {
        addLink(
          actionEffects(expr, in: scope, depth: depth + 1), label: label, at: expr, into: summary,
          scope: scope)
      } else if namesOwnAction(expr, in: scope) {
        // `.found(r: handleCode(_:))`: a method of the view given by name is its action, whatever
        // the label.
        addLink(
          actionEffects(expr, in: scope, depth: depth + 1), label: label, at: expr, into: summary,
          scope: scope)
      } else if expr.is(ClosureExprSyntax.self) || expr.is(FunctionCallExprSyntax.self) || choosesViews(expr)
        || argument.label == nil && namesViewProperty(expr, in: scope)
      {
        readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1)
      } else if expr.is(DeclReferenceExprSyntax.self),
        let (function, owner) = function(named: expr, in: scope),
        function.parameters.isEmpty, function.returnType != nil
      {
        // A method of the view building a view, given by name as the content (`.safeAreaInset(edge:
        // .bottom, content: scanButton)`): what it builds is content, as in a closure.
        expandFunction(
          function, owner: owner, generics: owner == nil ? [:] : scope.generics, call: nil, into: summary,
          caller: scope, label: label, depth: depth)
      }
    }
    if let trailing = call.trailingClosure {
      readContent(ExprSyntax(trailing), into: summary, scope: &scope, label: label, depth: depth + 1)
    }
    for extra in call.additionalTrailingClosures {
      readContent(ExprSyntax(extra.closure), into: summary, scope: &scope, label: label, depth: depth + 1)
    }
  }

  /// Whether `expr` names a computed property of the view that builds a view (`.overlay(closeButton,
  /// alignment: .topLeading)` with `private var closeButton: some View`, held-out set 237): content
  /// given by name, as `.overlay { closeButton }` gives it in a closure.
  private func namesViewProperty(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.locals[name] == nil,
      let type = scope.owner?.properties[name]?.type, computedGetter(expr, in: scope) != nil
    else { return false }
    return ["View", "AnyView"].contains(type.lastName ?? "")
  }

  /// Whether `expr` names a method of the view itself that returns nothing (`handleCode(_:)`,
  /// `handleCode`, `self.handleCode`): an action given by reference.
  private func namesOwnAction(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    guard let (method, owner) = function(named: expr, in: scope), owner != nil, !method.isStatic else {
      return false
    }
    return method.returnType == nil
  }

  /// Whether `expr` is a ternary, as the parser leaves it, with a call on either side (`page == 0
  /// ? AnyView(Button { ... }) : AnyView(EmptyView())`): a choice of views given as a modifier's
  /// argument, not a value such as `.opacity(shown ? 1 : 0)`.
  private func choosesViews(_ expr: ExprSyntax) -> Bool {
    guard let elements = expr.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count >= 3,
      let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self)
    else { return false }
    return [ternary.thenExpression, elements[elements.count - 1]].contains {
      peel($0).is(FunctionCallExprSyntax.self)
    }
  }

  /// `.sheet`, `.fullScreenCover`, `.popover` with `isPresented:` or `item:`: a presentation of the
  /// content (a closure, or a function of the view named as `content: makeSheet`), shown when the
  /// state is set.
  private func readPresentation(
    _ kind: LinkKind, _ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope,
    depth: Int
  ) {
    let location = call.location(in: scope.file)
    let content = SyntaxText.closure(call, "content") ?? call.trailingClosure
    let contentFunction =
      content == nil ? SyntaxText.argument(call, "content").flatMap { function(named: $0, in: scope) } : nil
    let contentInitializer =
      content == nil ? SyntaxText.argument(call, "content").flatMap { initializedView($0, in: scope) } : nil
    let contentClosure =
      content == nil ? SyntaxText.argument(call, "content").flatMap { closureNamed($0, in: scope) } : nil
    // What the modal's `onDismiss` does runs on the presenter once the modal has closed: its moves
    // (a push or another modal on the presenter's state) are the presenter's links. Clearing the
    // modal's own state there (`onDismiss: { selected = nil }`) is no move: the modal has closed.
    // `onDismiss` is given by label, or as the first trailing closure when `content:` follows it
    // (`.sheet(isPresented: $shown) { reset() } content: { Receipt() }`).
    let labelledContent = call.additionalTrailingClosures.contains { $0.label.text == "content" }
    if let onDismiss = SyntaxText.argument(call, "onDismiss")
      ?? (labelledContent ? call.trailingClosure.map(ExprSyntax.init) : nil)
    {
      let own = (SyntaxText.argument(call, "isPresented") ?? SyntaxText.argument(call, "item")).flatMap {
        presentingKey($0, in: scope)
      }
      let closed = content.map { ownStackPaths(in: $0, scope: scope) } ?? []
      let effects = CodeReader.withoutPathChanges(
        of: closed,
        actionEffects(onDismiss, in: scope, depth: depth + 1).filter {
          if case .write(let key, _, _) = $0, key == own { return false }
          return true
        })
      addLink(effects, label: nil, at: onDismiss, into: summary, scope: scope)
    }
    // `store:`, The Composable Architecture's modal over a store's scope before 1.7: an item.
    let isItem = SyntaxText.argument(call, "item") != nil || SyntaxText.argument(call, "store") != nil
    guard
      let triggerExpr = SyntaxText.argument(call, "isPresented") ?? SyntaxText.argument(call, "item")
        ?? SyntaxText.argument(call, "store"),
      content != nil || contentFunction != nil || contentInitializer != nil || contentClosure != nil
    else {
      report(
        "'.\(kind.rawValue)' without 'isPresented:' or 'item:' and content (a closure, a function of the view, or a view's 'init') is not understood",
        at: location)
      return
    }
    guard
      let (plain, caseItem) = presentationState(
        triggerExpr, of: call, modifier: kind.rawValue, isItem: isItem, at: location, in: scope)
    else { return }
    let flags =
      (plain ?? caseItem?.key).map { [(key: $0, negated: false)] }
      ?? (isItem ? nil : getterFlags(triggerExpr, in: scope))
    guard let flags, let key = flags.first?.key else {
      report(
        "'.\(kind.rawValue)' is shown by '\(SyntaxText.bounded(triggerExpr, limit: 50))', which the reader cannot follow; add its links through the overlay",
        at: location)
      return
    }
    let shape: Shape
    if let content {
      shape = destinationShape(
        content, item: isItem,
        itemType: isItem && caseItem == nil ? itemType(of: key, given: triggerExpr, in: scope) : nil,
        in: scope,
        kind: kind.rawValue,
        host: summary, depth: depth)
    } else if let (function, owner) = contentFunction {
      shape = expandShape(
        function, owner: owner, generics: owner == nil ? [:] : scope.generics, call: nil, item: isItem,
        caller: scope, kind: kind.rawValue, host: summary, depth: depth)
    } else if let (type, reference) = contentInitializer {
      shape = .view(type.qualifiedName, Decoration(), reference)
    } else if let contentClosure,
      let built = boundClosureShape(
        contentClosure, call: nil, in: scope, kind: kind.rawValue, host: summary, depth: depth)
    {
      shape = built
    } else {
      return
    }
    if flags.count > 1 { presentationFlags[location] = flags }
    let ownPaths = content.map { ownStackPaths(in: $0, scope: scope) } ?? []
    for flag in flags {
      addPresentation(
        Presentation(
          kind: kind, destination: shape, host: summary.id, location: location, tag: caseItem?.caseName,
          negated: flag.negated, ownPaths: ownPaths),
        for: flag.key)
    }
  }

  /// The paths of the stacks a modal's content writes in place (`.sheet(isPresented: $planting) {
  /// NavigationStack(path: $plantPath) { ... } }`), or in a function of the view it calls
  /// (`buildSheetContent(sheet:)`): the modal's own stacks, gone once it has closed, so an
  /// `onDismiss` that resets them (`plantPath = NavigationPath()`) moves nothing. Each function is
  /// scanned once; linear in the tokens scanned.
  private func ownStackPaths(in content: ClosureExprSyntax, scope: Scope) -> Set<StateKey> {
    var paths: Set<StateKey> = []
    var pending: [Syntax] = [Syntax(content)]
    var scanned: Set<String> = []
    while let node = pending.popLast() {
      for token in node.tokens(viewMode: .sourceAccurate) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          let call = reference.parent?.as(FunctionCallExprSyntax.self)
        else { continue }
        if token.text == "NavigationStack" {
          if let path = SyntaxText.argument(call, "path"), let key = presentingKey(path, in: scope) {
            paths.insert(key)
          }
        } else if let owner = scope.owner, let body = owner.methods[token.text]?.first?.body,
          scanned.insert(token.text).inserted
        {
          pending.append(Syntax(body))
        }
      }
    }
    return paths
  }

  /// Effects without the changes to the given paths (writes, appends, removals), in every branch.
  static func withoutPathChanges(of paths: Set<StateKey>, _ effects: [Effect]) -> [Effect] {
    guard !paths.isEmpty else { return effects }
    return effects.compactMap { effect in
      switch effect {
      case .write(let key, _, _), .append(let key, _, _), .appendAll(let key, _, _),
        .removeLast(let key, _, _),
        .removeAll(let key, _):
        return paths.contains(key) ? nil : effect
      case .branches(let branches, let location):
        return .branches(
          branches.map { branch in
            var branch = branch
            branch.effects = withoutPathChanges(of: paths, branch.effects)
            return branch
          }, location)
      default: return effect
      }
    }
  }

  /// `.navigationDestination(for: T.self) { value in ... }` registers destinations for pushed
  /// values of `T`; `isPresented:` and `item:` are pushes bound to state.
  private func readDestination(
    _ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int
  ) {
    let location = call.location(in: scope.file)
    let content = SyntaxText.closure(call, "destination") ?? call.trailingClosure
    // The destination given by name: a function of the view (`destination: screen(for:)`) or a
    // view's initializer (`destination: DetailView.init`), called with the value or item.
    let named = content == nil ? SyntaxText.argument(call, "destination") : nil
    let builder = named.flatMap { function(named: $0, in: scope) }
    let initializer = named.flatMap { initializedView($0, in: scope) }
    if content == nil, builder == nil, initializer == nil {
      if let named {
        report(
          "'.navigationDestination' shows '\(SyntaxText.bounded(named, limit: 50))', which the reader cannot follow; add its links through the overlay",
          at: location)
      }
      return
    }
    if let forType = SyntaxText.argument(call, "for") {
      var typeExpr = peel(forType)
      if let member = typeExpr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
        let base = member.base
      {
        typeExpr = ExprSyntax(base)
      }
      let type = qualified(TypeReference(typeExpr.typeSyntax), in: scope)
      let valueType = TypeReference.named(type.split(separator: ".").map(String.init), [])
      if let content, let cases = castCases(of: content) {
        // A switch on the value's subclass: each case the destination of its type (`+CastDestinations`).
        for (tested, items, name) in cases {
          let testedType = qualified(tested, in: scope)
          var inner = scope
          if let name {
            inner.locals[name] = .item([], .named(testedType.split(separator: ".").map(String.init), []))
          }
          let registration = Registration(
            type: testedType,
            destination: shape(
              ofItems: items, in: inner, kind: "push", host: summary, at: content.location(in: scope.file),
              depth: depth + 1),
            location: location, stack: enclosingStack(of: Syntax(call), file: scope.file),
            isBound: !scope.generics.isEmpty)
          summary.registrations.append(registration)
          addRegistration(registration)
        }
        return
      }
      let shape: Shape
      let heldField = content.flatMap { heldViewField($0, of: valueType, in: scope) }
      if heldField != nil {
        shape = .empty
      } else if let content {
        var inner = scope
        inner.locals[CodeReader.firstParameterName(content)] = .item([], valueType)
        shape = self.shape(
          ofItems: content.statements, in: inner, kind: "push", host: summary,
          at: content.location(in: scope.file), depth: depth + 1)
      } else if let (function, owner) = builder {
        shape = expandShape(
          function, owner: owner, generics: owner == nil ? [:] : scope.generics, call: nil, item: true,
          itemType: valueType, caller: scope, kind: "push", host: summary, depth: depth)
      } else if let (type, reference) = initializer {
        shape = .view(type.qualifiedName, Decoration(), reference)
      } else {
        return
      }
      var registration = Registration(
        type: type, destination: shape, location: location,
        stack: enclosingStack(of: Syntax(call), file: scope.file), isBound: !scope.generics.isEmpty,
        heldField: heldField)
      if case .named(let components, []) = TypeReference(typeExpr.typeSyntax), components.count == 1,
        scope.owner?.genericParameters.contains(components[0]) == true, scope.generic(components[0]) == nil
      {
        registration.isGenericParameter = true
      }
      summary.registrations.append(registration)
      addRegistration(registration)
      return
    }
    let isItem = SyntaxText.argument(call, "item") != nil || SyntaxText.argument(call, "store") != nil
    guard
      let triggerExpr = SyntaxText.argument(call, "isPresented") ?? SyntaxText.argument(call, "item")
        ?? SyntaxText.argument(call, "store")
    else { return }
    guard
      let (plain, caseItem) = presentationState(
        triggerExpr, of: call, modifier: "navigationDestination", isItem: isItem, at: location, in: scope)
    else { return }
    let flags =
      (plain ?? caseItem?.key).map { [(key: $0, negated: false)] }
      ?? (isItem ? nil : getterFlags(triggerExpr, in: scope))
    guard let flags, let key = flags.first?.key else {
      report(
        "'.navigationDestination' is shown by '\(SyntaxText.bounded(triggerExpr, limit: 50))', which the reader cannot follow; add its links through the overlay",
        at: location)
      return
    }
    let shape: Shape
    if let content {
      shape = destinationShape(
        content, item: isItem, itemType: isItem ? itemType(of: key, given: triggerExpr, in: scope) : nil,
        in: scope, kind: "push",
        host: summary, depth: depth)
    } else if let (function, owner) = builder {
      shape = expandShape(
        function, owner: owner, generics: owner == nil ? [:] : scope.generics, call: nil, item: isItem,
        caller: scope, kind: "push", host: summary, depth: depth)
    } else if let (type, reference) = initializer {
      shape = .view(type.qualifiedName, Decoration(), reference)
    } else {
      return
    }
    for flag in flags {
      addPresentation(
        Presentation(
          kind: .push, destination: shape, host: summary.id, location: location, negated: flag.negated),
        for: flag.key)
    }
  }

  /// The name of a closure (or method) a function was given, which an expression names without
  /// calling it (`content: content` in `func modal<V: View>(_ shown: Binding<Bool>, content:
  /// @escaping () -> V) -> some View { fullScreenCover(isPresented: shown, content: content) }`).
  func closureNamed(_ expr: ExprSyntax, in scope: Scope) -> String? {
    guard let name = peel(expr).as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    switch scope.locals[name] {
    case .closure?, .method?: return name
    default: return nil
    }
  }

  /// The view type whose initializer an expression names without calling it (`DetailView.init`,
  /// given as a presentation's content), with the reference's location; nil for anything else.
  func initializedView(_ expr: ExprSyntax, in scope: Scope) -> (TypeDeclaration, SourceAnchor)? {
    guard let member = peel(expr).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base, let type = typeNamed(ExprSyntax(base), in: scope), type.isView
    else { return nil }
    return (type, member.location(in: scope.file))
  }

  /// The state a presentation's trigger follows, and the case of it that shows the presentation:
  /// a store's scope (`storeModalKey`), else a binding's state (`presentingKey`), else, for an item,
  /// one case of an object's state (`caseItem`). Nil, after a warning, for a store's scope whose
  /// feature the files read do not declare.
  private func presentationState(
    _ trigger: ExprSyntax, of call: FunctionCallExprSyntax, modifier: String, isItem: Bool,
    at location: SourceAnchor, in scope: Scope
  ) -> (plain: StateKey?, caseItem: (key: StateKey, caseName: String)?)? {
    let store = storeModalKey(trigger, casePath: SyntaxText.argument(call, "state"), in: scope)
    if store == nil, let state = storeScopeState(trigger) {
      report(
        "'.\(modifier)' is shown by a store's state ('\(state)') whose feature the reader cannot find; add its links through the overlay",
        at: location)
      return nil
    }
    let plain = store.map { $0.caseName == nil ? $0.key : nil } ?? presentingKey(trigger, in: scope)
    let shownCase =
      store.flatMap { found in found.caseName.map { (key: found.key, caseName: $0) } }
      ?? (plain == nil && isItem ? caseItem(trigger, in: scope) : nil)
    return (plain, shownCase)
  }

  /// The state a presentation's `isPresented:` or `item:` follows: a binding's state
  /// (`$showDetail`), or the state a constant binding reads (`.constant(shouldShowConfirm)`, shown
  /// whenever the view is drawn with the state set; SwiftUI cannot write it back, so only the code's
  /// own writes open or close it). Nil for anything else.
  private func presentingKey(_ trigger: ExprSyntax, in scope: Scope) -> StateKey? {
    if let constant = constantBindingArgument(peel(trigger)) {
      if case .state(let key, _) = value(of: constant, in: scope) { return key }
      return nil
    }
    if case .binding(let key) = value(of: trigger, in: scope) { return key }
    return nil
  }

  /// The function an expression names without calling it (`ingredientPicker`, `self.makeSheet`): a
  /// method of the code's type, else a free function; with the type that declares it.
  func function(named expr: ExprSyntax, in scope: Scope) -> (FunctionDeclaration, TypeDeclaration?)? {
    let expr = peel(expr)
    let name: String
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = expr.as(MemberAccessExprSyntax.self),
      member.base.map({ peel(ExprSyntax($0)).as(DeclReferenceExprSyntax.self)?.baseName.text == "self" })
        ?? false
    {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    if let owner = scope.owner, let method = owner.methods[name]?.first { return (method, owner) }
    if let function = index.freeFunctions[name]?.first { return (function, nil) }
    return nil
  }

  /// The type of the item an `item:` presentation shows: the state's type without its optional,
  /// qualified (`Panel` for `@State var panel: Panel?`), a generic parameter of the owner bound to
  /// the type its constraint implies (`Sheet?` in `SheetCoordinator<Sheet: SheetEnum>`); nil when
  /// the reader cannot tell it.
  func itemType(of key: StateKey) -> TypeReference? {
    guard var type = stateType(key)?.unwrapped else { return nil }
    if let implied = index.types[key.owner]?.impliedGenerics, !implied.isEmpty {
      type = type.substituting(implied).unwrapped
    }
    return declaredReference(type, from: key.owner)
  }

  /// The item type of a presentation bound to `trigger`, where a generic parameter of the object
  /// holding the state is bound through the holder's type: `$router.sheet`, with `var sheet:
  /// Route?` in `Router<Route>` and `@State var router = Router<Route>()` in a
  /// `RoutedStack<Route>` read with `Route` bound to `AppRoutes`, shows an `AppRoutes`.
  func itemType(of key: StateKey, given trigger: ExprSyntax, in scope: Scope) -> TypeReference? {
    let type = itemType(of: key)
    guard case .named(let components, [])? = type, components.count == 1,
      let position = index.types[key.owner]?.genericParameters.firstIndex(of: components[0]),
      let member = peel(trigger).as(MemberAccessExprSyntax.self), let base = member.base
    else { return type }
    var holder = ExprSyntax(base)
    if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
      holder = ExprSyntax(
        reference.withoutDollar)
    }
    guard case .object(_, let arguments) = objectHeld(in: value(of: holder, in: scope)),
      position < arguments.count
    else { return type }
    let argument = arguments[position]
    if case .named(let names, []) = argument, names.count == 1, let bound = scope.generic(names[0]) {
      return bound
    }
    return argument
  }

  /// A type written in code of `owner`, named by the qualified name of the type declared in the
  /// files read that it means there (`Screen` in `LoginFlow` is `LoginFlow.Screen`); as written
  /// when no such type is declared.
  func declaredReference(_ type: TypeReference, from owner: String) -> TypeReference {
    guard let declared = index.lookup(type, from: owner) else { return type }
    return .named(declared.qualifiedName.split(separator: ".").map(String.init), [])
  }

  /// The shape of a presentation's content closure; with `item`, its parameter is the presented
  /// item, of type `itemType` when known.
  func destinationShape(
    _ closure: ClosureExprSyntax, item: Bool, itemType: TypeReference?, in scope: Scope, kind: String,
    host: ViewSummary, depth: Int
  ) -> Shape {
    var inner = scope
    if item { inner.locals[CodeReader.firstParameterName(closure)] = .item([], itemType) }
    return shape(
      ofItems: closure.statements, in: inner, kind: kind, host: host, at: closure.location(in: scope.file),
      depth: depth + 1)
  }
}
