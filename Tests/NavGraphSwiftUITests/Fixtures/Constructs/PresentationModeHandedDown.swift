import SwiftUI

// A sheet hands its presentation mode to the buttons it shows, which keep it as a plain stored
// `Binding<PresentationMode>` and dismiss through it.
@main
struct CairnApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { CairnTrail() } }
  }
}

struct CairnTrail: View {
  @State private var picking = false

  var body: some View {
    Button("Level") { picking = true }
      .sheet(isPresented: $picking) { CairnLevels() }
  }
}

struct CairnLevels: View {
  @Environment(\.presentationMode) var presentationMode: Binding<PresentationMode>

  var body: some View {
    VStack {
      CairnLevelButton(title: "Easy", presentationMode: presentationMode)
      CairnLevelButton(title: "Hard", presentationMode: presentationMode)
    }
  }
}

struct CairnLevelButton: View {
  let title: String
  var presentationMode: Binding<PresentationMode>

  var body: some View {
    Button(title) { presentationMode.wrappedValue.dismiss() }
  }
}
