import SwiftUI

// The root's `if !flow.unlocked { MintGate() } else if flow.peek { ... } else { ... }`: the gate's
// change handler sets `unlocked = true` when the store turns pro. The pro sheet, over a shelf that
// both unlocked branches show, turns it pro too; there `unlocked` is already true, and the write
// keeps whichever of the two branches is shown.
@Observable
final class MintStore {
  var isPro = false
  func buy() { isPro = true }
}

@Observable
final class MintFlow {
  var unlocked = false
  var peek = false
}

@main
struct MintApp: App {
  @State private var flow = MintFlow()
  @State private var store = MintStore()
  var body: some Scene {
    WindowGroup { MintRoot().environment(flow).environment(store) }
  }
}

struct MintRoot: View {
  @Environment(MintFlow.self) private var flow

  var body: some View {
    if !flow.unlocked {
      MintGate()
    } else if flow.peek {
      NavigationStack { MintShelf() }
    } else {
      NavigationStack { NavigationLink("Open") { MintShelf() } }
    }
  }
}

struct MintGate: View {
  @Environment(MintFlow.self) private var flow
  @Environment(MintStore.self) private var store

  var body: some View {
    VStack {
      Button("Buy") { store.buy() }
      Button("Peek") {
        flow.unlocked = true
        flow.peek = true
      }
    }
    .onChange(of: store.isPro) { _, pro in
      if pro { flow.unlocked = true }
    }
  }
}

struct MintShelf: View {
  @State private var showsPro = false

  var body: some View {
    Button("Go Pro") { showsPro = true }
      .sheet(isPresented: $showsPro) { MintPro() }
  }
}

struct MintPro: View {
  @Environment(MintStore.self) private var store
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Start") {
      store.buy()
      dismiss()
    }
  }
}
