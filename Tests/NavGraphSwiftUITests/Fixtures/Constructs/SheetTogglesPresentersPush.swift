// A sheet given bindings to its own flag and to its presenter's hidden push, toggling both: it
// closes, then the presenter pushes.
import SwiftUI

@main
struct MailApp: App {
  var body: some Scene {
    WindowGroup { NavigationView { Inbox() } }
  }
}

struct Inbox: View {
  @State private var composing = false
  @State private var openThread = false

  var body: some View {
    ZStack {
      NavigationLink(destination: ThreadView(), isActive: $openThread) { EmptyView() }
      Button("New") { composing = true }
        .sheet(isPresented: $composing) { PeoplePicker(shown: $composing, go: $openThread) }
    }
  }
}

struct PeoplePicker: View {
  @Binding var shown: Bool
  @Binding var go: Bool

  var body: some View {
    Button("Pick") {
      shown.toggle()
      go.toggle()
    }
  }
}

struct ThreadView: View {
  var body: some View { Text("Thread") }
}
