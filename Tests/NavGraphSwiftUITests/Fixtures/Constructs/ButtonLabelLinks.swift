// A link bound to state whose label is a button setting that state: one control, one push.
import SwiftUI

@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { HarborLogin() }
    }
  }
}

struct HarborLogin: View {
  @State private var registering = false
  @State private var helping = false

  var body: some View {
    VStack {
      NavigationLink(destination: HarborRegister(), isActive: $registering) {
        Button {
          registering = true
        } label: {
          Text("Create an account")
        }
        .bold()
      }
      NavigationLink(destination: HarborHelp(), isActive: $helping) {
        Text("Help")
      }
    }
  }
}

struct HarborRegister: View {
  var body: some View { Text("Register") }
}

struct HarborHelp: View {
  var body: some View { Text("Help") }
}
