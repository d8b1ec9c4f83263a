import SwiftUI

// A package's modal modifier the reader does not know, presenting a popup by a binding: the reader
// does not guess a modal, it warns at the modifier, naming it and the popup. A package modifier
// whose closure builds a view shown elsewhere too, and an alert, are not reported.
@main
struct WrenApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { WrenBasket() } }
  }
}

struct WrenBasket: View {
  @State private var showsThanks = false
  @State private var showsHelp = false
  @State private var showsError = false

  var body: some View {
    VStack {
      Button("Order") { showsThanks = true }
        .presentModal(isPresented: $showsThanks) {
          print("closed")
        } content: {
          ThanksPopup(isPresented: $showsThanks)
        }
      Button("Help") { showsHelp = true }
        .slideOver(isPresented: $showsHelp) { HelpView() }
        .alert("Failed", isPresented: $showsError) { RetryButton() }
      NavigationLink("Help page") { HelpView() }
    }
  }
}

struct ThanksPopup: View {
  @Binding var isPresented: Bool

  var body: some View {
    Button("Close") { isPresented = false }
  }
}

struct HelpView: View {
  var body: some View { Text("Help") }
}

struct RetryButton: View {
  var body: some View { Button("Retry") {} }
}
