// Components whose button shows a title their creator gives, beside the closure it runs: the
// trailing closure, an `action:` argument, and `Button(title, action: action)`.
import SwiftUI

@main
struct HarbourApp: App {
  var body: some Scene {
    WindowGroup { HarbourHome() }
  }
}

struct HarbourHome: View {
  @State private var showTides = false
  @State private var showMoorings = false
  @State private var showFees = false
  @State private var showLocks = false

  var body: some View {
    VStack {
      HarbourButton(title: "Tides") { showTides = true }
      HarbourButton(title: "Moorings", action: { showMoorings = true })
      HarbourPill(title: "Fees") { showFees = true }
      HarbourPill(title: lockTitle) { showLocks = true }
    }
    .sheet(isPresented: $showTides) { TidesView() }
    .sheet(isPresented: $showMoorings) { MooringsView() }
    .fullScreenCover(isPresented: $showFees) { FeesView() }
    .sheet(isPresented: $showLocks) { LocksView() }
  }

  var lockTitle: String { "Locks " + String(2026) }
}

struct HarbourButton: View {
  let title: String
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      Text(title).font(.headline)
    }
  }
}

struct HarbourPill: View {
  let title: String
  var onTap: () -> Void

  var body: some View {
    Button(title, action: onTap)
  }
}

struct TidesView: View {
  var body: some View { Text("Tides") }
}

struct MooringsView: View {
  var body: some View { Text("Moorings") }
}

struct FeesView: View {
  var body: some View { Text("Fees") }
}

struct LocksView: View {
  var body: some View { Text("Locks") }
}
