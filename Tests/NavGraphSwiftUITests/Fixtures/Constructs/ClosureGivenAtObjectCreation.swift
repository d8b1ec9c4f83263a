import SwiftUI

// Closures written where an object is made, kept by the object and called later: the editor's
// router gets the sheet's close action in its initializer and the editor's button calls it
// (`router.close?()`); the sign-in model gets the root's move as a trailing closure and calls it
// when its `submit()` succeeds.

final class KilnEditorRouter: ObservableObject {
  @Published var path = NavigationPath()
  var close: (() -> Void)?

  init(close: (() -> Void)? = nil) {
    self.close = close
  }

  func build() -> some View { KilnEditor(router: self) }
}

final class KilnSignInModel: ObservableObject {
  @Published var code = ""
  let onSignedIn: () -> Void

  init(onSignedIn: @escaping () -> Void) {
    self.onSignedIn = onSignedIn
  }

  func submit() {
    guard !code.isEmpty else { return }
    onSignedIn()
  }
}

@main
struct KilnApp: App {
  @State private var signedIn = false

  var body: some Scene {
    WindowGroup {
      if signedIn {
        KilnHome()
      } else {
        KilnSignIn(model: KilnSignInModel { signedIn = true })
      }
    }
  }
}

struct KilnSignIn: View {
  @StateObject var model: KilnSignInModel

  var body: some View {
    Form {
      TextField("Code", text: $model.code)
      Button("Sign in") { model.submit() }
    }
  }
}

struct KilnHome: View {
  @State private var editing = false

  var body: some View {
    NavigationStack {
      Button("Edit glaze") { editing = true }
        .sheet(isPresented: $editing) {
          KilnEditorRouter(close: { editing = false }).build()
        }
    }
  }
}

struct KilnEditor: View {
  @ObservedObject var router: KilnEditorRouter

  var body: some View {
    NavigationStack(path: $router.path) {
      Button("Done") { router.close?() }
    }
  }
}
