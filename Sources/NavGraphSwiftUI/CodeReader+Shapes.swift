internal import NavGraph
internal import SwiftSyntax

extension CodeReader {
  /// The shape of a destination closure's statements: one view (after its constants), or content
  /// written in place when there are several.
  func shape(
    ofItems items: CodeBlockItemListSyntax, in scope: Scope, kind: String, host: ViewSummary,
    at location: SourceAnchor,
    depth: Int
  ) -> Shape {
    var scope = scope
    let views = builderViews(of: items, scope: &scope)
    if views.isEmpty { return .empty }
    if views.count == 1 { return shape(of: views[0], in: scope, kind: kind, host: host, depth: depth + 1) }
    let summary = inlineSummary(items: items, expr: nil, scope: scope, location: location, depth: depth)
    return shown(
      by: summary, main: structure(of: items, in: summary, scope: scope), kind: kind, host: scope.origin)
  }

  /// The shape of a destination: a view type, a stack around one, a tab view, a choice by a `switch`
  /// or `if`, a view built by a function the reader follows, or content written in place.
  func shape(of expr: ExprSyntax, in scope: Scope, kind: String, host: ViewSummary, depth: Int) -> Shape {
    let expr = peel(expr)
    let location = expr.location(in: scope.file)
    guard deeper(depth, at: location) else { return .unresolved("code nested too deep", location) }
    if let ifExpr = expr.as(IfExprSyntax.self) {
      return choice(ifExpr, in: scope, kind: kind, host: host, depth: depth)
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
      index.viewExtensionProperties.contains(member.declName.baseName.text)
    {
      // A view read through a property of `extension View` (`View1().toAnyView`): that view.
      return shape(of: ExprSyntax(base), in: scope, kind: kind, host: host, depth: depth + 1)
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      return choice(switchExpr, in: scope, kind: kind, host: host, depth: depth)
    }
    // A ternary, as the parser leaves it (`pro ? ProView() : FreeView()`, `member == nil ?
    // AnyView(EmptyView()) : AnyView(MemberView(...))`): a choice on its condition, as an `if`.
    if let ternary = Ternary(expr) {
      let (subject, value) = condition(of: ternary.condition, in: scope)
      return .choice(
        withoutPlaceholders(
          [
            (
              [Condition(subject: subject, value: value)],
              shape(of: ternary.first, in: scope, kind: kind, host: host, depth: depth + 1)
            ),
            (
              [Condition(subject: subject, value: nil, excluded: [value])],
              shape(of: ternary.second, in: scope, kind: kind, host: host, depth: depth + 1)
            ),
          ], kind: kind))
    }
    if let closure = expr.as(ClosureExprSyntax.self) {
      return shape(
        ofItems: closure.statements, in: scope, kind: kind, host: host, at: location, depth: depth + 1)
    }
    if let closure = optionalMapClosure(expr) {
      // A view made from an optional (`picked.map { QuoteDetail(symbol: $0) }`): the closure's view,
      // which is what shows whenever it shows anything.
      return shape(
        ofItems: closure.statements, in: scope, kind: kind, host: host, at: location, depth: depth + 1)
    }
    let (base, modifiers) = modifierChain(expr, in: scope)
    if let overlaid = overlaidView(over: base, modifiers: modifiers, in: scope) {
      // A screen laid over a decorative view (`CodeReader+OverlaidScreens`): that screen, with the
      // other modifiers' decoration.
      var others = modifiers
      others.remove(at: overlaid.index)
      return decorate(
        shape(of: overlaid.view, in: overlaid.scope, kind: kind, host: host, depth: depth + 1),
        decoration(others, in: scope, depth: depth))
    }
    // A destination given an object through the environment (`NavigationLink { Drafts()
    // .environmentObject(auth) }`) holds the creator's object, as a view created in place does.
    recordEnvironmentObjects(base, modifiers: modifiers, in: scope)
    let decoration = self.decoration(modifiers, in: scope, depth: depth)
    let baseLocation = base.location(in: scope.file)
    if modifiers.contains(where: { buildsStackAroundContent($0, in: scope) }) {
      // A stack the app's own modifier builds around the view (`LogView().modifier(Voyage(trail:
      // $path))` as a tab, `CodeReader+StackModifiers`), as `NavigationStack { LogView() }`.
      let inner = shape(of: base, in: scope, kind: kind, host: host, depth: depth + 1)
      return .stack(decorate(inner, decoration))
    }
    if let call = base.as(FunctionCallExprSyntax.self) {
      if let choice = ternaryChoice(expr, call: call, in: scope, kind: kind, host: host, depth: depth) {
        return choice
      }
      let callee = peel(call.calledExpression)
      if let type = qualifiedViewType(callee, in: scope) {
        return declaredViewShape(
          type, call: call, decoration: decoration, in: scope, kind: kind, host: host, depth: depth)
      }
      if let routed = packageRouterContent(call, in: scope) {
        // SwiftfulRouting's `RouterView { _ in Home() }`: a stack around its content.
        let inner = decorate(
          shape(
            ofItems: routed.content.statements, in: scope, kind: kind, host: host,
            at: routed.content.location(in: scope.file), depth: depth + 1), decoration)
        return routed.stacked ? .stack(inner) : inner
      }
      if let method = ownMethodThroughSelf(callee, in: scope), let owner = scope.owner {
        // `self.sheetContent()`: the method, as `sheetContent()` is.
        return decorate(
          expandShape(
            method, owner: owner, generics: scope.generics, call: call, receiver: scope.locals["self"],
            caller: scope, kind: kind, host: host, depth: depth), decoration)
      }
      let reference =
        callee.as(DeclReferenceExprSyntax.self)
        ?? callee.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
      if let name = reference?.baseName.text {
        switch name {
        case "NavigationStack", "NavigationView", "NavigationStackStore":
          recordStackPath(of: call, in: scope)
          guard let content = SyntaxText.stackContent(call) else {
            // A root given by name (`NavigationStack(path: $path, root: content)`, a closure the
            // view's creator gives): what the name shows.
            guard let root = SyntaxText.argument(call, "root") else { return .empty }
            return .stack(
              decorate(shape(of: root, in: scope, kind: kind, host: host, depth: depth + 1), decoration))
          }
          if name != "NavigationView", let destination = SyntaxText.closure(call, "destination") {
            // A stack over a store's path (`CodeReader+Stores`): its destinations are the presenter's
            // registrations, on this stack.
            registerStoreDestinations(call, destination: destination, into: host, scope: scope, depth: depth)
          }
          if name == "NavigationView", let sidebar = firstColumn(of: content, in: scope) {
            return .stack(
              decorate(shape(of: sidebar, in: scope, kind: kind, host: host, depth: depth + 1), decoration))
          }
          let inner = shape(
            ofItems: content.statements, in: scope, kind: kind, host: host,
            at: content.location(in: scope.file), depth: depth + 1)
          return .stack(decorate(inner, decoration))
        case "NavigationSplitView":
          guard let sidebar = SyntaxText.closure(call, "sidebar") ?? call.trailingClosure else {
            return .empty
          }
          let inner = shape(
            ofItems: sidebar.statements, in: scope, kind: kind, host: host,
            at: sidebar.location(in: scope.file), depth: depth + 1)
          return .stack(decorate(inner, decoration))
        case "TabView":
          let summary = ViewSummary(id: .inline(baseLocation), host: scope.origin, location: baseLocation)
          readTabView(call, modifiers: modifiers, into: summary, scope: scope, depth: depth + 1)
          if let info = tabViews[call.location(in: scope.file)] {
            // Kept: when the tab bar is not the app's, it is content in place whose tabs are pushes.
            registerSummary(summary)
            for id in decoration.content where !info.hostCode.contains(id) { info.hostCode.append(id) }
            return .tabs(info)
          }
          return inline(expr: expr, in: scope, kind: kind, at: location, depth: depth)
        case "CaseLet", "SwitchStore":
          if let shown = storeCaseShape(call, in: scope, kind: kind, host: host, depth: depth) {
            return decorate(shown, decoration)
          }
        case "Group", "VStack", "HStack", "ZStack", "ScrollViewReader", "GeometryReader", "WithViewStore",
          "WithPerceptionTracking":
          // A container around one view (or one switch) shows that view: its modifiers (a
          // `navigationDestination` on the container) belong to the screen or screens it shows, as in
          // a body's structure. Around several views it is content written in place (below).
          if let content = call.trailingClosure ?? SyntaxText.closure(call, "content") {
            var inner = scope
            let views = withoutDecorations(builderViews(of: content.statements, scope: &inner), in: inner)
            if views.count == 1 {
              return decorate(
                shape(of: views[0], in: inner, kind: kind, host: host, depth: depth + 1), decoration)
            }
            // The presented view beside its close buttons, or the content a wrapper is given beside
            // its chrome: the buttons or the chrome are part of that view's screen.
            if let (main, buttons) = viewBesideCloseButtons(views, in: inner, kind: kind) {
              return shape(
                of: main, beside: buttons, decoration: decoration, in: inner, kind: kind, host: host,
                depth: depth)
            }
            if let (main, chrome) = contentBesideChrome(views, in: inner) {
              return shape(
                of: main, beside: chrome, decoration: decoration, in: inner, kind: kind, host: host,
                depth: depth)
            }
          }
        case "AnyView":
          guard let wrapped = call.arguments.first?.expression else { return .empty }
          return decorate(shape(of: wrapped, in: scope, kind: kind, host: host, depth: depth + 1), decoration)
        case "EmptyView": return .empty
        // A tab's blank placeholder (`case .gap: Spacer()` under a button laid over the bar): no
        // tab, no screen.
        case "Spacer" where kind == "tab" && decoration.content.isEmpty: return .empty
        // A page pushed to say what will be there (`NavigationLink { Text("Forgot password") }`,
        // or SwiftUI's empty state, `ContentUnavailableView("Forecasts", systemImage: "hammer",
        // description: Text("Coming soon."))`, without actions): content in place, marked so that
        // the push is no link (`placeholderDestinations`).
        case "Text" where kind == "push" && decoration.content.isEmpty,
          "ContentUnavailableView"
        where kind == "push" && decoration.content.isEmpty
          && !call.arguments.contains(where: { $0.label?.text == "actions" })
          && !call.additionalTrailingClosures.contains(where: { $0.label.text == "actions" }):
          let shown = inline(expr: expr, in: scope, kind: kind, at: location, depth: depth)
          if case .inline(let id, _, _, _) = shown { placeholderDestinations[id] = name }
          return shown
        default: break
        }
        if let type = viewType(named: name, in: scope) {
          return declaredViewShape(
            type, call: call, decoration: decoration, in: scope, kind: kind, host: host, depth: depth)
        }
        if let first = name.unicodeScalars.first, first.properties.isUppercase {
          if CodeReader.builtinViews.contains(name)
            || index.lookup(name: name, from: scope.owner?.qualifiedName) != nil
          {
            return inline(expr: expr, in: scope, kind: kind, at: location, depth: depth)
          }
          return .view(name, decoration, baseLocation)
        }
        if let built = boundClosureShape(
          name, call: call, in: scope, kind: kind, host: host, depth: depth)
        {
          return decorate(built, decoration)
        }
        if isGivenDestination(name, of: scope.owner) { return .empty }
        if let owner = scope.owner, let method = owner.methods[name]?.first {
          // `self` stays what it stands for here (the presented item, a case), so a builder calling
          // another (`destination()` calling `destinationView()`) switches on the same value.
          return decorate(
            expandShape(
              method, owner: owner, generics: scope.generics, call: call, receiver: scope.locals["self"],
              caller: scope, kind: kind, host: host, depth: depth), decoration)
        }
        if let function = index.freeFunctions[name]?.first {
          return decorate(
            expandShape(
              function, owner: nil, generics: [:], call: call, caller: scope, kind: kind, host: host,
              depth: depth), decoration)
        }
        return .unresolved(
          "the destination is built by '\(SyntaxText.bounded(call, limit: 50))', which the reader cannot follow",
          location)
      }
      if let member = callee.as(MemberAccessExprSyntax.self), let receiver = member.base {
        let receiverValue = value(of: ExprSyntax(receiver), in: scope)
        if case .object(let typeName, let arguments) = receiverValue,
          let type = index.types[typeName],
          let method = method(named: member.declName.baseName.text, in: type, call: call, scope: scope)
        {
          let generics = Dictionary(uniqueKeysWithValues: zip(type.genericParameters, arguments))
          return decorate(
            expandShape(
              method, owner: type, generics: generics, call: call, caller: scope, kind: kind, host: host,
              depth: depth), decoration)
        }
        if let type = valueTypeBuilder(receiverValue, in: scope)
          ?? receiver.as(FunctionCallExprSyntax.self).flatMap({ factoryResultType($0, in: scope) }),
          let method = method(named: member.declName.baseName.text, in: type, call: call, scope: scope)
        {
          // A method of a value the view holds (`let maker: PageMaker` with one conforming struct,
          // `GamePages`, or typed `GamePages`): the view it returns.
          return decorate(
            expandShape(
              method, owner: type, generics: [:], call: call, caller: scope, kind: kind, host: host,
              depth: depth), decoration)
        }
        if let (type, method) = staticBuilder(call, in: scope) {
          // A static function of a type declared in the files read
          // (`ProfileViewBuilder.build(router: router)`): the view it returns.
          return decorate(
            expandShape(
              method, owner: type, generics: [:], call: call, caller: scope, kind: kind, host: host,
              depth: depth), decoration)
        }
        if let type = stateEnumType(receiverValue, in: scope),
          let method = method(named: member.declName.baseName.text, in: type, call: call, scope: scope)
        {
          // A method of the enum state holds (`router.route.destinationView()`): its `switch self`
          // is a switch on that state, as if written here.
          return decorate(
            expandShape(
              method, owner: type, generics: [:], call: call, receiver: receiverValue, caller: scope,
              kind: kind, host: host, depth: depth), decoration)
        }
        if let type = madeValueType(receiverValue),
          let method = method(named: member.declName.baseName.text, in: type, call: call, scope: scope)
        {
          // A method of a value made here (`Flow(step: .home, path: $store.path).view()`,
          // `LiveScreen.dashboard.buildView(navigator: coordinator)`), `self` in it being that value:
          // its `switch step` or `switch self` takes the case given.
          return decorate(
            expandShape(
              method, owner: type, generics: [:], call: call, receiver: receiverValue, caller: scope,
              kind: kind, host: host, depth: depth), decoration)
        }
        if case .item(let path, let itemType) = receiverValue, path.isEmpty {
          // A method of the presented item (`$0.view()`), `self` in it being the item.
          let name = member.declName.baseName.text
          let type = itemType.flatMap { index.lookup($0, from: nil) }
          guard let type, let method = method(named: name, in: type, call: call, scope: scope) else {
            let cause =
              switch (itemType, type) {
              case (nil, _): "whose type the reader cannot tell"
              case (let itemType?, nil): "of type '\(itemType)', which is not declared in the files read"
              case (_, let type?):
                "of type '\(type.qualifiedName)', which has no method '\(name)' in the files read"
              }
            return .unresolved(
              "the destination is built by '\(SyntaxText.bounded(call, limit: 50))', a method of the presented item \(cause)",
              location)
          }
          return decorate(
            expandShape(
              method, owner: type, generics: [:], call: call, receiver: receiverValue, caller: scope,
              kind: kind, host: host, depth: depth), decoration)
        }
        // A modifier on the view a value's computed property builds
        // (`destination.screen.environmentObject(router)`).
        if let property = peel(ExprSyntax(receiver)).as(MemberAccessExprSyntax.self),
          let built = valuePropertyShape(
            property, in: scope, kind: kind, host: host, at: location, depth: depth)
        {
          return decorate(built, decoration)
        }
        if let name = moduleQualifiedView(receiver: ExprSyntax(receiver), member: member, in: scope) {
          return .view(name, decoration, baseLocation)
        }
        if let stored = storedViewInitializer(peel(ExprSyntax(receiver)), in: scope) {
          // A modifier on a view kept in a stored property (`picker.environmentObject(model)`).
          return decorate(
            shape(of: stored.expr, in: stored.scope, kind: kind, host: host, depth: depth + 1), decoration)
        }
        return .unresolved(
          "the destination is built by '\(SyntaxText.bounded(call, limit: 50))', which the reader cannot follow",
          location)
      }
      return inline(expr: expr, in: scope, kind: kind, at: location, depth: depth)
    }
    if let member = base.as(MemberAccessExprSyntax.self),
      let built = valuePropertyShape(member, in: scope, kind: kind, host: host, at: location, depth: depth)
    {
      return decorate(built, decoration)
    }
    if let getter = computedGetter(base, in: scope) {
      let inner: Shape = expand(getter.key, depth: scope.depth, default: .empty) {
        var getterScope = scope
        getterScope.file = getter.file
        getterScope.depth += 1
        return shape(
          ofItems: getter.items, in: getterScope, kind: kind, host: host, at: location, depth: depth + 1)
      }
      return decorate(inner, decoration)
    }
    // A computed property of an object the view holds (`appCoordinator.rootView`, `lazy var
    // rootView = { build(for: .home) }()`): its getter, read in the object's type.
    if let (type, property, getter, file) = objectComputedProperty(base, in: scope) {
      let inner: Shape = expand("\(type.qualifiedName).\(property.name)", depth: scope.depth, default: .empty)
      {
        let getterScope = Scope(owner: type, file: file, origin: scope.origin, depth: scope.depth + 1)
        return shape(ofItems: getter, in: getterScope, kind: kind, host: host, at: location, depth: depth + 1)
      }
      return decorate(inner, decoration)
    }
    if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let built = boundClosureShape(name, call: nil, in: scope, kind: kind, host: host, depth: depth)
    {
      return decorate(built, decoration)
    }
    if let name = SyntaxText.name(base)
      ?? base.as(MemberAccessExprSyntax.self).flatMap({ member in
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
          ? member.declName.baseName.text : nil
      }), isGivenDestination(name, in: scope)
    {
      // What each creation gives is pushed from the creator (`recordGivenDestination`).
      return .empty
    }
    if isSystemViewMember(base, in: scope) {
      // A tab's blank placeholder (`Color.clear`) is no tab, no screen.
      if kind == "tab", decoration.content.isEmpty,
        base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "clear"
      {
        return .empty
      }
      // A view the system makes (`Color.clear`): content written in place.
      return inline(expr: expr, in: scope, kind: kind, at: location, depth: depth)
    }
    if let built = viewValueShape(base, in: scope, kind: kind, host: host, at: location, depth: depth) {
      return decorate(built, decoration)
    }
    if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let given = scope.givenViews[name] {
      // A view a function was given (`func navigate<V: View>(to view: V, when: Binding<Bool>)`
      // presenting `{ view }`, called `.navigate(to: NewTrip(), when: $adding)`): the caller's view.
      return decorate(
        shape(of: given.expr, in: given.scope, kind: kind, host: host, depth: depth + 1), decoration)
    }
    if let subscriptCall = base.as(SubscriptCallExprSyntax.self),
      let chosen = indexedViewShape(subscriptCall, in: scope, kind: kind, host: host, depth: depth)
    {
      // A view picked from a list by position (`model.games[i]`, `CodeReader+IndexedViews`).
      return decorate(chosen, decoration)
    }
    if base.is(MemberAccessExprSyntax.self), case .view(let held) = value(of: base, in: scope) {
      // A view held in a value the code writes (`cabinet.screen` for an element of `[Cabinet(title:
      // "Pinball", screen: AnyView(PinballTable())), ...]`): the view that value was given.
      return decorate(
        shape(of: held.expr, in: held.scope, kind: kind, host: host, depth: depth + 1), decoration)
    }
    if let (type, reference) = initializedView(base, in: scope) {
      // A view's initializer given as the content closure (`NavigationLink("Stats", destination:
      // StatsView.init)`): the view it makes.
      return .view(type.qualifiedName, decoration, reference)
    }
    if let reference = base.as(DeclReferenceExprSyntax.self),
      scope.locals[reference.baseName.text] != nil
        || scope.owner?.properties[reference.baseName.text] == nil,
      let local = localViewContent(reference)
    {
      // A view held in a local before it is shown (`let detail = coordinator.makeDetail(item);
      // return NavigationLink(destination: detail) { ... }`): what its initializer builds.
      switch local {
      case .expression(let value):
        return decorate(shape(of: value, in: scope, kind: kind, host: host, depth: depth + 1), decoration)
      case .getter(let items):
        return decorate(
          shape(ofItems: items, in: scope, kind: kind, host: host, at: location, depth: depth + 1), decoration
        )
      }
    }
    if modifiers.isEmpty, function(named: base, in: scope) != nil,
      let built = namedBuilderShape(base, in: scope, kind: kind, host: host)
    {
      // A function of the view given by name as the content closure
      // (`NavigationLink(tag: .grain, selection: $link, destination: grainDestination)`): the
      // view it builds.
      return built
    }
    if modifiers.isEmpty, let member = base.as(MemberAccessExprSyntax.self), let receiver = member.base,
      case let receiverValue = value(of: ExprSyntax(receiver), in: scope),
      let type = madeValueType(receiverValue) ?? stateEnumType(receiverValue, in: scope),
      let method = type.methods[member.declName.baseName.text]?.first(where: { $0.parameters.isEmpty })
    {
      // A method of a value named as the destination, not called (`NavigationLink(tag: item,
      // selection: $route, destination: item.nextView)`): the view it builds for that value, as
      // `item.nextView()` would.
      return expandShape(
        method, owner: type, generics: [:], call: nil, receiver: receiverValue, caller: scope, kind: kind,
        host: host, depth: depth)
    }
    if let stored = storedViewInitializer(base, in: scope) {
      // A view kept in a stored property with its initial value (`CodeReader+StoredViews`).
      return decorate(
        shape(of: stored.expr, in: stored.scope, kind: kind, host: host, depth: depth + 1), decoration)
    }
    if base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
      // A view held in a value the view's creators give: pushed from each creation.
      if isHeldDestination(base, in: scope) { return .empty }
      return .unresolved(
        "the destination is '\(SyntaxText.bounded(base, limit: 50))', a view built elsewhere that the reader cannot follow",
        location)
    }
    return inline(expr: expr, in: scope, kind: kind, at: location, depth: depth)
  }

  /// The closure of `value.map { ... }` or `value.flatMap { ... }` given nothing else, on a value
  /// that is no view (a view's `map` would be a modifier of the app's); nil for any other
  /// expression.
  private func optionalMapClosure(_ expr: ExprSyntax) -> ClosureExprSyntax? {
    guard let call = expr.as(FunctionCallExprSyntax.self),
      let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self), member.base != nil,
      ["map", "flatMap"].contains(member.declName.baseName.text),
      index.viewExtensionFunctions[member.declName.baseName.text] == nil
    else { return nil }
    if let trailing = call.trailingClosure, call.arguments.isEmpty { return trailing }
    guard call.trailingClosure == nil, call.arguments.count == 1, call.arguments.first?.label == nil else {
      return nil
    }
    return call.arguments.first.flatMap { peel($0.expression).as(ClosureExprSyntax.self) }
  }

  /// Content written in place, read into its own summary (or, for a container whose main view
  /// leads to screens, what that view shows: `shown(by:main:kind:host:)`).
  func inline(
    expr: ExprSyntax, in scope: Scope, kind: String, at location: SourceAnchor, depth: Int
  )
    -> Shape
  {
    let summary = inlineSummary(items: nil, expr: expr, scope: scope, location: location, depth: depth)
    let main = structure(of: expr, in: summary, scope: scope, role: nil, depth: 0)
    return shown(by: summary, main: main, kind: kind, host: scope.origin)
  }

  /// What content written in place shows: when its main view leads to screens (`ZStack {
  /// MainTabs(); Toasts() }`, `mainStructure`), that view's shape, with the content as code around
  /// it (on each screen it shows, or around the tab bar); else the content itself, one screen.
  /// `main` is read in the scope of this use, not taken from the summary, which is read once for
  /// every use of the same code (a wrapper's body given other content by each creator).
  func shown(by summary: ViewSummary, main: Shape, kind: String, host: String?) -> Shape {
    guard leadsToScreens(main, in: summary) else {
      return .inline(summary.id, kind: kind, host: host, Decoration())
    }
    if case .tabs(let info) = main {
      if !info.hostCode.contains(summary.id) { info.hostCode.append(summary.id) }
      return main
    }
    aroundMainViews.insert(summary.id)
    var around = Decoration()
    around.content = [summary.id]
    return decorate(main, around)
  }

  /// The flags, title and content (a toolbar's buttons) that modifiers on a destination give it.
  func decoration(_ modifiers: [ModifierCall], in scope: Scope, depth: Int) -> Decoration {
    guard let last = modifiers.last else { return Decoration() }
    let location =
      last.call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.location(in: scope.file)
      ?? last.call.location(in: scope.file)
    let id = SummaryID.inline(location, variant: scope.genericsVariant)
    let summary = summaries[id] ?? ViewSummary(id: id, host: scope.origin, location: location)
    var inner = scope
    if summaries[id] == nil {
      for modifier in modifiers {
        if modifier.name == "environment" {
          recordEnvironmentSetting(modifier.call, in: inner, onDestination: true)
          continue
        }
        applyModifier(modifier, into: summary, scope: &inner, label: nil, depth: depth + 1)
      }
    }
    var result = summary.decoration
    if !summary.links.isEmpty || !summary.uses.isEmpty || !summary.registrations.isEmpty
      || !summary.deepLinkHandlers.isEmpty || presentationsByHost[id] != nil
    {
      registerSummary(summary)
      result.content = [id]
    }
    return result
  }

  /// Adds the modifiers' decoration to a shape (to each screen a choice may give).
  /// The shape of `main` with the views laid out beside it (its close buttons, a wrapper's chrome)
  /// read as content of its screen, each into a summary of its own.
  func shape(
    of main: ExprSyntax, beside views: [ExprSyntax], decoration: Decoration, in scope: Scope, kind: String,
    host: ViewSummary, depth: Int
  ) -> Shape {
    var decoration = decoration
    for view in views {
      let summary = inlineSummary(
        items: nil, expr: view, scope: scope, location: view.location(in: scope.file), depth: depth + 1)
      registerSummary(summary)
      decoration.content.append(summary.id)
    }
    return decorate(shape(of: main, in: scope, kind: kind, host: host, depth: depth + 1), decoration)
  }

  func decorate(_ shape: Shape, _ decoration: Decoration) -> Shape {
    guard
      decoration.backButtonHidden || decoration.dismissDisabled || decoration.hidesTabBar
        || decoration.title != nil
        || !decoration.content.isEmpty
    else { return shape }
    switch shape {
    case .view(let name, let inner, let location): return .view(name, merge(inner, decoration), location)
    case .inline(let id, let kind, let host, let inner):
      return .inline(id, kind: kind, host: host, merge(inner, decoration))
    case .stack(let inner): return .stack(decorate(inner, decoration))
    case .choice(let alternatives):
      return .choice(alternatives.map { ($0.conditions, decorate($0.shape, decoration)) })
    default: return shape
    }
  }

  func merge(_ a: Decoration, _ b: Decoration) -> Decoration {
    var result = a
    result.backButtonHidden = a.backButtonHidden || b.backButtonHidden
    result.dismissDisabled = a.dismissDisabled || b.dismissDisabled
    result.hidesTabBar = a.hidesTabBar || b.hidesTabBar
    result.title = a.title ?? b.title
    result.content = a.content + b.content
    return result
  }

  /// A view built by a computed property of a value the reader knows (`destination.screen` on a
  /// presented or pushed item, `Route.home.screen`): the property's getter read on the value's type
  /// with `self` standing for the value, so its `switch self` picks the case the code gives. On
  /// state of an enum type declared with its initial value (`router.route.view`, `stateEnumType`),
  /// `switch self` is a switch on that state, as if written where the property is used (at the
  /// root: a root switch, `entry` from the initial value and `replace` where the state is set).
  /// Nil when the value or its type is unknown or the property is not computed.
  func valuePropertyShape(
    _ member: MemberAccessExprSyntax, in scope: Scope, kind: String, host: ViewSummary,
    at location: SourceAnchor,
    depth: Int
  ) -> Shape? {
    guard let receiverExpr = member.base else { return nil }
    let receiver = value(of: ExprSyntax(receiverExpr), in: scope)
    guard let type = valueType(receiver, in: scope) else { return nil }
    return computedShape(
      type, property: member.declName.baseName.text, of: receiver, in: scope, kind: kind, host: host,
      at: location, depth: depth)
  }

  /// A value that is itself a view (`enum Trail: Hashable, View` whose `var body: some View { switch
  /// self { ... } }` builds each case's view), given as the destination (`.navigationDestination(for:
  /// Trail.self) { $0 }`, `{ trail in trail }`, a sheet's `{ $0 }`): its `body` read as a computed
  /// property of the value is (`valuePropertyShape`), so each case's view is a destination. Nil when
  /// the value's type is not a view declared in the files read.
  func viewValueShape(
    _ expr: ExprSyntax, in scope: Scope, kind: String, host: ViewSummary, at location: SourceAnchor,
    depth: Int
  ) -> Shape? {
    guard expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) else { return nil }
    let receiver = value(of: expr, in: scope)
    guard let type = valueType(receiver, in: scope), type.isView else { return nil }
    return computedShape(
      type, property: "body", of: receiver, in: scope, kind: kind, host: host, at: location, depth: depth)
  }

  /// The declared type of a value whose computed properties build views: the presented or pushed
  /// item, an enum case, an instance made with its initializer, or state of an enum type declared with its initial value
  /// (`stateEnumType`). Nil for any other value.
  private func valueType(_ receiver: Value, in scope: Scope) -> TypeDeclaration? {
    let reference: TypeReference?
    switch receiver {
    case .item(let path, let itemType) where path.isEmpty: reference = itemType
    case .enumCase(let type?, _, _):
      reference = .named(type.split(separator: ".").map(String.init), [])
    case .instance(let type, _) where index.types[type]?.isView == false:
      // A route value made with its initializer (`Leg(stage: .start)`); a view made so is shown
      // as itself.
      reference = .named(type.split(separator: ".").map(String.init), [])
    case .state(_, let type?) where stateEnumType(receiver, in: scope) != nil: reference = type
    default: return nil
    }
    return reference.flatMap { index.lookup($0, from: scope.owner?.qualifiedName) }
  }

  /// The view a computed property of `type` builds, read with `self` standing for `receiver`. Nil
  /// when the property is not computed.
  private func computedShape(
    _ type: TypeDeclaration, property name: String, of receiver: Value, in scope: Scope, kind: String,
    host: ViewSummary, at location: SourceAnchor, depth: Int
  ) -> Shape? {
    guard let property = type.properties[name],
      case .computed(let getter, let file) = role(of: property, in: type)
    else { return nil }
    return expand("shape:\(type.qualifiedName).\(name)", depth: scope.depth, default: .empty) {
      var inner = Scope(owner: type, file: file, origin: scope.origin, depth: scope.depth + 1)
      inner.locals["self"] = receiver
      return shape(ofItems: getter, in: inner, kind: kind, host: host, at: location, depth: depth + 1)
    }
  }

  /// The shape of the view a function returns, its parameters bound to the call's arguments (to
  /// their default values without a call; the first one to the presented item with `item`), and
  /// `self` to `receiver` when given (a method of the presented item).
  /// The view a function given by name builds (`WindowGroup(content: flow.startView)`,
  /// `content: makeRoot`): a method of the code's type or a free function (`function(named:)`), or
  /// a method without parameters of an object the code holds. Nil when the name is none of those.
  func namedBuilderShape(_ expr: ExprSyntax, in scope: Scope, kind: String, host: ViewSummary) -> Shape? {
    guard let (function, owner, generics) = namedBuilder(expr, in: scope) else { return nil }
    return expandShape(
      function, owner: owner, generics: generics, call: nil, caller: scope, kind: kind, host: host, depth: 0)
  }

  /// The function an expression names without calling it, as `namedBuilderShape` finds it, with its
  /// owner and the generic arguments the owner is bound to.
  func namedBuilder(_ expr: ExprSyntax, in scope: Scope) -> (
    FunctionDeclaration, TypeDeclaration?, [String: TypeReference]
  )? {
    if let (function, owner) = function(named: expr, in: scope) {
      return (function, owner, owner == nil ? [:] : scope.generics)
    }
    guard let member = peel(expr).as(MemberAccessExprSyntax.self), let base = member.base,
      case .object(let typeName, let arguments) = objectHeld(in: value(of: ExprSyntax(base), in: scope)),
      let type = index.types[typeName],
      let method = type.methods[member.declName.baseName.text]?.first(where: { $0.parameters.isEmpty })
    else { return nil }
    return (method, type, Dictionary(uniqueKeysWithValues: zip(type.genericParameters, arguments)))
  }

  func expandShape(
    _ function: FunctionDeclaration, owner: TypeDeclaration?, generics: [String: TypeReference],
    call: FunctionCallExprSyntax?, item: Bool = false, itemType: TypeReference? = nil, receiver: Value? = nil,
    caller: Scope, kind: String, host: ViewSummary, depth: Int
  ) -> Shape {
    guard let body = function.body else { return .empty }
    let key =
      "shape:\(owner?.qualifiedName ?? "").\(function.name)@\(function.location.file):\(function.location.offset)"
    return expand(
      key, depth: caller.depth,
      default: .unresolved(
        "'\(function.name)' builds its view from itself", caller.owner?.location ?? function.location)
    ) {
      var callee = Scope(
        owner: owner, file: function.location.file, generics: generics, origin: caller.origin,
        depth: caller.depth + 1)
      callee.locals = arguments(for: function, call: call, caller: caller, callee: callee)
      if item, let parameter = function.parameters.first {
        callee.locals[parameter.name] = .item([], itemType)
      }
      if let receiver { callee.locals["self"] = receiver }
      let built = shape(
        ofItems: body, in: callee, kind: kind, host: host, at: function.location, depth: depth + 1)
      switch built {
      case .unresolved, .empty, .inline:
        // A body the reader cannot follow (`func routeHome() -> HomeView { container.resolve() }`)
        // still makes the view type it declares it returns.
        if let returned = function.returnType.flatMap({ index.lookup($0, from: owner?.qualifiedName) }),
          returned.isView
        {
          return .view(
            returned.qualifiedName, Decoration(), call?.location(in: caller.file) ?? function.location)
        }
        return built
      default: return built
      }
    }
  }

  /// The enum type, declared in the files read, of state declared with its initial value
  /// (`@Published var route: AppRoute = .splash`), or of a field of such state
  /// (`manager.selection.selected`, `selection` declared `= Selection.initial()`); nil for any other
  /// value. State whose first value an initializer sets (`Router(root: .harbour)`) is not read so:
  /// every case could be the root.
  func stateEnumType(_ value: Value, in scope: Scope) -> TypeDeclaration? {
    guard case .state(let key, _) = value, let stored = key.name.split(separator: ".").first,
      index.types[key.owner]?.properties[String(stored)]?.initializer != nil
    else { return nil }
    return valueEnumType(value, in: scope)
  }

  /// The enum type, declared in the files read, of a value: state or a value typed so, or one of
  /// its cases; nil for any other value.
  func valueEnumType(_ value: Value, in scope: Scope) -> TypeDeclaration? {
    let written: TypeReference
    switch value {
    case .state(_, let type?), .typed(let type): written = type.unwrapped
    case .enumCase(let type?, _, _): written = .named(type.split(separator: ".").map(String.init), [])
    default: return nil
    }
    guard let type = index.lookup(written, from: scope.owner?.qualifiedName), type.kind == .enumType else {
      return nil
    }
    return type
  }

  /// The static function a call names on a type declared in the files read
  /// (`ProfileViewBuilder.build(router: router)`), with that type; nil for any other call.
  func staticBuilder(_ call: FunctionCallExprSyntax, in scope: Scope) -> (
    TypeDeclaration, FunctionDeclaration
  )? {
    guard let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self),
      let receiver = member.base,
      let type = typeNamed(ExprSyntax(receiver), in: scope),
      let method = method(named: member.declName.baseName.text, in: type, call: call, scope: scope),
      method.isStatic
    else { return nil }
    return (type, method)
  }

  /// The declared type of a value the code makes in place, for its builder methods: an enum case
  /// (`LiveScreen.dashboard`) or an instance made with its initializer that is no view (`Flow(step:
  /// .home, path: $path)`). Nil for any other value.
  func madeValueType(_ value: Value) -> TypeDeclaration? {
    switch value {
    case .enumCase(let type?, _, _): return index.types[type]
    case .instance(let type, _): return index.types[type].flatMap { $0.isView ? nil : $0 }
    default: return nil
    }
  }

  /// The struct a value held as state is of, for its builder methods: its declared type when that
  /// is a struct of the files read, or the one type of the files read conforming to it when it is
  /// a protocol (`let maker: PageMaker`, `GamePages` alone conforming); nil otherwise (an object is
  /// followed as such, an enum as a switch on its state).
  func valueTypeBuilder(_ value: Value, in scope: Scope) -> TypeDeclaration? {
    let written: TypeReference
    switch value {
    case .state(_, let type?), .typed(let type): written = type
    default: return nil
    }
    guard let declared = index.lookup(written.unwrapped, from: scope.owner?.qualifiedName) else { return nil }
    switch declared.kind {
    case .structType: return declared
    case .protocolType:
      guard let only = index.soleConformer(of: declared), only.kind == .structType else { return nil }
      return only
    default: return nil
    }
  }

  /// The name of a view a module's name qualifies (`Pinball.TableView(balls: 3)`, a package's
  /// view): a capitalized name after a capitalized one that is no type the files declare, no
  /// name in scope and not `SwiftUI`. The view is not declared in the files read, so it is a
  /// screen without links, named as written. Nil for anything else.
  private func moduleQualifiedView(receiver: ExprSyntax, member: MemberAccessExprSyntax, in scope: Scope)
    -> String?
  {
    guard let module = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text,
      module != "SwiftUI", module.first?.isUppercase == true,
      case let name = member.declName.baseName.text, name.first?.isUppercase == true,
      scope.locals[module] == nil, index.lookup(name: module, from: scope.owner?.qualifiedName) == nil
    else { return nil }
    return module + "." + name
  }
}
