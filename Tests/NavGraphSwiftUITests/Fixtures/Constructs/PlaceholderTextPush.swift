import SwiftUI

// Pages pushed to say what will be there, one `Text` each, beside a real detail page written in
// place and a push of a view type.
@main
struct WrenApp: App {
  var body: some Scene { WindowGroup { NavigationStack { WrenLogin() } } }
}

struct WrenLogin: View {
  let title = "Sign up"

  var body: some View {
    VStack {
      NavigationLink {
        Text("Forgot password")
      } label: {
        Text("Forgot password?")
      }
      NavigationLink(destination: Text("\(title) View").navigationTitle(title)) {
        Text(title)
      }
      NavigationLink("Terms") {
        VStack {
          Text("Terms").font(.title)
          Text("Be kind")
        }
      }
      NavigationLink("Help") { WrenHelp() }
    }
  }
}

struct WrenHelp: View {
  var body: some View { Text("Help") }
}
