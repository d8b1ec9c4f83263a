import SwiftUI

// Arguments given without a label to an explicit initializer (`init(_ onFinish:)`,
// `init(_ title: String, _ choose: ...)`): each sets the property its parameter is stored in, by
// position, as a labelled argument does by its label.

@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { KilnHome() }
  }
}

struct KilnHome: View {
  @State private var glazing = false
  @State private var firing = false

  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Schedule") {
          FiringSchedule({ firing = true })
        }
        GlazeCard("Glazes", { glazing = true })
      }
      .sheet(isPresented: $glazing) { GlazeLibrary() }
      .fullScreenCover(isPresented: $firing) { FiringMonitor() }
    }
  }
}

struct FiringSchedule: View {
  private let onStart: () -> Void

  init(_ start: @escaping () -> Void) {
    self.onStart = start
  }

  var body: some View {
    Button("Start firing") { onStart() }
  }
}

struct GlazeCard: View {
  let title: String
  let choose: () -> Void

  init(_ title: String, _ choose: @escaping () -> Void) {
    self.title = title
    self.choose = choose
  }

  var body: some View {
    Button(title) { choose() }
  }
}

struct GlazeLibrary: View {
  var body: some View { Text("Glazes") }
}

struct FiringMonitor: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}
