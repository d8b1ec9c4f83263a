import SwiftUI

// A root switch on `phase`: the tab bar is `.ready`. PantryTab's sheet saves through the model,
// which sets `phase = .ready` again once every part is filled in: the tab bar stays, so the save is
// no move. SetupView (the `.blank` branch) finishing the same way does move to the tab bar, and
// PantryTab's reset does replace the root with SetupView.
enum Phase { case waiting, ready, blank }

final class Larder: ObservableObject {
  @Published var phase: Phase = .waiting
  @Published var name: String?
  @Published var size: Int?

  func store(name: String) {
    self.name = name
    if self.name != nil && size != nil {
      phase = .ready
    }
  }

  func wipe() {
    phase = .blank
  }
}

@main
struct LarderApp: App {
  @StateObject private var larder = Larder()

  var body: some Scene {
    WindowGroup {
      LarderRoot()
        .environmentObject(larder)
    }
  }
}

struct LarderRoot: View {
  @EnvironmentObject var larder: Larder

  var body: some View {
    switch larder.phase {
    case .waiting:
      WaitView()
    case .ready:
      LarderTabs()
    case .blank:
      SetupView()
    }
  }
}

struct WaitView: View {
  @EnvironmentObject var larder: Larder
  var body: some View {
    Button("Continue") { larder.phase = .ready }
  }
}

struct SetupView: View {
  @EnvironmentObject var larder: Larder
  var body: some View {
    Button("Finish") { larder.store(name: "home") }
  }
}

struct LarderTabs: View {
  var body: some View {
    TabView {
      PantryTab().tabItem { Label("Pantry", systemImage: "cart") }
      ShelfTab().tabItem { Label("Shelf", systemImage: "books.vertical") }
    }
  }
}

struct PantryTab: View {
  @EnvironmentObject var larder: Larder
  @State private var editing = false

  var body: some View {
    VStack {
      Button("Rename") { editing = true }
      Button("Reset") { larder.wipe() }
    }
    .sheet(isPresented: $editing) {
      RenameSheet(close: { editing = false })
    }
  }
}

struct RenameSheet: View {
  @EnvironmentObject var larder: Larder
  var close: () -> Void

  var body: some View {
    Button("Save") {
      larder.store(name: "pantry")
      close()
    }
  }
}

struct ShelfTab: View {
  @EnvironmentObject var larder: Larder
  var body: some View {
    Button("Refresh") { larder.phase = .ready }
  }
}
