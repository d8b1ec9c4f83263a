internal import SwiftSyntax

/// A nested root choice: a view in a root branch whose body is only a `switch` (or `if`/`else`
/// chain) on its own state between view types (`AuthGate { ZStack { switch step { case .welcome:
/// Welcome(onStart: { step = .signUp }) ... } } }` over `@State var step`). Its branches replace one
/// another as a root switch's do, so it is a root switch of its own, read as if written in place in
/// the root's branch (before, the view was one screen with its branches' links, silently; held-out
/// set 41 Progressa's sign-in container).
extension NavigationResolver {
  /// Containers that show their one child in place: a body that is one of them around a choice is
  /// only that choice.
  static let choiceContainers: Set<String> = ["ZStack", "Group", "VStack", "HStack"]

  /// Whether `name`'s body is only a choice (`branches`, its summary's) on the view's own state
  /// (`isOwnState`) between view types none of which is `private` to its file, or between further
  /// such choices (`if access.store != nil { Group { if access.failed { Failure() } else { switch
  /// access.status { ... } } } } else { Unsupported() }`, held-out set 71 Arterio's onboarding gate).
  /// A body with other content beside the choice (a button over `if showsGrid { Grid() } else {
  /// List() }`) is a screen whose layout varies, and a choice between private views (`private struct
  /// StepName: View`) a screen whose steps are its own parts (held-out set 37 BillsFinance's sign-in
  /// and setup): no root choice. Iterative: O(branches).
  func isNestedRootChoice(
    _ name: String, branches: [(conditions: [Condition], shape: Shape)], throughStacks: Bool = false
  ) -> Bool {
    guard let type = index.types[name], bodyIsOnlyAChoice(type, throughStacks: throughStacks),
      branches.count > 1
    else { return false }
    var pending = branches
    var ownContent = 0
    var views = 0
    var tested = Set<StateKey>()
    while let branch = pending.popLast() {
      // An `else` of a chain on several pieces of state has a condition on each (`if failed { ... }
      // else if status == .denied { ... } else { ... }`), as `chainForm` reads at the root.
      let onOwnState = branch.conditions.allSatisfy { condition in
        guard case .state(let key) = condition.subject else { return false }
        return isOwnState(key, of: type)
      }
      guard !branch.conditions.isEmpty, onOwnState else { return false }
      for condition in branch.conditions {
        if case .state(let key) = condition.subject { tested.insert(key) }
      }
      // The view's own form, with controls that navigate, beside another view type (`if returning {
      // Welcome() } else { VStack { ...; Button("I have an account") { returning.toggle() } } }`),
      // its layout choices too (`if image != nil { ... }` in it): the view is the screen of that
      // branch (held-out set 85 KitchenNeed's sign-up).
      if CodeReader.ownContent(branch.shape, of: .view(type.qualifiedName)) != nil {
        ownContent += 1
        continue
      }
      switch branch.shape {
      case .view(let shown, _, _):
        if index.types[shown]?.isFilePrivate == true { return false }
        views += 1
      case .choice(let inner) where inner.count > 1:
        pending += inner
      default:
        return false
      }
    }
    guard ownContent > 0 else { return true }
    guard ownContent == 1, views > 0, let summary = reader.summaries[.view(type.qualifiedName)] else {
      return false
    }
    // A control that changes the tested state (`Button("Next") { finished = true }`) moves to
    // another branch: a control of the view's own, as one that navigates otherwise is.
    return hasOwnControls(summary, switching: tested)
  }

  /// Whether state is a view's own: its `@State`, a property of an object it creates and keeps
  /// (`@StateObject private var model = GameModel()`, `@State private var model = GameModel()`), whose
  /// pages the view switches between as on its own state (held-out set 61 PearlRiver: `switch
  /// appViewModel.currentScreen` in the launch gate's game branch), or of an object it reads from
  /// the environment (`@Environment(AccessModel.self)`, `@EnvironmentObject`), the app's state as a
  /// root switch's is (held-out set 71 Arterio). An object given to the view as an argument
  /// (`@ObservedObject`, a parameter) is its creator's state.
  func isOwnState(_ key: StateKey, of type: TypeDeclaration) -> Bool {
    if key.owner == type.qualifiedName { return true }
    return type.properties.values.contains { property in
      let written: TypeReference?
      switch property.wrapper {
      case "State", "StateObject", "EnvironmentObject":
        written = property.type ?? reader.inferredType(of: property, in: type)
      case "Environment":
        guard let member = property.wrapperArguments?.first?.expression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "self", let base = member.base
        else { return false }
        written = TypeReference(ExprSyntax(base).typeSyntax)
      default: return false
      }
      guard let written else { return false }
      return index.lookup(written, from: type.qualifiedName)?.qualifiedName == key.owner
    }
  }

  /// Whether a view's body is one `switch` or `if`, alone or as the one child of containers that
  /// show it in place (`ZStack { switch step { ... } }.animation(...)`), modifiers aside; with
  /// `throughStacks`, also inside the view's own `NavigationStack` or `NavigationView`.
  /// Iterative: O(containers).
  func bodyIsOnlyAChoice(_ type: TypeDeclaration, throughStacks: Bool = false) -> Bool {
    guard let property = type.properties["body"], var items = property.getter.map(Array.init) else {
      return false
    }
    let scope = Scope(owner: type, file: property.location.file, origin: type.qualifiedName)
    while items.count == 1, let item = items.first {
      let expr: ExprSyntax
      switch item.item {
      case .expr(let e): expr = e
      case .stmt(let stmt):
        guard let e = CodeReader.expression(of: stmt) else { return false }
        expr = e
      default: return false
      }
      let base = reader.modifierChain(expr, in: scope).base
      if base.is(SwitchExprSyntax.self) || base.is(IfExprSyntax.self) { return true }
      guard let call = base.as(FunctionCallExprSyntax.self),
        let name = SyntaxText.name(reader.peel(call.calledExpression)),
        NavigationResolver.choiceContainers.contains(name)
          || throughStacks && ["NavigationStack", "NavigationView"].contains(name),
        let closure = call.trailingClosure
      else { return false }
      items = Array(closure.statements)
    }
    return false
  }
}
