import SwiftUI

// A screen pushed by its presenter's flag closes itself with the environment's dismiss and then
// calls the closure its presenter gave, which clears that flag ("Save"); "Keep" does it the other
// way round. Each pops the screen once.
@main
struct RosterApp: App {
  var body: some Scene {
    WindowGroup { RosterHome() }
  }
}

struct RosterHome: View {
  @State private var adding = false
  var body: some View {
    NavigationView {
      Button("Add players") { adding = true }
        .background(
          NavigationLink(
            destination: RosterPicker { picked in
              adding = false
              print(picked)
            }, isActive: $adding
          ) { EmptyView() }
        )
    }
  }
}

struct RosterPicker: View {
  @Environment(\.presentationMode) private var presentationMode
  let completion: ([String]) -> Void
  var body: some View {
    VStack {
      Button("Save") {
        presentationMode.wrappedValue.dismiss()
        completion(["ana"])
      }
      Button("Keep") {
        completion([])
        presentationMode.wrappedValue.dismiss()
      }
    }
  }
}
