import SwiftUI

// A sheet closed through the whole environment: `@Environment(\.self)` gives the environment's
// values, whose `dismiss` closes the sheet.
@main
struct QuillApp: App {
  var body: some Scene { WindowGroup { QuillHome() } }
}

struct QuillHome: View {
  @State private var composing = false

  var body: some View {
    Button("New entry") { composing = true }
      .sheet(isPresented: $composing) { QuillComposer() }
  }
}

struct QuillComposer: View {
  @Environment(\.self) private var environment
  @State private var text = ""

  var body: some View {
    VStack {
      TextField("Today", text: $text)
      Button("Save") {
        if !text.isEmpty { environment.dismiss() }
      }
    }
  }
}
