import SwiftUI

// Hidden `NavigationLink(tag:selection:)`s on the stack's root, their selection in a shared object:
// a pushed screen that sets the selection to another case switches which link is active, so the
// stack goes back to the root and pushes that case's destination.
@main
struct QuayApp: App {
  @StateObject private var gate = Gate()
  var body: some Scene {
    WindowGroup {
      NavigationView { PierView() }
        .environmentObject(gate)
    }
  }
}

enum PierStep: Hashable {
  case join
  case enter
}

final class Gate: ObservableObject {
  @Published var step: PierStep?

  func route(to step: PierStep) {
    self.step = step
  }
}

struct PierView: View {
  @EnvironmentObject var gate: Gate
  var body: some View {
    VStack {
      Button("Join") { gate.step = .join }
      Button("Enter") { gate.step = .enter }
      NavigationLink(tag: .join, selection: $gate.step) {
        JoinView()
      } label: {
        EmptyView()
      }
      NavigationLink(tag: .enter, selection: $gate.step) {
        EnterView()
      } label: {
        EmptyView()
      }
    }
  }
}

struct JoinView: View {
  @EnvironmentObject var gate: Gate
  var body: some View {
    Button("Have a pass") { gate.route(to: .enter) }
  }
}

struct EnterView: View {
  @EnvironmentObject var gate: Gate
  var body: some View {
    VStack {
      Button("New here") { gate.route(to: .join) }
      Button("Again") { gate.step = .enter }
    }
  }
}
