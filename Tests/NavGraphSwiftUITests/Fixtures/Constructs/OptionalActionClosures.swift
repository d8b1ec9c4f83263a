import SwiftUI

// An optional closure property of a component, called after `if let`, `guard let` and `?()`, given
// by each creator as `action: { ... }`.
@main
struct PantryApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { ShelfView() } }
  }
}

struct Banner: View {
  var title: String
  var action: (() -> Void)? = nil
  var body: some View {
    HStack {
      Text(title)
      if let run = action {
        Image(systemName: "xmark")
          .onTapGesture {
            run()
          }
      } else {
        Image(systemName: "cart")
      }
    }
  }
}

struct Footer: View {
  var onDone: (() -> Void)?
  var onHelp: (() -> Void)?
  var body: some View {
    HStack {
      Button("Done") {
        guard let finish = onDone else { return }
        finish()
      }
      Button("Help") { onHelp?() }
    }
  }
}

struct ShelfView: View {
  @State private var showJar = false
  var body: some View {
    VStack {
      Banner(title: "Shelf")
      NavigationLink("Spices") { SpiceView() }
      Button("Jar") { showJar = true }
    }
    .sheet(isPresented: $showJar) { JarView() }
  }
}

struct SpiceView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Banner(title: "Spices", action: { dismiss() })
  }
}

struct JarView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var showHelp = false
  var body: some View {
    Footer(onDone: { dismiss() }, onHelp: { showHelp = true })
      .sheet(isPresented: $showHelp) { HelpView() }
  }
}

struct HelpView: View {
  var body: some View { Text("Help") }
}
