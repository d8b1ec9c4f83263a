import SwiftUI

// A footer whose "Start over" button shows only when the mode its creators give is `.pushed`,
// tested with `==` rather than a `switch`.
@main
struct KioskApp: App {
  var body: some Scene {
    WindowGroup { KioskHome() }
  }
}

enum KioskMode {
  case pushed
  case sheet
}

@Observable final class KioskFlow {
  var path: [Int] = []
  var showsHelp = false
}

struct KioskFooter: View {
  @Environment(KioskFlow.self) private var flow
  @Environment(\.dismiss) private var dismiss
  let mode: KioskMode

  var body: some View {
    HStack {
      if mode == .pushed {
        Button("Start over") { flow.path.removeAll() }
      }
      if .sheet != mode {
        Button("Back") { flow.path.removeLast() }
      } else {
        Button("Close") { dismiss() }
      }
    }
  }
}

struct KioskHome: View {
  @State private var flow = KioskFlow()

  var body: some View {
    NavigationStack(path: $flow.path) {
      VStack {
        Button("Order") { flow.path.append(1) }
        Button("Help") { flow.showsHelp = true }
      }
      .navigationDestination(for: Int.self) { _ in KioskOrder() }
      .sheet(isPresented: $flow.showsHelp) { KioskHelp() }
    }
    .environment(flow)
  }
}

struct KioskOrder: View {
  var body: some View { KioskFooter(mode: .pushed) }
}

struct KioskHelp: View {
  var body: some View { KioskFooter(mode: .sheet) }
}
