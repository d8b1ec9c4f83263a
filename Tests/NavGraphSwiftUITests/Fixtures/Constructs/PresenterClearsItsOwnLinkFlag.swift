import SwiftUI

// A presenter clearing the flag of its own hidden link from its own button: the Continue button
// pushes the welcome when both boxes are ticked, and otherwise sets the flag to false, which it
// already is while the button can be tapped (the pushed screen covers it).
@main
struct PactApp: App {
  var body: some Scene {
    WindowGroup {
      PactConsentView()
    }
  }
}

struct PactConsentView: View {
  @State private var agreed = false
  @State private var adult = false
  @State private var showWelcome = false

  var body: some View {
    NavigationView {
      VStack {
        Toggle("I agree", isOn: $agreed)
        Toggle("I am 18 or older", isOn: $adult)
        NavigationLink(destination: PactWelcomeView(), isActive: $showWelcome) {
          EmptyView()
        }
        Button("Continue") {
          if agreed && adult {
            showWelcome = true
          } else {
            print("not yet")
            showWelcome = false
          }
        }
      }
    }
  }
}

struct PactWelcomeView: View {
  var body: some View { Text("Welcome") }
}
