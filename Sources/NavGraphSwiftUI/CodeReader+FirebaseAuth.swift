internal import NavGraph
internal import SwiftSyntax

/// Firebase Authentication's state listener as an event: `Auth.auth().addStateDidChangeListener {
/// _, user in ... }` runs its closure whenever the signed-in user changes, with the user after a
/// sign-in (`signIn(withEmail:password:)`, `signIn(with:)`, `signInAnonymously()`,
/// `signIn(withCustomToken:)`, `createUser(withEmail:password:)`) and nil after `signOut()`. So a
/// listener is a subscription to one event (`firebaseAuthKey`, read as a Combine subject is,
/// `CodeReader+Subjects`), registering it does nothing by itself, and each of those calls in an
/// action runs what the listeners do with that user: the root switch they set moves on the screen
/// whose button signs in or out. A call with no listener read does nothing the reader can see.
/// Each listener is run once for each of the two events as it is read, so several listeners run
/// one after the other.
extension CodeReader {
  /// The events Firebase Authentication listeners subscribe to: a user signed in, signed out.
  static let firebaseSignInKey = StateKey(owner: "FirebaseAuth", name: "signedIn")
  static let firebaseSignOutKey = StateKey(owner: "FirebaseAuth", name: "signedOut")

  /// Firebase's signed-in user read where a view chooses what it shows, `if Auth.auth().currentUser
  /// != nil { FeedView() } else { RegisterView() }` (also `currentUser?.uid`): no state SwiftUI
  /// observes, so the choice is made when the view is built and a sign-in does not change it. It
  /// is nil at launch (a fresh install has no user), and nothing writes it.
  static let firebaseCurrentUserKey = StateKey(owner: "FirebaseAuth", name: "currentUser")

  /// Whether an expression reads Firebase's signed-in user: `Auth.auth().currentUser`, its `uid`,
  /// or through a property holding `Auth` (`isFirebaseAuth`).
  func isFirebaseCurrentUser(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    var expr = peel(expr)
    if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "uid",
      let chained = member.base?.as(OptionalChainingExprSyntax.self)
    {
      expr = peel(chained.expression)
    }
    guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "currentUser",
      let base = member.base
    else { return false }
    return isFirebaseAuth(ExprSyntax(base), in: scope)
  }

  /// The `Auth` calls that sign a user in.
  private static let firebaseSignIns: Set<String> = [
    "signIn", "signInAnonymously", "createUser",
  ]

  /// Every `Auth` call the reader interprets: the pre-pass keeps code naming one
  /// (`IrrelevantCodeFilter.vocabulary`), whatever the method around it is called.
  static let firebaseAuthCalls = firebaseSignIns.union(["signOut", "addStateDidChangeListener"])

  /// What a call does to Firebase Authentication's state: registering a listener records it and
  /// does nothing now; a sign-in or a sign-out runs the listeners (with the user it leaves), then
  /// the closures given to the call (its completion). Nil for any other call. O(the call).
  func firebaseAuthEffects(
    _ call: FunctionCallExprSyntax, named name: String, base: ExprSyntax, in scope: Scope, depth: Int,
    at location: SourceAnchor
  ) -> [Effect]? {
    // The method's name first: this is asked of every member call in an action.
    let event: StateKey?
    if CodeReader.firebaseSignIns.contains(name) {
      event = CodeReader.firebaseSignInKey
    } else if name == "signOut" {
      event = CodeReader.firebaseSignOutKey
    } else if name == "addStateDidChangeListener" {
      // Only Firebase's `Auth` has it, whatever holds it.
      event = nil
    } else {
      return nil
    }
    let closures =
      call.arguments.compactMap { peel($0.expression).as(ClosureExprSyntax.self) }
      + (call.trailingClosure.map { [$0] } ?? [])
    guard let event else {
      for closure in closures { recordFirebaseAuthListener(closure, in: scope) }
      return []
    }
    guard isFirebaseAuth(base, in: scope) else { return nil }
    var effects: [Effect] = [.callClosure(event, location, arguments: nil)]
    for closure in closures {
      effects += run(closureValue(closure, in: scope), arguments: [], depth: depth + 1)
    }
    return effects
  }

  /// Records a listener's closure, run with a user for a sign-in and with nil for a sign-out.
  func recordFirebaseAuthListener(_ closure: ClosureExprSyntax, in scope: Scope) {
    let value = closureValue(closure, in: scope)
    for (event, user) in [
      (CodeReader.firebaseSignInKey, Value.nonNil("user")), (CodeReader.firebaseSignOutKey, .none),
    ] {
      subjectSubscribers[event, default: []].append(
        ClosureArgument(creator: nil, effects: run(value, arguments: [.unknown("auth"), user], depth: 1)))
    }
  }

  /// Whether an expression is Firebase's `Auth` object: `Auth.auth()`, or a property of the code's
  /// type holding it (`private let auth = Auth.auth()`, `var auth: Auth`), named alone or through
  /// `self`, or a property of another object named `auth` (`FirebaseService.shared.auth`) when every
  /// property of that name the files declare holds it (or none is declared: the service is in a
  /// file not read).
  func isFirebaseAuth(_ expr: ExprSyntax, in scope: Scope) -> Bool {
    let expr = peel(expr)
    if isAuthCall(expr) { return true }
    if let reference = expr.as(DeclReferenceExprSyntax.self), scope.locals[reference.baseName.text] == nil {
      return scope.owner?.properties[reference.baseName.text].map { holdsFirebaseAuth($0, in: scope.owner) }
        ?? false
    }
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
    let name = member.declName.baseName.text
    if isSelf(ExprSyntax(base), in: scope) {
      return scope.owner?.properties[name].map { holdsFirebaseAuth($0, in: scope.owner) } ?? false
    }
    guard name == "auth" else { return false }
    return index.allTypes.allSatisfy { type in
      type.properties[name].map { holdsFirebaseAuth($0, in: type) } ?? true
    }
  }

  /// Whether a property is declared as Firebase's `Auth` or made by `Auth.auth()`. A type of the
  /// files read named `Auth` (an app's own session object, `@EnvironmentObject var auth: Auth`) is
  /// not Firebase's: its methods are read as any object's.
  private func holdsFirebaseAuth(_ property: PropertyDeclaration, in owner: TypeDeclaration?) -> Bool {
    if let type = property.type?.unwrapped, case .named(let components, _) = type {
      return components.last == "Auth" && index.lookup(type, from: owner?.qualifiedName) == nil
    }
    return property.initializer.map { isAuthCall(peel($0)) } ?? false
  }

  /// Whether an expression is the call `Auth.auth()`.
  private func isAuthCall(_ expr: ExprSyntax) -> Bool {
    guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "auth", let base = member.base
    else { return false }
    return SyntaxText.name(peel(ExprSyntax(base))) == "Auth" && index.types["Auth"] == nil
  }
}
