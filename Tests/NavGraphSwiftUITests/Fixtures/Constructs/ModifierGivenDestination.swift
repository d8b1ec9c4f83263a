import SwiftUI

// A `ViewModifier` whose toolbar links to a view its creator gives (`let destination: AnyView`,
// `NavigationLink(destination: destination)`), applied by `.modifier(BackBar(destination:
// AnyView(...)))`: each application is a push, from the screen it is applied on, of the view given.

@main
struct ParcelApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { ParcelSignIn() }
    }
  }
}

struct BackBar: ViewModifier {
  let destination: AnyView

  func body(content: Content) -> some View {
    content
      .navigationBarBackButtonHidden(true)
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
          NavigationLink(destination: destination) {
            Image(systemName: "chevron.left")
          }
        }
      }
  }
}

struct ParcelSignIn: View {
  var body: some View {
    NavigationLink("Forgot password") { ParcelRecovery() }
  }
}

struct ParcelRecovery: View {
  var body: some View {
    NavigationLink("Enter code") { ParcelCode() }
      .modifier(BackBar(destination: AnyView(ParcelSignIn())))
  }
}

struct ParcelCode: View {
  var body: some View {
    Text("Code")
      .modifier(BackBar(destination: AnyView(ParcelRecovery())))
  }
}
