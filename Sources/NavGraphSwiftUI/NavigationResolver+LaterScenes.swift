internal import NavGraph
internal import SwiftSyntax

/// The scenes an App's body shows after the one read as its root (`Settings { PrefsPane() }`,
/// `MenuBarExtra { TrayMenu() }`, `Window("Log", id: "log") { LogView() }`, a further
/// `WindowGroup`): the model has one launch root, so they are not read, and no link leads to them;
/// a note at each names it and the view it shows, so that its screens can be added through the
/// overlay, and the note on views nothing reaches leaves those views out.
extension NavigationResolver {
  /// The scene calls that show content.
  static let contentScenes: Set<String> = [
    "WindowGroup", "DocumentGroup", "Window", "UtilityWindow", "Settings", "MenuBarExtra",
  ]

  /// A scene of an App's body that shows content: its call, the scene's name, its content closure
  /// (nil when the reader cannot find one) and the scope it is written in.
  struct SceneCall {
    let call: FunctionCallExprSyntax
    let name: String
    let content: ClosureExprSyntax?
    let scope: Scope
  }

  /// The scenes an App's body shows, in source order: through modifiers on scenes, closures that
  /// hold scenes, the clause of a `#if` an iOS build compiles, and scenes declared in the files read
  /// (`var body: some Scene { MainScene() }`, `struct MainScene: Scene { var body: some Scene {
  /// WindowGroup { ... } } }`), each scene type once; a content scene's own closure is content, not
  /// scenes, and is not walked. Iterative: O(statements of the scenes followed).
  func sceneCalls(of items: CodeBlockItemListSyntax, scope: Scope) -> [SceneCall] {
    var pending: [(item: CodeBlockItemSyntax, scope: Scope)] = items.reversed().map { ($0, scope) }
    var scenes: Set<String> = []
    var calls: [SceneCall] = []
    while let (item, scope) = pending.popLast() {
      let expr: ExprSyntax
      switch item.item {
      case .expr(let e): expr = e
      case .stmt(let stmt):
        guard let e = CodeReader.expression(of: stmt) else { continue }
        expr = e
      case .decl(let decl):
        if let ifConfig = decl.as(IfConfigDeclSyntax.self),
          let active = CompilationConditions.activeItems(ifConfig)
        {
          pending += active.reversed().map { ($0, scope) }
        }
        continue
      @unknown default: continue
      }
      let (base, _) = reader.modifierChain(expr, in: scope)
      guard let call = base.as(FunctionCallExprSyntax.self),
        let name = SyntaxText.name(reader.peel(call.calledExpression))
      else { continue }
      if Self.contentScenes.contains(name) {
        let content =
          call.trailingClosure ?? SyntaxText.closure(call, "content")
          ?? SyntaxText.closure(call, "editor") ?? SyntaxText.closure(call, "viewer")
        calls.append(SceneCall(call: call, name: name, content: content, scope: scope))
        continue
      }
      if let type = index.lookup(name: name, from: scope.owner?.qualifiedName),
        type.inherited.contains("Scene"), scenes.insert(type.qualifiedName).inserted,
        let body = type.properties["body"], let getter = body.getter
      {
        let inner = Scope(owner: type, file: body.location.file, origin: type.qualifiedName)
        pending += getter.reversed().map { ($0, inner) }
        continue
      }
      if let closure = call.trailingClosure {
        pending += closure.statements.reversed().map { ($0, scope) }
      }
    }
    return calls
  }

  /// Notes each scene of `scenes` with content other than `first`, the content read as the root (nil
  /// when the root is given by name, `WindowGroup(content: flow.start)`).
  /// Returns the view types those scenes show, as far as the reader can tell. O(scenes).
  func noteLaterScenes(_ scenes: [SceneCall], first: ClosureExprSyntax?) -> Set<String> {
    var shown: Set<String> = []
    for scene in scenes {
      guard let content = scene.content, content.id != first?.id else { continue }
      let view = shownView(content, in: scene.scope)
      if let view { shown.insert(view) }
      warn(
        "the scene '\(scene.name)'\(view.map { ", showing '\($0)'," } ?? "") is not read: the model has one launch root (the first WindowGroup's content), so no link leads to it; add its screens and how they are opened through the overlay (navgraph.json in the first PATH, or --overlay) if they matter",
        at: scene.call.location(in: scene.scope.file), severity: .note)
    }
    return shown
  }

  /// The view type a scene's content creates, after its modifiers (`PrefsPane().frame(width:
  /// 400)`), when it is one statement creating a view type of the files read.
  private func shownView(_ content: ClosureExprSyntax, in scope: Scope) -> String? {
    guard content.statements.count == 1, case .expr(let expr) = content.statements.first?.item else {
      return nil
    }
    let (base, _) = reader.modifierChain(expr, in: scope)
    guard let call = base.as(FunctionCallExprSyntax.self),
      let reference = reader.peel(call.calledExpression).as(DeclReferenceExprSyntax.self),
      let type = index.lookup(name: reference.baseName.text, from: scope.owner?.qualifiedName), type.isView
    else { return nil }
    return type.qualifiedName
  }
}
