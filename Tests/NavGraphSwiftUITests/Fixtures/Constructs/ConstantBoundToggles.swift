import SwiftUI

// A component that toggles the Bool binding it is given: FernsView binds it to the state of a
// push, FrondView and MossView give it `.constant(false)`, where its button does nothing.
@main
struct FernApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationView { FernsView() }
    }
  }
}

struct PillToggle: View {
  let title: String
  @Binding var flag: Bool

  var body: some View {
    Button {
      flag.toggle()
    } label: {
      Text(title)
    }
  }
}

struct FernsView: View {
  @State private var toFronds = false

  var body: some View {
    VStack {
      NavigationLink(destination: FrondView(), isActive: $toFronds) {
        PillToggle(title: "Fronds", flag: $toFronds)
      }
      NavigationLink("Moss") { MossView() }
    }
  }
}

struct FrondView: View {
  var body: some View {
    PillToggle(title: "Spores", flag: .constant(false))
  }
}

struct MossView: View {
  var body: some View {
    VStack {
      PillToggle(title: "Water", flag: .constant(false))
      PillToggle(title: "Prune", flag: .constant(true))
    }
  }
}
