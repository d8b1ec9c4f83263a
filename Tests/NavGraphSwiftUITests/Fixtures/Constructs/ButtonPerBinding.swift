import SwiftUI

// A button component that toggles the binding it is given, created twice on the pier with two
// bindings: each creation's button opens its own destination, not one button opening both.
@main
struct PierApp: App {
  var body: some Scene {
    WindowGroup { PierView() }
  }
}

struct PillButton: View {
  let title: String
  @Binding var flag: Bool

  var body: some View {
    Button {
      flag.toggle()
    } label: {
      Text(title).bold()
    }
  }
}

struct PierView: View {
  @State private var toBoats = false
  @State private var toNets = false

  var body: some View {
    NavigationStack {
      VStack {
        PillButton(title: "Boats", flag: $toBoats)
        PillButton(title: "Nets", flag: $toNets)
      }
      .navigationDestination(isPresented: $toBoats) { BoatsView() }
      .navigationDestination(isPresented: $toNets) { NetsView() }
    }
  }
}

struct BoatsView: View {
  var body: some View { Text("Boats") }
}

struct NetsView: View {
  var body: some View { Text("Nets") }
}
